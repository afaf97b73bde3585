import { startSiteServer, type SiteServer } from './site-server';
import { TEST_ADMIN, makeProductInput } from '../factories';
import { expect, test, uploadImage } from './fixtures';

// A server of its own, seeded with the demo data as a new `npm start` is: the worker's server must keep its.
let shop: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startSiteServer({ demo: true });
});

test.afterAll(async () => {
  await shop.close();
});

test('the owner removes the demo data before going live, and keeps the product they added', async ({ page }) => {
  const signedIn = await page.request.post(`${shop.url}/api/session`, { data: TEST_ADMIN });
  expect(signedIn.ok(), 'the admin could sign in').toBe(true);
  const image = await uploadImage(page.request, '#0f766e', shop.url);
  const own = await page.request.post(`${shop.url}/api/products`, {
    data: makeProductInput({ name: 'Our own Amaxx grinder', image }),
  });
  expect(own.ok()).toBe(true);

  await page.goto(`${shop.url}/admin-portal?lang=ms`);
  await expect(page.getByRole('heading', { name: 'Katalog demo masih ada' })).toBeVisible();

  await page.goto(`${shop.url}/admin-portal?lang=en`);
  const notice = page.getByRole('region', { name: 'The demo catalogue is still here' });
  await expect(notice).toContainText('35 demo products and 18 demo orders');
  await notice.getByRole('button', { name: 'Remove demo data' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Remove 35 demo products and 18 demo orders?');
  await dialog.getByRole('button', { name: 'Remove demo data' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Demo data removed: 35 demo products and 18 demo orders.' }),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the owner's product
  await expect(rows.nth(1)).toContainText('Our own Amaxx grinder');

  await page.goto(`${shop.url}/admin-portal/orders`);
  await expect(page.getByText('No orders found.')).toBeVisible();
  await page.goto(`${shop.url}/products?category=Power+Tools`);
  await expect(page.getByRole('heading', { level: 2, name: 'Our own Amaxx grinder' })).toBeVisible();
});
