import type { Locator, Page } from '@playwright/test';
import { formatPrice, PAGE_SIZE } from '../../src/domain';
import { company } from '../../src/content/company';
import { createProduct, expect, openLive, preferMalay, test, uniqueName, uploadImage } from './fixtures';
import { startSiteServer, type SiteServer } from './site-server';

/** The card of one product in the grid, found by its name. */
/** A mouse click at the middle of what `target` shows, whatever element is on top there. */
async function tapCentre(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('catalogue', () => {
  test('the category sidebar and sub-category chips filter the products, and the address keeps the choice through reload and Back', async ({
    adminPage: page,
  }) => {
    const mig = await createProduct(page.request, {
      name: uniqueName('MIG welder'),
      category: 'Welding Machines',
      subCategory: 'MIG',
    });
    const tig = await createProduct(page.request, {
      name: uniqueName('TIG welder'),
      category: 'Welding Machines',
      subCategory: 'TIG',
    });
    const drill = await createProduct(page.request, {
      name: uniqueName('Amaxx drill'),
      category: 'Power Tools',
      subCategory: 'Amaxx',
    });

    await page.goto('/products?category=Welding+Machines');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link')).toHaveCount(9);
    await expect(page.getByRole('heading', { level: 1, name: 'Welding Machines' })).toBeVisible();
    await expect(categories.getByRole('link', { name: 'Welding Machines' })).toHaveAttribute('aria-current', 'page');
    await expect(card(page, mig.name)).toBeVisible();
    await expect(card(page, tig.name)).toBeVisible();
    await expect(card(page, mig.name).getByText(formatPrice(mig.price))).toBeVisible();

    const chips = page.getByRole('navigation', { name: 'Filter by type' });
    await expect(chips.getByRole('link')).toHaveText(['All', 'MIG', 'ARC', 'TIG', 'Plasma Cutter', 'Other']);
    await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');

    // A chip's shelf opens at its results (the address carries the place), headed by the sub-category.
    await chips.getByRole('link', { name: 'MIG' }).click();
    await expect(page).toHaveURL(/\/products\?category=Welding\+Machines&sub=MIG#results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'MIG' })).toBeAttached();
    await expect(chips.getByRole('link', { name: 'MIG' })).toHaveAttribute('aria-current', 'true');
    await expect(card(page, mig.name)).toBeVisible();
    await expect(card(page, tig.name)).toHaveCount(0);

    await page.reload();
    await expect(chips.getByRole('link', { name: 'MIG' })).toHaveAttribute('aria-current', 'true');
    await expect(card(page, mig.name)).toBeVisible();
    await expect(card(page, tig.name)).toHaveCount(0);

    // A new category clears the sub-category.
    await categories.getByRole('link', { name: 'Power Tools' }).click();
    await expect(page).toHaveURL(/\/products\?category=Power\+Tools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Power Tools' })).toBeVisible();
    await expect(chips.getByRole('link')).toHaveText(['All', 'Amaxx', 'Dong Cheng', 'Other']);
    await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    await expect(card(page, drill.name)).toBeVisible();
    await expect(card(page, mig.name)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/sub=MIG#results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'MIG' })).toBeAttached();
    await expect(card(page, mig.name)).toBeVisible();
    await expect(card(page, tig.name)).toHaveCount(0);

    // A category without sub-categories shows no chips.
    await categories.getByRole('link', { name: 'Generator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Generator' })).toBeVisible();
    await expect(chips).toHaveCount(0);
  });

  test('a shared link with a category and sub-category opens on that shelf, in Malay too', async ({
    adminPage: page,
  }) => {
    const karcher = await createProduct(page.request, {
      name: uniqueName('Karcher washer'),
      category: 'Home Improvements',
      subCategory: 'Karcher',
    });
    await preferMalay(page);
    await page.goto('/products?category=Home+Improvements&sub=Karcher');
    await expect(page.getByRole('heading', { level: 1, name: 'Karcher' })).toBeVisible();
    await expect(page.getByRole('paragraph').filter({ hasText: /^Penambahbaikan Rumah$/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Tapis mengikut jenis' }).getByRole('link', { name: 'Karcher' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(card(page, karcher.name)).toBeVisible();
    await expect(page).toHaveTitle('Penambahbaikan Rumah – Karcher | Mesin Kimpalan, Alatan Kuasa & Perkakasan');
  });

  test('Load more brings the next page of the shelf, says it is loading meanwhile, and Back from a product returns to every product shown, where the visitor was', async ({
    adminPage: page,
  }) => {
    // One image for all: the shelf needs more products than one page holds.
    const image = await uploadImage(page.request, '#0ea5e9');
    const created = [];
    for (let index = 0; index < PAGE_SIZE + 1; index += 1) {
      created.push(
        await createProduct(page.request, {
          name: uniqueName(`Dong Cheng grinder ${index}`),
          category: 'Power Tools',
          subCategory: 'Dong Cheng',
          image,
        }),
      );
    }
    const oldest = created[0]!;
    const newest = created.at(-1)!;

    await page.setViewportSize({ width: 360, height: 740 });
    await openLive(page, '/products?category=Power+Tools&sub=Dong+Cheng');
    await expect(card(page, newest.name)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(PAGE_SIZE);
    await expect(card(page, oldest.name)).toHaveCount(0);

    // A link: without the page's code it loads the shelf with a page more.
    const loadMore = page.getByRole('link', { name: 'Load more' });
    await expect(loadMore).toHaveAttribute('href', /[?&]shown=48(&|$)/);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products?*', async (route) => {
      await gate;
      await route.continue();
    });
    await loadMore.click();
    await expect(page.getByRole('link', { name: 'Loading more products...' })).toBeVisible();
    release();
    // Other tests may add to this shelf meanwhile: keep loading until the oldest of ours appears.
    await expect(page.getByRole('article').nth(PAGE_SIZE)).toBeVisible();
    while ((await card(page, oldest.name).count()) === 0) {
      await loadMore.click();
      await expect(page.getByRole('link', { name: 'Load more' }).or(card(page, oldest.name))).toBeVisible();
    }
    const shown = await page.getByRole('article').count();
    expect(shown).toBeGreaterThan(PAGE_SIZE);
    for (const product of created) await expect(card(page, product.name)).toHaveCount(1);
    // The address says how many are shown, so that Back and a reload show as many.
    await expect(page).toHaveURL(new RegExp(`[?&]shown=${shown}(&|$)`));

    // Far down the list, a product, then Back: the same products, at the same place.
    await card(page, oldest.name).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await card(page, oldest.name).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: oldest.name })).toBeVisible();
    await page.goBack();
    await expect(card(page, oldest.name)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 100);
  });

  test('the service category lists no products and offers the chat link instead', async ({ page }) => {
    const productRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products')) productRequests.push(request.url());
    });
    await page.goto('/products?category=Machinery+Service+Consultant');
    await expect(page.getByRole('heading', { level: 1, name: 'Machinery Service Consultant' })).toBeVisible();
    await expect(page.getByText(/Our technicians diagnose, repair and service/)).toBeVisible();
    const contact = page.getByRole('link', { name: 'Contact us on WhatsApp' });
    await expect(contact).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${company.chatNumber}\\?text=.+`));
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Filter by type' })).toHaveCount(0);
    expect(productRequests).toEqual([]);
  });

  test('the whole card opens the product page: its name, its picture and its View details button, with a long name shown whole', async ({
    adminPage: page,
  }) => {
    const withLink = await createProduct(page.request, {
      name: uniqueName('Cutting disc box 125 mm x 1.0 mm stainless steel INOX, fifty discs, model CD-125-50'),
      category: 'Accessories',
      price: 45,
      tiktokUrl: 'https://www.tiktok.com/@kintaweld/product/1',
    });
    const withoutLink = await createProduct(page.request, {
      name: uniqueName('Welding gloves'),
      category: 'Accessories',
      price: 19.9,
    });

    await page.goto('/products?category=Accessories');
    for (const product of [withLink, withoutLink]) {
      // One link per card, named by the product; the button reads what it does, and nothing says "buy".
      await expect(card(page, product.name).getByRole('link')).toHaveCount(1);
      await expect(card(page, product.name).getByRole('link')).toHaveAccessibleName(product.name);
      await expect(card(page, product.name)).toContainText('View details');
      await expect(card(page, product.name)).not.toContainText(/buy now/i);
    }
    // The name is shown whole, model number and all.
    await expect(card(page, withLink.name).getByRole('heading')).toHaveText(withLink.name);
    const heading = await card(page, withLink.name)
      .getByRole('heading')
      .evaluate((element) => ({
        clipped: element.scrollHeight > element.clientHeight + 1,
      }));
    expect(heading.clipped).toBe(false);
    await expect(card(page, withLink.name).getByText('RM 45.00')).toBeVisible();
    await expect(card(page, withoutLink.name).getByText('RM 19.90')).toBeVisible();
    const image = card(page, withLink.name).getByRole('img', { name: withLink.name });
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');

    await card(page, withoutLink.name).getByRole('link', { name: withoutLink.name }).click();
    await expect(page).toHaveURL(`/products/${withoutLink.id}`);
    await expect(page.getByRole('heading', { level: 1, name: withoutLink.name })).toBeVisible();
    await page.goBack();
    // Where a thumb lands: the picture's and the button's own spots, which the name's link covers.
    await tapCentre(page, image);
    await expect(page).toHaveURL(`/products/${withLink.id}`);
    await expect(page.getByRole('heading', { level: 1, name: withLink.name })).toBeVisible();
    await page.goBack();
    await tapCentre(page, card(page, withoutLink.name).getByText('View details'));
    await expect(page).toHaveURL(`/products/${withoutLink.id}`);
    // On the product page the buy buttons go to the shop.
    await page.goto(`/products/${withLink.id}`);
    await expect(page.getByRole('link', { name: /Buy on TikTok Shop/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.tiktok\.com\//,
    );
  });

  test('on a phone, Add to enquiry on a card adds the product and does not open its page', async ({ page, api }) => {
    const product = await createProduct(api, { name: uniqueName('Card action grinder'), category: 'Power Tools' });
    await page.setViewportSize({ width: 360, height: 740 });
    // With the page's code (before it, the button opens the list with the product added: no-javascript.spec.ts).
    await openLive(page, `/products?q=${encodeURIComponent(product.name.split(' ').at(-1)!)}`);
    await card(page, product.name)
      .getByRole('button', { name: /Add to enquiry/ })
      .click();
    await expect(page).toHaveURL(/\/products\?q=/);
    await expect(page.locator('header').getByRole('link', { name: /Enquiry list \(1 item\)/ })).toBeVisible();
  });
});

test.describe('an empty catalogue', () => {
  // A server of its own with nothing in it: the worker's server holds products in every shelf.
  let empty: SiteServer;
  let url: string;

  test.beforeAll(async () => {
    empty = await startSiteServer();
    url = empty.url;
  });

  test.afterAll(async () => {
    await empty.close();
  });

  test('a shelf without products says so, in English and in Malay', async ({ page }) => {
    await page.goto(`${url}/products?category=Generator`);
    await expect(page.getByRole('heading', { level: 1, name: 'Generator' })).toBeVisible();
    await expect(page.getByText('No products found in this category.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);

    await preferMalay(page);
    await page.goto(`${url}/products?category=Welding+Machines&sub=ARC`);
    await expect(page.getByText('Tiada produk ditemui dalam kategori ini.')).toBeVisible();
  });
});

test.describe('when the store cannot be reached', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('Load more shows the failure in a banner', async ({ page }) => {
    // The demo catalogue has more products than a page holds.
    await openLive(page, '/products');
    await page.route('**/api/products?*', (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to load products: Network error: check your connection and try again',
    );
  });
});

test.describe('product details', () => {
  test('the gallery swaps the main image, opens it full size, and the buy buttons show only for http links', async ({
    adminPage: page,
  }) => {
    const [intro, second, third] = [
      await uploadImage(page.request, '#dc2626'),
      await uploadImage(page.request, '#16a34a'),
      await uploadImage(page.request, '#2563eb'),
    ];
    const product = await createProduct(page.request, {
      name: uniqueName('Plasma cutter CUT-40'),
      category: 'Welding Machines',
      subCategory: 'Plasma Cutter',
      price: 1299,
      description: 'Cuts 12 mm steel.\nRuns on 230 V.\n<b>Not bold</b>',
      shopeeUrl: 'https://shopee.com.my/kintaweld/cut-40',
      tiktokUrl: '',
      image: intro,
      additionalImages: [second!, third!],
    });

    await openLive(page, `/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('RM 1,299.00')).toBeVisible();
    const description = page.getByText(/Cuts 12 mm steel\./);
    await expect(description).toHaveCSS('white-space', 'pre-line');
    expect(await description.innerText()).toBe('Cuts 12 mm steel.\nRuns on 230 V.\n<b>Not bold</b>');
    await expect(page.locator('article b')).toHaveCount(0);

    const shopee = page.getByRole('link', { name: /Buy on Shopee/ });
    await expect(shopee).toHaveAttribute('href', product.shopeeUrl);
    await expect(shopee).toHaveAttribute('target', '_blank');
    await expect(shopee).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: /Buy on TikTok Shop/ })).toHaveCount(0);

    const enlarge = page.getByRole('link', { name: `View full-size image of ${product.name}` });
    await expect(enlarge.getByRole('img')).toHaveAttribute('src', intro!);
    const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('link');
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'Show image 3 of 3' }).click();
    await expect(enlarge.getByRole('img')).toHaveAttribute('src', third!);
    await expect(page.getByRole('link', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
    // With the page's code a thumbnail swaps the picture in place: no new page, no history entry.
    await expect(page).toHaveURL(`/products/${product.id}`);

    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: `Full-size image of ${product.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', third!);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();

    await enlarge.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();

    // In the overlay the pictures go round: the buttons, the arrow keys and a swipe; the main image follows.
    await enlarge.click();
    await expect(dialog.getByText('3 / 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', intro!);
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', third!);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', second!);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', third!);
    // A finger drawn from right to left shows the next picture.
    const picture = (await dialog.getByRole('img').boundingBox())!;
    const [x, y] = [picture.x + picture.width / 2, picture.y + picture.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 120, y, { steps: 6 });
    await page.mouse.up();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', intro!);
    await page.keyboard.press('Escape');
    await expect(enlarge.getByRole('img')).toHaveAttribute('src', intro!);
  });

  test('both buy buttons show when both links are http, and none when neither is', async ({ adminPage: page }) => {
    const both = await createProduct(page.request, {
      name: uniqueName('Generator 3kW'),
      category: 'Generator',
      shopeeUrl: 'https://shopee.com.my/kintaweld/gen',
      tiktokUrl: 'http://www.tiktok.com/@kintaweld/gen',
    });
    const none = await createProduct(page.request, { name: uniqueName('Generator 5kW'), category: 'Generator' });

    await page.goto(`/products/${both.id}`);
    await expect(page.getByRole('link', { name: /Buy on Shopee/ })).toHaveAttribute('href', both.shopeeUrl);
    await expect(page.getByRole('link', { name: /Buy on TikTok Shop/ })).toHaveAttribute('href', both.tiktokUrl);

    await page.goto(`/products/${none.id}`);
    await expect(page.getByRole('heading', { level: 1, name: none.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /Buy on/ })).toHaveCount(0);
    // A single image needs no thumbnails.
    await expect(page.getByRole('list', { name: 'Product images' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask about this product' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${company.chatNumber}\\?text=`),
    );
  });

  test("Back returns to the catalogue shelf the visitor came from, or to the product's category on a fresh visit", async ({
    adminPage: page,
  }) => {
    const product = await createProduct(page.request, {
      name: uniqueName('ARC welder 160'),
      category: 'Welding Machines',
      subCategory: 'ARC',
    });
    await openLive(page, '/products?category=Welding+Machines&sub=ARC');
    await card(page, product.name).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/products\?category=Welding\+Machines&sub=ARC$/);

    // Opened on its own (a shared link, a new tab): nothing of this site lies behind, so Back is the product's own
    // shelf, its category and sub-category.
    await openLive(page, `/products/${product.id}`);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/products\?category=Welding\+Machines&sub=ARC$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ARC' })).toBeVisible();

    // Opened from a page of this site before the page's code had started (a full load): Back is still that page.
    await openLive(page, '/products?category=Others');
    await page.goto(`/products/${product.id}`, { referer: new URL('/products?category=Others', page.url()).href });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/products\?category=Others$/);

    await page.goto(`/products/${product.id}`);
    await page.getByRole('link', { name: 'Browse other tools' }).click();
    await expect(page).toHaveURL(/\/products\?category=Welding\+Machines$/);
  });

  for (const language of ['en', 'ms'] as const) {
    test(`Ask about this product names the product, its SKU and its page's address, in ${language === 'ms' ? 'Malay' : 'English'}`, async ({
      page,
      api,
    }) => {
      const product = await createProduct(api, {
        name: uniqueName('TIG 200P DC Pulse Welder'),
        nameMs: uniqueName('Mesin Kimpalan TIG 200P DC Denyut'),
        sku: uniqueName('WM-TIG').replace(' ', '-'),
        category: 'Welding Machines',
        subCategory: 'TIG',
      });
      const query = language === 'ms' ? '?lang=ms' : '';
      await openLive(page, `/products/${product.id}${query}`);
      const ask = page.getByRole('link', {
        name: language === 'ms' ? /Tanya tentang produk ini/ : /Ask about this product/,
      });
      const href = new URL((await ask.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${company.chatNumber}`);
      // The site's own address (SITE_URL), in the page's language: the shop opens the very product.
      const address = `https://www.example.test/products/${product.id}${query}`;
      expect(href.searchParams.get('text')).toBe(
        language === 'ms'
          ? `Helo, saya berminat dengan ${product.nameMs} (SKU ${product.sku}). Adakah ia ada dalam stok?\n${address}`
          : `Hello, I am interested in ${product.name} (SKU ${product.sku}). Is it in stock?\n${address}`,
      );
    });
  }

  test("a demo product's Malay page, and the preview of a link shared from it, are in Malay", async ({ page }) => {
    await page.goto('/products?category=Welding+Machines&sub=MIG&lang=ms');
    await card(page, 'Mesin Kimpalan MIG 200 Synergic Inverter 220V').getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mesin Kimpalan MIG 200 Synergic Inverter 220V' }),
    ).toBeVisible();
    await expect(page.getByText(/^Mesin kimpalan MIG\/MAG synergic untuk besi lembut/)).toContainText('Ciri-ciri:');
    await page.reload();
    const head = page.locator('head');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /^Mesin Kimpalan MIG 200 Synergic Inverter 220V \| /,
    );
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /Mesin kimpalan MIG\/MAG synergic/,
    );
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^https:\/\/www\.example\.test\/products\/\w+\?lang=ms$/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  });
});

test.describe('a product that does not exist', () => {
  // The store answers 404 (unknown id) or 400 (malformed id); Chromium logs both, the page handles both.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 40[04]/ });

  test('shows Product not found., in English and in Malay, with a 404 and the way to the other products', async ({
    page,
  }) => {
    const response = await page.goto('/products/noSuchProduct123');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(page).toHaveTitle(/^Product not found \| \S/);

    await page.goto('/products/not-a-valid-id');
    await expect(page.getByText('Product not found.')).toBeVisible();

    await preferMalay(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Produk tidak ditemui.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Lihat produk' })).toBeVisible();
  });
});
