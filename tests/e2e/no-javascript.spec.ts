import { createProduct, expect, expectOpen, test, toggleNamed, uploadImage } from './fixtures';
import { uniqueName } from '../factories';
import { company } from '../../src/content/company';
import en from '../../src/i18n/locales/en/site.json' with { type: 'json' };
import ms from '../../src/i18n/locales/ms/site.json' with { type: 'json' };

/**
 * The public site before its code has started, or without it: what a visitor on a slow phone can do in the
 * seconds before the code runs. Links, and the disclosures of the language list and the phone menu, are
 * plain HTML.
 */
test.use({ javaScriptEnabled: false });

test('the language switcher opens and loads the same page in Malay, and back in English', async ({ page }) => {
  await page.goto('/products?category=Power+Tools');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await toggleNamed(page, 'Change language (now English)').click();
  await page.getByRole('link', { name: 'Bahasa Melayu' }).click();

  // The same page and the same shelf, in Malay.
  await expect(page).toHaveURL('/products?category=Power+Tools&lang=ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('heading', { level: 1, name: 'Alatan Kuasa' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Laman Utama' }),
  ).toBeVisible();

  await toggleNamed(page, 'Tukar bahasa (kini Bahasa Melayu)').click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL('/products?category=Power+Tools&lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Power Tools' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens, shows the links and leads to a page', async ({ page }) => {
    await page.goto('/');
    const menuLink = page.getByRole('banner').getByRole('link', { name: 'About Us' });
    await expect(menuLink).toBeHidden();

    await toggleNamed(page, 'Open menu').click();
    await expect(menuLink).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeVisible();
    // Named by its state without code too.
    await expectOpen(toggleNamed(page, 'Close menu'), true);

    await menuLink.click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(menuLink).toBeHidden();
  });
});

test("the catalogue's category links change the shelf", async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Generator' }).click();
  await expect(page).toHaveURL('/products?category=Generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Generator' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Generator' }),
  ).toHaveAttribute('aria-current', 'page');
});

test.describe('in Malay on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor who opens /?lang=ms stays in Malay through the menu, the catalogue, a product and the contact page', async ({
    page,
    api,
  }) => {
    const product = await createProduct(api, { name: uniqueName('Mesin kimpalan MMA'), category: 'Welding Machines' });
    await page.goto('/?lang=ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    const menu = page.getByRole('banner');

    await toggleNamed(page, 'Buka menu').click();
    await menu.getByRole('link', { name: 'Produk', exact: true }).click();
    await expect(page).toHaveURL('/products?lang=ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Mesin Kimpalan' }).click();
    await expect(page).toHaveURL(/\/products\?category=Welding\+Machines&lang=ms$/);
    await page.getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(`/products/${product.id}?lang=ms`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('link', { name: 'Lihat alatan lain' })).toBeVisible();

    await toggleNamed(page, 'Buka menu').click();
    await menu.getByRole('link', { name: 'Hubungi Kami' }).click();
    await expect(page).toHaveURL('/contact?lang=ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();

    // Back keeps it; and an address typed without ?lang= is in Malay too: the server kept the choice.
    await page.goBack();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  });
});

