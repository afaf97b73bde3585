import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Product } from '../../src/domain';
import { createProduct, expect, openLive, preferMalay, test } from './fixtures';
import { startSiteServer, type SiteServer } from './site-server';

/** The card of one product in the grid, found by its name. */
function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Names of the cards in the grid, in order. */
function cardNames(page: Page) {
  return page.getByRole('article').getByRole('heading');
}

/** Eight letters no other test uses: the words of this test's products start with them. */
function letterTag(): string {
  return randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
}

type Shelf = { orion: Product; pegasus: Product; lyra: Product; tag: string };

/** Three products whose words start with the same tag: a welder, a cutter, and a polisher priced on request. */
async function makeShelf(page: Page): Promise<Shelf> {
  const tag = letterTag();
  const orion = await createProduct(page.request, {
    name: `${tag}orion MIG welder`,
    sku: `ORN-${tag}-200`,
    price: 500,
    category: 'Welding Machines',
    subCategory: 'MIG',
  });
  const pegasus = await createProduct(page.request, {
    name: `${tag}pegasus plasma cutter`,
    sku: `PGS-${tag}`,
    price: 100,
    category: 'Welding Machines',
    subCategory: 'Plasma Cutter',
  });
  const lyra = await createProduct(page.request, {
    name: `${tag}lyra polisher`,
    sku: `LYR-${tag}`,
    price: 0,
    category: 'Power Tools',
    subCategory: 'Other',
  });
  return { orion, pegasus, lyra, tag };
}

const LANGUAGES = [
  {
    language: 'English',
    search: 'Search products',
    submit: 'Search',
    results: (query: string) => `Results for “${query}”`,
    empty: (query: string) => `No products match “${query}”.`,
    categories: 'Categories',
    sortBy: 'Sort by',
    priceAsc: 'Price: low to high',
    priceDesc: 'Price: high to low',
    welding: 'Welding Machines',
    allProducts: 'All products',
    clear: 'Clear search',
    // Links and forms keep a language other than the default in the address.
    lang: '',
    onlyLang: '',
  },
  {
    language: 'Malay',
    search: 'Cari produk',
    submit: 'Cari',
    results: (query: string) => `Hasil carian untuk “${query}”`,
    empty: (query: string) => `Tiada produk yang sepadan dengan “${query}”.`,
    categories: 'Kategori',
    sortBy: 'Susun ikut',
    priceAsc: 'Harga: rendah ke tinggi',
    priceDesc: 'Harga: tinggi ke rendah',
    welding: 'Mesin Kimpalan',
    allProducts: 'Semua produk',
    clear: 'Kosongkan carian',
    lang: '&lang=ms',
    onlyLang: '\\?lang=ms',
  },
] as const;

