import type { Locator, Page } from '@playwright/test';
import { test, expect, insertOrder, uniqueName } from './fixtures';
import { shortOrderId } from '../../src/domain/format';

function orderRow(page: Page, customerName: string) {
  return page.getByRole('row', { name: new RegExp(customerName) });
}

/** A date and time as the admin's screens write it in `locale`, in Malaysian time. */
function malaysianDate(page: Page, iso: string, locale: 'en-MY' | 'ms-MY'): Promise<string> {
  return page.evaluate(
    ([at, tag]) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' }).format(
        new Date(at),
      ),
    [iso, locale] as const,
  );
}

/** The status badge of a row: the cell that reads exactly `label` (the dropdown's cell reads more). */
function badge(row: Locator, label: string) {
  return row
    .getByRole('cell')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('span');
}

test('the orders page says it is loading, then lists each order with its summary', async ({ adminPage: page }) => {
  const order = insertOrder({
    customerName: uniqueName('Aminah'),
    customerEmail: 'aminah@example.test',
    items: [
      { name: 'Welding helmet', price: 120, quantity: 1 },
      { name: 'Electrode 3.2mm', price: 45.25, quantity: 2 },
      { name: 'Gloves', price: 18, quantity: 3 },
      { name: 'Wire brush', price: 9, quantity: 1 },
    ],
    total: 1234.5,
    status: 'processing',
  });

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/orders?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin-portal');
  await page.getByRole('link', { name: 'Manage Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading orders...' })).toBeVisible();
  release();

  const row = orderRow(page, order.customerName);
  await expect(row.getByRole('rowheader')).toHaveText(shortOrderId(order.id));
  await expect(row).toContainText('aminah@example.test');
  await expect(row.getByRole('listitem')).toHaveText(['Welding helmet x1', 'Electrode 3.2mm x2', '+2 more']);
  await expect(row).toContainText(/RM\s1,234\.50/);
  await expect(badge(row, 'Processing')).toHaveClass(/bg-purple-100/);
  // The date in English, in Malaysian time: am or pm, never the Malay PG or PTG.
  await expect(row).toContainText(await malaysianDate(page, order.createdAt, 'en-MY'));
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
  await expect(row).not.toContainText(/\b(PG|PTG)\b/);

  await page.getByRole('link', { name: 'Back to Admin Portal' }).click();
  await expect(page).toHaveURL(/\/admin-portal$/);
});

test('orders are filtered by status on the server, and the filter stays in the address', async ({
  adminPage: page,
}) => {
  const shipped = insertOrder({ customerName: uniqueName('Shipped buyer'), status: 'shipped' });
  const pending = insertOrder({ customerName: uniqueName('Pending buyer'), status: 'pending' });
  await page.goto('/admin-portal/orders');
  await expect(orderRow(page, shipped.customerName)).toBeVisible();
  await expect(orderRow(page, pending.customerName)).toBeVisible();

  const filter = page.getByLabel('Filter by status');
  await expect(filter.getByRole('option')).toHaveText([
    'All Orders',
    'Pending',
    'Confirmed',
    'Processing',
    'Shipped',
    'Delivered',
    'Cancelled',
  ]);
  const request = page.waitForRequest((r) => r.url().includes('/api/orders?') && r.url().includes('status=shipped'));
  await filter.selectOption('shipped');
  await request;
  await expect(page).toHaveURL(/\/admin-portal\/orders\?status=shipped$/);
  await expect(orderRow(page, shipped.customerName)).toBeVisible();
  await expect(orderRow(page, pending.customerName)).toHaveCount(0);

  await page.reload();
  await expect(filter).toHaveValue('shipped');
  await expect(orderRow(page, shipped.customerName)).toBeVisible();
  await expect(orderRow(page, pending.customerName)).toHaveCount(0);

  await filter.selectOption('');
  await expect(page).toHaveURL(/\/admin-portal\/orders$/);
  await expect(orderRow(page, pending.customerName)).toBeVisible();
});

test('changing the status saves it, says so and changes the badge', async ({ adminPage: page }) => {
  const order = insertOrder({ customerName: uniqueName('Status buyer'), status: 'pending' });
  await page.goto('/admin-portal/orders');
  const row = orderRow(page, order.customerName);
  await expect(badge(row, 'Pending')).toHaveClass(/bg-yellow-100/);

  await page.getByLabel(`Status of order ${shortOrderId(order.id)}`).selectOption('delivered');
  await expect(page.getByRole('status').filter({ hasText: 'Order status updated successfully!' })).toBeVisible();
  await expect(badge(row, 'Delivered')).toHaveClass(/bg-green-100/);
  await expect(page.getByLabel(`Status of order ${shortOrderId(order.id)}`)).toHaveValue('delivered');

  const stored = await page.request.get('/api/orders?status=delivered&limit=100');
  const { items } = (await stored.json()) as { items: { id: string; updatedAt: string; createdAt: string }[] };
  const saved = items.find((item) => item.id === order.id);
  expect(saved).toBeDefined();
  expect(saved!.updatedAt > saved!.createdAt).toBe(true);
});