// The language list's own links (hreflang) name their language; every other one keeps the page's.
test('every link and form inside the site keeps Malay in its address on every public page', async ({ page, api }) => {
  const product = await createProduct(api, { name: uniqueName('Pautan bahasa') });
  for (const path of ['/', '/about', '/products', `/products/${product.id}`, '/testimonials', '/contact', '/enquiry']) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=ms`);
    const addresses = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([hreflang])')].map((link) =>
        link.getAttribute('href')!,
      ),
      ...[...document.querySelectorAll<HTMLFormElement>('form[method="get"]')].map((form) => {
        // What the browser asks for: the action's address with the form's fields as its query.
        const url = new URL(form.getAttribute('action')!, window.location.origin);
        url.search = new URLSearchParams(new FormData(form) as never).toString();
        return `${url.pathname}${url.search}`;
      }),
    ]);
    const internal = addresses.filter(
      (address) => !/^\/(uploads|images|assets)\//.test(address) && !address.startsWith('/#'),
    );
    expect(internal.length, path).toBeGreaterThan(5);
    for (const address of internal) {
      expect(new URL(address, 'http://site').searchParams.get('lang'), `${path}: ${address}`).toBe('ms');
    }
  }
});

test('the contact form comes back with the message kept and a link that opens it in WhatsApp, in Malay', async ({
  page,
}) => {
  await page.goto('/contact?lang=ms');
  const message = 'Berapa harga mesin kimpalan MMA 200A? Saya di Batu Gajah.';
  await page.getByRole('textbox', { name: 'Mesej Anda' }).fill(message);
  await page.getByRole('button', { name: 'Hantar melalui WhatsApp' }).click();

  await expect(page).toHaveURL(/\/contact\?lang=ms&message=.+#message-form$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  // Nothing typed is lost, and the next step is one tap.
  await expect(page.getByRole('textbox', { name: 'Mesej Anda' })).toHaveValue(message);
  await expect(page.getByRole('status')).toContainText('Mesej anda sudah sedia');
  const chat = page.getByRole('link', { name: 'Buka WhatsApp' });
  await expect(chat).toHaveAttribute('href', `https://wa.me/${company.chatNumber}?text=${encodeURIComponent(message)}`);
  await expect(chat).toHaveAttribute('target', '_blank');
});

test('a blank contact message is stopped by the browser before anything is sent', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('link', { name: 'Open WhatsApp' })).toHaveCount(0);
});

test('Add to enquiry says plainly what to do instead, and leads to a WhatsApp message that names the product, or back to it', async ({
  page,
  api,
}) => {
  const product = await createProduct(api, {
    name: uniqueName('Cordless drill'),
    nameMs: uniqueName('Gerudi tanpa wayar'),
    category: 'Power Tools',
  });
  await page.goto(`/products?q=${encodeURIComponent(product.nameMs.split(' ').at(-1)!)}&lang=ms`);
  await page
    .getByRole('article')
    .filter({ hasText: product.nameMs })
    .getByRole('button', { name: 'Tambah ke pertanyaan' })
    .click();

  await expect(page).toHaveURL(`/enquiry?add=${product.id}&lang=ms`);
  await expect(page.getByText('Menyemak harga...')).toBeHidden();
  await expect(page.getByText('Pelayar anda tidak menjalankan kod laman ini')).toBeVisible();
  const chat = new URL((await page.getByRole('link', { name: 'Tanya melalui WhatsApp' }).getAttribute('href'))!);
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${company.chatNumber}`);
  expect(chat.searchParams.get('text')).toBe(
    `Helo, saya berminat dengan ${product.nameMs} (SKU ${product.sku}). Adakah ia ada dalam stok?\n` +
      `https://www.example.test/products/${product.id}?lang=ms`,
  );
  await page.getByRole('link', { name: 'Kembali ke produk' }).click();
  await expect(page).toHaveURL(`/products/${product.id}?lang=ms`);
  await expect(page.getByRole('heading', { level: 1, name: product.nameMs })).toBeVisible();
});

test('an enquiry address that names no product it knows offers the general WhatsApp question', async ({ page }) => {
  await page.goto('/enquiry?add=noSuchProduct1');
  const chat = new URL((await page.getByRole('link', { name: 'Ask on WhatsApp' }).getAttribute('href'))!);
  expect(chat.searchParams.get('text')).toBe('Hello, I would like to ask about a product on your website:');
});

