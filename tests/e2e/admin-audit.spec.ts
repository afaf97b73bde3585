import type { Locator } from '@playwright/test';
import { test, expect, createProduct, insertOrder, preferMalay, uniqueName } from './fixtures';
import { shortOrderId } from '../../src/domain/format';

/** The Activity table's body rows, top to bottom. */
async function rowTexts(table: Locator): Promise<string[]> {
  return table.locator('tbody tr').allInnerTexts();
}

test('the Activity screen lists a failed sign-in, an order status change and a deleted product, newest first', async ({
  adminPage: page,
  api,
  playwright,
  baseURL,
}) => {
  // A stranger tries to sign in with a made-up address.
  const intruder = `${uniqueName('intruder').replace(' ', '-').toLowerCase()}@example.test`;
  const stranger = await playwright.request.newContext({ baseURL });
  const refused = await stranger.post('/api/session', { data: { email: intruder, password: 'guess-1234' } });
  expect(refused.status()).toBe(401);
  await stranger.dispose();

  // The admin changes an order's status, then deletes a product.
  const order = insertOrder({ customerName: uniqueName('Audit buyer'), status: 'pending' });
  const product = await createProduct(api, { name: uniqueName('Audit welder') });

  await page.goto('/admin-portal/orders');
  await page.getByLabel(`Status of order ${shortOrderId(order.id)}`).selectOption('shipped');
  await expect(page.getByRole('status').filter({ hasText: 'Order status updated successfully!' })).toBeVisible();

  await page.goto('/admin-portal');
  await page.getByRole('button', { name: `Delete ${product.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product deleted successfully!' })).toBeVisible();

  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Activity, newest first' });
  await expect(table.getByRole('columnheader')).toHaveText(['Time', 'Who', 'What', 'Record', 'IP address']);

  const productRows = table.getByRole('row').filter({ hasText: product.name });
  await expect(productRows.getByRole('rowheader')).toHaveText(['Deleted a product', 'Added a product']);
  const deleted = productRows.first();
  await expect(deleted).toContainText('owner@example.test');

  const statusChange = table.getByRole('row').filter({ hasText: `Order ${shortOrderId(order.id)}` });
  await expect(statusChange.getByRole('rowheader')).toHaveText(/Changed an order's status\s*Pending → Shipped/);
  await expect(statusChange).toContainText('owner@example.test');

  const failed = table.getByRole('row').filter({ hasText: intruder });
  await expect(failed.getByRole('rowheader')).toHaveText('Failed sign-in');
  await expect(failed.getByRole('cell').last()).toHaveText('127.0.0.1');

  // The time is Malaysian time, in English as the orders list shows it.
  const time = deleted.locator('time');
  const iso = await time.getAttribute('datetime');
  const expected = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en-MY', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kuala_Lumpur',
      }).format(new Date(at)),
    iso!,
  );
  await expect(time).toHaveText(expected);
  await expect(time).toHaveText(/ [ap]m$/);

  // Newest first: the deletion, the status change, the product's creation, then the failed sign-in.
  const rows = await rowTexts(table);
  const position = (...texts: string[]) => rows.findIndex((row) => texts.every((text) => row.includes(text)));
  const positions = [
    position('Deleted a product', product.name),
    position("Changed an order's status", shortOrderId(order.id)),
    position('Added a product', product.name),
    position('Failed sign-in', intruder),
  ];
  expect(positions.every((index) => index >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});

test('the Activity screen speaks Malay to an admin who chose it', async ({ adminPage: page, api }) => {
  await preferMalay(page);
  const product = await createProduct(api, { name: uniqueName('Kimpalan audit') });
  await page.goto('/admin-portal');
  await page.getByRole('link', { name: 'Aktiviti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aktiviti' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Aktiviti, yang terbaharu dahulu' });
  await expect(table.getByRole('columnheader')).toHaveText(['Masa', 'Siapa', 'Tindakan', 'Rekod', 'Alamat IP']);
  const added = table.getByRole('row').filter({ hasText: product.name });
  await expect(added.getByRole('rowheader')).toHaveText('Menambah produk');
  // The time in Malay: PG or PTG, not am or pm.
  await expect(added.locator('time')).toHaveText(/ (PG|PTG)$/);
});