test('the details show the customer, the order, its items and its notes', async ({ adminPage: page }) => {
  const order = insertOrder({
    customerName: uniqueName('Details buyer'),
    customerEmail: 'details@example.test',
    customerPhone: '+60 5-254 1234',
    shippingAddress: '7 Jalan Sultan Idris Shah\n30000 Ipoh, Perak',
    items: [
      { name: 'Welding rod 2.6mm', price: 25.5, quantity: 2 },
      { name: 'Chipping hammer', price: 14, quantity: 1 },
      { name: 'Custom welding trolley', price: 0, quantity: 1 },
    ],
    total: 65,
    status: 'confirmed',
    notes: 'Please call before delivery.',
  });
  await page.goto('/admin-portal/orders');
  const opener = page.getByRole('button', { name: `View details of order ${shortOrderId(order.id)}` });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: `Order ${shortOrderId(order.id)}` });
  await expect(dialog).toBeVisible();
  const customer = dialog.getByRole('region', { name: 'Customer information' });
  await expect(customer).toContainText(order.customerName);
  await expect(customer.getByRole('link', { name: 'details@example.test' })).toHaveAttribute(
    'href',
    'mailto:details@example.test',
  );
  await expect(customer.getByRole('link', { name: '+60 5-254 1234' })).toHaveAttribute('href', 'tel:+6052541234');
  await expect(customer).toContainText('7 Jalan Sultan Idris Shah');
  await expect(customer).toContainText('30000 Ipoh, Perak');

  const information = dialog.getByRole('region', { name: 'Order information' });
  // The order is named once, by its number: no second, longer id.
  await expect(dialog).not.toContainText(order.id);
  expect((await dialog.innerText()).split(shortOrderId(order.id)).length - 1).toBe(1);
  await expect(information).toContainText(await malaysianDate(page, order.createdAt, 'en-MY'));
  await expect(information).toContainText('Confirmed');
  await expect(information).toContainText(/RM\s65\.00/);

  const items = dialog.getByRole('region', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Welding rod 2.6mm');
  await expect(items.first()).toContainText('Quantity: 2');
  await expect(items.first()).toContainText(/RM\s51\.00/);
  await expect(items.first()).toContainText(/RM\s25\.50 each/);
  await expect(items.nth(1)).toContainText('Chipping hammer');
  // A product without a price: no RM0.00, and left out of the total above.
  await expect(items.last()).toContainText('Custom welding trolley');
  await expect(items.last()).toContainText('Price on request');
  await expect(items.last()).not.toContainText('RM');
  await expect(dialog.getByRole('region', { name: 'Notes' })).toHaveText(/Please call before delivery\./);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('an order without notes has no notes section', async ({ adminPage: page }) => {
  const order = insertOrder({ customerName: uniqueName('No notes'), notes: '' });
  await page.goto('/admin-portal/orders');
  await page.getByRole('button', { name: `View details of order ${shortOrderId(order.id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${shortOrderId(order.id)}` });
  await expect(dialog.getByRole('region', { name: 'Items' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Notes' })).toHaveCount(0);
});

test('deleting an order asks first: Cancel keeps it, confirming removes it', async ({ adminPage: page }) => {
  const order = insertOrder({ customerName: uniqueName('Delete buyer') });
  await page.goto('/admin-portal/orders');
  const row = orderRow(page, order.customerName);
  const deleteButton = page.getByRole('button', { name: `Delete order ${shortOrderId(order.id)}` });

  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this order?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order deleted successfully!' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('more orders load on request', async ({ adminPage: page }) => {
  const batch = uniqueName('Batch buyer');
  const names: string[] = [];
  for (let index = 0; index < 25; index++) {
    const name = `${batch} #${String(index).padStart(2, '0')}`;
    // One second apart, oldest first, so that the order of the list is certain.
    insertOrder({ customerName: name, createdAt: new Date(Date.now() - (25 - index) * 1000).toISOString() });
    names.push(name);
  }
  await page.goto('/admin-portal/orders');
  await expect(orderRow(page, names[24]!)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(25);
  await expect(orderRow(page, names[0]!)).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(orderRow(page, names[0]!)).toBeVisible();
});

test('the admin finds an order by a phone typed as a Malaysian types it, by name and by number', async ({
  adminPage: page,
}) => {
  // A number no other order has, stored as the digits alone; the admin types it with a dash and a space.
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const stored = `012${digits}`;
  const typed = `012-${digits.slice(0, 3)} ${digits.slice(3)}`;
  const caller = insertOrder({ customerName: uniqueName('Puan Carian'), customerPhone: stored });
  const other = insertOrder({ customerName: uniqueName('Encik Lain'), customerPhone: '+60 5-254 1234' });
  await page.goto('/admin-portal/orders');
  // The list shows each customer's phone, one way however it was stored (the site's enquiries store "+6012…").
  await expect(orderRow(page, caller.customerName)).toContainText(`+60 12-${digits.slice(0, 3)} ${digits.slice(3)}`);
  await expect(orderRow(page, other.customerName)).toContainText('+60 5-254 1234');

  const search = page.getByRole('search').getByLabel('Search by order number, name or phone');
  await search.fill(typed);
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
  await expect(orderRow(page, caller.customerName)).toBeVisible();
  await expect(orderRow(page, other.customerName)).toHaveCount(0);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);

  await search.fill(other.customerName.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(orderRow(page, other.customerName)).toBeVisible();
  await expect(orderRow(page, caller.customerName)).toHaveCount(0);

  await search.fill(shortOrderId(caller.id));
  await search.press('Enter');
  await expect(orderRow(page, caller.customerName)).toBeVisible();
  await expect(orderRow(page, other.customerName)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('search').getByLabel('Search by order number, name or phone')).toHaveValue(
    shortOrderId(caller.id),
  );
  await expect(orderRow(page, caller.customerName)).toBeVisible();

  await search.fill(`${uniqueName('Nobody')}`);
  await search.press('Enter');
  await expect(page.getByText('No orders match this search.')).toBeVisible();
  await search.fill('');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/admin-portal\/orders$/);
  await expect(orderRow(page, other.customerName)).toBeVisible();
});

test('the orders page speaks Malay when Malay is the chosen language', async ({ adminPage: page }) => {
  const order = insertOrder({ customerName: uniqueName('Pembeli'), status: 'cancelled' });
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
  await page.goto('/admin-portal/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Urus Pesanan' })).toBeVisible();
  await expect(page.getByLabel('Tapis mengikut status').getByRole('option').first()).toHaveText('Semua Pesanan');
  const search = page.getByRole('search').getByLabel('Cari ikut nombor pesanan, nama atau telefon');
  await expect(search).toHaveAccessibleDescription('Contohnya #A1B2C3D4, Aminah atau 012-345 6789');
  await search.fill(order.customerName);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  const row = orderRow(page, order.customerName);
  await expect(badge(row, 'Dibatalkan')).toHaveClass(/bg-red-100/);
  // The date in Malay: the month's Malay name and PG or PTG.
  const date = await malaysianDate(page, order.createdAt, 'ms-MY');
  expect(date).toMatch(/ (PG|PTG)$/);
  await expect(row).toContainText(date);
  await page.getByRole('button', { name: `Lihat butiran pesanan ${shortOrderId(order.id)}` }).click();
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Maklumat pesanan' })).toContainText(date);
});

test.describe('when the order is gone before the admin acts', () => {
  test.use({ expectedApiFailures: [404] });

  test('a status change says what went wrong', async ({ adminPage: page }) => {
    const order = insertOrder({ customerName: uniqueName('Vanished buyer') });
    await page.goto('/admin-portal/orders');
    await expect(orderRow(page, order.customerName)).toBeVisible();
    // Someone else (another tab) deletes it meanwhile.
    expect((await page.request.delete(`/api/orders/${order.id}`)).status()).toBe(204);

    await page.getByLabel(`Status of order ${shortOrderId(order.id)}`).selectOption('confirmed');
    await expect(page.getByRole('alert')).toHaveText('Failed to update order status: Order not found.');
    // The list was read again, so the vanished order is gone from it too.
    await expect(orderRow(page, order.customerName)).toHaveCount(0);
  });

  test('a delete of an order deleted elsewhere says what went wrong', async ({ adminPage: page }) => {
    const order = insertOrder({ customerName: uniqueName('Twice deleted') });
    await page.goto('/admin-portal/orders');
    await expect(orderRow(page, order.customerName)).toBeVisible();
    expect((await page.request.delete(`/api/orders/${order.id}`)).status()).toBe(204);

    await page.getByRole('button', { name: `Delete order ${shortOrderId(order.id)}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to delete order: Order not found.');
    await expect(orderRow(page, order.customerName)).toHaveCount(0);
  });
});

test.describe('when the server cannot answer', () => {
  test.use({ expectedApiFailures: [503] });

  test('the orders page says the orders failed to load, and why', async ({ adminPage: page }) => {
    // An outage, simulated at the network edge: the server is not there to answer. Its English is not shown.
    await page.route('**/api/orders?*', (route) =>
      route.fulfill({ status: 503, json: { message: 'The server is down for maintenance' } }),
    );
    await page.goto('/admin-portal/orders');
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to load orders: This service is not available right now. Please try again later.',
    );
  });
});