test.describe('the product page', () => {
  test("Back is a link to the product's category in the page's language", async ({ page, api }) => {
    const product = await createProduct(api, { name: uniqueName('Penjana 3kVA'), category: 'Generator' });
    await page.goto(`/products/${product.id}?lang=ms`);
    await page.getByRole('link', { name: 'Kembali', exact: true }).click();
    await expect(page).toHaveURL('/products?category=Generator&lang=ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Penjana' })).toBeVisible();
  });

  test('every photo can be seen: each thumbnail is a link to a page that shows its own', async ({ page, api }) => {
    const [intro, second, third] = [
      await uploadImage(api, '#dc2626'),
      await uploadImage(api, '#16a34a'),
      await uploadImage(api, '#2563eb'),
    ];
    const product = await createProduct(api, {
      name: uniqueName('Plasma cutter'),
      image: intro,
      additionalImages: [second!, third!],
    });
    await page.goto(`/products/${product.id}`);
    const main = page.getByRole('link', { name: `View full-size image of ${product.name}` });
    await expect(main.getByRole('img')).toHaveAttribute('src', intro!);

    await page.getByRole('link', { name: 'Show image 3 of 3' }).click();
    await expect(page).toHaveURL(`/products/${product.id}?photo=3`);
    await expect(main.getByRole('img')).toHaveAttribute('src', third!);
    await expect(page.getByRole('link', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'Show image 2 of 3' }).click();
    await expect(main.getByRole('img')).toHaveAttribute('src', second!);
    await page.getByRole('link', { name: 'Show image 1 of 3' }).click();
    await expect(page).toHaveURL(`/products/${product.id}`);
    await expect(main.getByRole('img')).toHaveAttribute('src', intro!);
  });

  test.describe('its main photo', () => {
    // The browser's own picture viewer styles itself inline, which the uploads' policy (no script, no style) refuses
    // and reports: the picture shows all the same.
    test.use({ expectedConsoleErrors: /Content Security Policy|Blocked script execution in '.*\/uploads\// });

    test('is a link to the picture itself, which the browser shows whole', async ({ page, api }) => {
      const [intro, second] = [await uploadImage(api, '#dc2626'), await uploadImage(api, '#16a34a')];
      const product = await createProduct(api, {
        name: uniqueName('Welder'),
        image: intro,
        additionalImages: [second!],
      });
      await page.goto(`/products/${product.id}?photo=2`);
      await page.getByRole('link', { name: `View full-size image of ${product.name}` }).click();
      await expect(page).toHaveURL(second!);
      expect(await page.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    });
  });
});

test.describe('without code, in both languages', () => {
  for (const { lang, loadMore, all } of [
    { lang: 'en', loadMore: 'Load more', all: 'All products' },
    { lang: 'ms', loadMore: 'Muat lagi', all: 'Semua produk' },
  ]) {
    test(`Load more reaches every product of the catalogue (${lang})`, async ({ page, api }) => {
      const listed = await api.get('/api/products?limit=100');
      const { items } = (await listed.json()) as { items: { id: string }[] };
      expect(items.length).toBeGreaterThan(24);
      await page.goto(`/products?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: all })).toBeVisible();
      const reached = new Set<string>();
      const collect = async () => {
        const ids = await page
          .getByRole('article')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('?')[0]!.split('/').at(-1)!));
        for (const id of ids) reached.add(id);
      };
      await collect();
      // Each Load more is a page load: the same shelf with a page more, rendered by the server (past the largest
      // page, the page after the last product shown).
      while ((await page.getByRole('link', { name: loadMore }).count()) > 0) {
        const before = page.url();
        await page.getByRole('link', { name: loadMore }).click();
        await expect(page).not.toHaveURL(before);
        // The page's language stays in the address (English names none).
        if (lang === 'ms') await expect(page).toHaveURL(/lang=ms/);
        else await expect(page).not.toHaveURL(/lang=/);
        await collect();
      }
      for (const { id } of items) expect(reached.has(id), `product ${id} reached`).toBe(true);
    });

    test(`the About values open as disclosures, one at a time (${lang})`, async ({ page }) => {
      await page.goto(`/about?lang=${lang}`);
      const texts = lang === 'en' ? en.about.values.items : ms.about.values.items;
      const integrity = page.getByText(texts.integrity.description);
      const innovation = page.getByText(texts.innovation.description);
      await expect(integrity).toBeHidden();
      await page.getByText(texts.integrity.title, { exact: true }).click();
      await expect(integrity).toBeVisible();
      await page.getByText(texts.innovation.title, { exact: true }).click();
      await expect(innovation).toBeVisible();
      await expect(integrity).toBeHidden();
      await page.getByText(texts.innovation.title, { exact: true }).click();
      await expect(innovation).toBeHidden();
    });
  }
});