for (const texts of LANGUAGES) {
  test.describe(`catalogue search in ${texts.language}`, () => {
    test.beforeEach(async ({ page }) => {
      if (texts.language === 'Malay') await preferMalay(page);
    });

    test('a visitor finds a product by a word of its name, by its SKU and by the start of a word, and Back returns to the previous query', async ({
      adminPage: page,
    }) => {
      const { orion, pegasus, lyra, tag } = await makeShelf(page);
      await openLive(page, '/products');
      const box = page.getByRole('search', { name: texts.search }).getByRole('searchbox', { name: texts.search });

      // A word of the name, in capitals: case does not matter.
      await box.fill(`${tag}ORION`);
      await page.getByRole('button', { name: texts.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/products\\?q=${tag}ORION${texts.lang}$`));
      await expect(page.getByRole('heading', { level: 1, name: texts.results(`${tag}ORION`) })).toBeVisible();
      await expect(card(page, orion.name)).toBeVisible();
      await expect(cardNames(page)).toHaveCount(1);

      // The SKU as printed, with its dash.
      await box.fill(pegasus.sku);
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: texts.results(pegasus.sku) })).toBeVisible();
      await expect(card(page, pegasus.name)).toBeVisible();
      await expect(cardNames(page)).toHaveCount(1);

      // The start of a word.
      await box.fill(`${tag}ly`);
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: texts.results(`${tag}ly`) })).toBeVisible();
      await expect(card(page, lyra.name)).toBeVisible();
      await expect(cardNames(page)).toHaveCount(1);

      // Back: the previous query, in the address, the box and the results.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`q=PGS-${tag}${texts.lang}$`));
      await expect(box).toHaveValue(pegasus.sku);
      await expect(card(page, pegasus.name)).toBeVisible();
      await expect(cardNames(page)).toHaveCount(1);

      // A shared link is rendered on the server with its results.
      await page.goto(`/products?q=${encodeURIComponent(`${tag}orion`)}`);
      await expect(card(page, orion.name)).toBeVisible();
      await expect(box).toHaveValue(`${tag}orion`);
    });

    test('a query that matches nothing says so and offers the categories to browse', async ({ adminPage: page }) => {
      const { tag } = await makeShelf(page);
      await openLive(page, '/products');
      const box = page.getByRole('searchbox', { name: texts.search });
      await box.fill(`${tag}nothing`);
      await box.press('Enter');
      const empty = page.getByRole('status').filter({ hasText: texts.empty(`${tag}nothing`) });
      await expect(empty).toBeVisible();
      await expect(cardNames(page)).toHaveCount(0);

      // Clearing the search goes back to browsing every product.
      await page.getByRole('link', { name: texts.clear }).click();
      await expect(page).toHaveURL(new RegExp(`/products${texts.onlyLang}$`));
      await expect(page.getByRole('heading', { level: 1, name: texts.allProducts })).toBeVisible();
      await page.goBack();

      await empty.getByRole('link', { name: texts.welding }).click();
      await expect(page).toHaveURL(new RegExp(`/products\\?category=Welding\\+Machines${texts.lang}$`));
      await expect(page.getByRole('heading', { level: 1, name: texts.welding })).toBeVisible();
    });

    test('sorting by price orders the cards, with the product priced on request last, and combines with a category', async ({
      adminPage: page,
    }) => {
      const { orion, pegasus, lyra, tag } = await makeShelf(page);
      await openLive(page, `/products?q=${tag}`);
      await expect(cardNames(page)).toHaveCount(3);

      const sort = page.getByRole('combobox', { name: texts.sortBy });
      await sort.selectOption({ label: texts.priceAsc });
      await expect(page).toHaveURL(new RegExp(`q=${tag}&sort=price-asc${texts.lang}$`));
      await expect(cardNames(page)).toHaveText([pegasus.name, orion.name, lyra.name]);

      await sort.selectOption({ label: texts.priceDesc });
      await expect(page).toHaveURL(new RegExp(`q=${tag}&sort=price-desc${texts.lang}$`));
      await expect(cardNames(page)).toHaveText([orion.name, pegasus.name, lyra.name]);

      // A category narrows the sorted search and keeps the order.
      await page.getByRole('navigation', { name: texts.categories }).getByRole('link', { name: texts.welding }).click();
      await expect(page).toHaveURL(new RegExp(`category=Welding\\+Machines&q=${tag}&sort=price-desc${texts.lang}$`));
      await expect(cardNames(page)).toHaveText([orion.name, pegasus.name]);
      await expect(sort).toHaveValue('price-desc');

      // Rendered on the server in the same order.
      await page.reload();
      await expect(cardNames(page)).toHaveText([orion.name, pegasus.name]);
    });
  });
}

test('on a phone, the search control in the header leads to the catalogue search box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
  await expect(page).toHaveURL(/\/products#search$/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeInViewport();
});

test('on a small phone in Malay, the page code starting moves nothing: the order list and the cards stay put', async ({
  browser,
  baseURL,
}) => {
  // Where the server's page puts them, and where they are once the code runs (the order's Apply button is gone).
  const placesOf = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const path = '/products?q=welding&lang=ms';
    if (javaScriptEnabled) await openLive(page, path);
    else await page.goto(path);
    await expect(page.getByRole('button', { name: 'Guna' })).toBeVisible({ visible: !javaScriptEnabled });
    const order = await page.getByRole('combobox', { name: 'Susun ikut' }).boundingBox();
    const firstCard = await page.getByRole('article').first().boundingBox();
    await context.close();
    return { order: order && { x: order.x, y: order.y }, firstCard: firstCard && { x: firstCard.x, y: firstCard.y } };
  };
  const served = await placesOf(false);
  expect(served.firstCard).not.toBeNull();
  expect(await placesOf(true)).toEqual(served);
});

test.describe('before the page code starts', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box and the order work as plain forms rendered by the server', async ({ adminPage: page }) => {
    const { orion, pegasus, lyra, tag } = await makeShelf(page);
    await page.goto('/products');
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill(tag);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?q=${tag}$`));
    await expect(cardNames(page)).toHaveCount(3);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}&sort=price-asc$`));
    await expect(cardNames(page)).toHaveText([pegasus.name, orion.name, lyra.name]);
  });
});

test.describe('for search engines', () => {
  const SITE = 'https://www.example.test';

  test('each category and sub-category page has its own title, description and canonical address, in both languages', async ({
    page,
  }) => {
    await page.goto('/products?category=Welding+Machines&sub=MIG');
    const head = page.locator('head');
    const address = `${SITE}/products?category=Welding+Machines&sub=MIG`;
    await expect(page).toHaveTitle('Welding Machines – MIG | Welding Machines, Power Tools & Hardware');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', address);
    await expect(head.locator('link[hreflang="ms"]')).toHaveAttribute('href', `${address}&lang=ms`);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^MIG in Welding Machines/);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);

    await page.goto('/products?category=Generator&sort=price-asc&lang=ms');
    await expect(page).toHaveTitle('Penjana | Mesin Kimpalan, Alatan Kuasa & Perkakasan');
    // The order does not make another page: its canonical is the category's.
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/products?category=Generator&lang=ms`,
    );
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^Penjana petrol dan diesel/);
  });

  test('a search page is for visitors only, and a category page found from it is indexable again', async ({ page }) => {
    await openLive(page, '/products?q=welding');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle('Results for “welding” | Welding Machines, Power Tools & Hardware');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Generator' }).click();
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All categories' }).click();
    await expect(page).toHaveURL(/\/products\?q=welding$/);
    await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveTitle('Welding Machines, Power Tools & Hardware');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  });

  test('a product page is titled by its product, described by its text, and claims no stock', async ({
    adminPage: page,
  }) => {
    const name = `${letterTag()} inverter welder`;
    const product = await createProduct(page.request, {
      name,
      description: 'Portable 200 A inverter welder for workshops.\nTwo year warranty.',
      price: 650,
    });
    await page.goto(`/products/${product.id}`);
    await expect(page).toHaveTitle(`${name} | Welding Machines, Power Tools & Hardware`);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Portable 200 A inverter welder for workshops. Two year warranty.',
    );
    const data = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'Product', name, offers: { price: '650.00' } });
    expect(JSON.stringify(data)).not.toContain('availability');

    // Still so once the page's code has taken over, and in Malay.
    await preferMalay(page);
    await openLive(page, `/products/${product.id}`);
    await expect(page).toHaveTitle(`${name} | Mesin Kimpalan, Alatan Kuasa & Perkakasan`);
  });
});

