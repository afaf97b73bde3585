import type { BrowserContext } from '@playwright/test';
import { TEST_ADMIN } from '../factories';
import { createProduct, expect, imageFile, readProduct, test, uniqueName } from './fixtures';

// The save that finds the session ended is answered 401; that is the point of these tests.
test.use({ expectedApiFailures: [401] });

/** The session ends under the open form, as when it expires: the browser no longer holds it. */
async function endSession(context: BrowserContext) {
  await context.clearCookies({ name: /^(__Host-)?sid$/ });
}

test('an edited product survives an ended session: after signing in again the form is as the admin left it', async ({
  adminPage: page,
  api,
}) => {
  const product = await createProduct(api, { category: 'Accessories', price: 120 });
  await page.goto(`/admin-portal/edit/${product.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);

  const newName = uniqueName('Restored');
  await page.getByLabel('Name', { exact: true }).fill(newName);
  await page.getByLabel('Price (RM)').fill('135.50');
  await page.getByLabel('Category', { exact: true }).selectOption('Generator');
  await page.getByLabel('Description', { exact: true }).fill('Edited while the session ran out.');
  await page.getByLabel('Additional images (optional)').setInputFiles(await imageFile('side.png'));

  await endSession(page.context());
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\?next=/);
  await expect(page.getByText('Please sign in to open that page.')).toBeVisible();
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin-portal/edit/${product.id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'What you typed here before is back' })).toContainText(
    'What you typed here before is back. Check it, then save.' +
      'The images you had chosen could not be kept: please choose them again.',
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newName);
  await expect(page.getByLabel('Price (RM)')).toHaveValue('135.50');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Generator');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Edited while the session ran out.');
  // Nothing was written while signed out.
  expect((await readProduct(api, product.id)).name).toBe(product.name);

  // The kept copy stays until the form is saved or the admin starts again: then the form is as the product is stored.
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newName);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);
  await expect(page.getByText('What you typed here before is back', { exact: false })).toHaveCount(0);
});

test('a new product survives an ended session too, and the notice is in Malay for a Malay admin', async ({
  adminPage: page,
  api,
}) => {
  const name = uniqueName('Produk dipulihkan');
  await page.goto('/admin-portal/add?lang=ms');
  await page.getByLabel('Nama', { exact: true }).fill(name);
  await page.getByLabel('SKU').fill(uniqueName('PD-1'));
  await page.getByLabel('Harga (RM)').fill('42');
  await page.getByLabel('Berat (kg)').fill('3');
  await page.getByLabel('Kategori', { exact: true }).selectOption('Power Tools');
  await page.getByLabel('Penerangan', { exact: true }).fill('Diisi sebelum sesi tamat.');
  await page.getByLabel('Imej pengenalan').setInputFiles(await imageFile('depan.png'));

  await endSession(page.context());
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page.getByText('Sila log masuk untuk membuka halaman itu.')).toBeVisible();
  await page.getByLabel('E-mel').fill(TEST_ADMIN.email);
  await page.getByLabel('Kata laluan', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Log Masuk' }).click();

  await expect(page).toHaveURL(/\/admin-portal\/add(\?|$)/);
  await expect(
    page.getByText('Apa yang anda taip di sini sebelum ini telah dikembalikan.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Imej yang anda pilih tadi tidak dapat dikekalkan: sila pilih semula.')).toBeVisible();
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Kategori', { exact: true })).toHaveValue('Power Tools');

  // The image is chosen again and the product is saved; no kept copy is left behind.
  await page.getByLabel('Imej pengenalan').setInputFiles(await imageFile('depan.png'));
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/admin-portal(\?|$)/);
  const list = await api.get('/api/products?limit=100');
  const { items } = (await list.json()) as { items: { name: string }[] };
  expect(items.map((item) => item.name)).toContain(name);
  expect(await page.evaluate(() => Object.keys(window.sessionStorage))).not.toContainEqual(
    expect.stringMatching(/^product-form-draft:/),
  );
});
