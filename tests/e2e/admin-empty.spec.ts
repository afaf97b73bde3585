import { startSiteServer, type SiteServer } from './site-server';
import { TEST_ADMIN } from '../factories';
import { expect, test } from './fixtures';

// A server of its own with nothing in it: the worker's server holds the demo products and orders.
let empty: SiteServer;

test.beforeAll(async () => {
  empty = await startSiteServer();
});

test.afterAll(async () => {
  await empty.close();
});

test.beforeEach(async ({ page }) => {
  const signedIn = await page.request.post(`${empty.url}/api/session`, { data: TEST_ADMIN });
  expect(signedIn.ok(), 'the admin could sign in').toBe(true);
});

test('the portal invites the owner to add the first product, in English and in Malay', async ({ page }) => {
  await page.goto(`${empty.url}/admin-portal`);
  await expect(page.getByText('No products found. Add your first product!')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.goto(`${empty.url}/admin-portal?lang=ms`);
  await expect(page.getByText('Tiada produk ditemui. Tambah produk pertama anda!')).toBeVisible();
});

test('the orders screen says there are no orders, with and without a status filter', async ({ page }) => {
  await page.goto(`${empty.url}/admin-portal/orders`);
  await expect(page.getByText('No orders found.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.goto(`${empty.url}/admin-portal/orders?status=shipped`);
  await expect(page.getByText('No orders found.')).toBeVisible();

  await page.goto(`${empty.url}/admin-portal/orders?lang=ms`);
  await expect(page.getByText('Tiada pesanan ditemui.')).toBeVisible();
});