test.describe('a connection that searches faster than a person', () => {
  // A shop of its own that renders two new searches a minute for an address (the worker's server renders many).
  let shop: SiteServer;
  test.beforeAll(async () => {
    shop = await startSiteServer({ demo: true, searchesPerMinute: 2 });
  });
  test.afterAll(async () => {
    await shop.close();
  });
  // The browser logs the refused page's own status.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 429/ });

  test('reads, in Malay, that it must wait a minute, on a page in the site’s look; the way back opens the catalogue', async ({
    page,
  }) => {
    for (const query of ['mesin', 'gerudi']) {
      expect((await page.goto(`${shop.url}/products?q=${query}&lang=ms`))!.status()).toBe(200);
    }
    // The same search again comes from what was kept: no new render, so it is still answered.
    expect((await page.goto(`${shop.url}/products?q=mesin&lang=ms`))!.status()).toBe(200);

    const busy = await page.goto(`${shop.url}/products?q=pemotong&lang=ms`);
    expect(busy!.status()).toBe(429);
    await expect(page).toHaveTitle('Terlalu banyak carian: sila tunggu seminit');
    await expect(page.getByRole('heading', { level: 1, name: 'Terlalu banyak carian serentak' })).toBeVisible();
    await expect(page.getByText(/Sila tunggu seminit dan cari semula/)).toBeVisible();
    // Styled as the site (its stylesheet loaded under the Content-Security-Policy), not a bare page.
    await expect(page.getByRole('link', { name: 'Lihat semua produk' })).toHaveClass(/btn-primary/);
    expect(
      await page.getByRole('link', { name: 'Lihat semua produk' }).evaluate((link) => getComputedStyle(link).display),
    ).not.toBe('inline');

    await page.getByRole('link', { name: 'Lihat semua produk' }).click();
    await expect(page).toHaveURL(`${shop.url}/products?lang=ms`);
    await expect(page.getByRole('navigation', { name: 'Kategori' })).toBeVisible();
  });
});
