import { test, expect, createProduct, imageFile, uniqueName } from './fixtures';

/**
 * A product's Malay text and its status (shown, draft, sold out), from the admin's form to what a visitor sees in
 * each language: the product page, the catalogue, search and the sitemap.
 */

test('the admin writes a Malay name and description and marks a product sold out; each language shows its own text and no buy button', async ({
  adminPage: page,
}) => {
  const name = uniqueName('Plasma cutter');
  const nameMs = uniqueName('Pemotong plasma');
  await page.goto('/admin-portal/add');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Name in Malay (optional)').fill(nameMs);
  await page.getByLabel('SKU').fill(uniqueName('PC-40'));
  await page.getByLabel('Price (RM)').fill('2450');
  await page.getByLabel('Weight (kg)').fill('14');
  await page.getByLabel('Category', { exact: true }).selectOption('Welding Machines');
  await page.getByLabel('Description', { exact: true }).fill('Cuts steel up to 12 mm.');
  await page.getByLabel('Description in Malay (optional)').fill('Memotong keluli sehingga 12 mm.');
  await page.getByLabel('Shopee link (optional)').fill('https://shopee.example/pc40');
  await expect(page.getByLabel('Visibility')).toHaveValue('active');
  await page.getByLabel('Visibility').selectOption({ label: 'Sold out' });
  await page.getByLabel('Introduction image').setInputFiles(await imageFile('cutter.png'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin-portal$/);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Sold out');
  const id = (await row.getByRole('cell').last().textContent())!.trim();

  await page.goto(`/products/${id}?lang=ms`);
  await expect(page.getByRole('heading', { level: 1, name: nameMs })).toBeVisible();
  await expect(page.getByText('Memotong keluli sehingga 12 mm.')).toBeVisible();
  await expect(page.getByText('Habis stok', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Beli di Shopee/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Tanya tentang produk ini/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah ke pertanyaan' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${nameMs}`));

  await page.goto(`/products/${id}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Cuts steel up to 12 mm.')).toBeVisible();
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Buy on Shopee/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to enquiry' })).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(structured!).offers.availability).toBe('https://schema.org/OutOfStock');

  // The catalogue's card says so too, in the visitor's language, and a Malay word of the name finds it.
  await page.goto(`/products?q=${encodeURIComponent(nameMs)}&lang=ms`);
  const card = page.getByRole('article').filter({ hasText: nameMs });
  await expect(card).toContainText('Habis stok');
});

test('a product without Malay text shows its English name and description on Malay pages', async ({ page, api }) => {
  const product = await createProduct(api, { description: 'Only in English for now.' });
  await page.goto(`/products/${product.id}?lang=ms`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Only in English for now.')).toBeVisible();
  await expect(page.getByText('Habis stok')).toHaveCount(0);
});

test.describe('a draft', () => {
  // Its page answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

  test('is hidden from visitors in both languages: its page is not found, search and the sitemap leave it out; the admin finds it and shows it', async ({
    page,
    api,
    browser,
  }) => {
    const draft = await createProduct(api, { name: uniqueName('Hidden compressor'), status: 'draft' });

    for (const { language, notFound, search } of [
      { language: 'en', notFound: 'Product not found.', search: 'No products match' },
      { language: 'ms', notFound: 'Produk tidak ditemui.', search: 'Tiada produk' },
    ] as const) {
      const response = await page.goto(`/products/${draft.id}?lang=${language}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: notFound })).toBeVisible();
      await page.goto(`/products?q=${encodeURIComponent(draft.name)}&lang=${language}`);
      await expect(page.getByText(search).first()).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: draft.name })).toHaveCount(0);
    }
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`/products/${draft.id}`);

    // The admin sees it in the portal, filtered by its status, and shows it to visitors.
    const admin = await browser.newPage();
    await admin.context().addCookies(await api.storageState().then((state) => state.cookies));
    await admin.goto(`${new URL(page.url()).origin}/admin-portal`);
    await admin.getByLabel('Visibility').selectOption({ label: 'Draft (hidden from visitors)' });
    await expect(admin).toHaveURL(/status=draft/);
    const row = admin.getByRole('row', { name: new RegExp(draft.name) });
    await expect(row).toContainText('Draft (hidden from visitors)');
    await row.getByRole('link', { name: /Edit/ }).click();
    // The portal's own filter is also labelled Visibility and also reads draft: wait for the form itself.
    await expect(admin.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    await expect(admin.getByLabel('Visibility')).toHaveValue('draft');
    await admin.getByLabel('Visibility').selectOption('active');
    await admin.getByRole('button', { name: 'Save' }).click();
    // Back on the portal itself (the edit screen's address also begins /admin-portal): the save is done.
    await expect(admin).toHaveURL(/\/admin-portal(\?|$)/);
    await admin.close();

    const shown = await page.goto(`/products/${draft.id}?lang=ms`);
    expect(shown?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: draft.name })).toBeVisible();
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/products/${draft.id}`);
  });
});
