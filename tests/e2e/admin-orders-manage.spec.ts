import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Order } from '../../src/domain';
import { DEMO_ORDERS } from '../../server/seed/demo-orders';
import { test, expect, addOrderLine, createProduct, insertOrder, preferMalay, uniqueName } from './fixtures';
import { shortOrderId } from '../../src/domain/format';

function orderRow(page: Page, customerName: string) {
  return page.getByRole('row', { name: new RegExp(customerName) });
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Downloads the CSV through the export dialog and gives its bytes. */
async function exportCsv(page: Page, filter: { status?: string; from?: string; to?: string }): Promise<Buffer> {
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders as CSV' });
  if (filter.status !== undefined) await dialog.getByLabel('Status').selectOption(filter.status);
  if (filter.from) await dialog.getByLabel('From').fill(filter.from);
  if (filter.to) await dialog.getByLabel('To').fill(filter.to);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(dialog).toBeHidden();
  return fs.readFileSync(await file.path());
}

test('the portal shows how many orders are pending on Manage Orders', async ({ adminPage: page, api }) => {
  insertOrder({ status: 'pending' });
  const counts = (await (await api.get('/api/orders/counts')).json()) as { pending: number };
  expect(counts.pending).toBeGreaterThan(0);
  await page.goto('/admin-portal');
  await expect(page.getByRole('link', { name: 'Manage Orders' })).toContainText(`${counts.pending} pending`);
});

test('the owner adds an order by hand for a phone customer, priced from the catalogue', async ({
  adminPage: page,
  api,
}) => {
  const welder = await createProduct(api, { name: uniqueName('MIG Welder'), price: 150 });
  const gloves = await createProduct(api, { name: uniqueName('Welding Gloves'), price: 12.5 });
  const customer = uniqueName('Encik Rahman');
  await page.goto('/admin-portal/orders');
  const opener = page.getByRole('button', { name: 'Add order' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add an order' });
  await expect(dialog.getByLabel('Customer name')).toBeFocused();

  // Nothing filled in: each refusal is said next to its field.
  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expect(dialog.getByLabel('Customer name')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByRole('alert')).toHaveText('Add at least one product');

  await dialog.getByLabel('Customer name').fill(customer);
  await dialog.getByLabel('Phone').fill('012-345 6789');
  await addOrderLine(dialog, welder.name);
  await addOrderLine(dialog, gloves.name);
  await expect(dialog.getByRole('button', { name: `Add ${gloves.name}` })).toBeDisabled();
  await dialog.getByLabel(`Quantity of ${welder.name}`).fill('2');
  await dialog.getByLabel(`Quantity of ${gloves.name}`).fill('100');
  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expect(dialog.getByLabel(`Quantity of ${gloves.name}`)).toHaveAccessibleDescription(
    'Enter a whole number from 1 to 99',
  );
  await dialog.getByLabel(`Quantity of ${gloves.name}`).fill('4');
  await dialog.getByRole('button', { name: 'Save order' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Order added successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const row = orderRow(page, customer);
  await expect(row.getByRole('listitem')).toHaveText([`${welder.name} x2`, `${gloves.name} x4`]);
  await expect(row).toContainText(/RM\s350\.00/);
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: /View details/ }).click();
  const details = page.getByRole('dialog', { name: /^Order #/ });
  const whatsApp = details.getByRole('link', { name: /WhatsApp customer/ });
  await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/60123456789');
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(whatsApp).toHaveAttribute('rel', /noopener/);
  // Shown as every order shows a Malaysian number, however it was typed.
  await expect(details.getByRole('region', { name: 'Customer information' })).toContainText('+60 12-345 6789');
});

test('an order whose phone is not Malaysian has no WhatsApp link', async ({ adminPage: page }) => {
  const order = insertOrder({ customerName: uniqueName('Overseas buyer'), customerPhone: '+65 6123 4567' });
  await page.goto('/admin-portal/orders');
  await page.getByRole('button', { name: `View details of order ${shortOrderId(order.id)}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${shortOrderId(order.id)}` });
  await expect(details.getByRole('region', { name: 'Customer information' })).toContainText('+65 6123 4567');
  await expect(details.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});

test('the owner edits the lines of a pending order; a shipped order offers no such edit', async ({
  adminPage: page,
  api,
}) => {
  const drill = await createProduct(api, { name: uniqueName('Cordless Drill'), price: 200 });
  const bits = await createProduct(api, { name: uniqueName('Drill Bits'), price: 15 });
  const created = await api.post('/api/orders/manual', {
    data: { customerName: uniqueName('Puan Lim'), lines: [{ productId: drill.id, quantity: 1 }] },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as Order;
  const shipped = insertOrder({ customerName: uniqueName('Shipped buyer'), status: 'shipped' });

  await page.goto('/admin-portal/orders');
  await expect(orderRow(page, shipped.customerName)).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit lines of order ${shortOrderId(shipped.id)}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Edit lines of order ${shortOrderId(order.id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit lines of order ${shortOrderId(order.id)}` });
  await expect(dialog.getByLabel(`Quantity of ${drill.name}`)).toHaveValue('1');
  await dialog.getByLabel(`Quantity of ${drill.name}`).fill('2');
  await addOrderLine(dialog, bits.name);
  await dialog.getByLabel(`Quantity of ${bits.name}`).fill('3');
  await dialog.getByRole('button', { name: 'Save lines' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Order lines updated successfully!' })).toBeVisible();
  const row = orderRow(page, order.customerName);
  await expect(row.getByRole('listitem')).toHaveText([`${drill.name} x2`, `${bits.name} x3`]);
  await expect(row).toContainText(/RM\s445\.00/);

  await page.getByRole('button', { name: `Edit lines of order ${shortOrderId(order.id)}` }).click();
  await dialog.getByRole('button', { name: `Remove ${bits.name}` }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('listitem')).toHaveText([`${drill.name} x2`, `${bits.name} x3`]);
});

test("a demo order's lines are the catalogue's products: Edit lines keeps every one", async ({
  adminPage: page,
  api,
}) => {
  // A pending demo order of three lines, as a new shop's seed makes it.
  const demo = DEMO_ORDERS.find((order) => order.status === 'pending' && order.items.length > 1)!;
  const listed = (await (await api.get('/api/orders?status=pending&limit=100')).json()) as { items: Order[] };
  const order = listed.items.find((item) => item.customerName === demo.customerName)!;
  expect(order.items.map((item) => item.productId)).toEqual(order.items.map(() => expect.any(String)));

  await page.goto('/admin-portal/orders');
  await page.getByRole('button', { name: `Edit lines of order ${shortOrderId(order.id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit lines of order ${shortOrderId(order.id)}` });
  // No line is about to be dropped: each one is there to change.
  await expect(dialog.getByText(/not from the catalogue/)).toHaveCount(0);
  for (const item of order.items) {
    await expect(dialog.getByLabel(`Quantity of ${item.name}`)).toHaveValue(String(item.quantity));
  }
  await dialog.getByRole('button', { name: 'Save lines' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order lines updated successfully!' })).toBeVisible();

  const saved = (await (await api.get('/api/orders?status=pending&limit=100')).json()) as { items: Order[] };
  const after = saved.items.find((item) => item.id === order.id)!;
  expect(after.items).toEqual(order.items);
  expect(after.total).toBe(order.total);
});

test.describe('when the order moved on while its lines were open', () => {
  test.use({ expectedApiFailures: [409] });

  test('saving the lines is refused and says why', async ({ adminPage: page, api }) => {
    const drill = await createProduct(api, { name: uniqueName('Angle Grinder'), price: 99 });
    const created = await api.post('/api/orders/manual', {
      data: { customerName: uniqueName('Tuan Ahmad'), lines: [{ productId: drill.id, quantity: 1 }] },
    });
    const order = (await created.json()) as Order;
    await page.goto('/admin-portal/orders');
    await page.getByRole('button', { name: `Edit lines of order ${shortOrderId(order.id)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit lines of order ${shortOrderId(order.id)}` });
    await dialog.getByLabel(`Quantity of ${drill.name}`).fill('5');
    // Meanwhile, in another tab, the order is shipped.
    expect((await api.patch(`/api/orders/${order.id}`, { data: { status: 'shipped' } })).status()).toBe(200);

    await dialog.getByRole('button', { name: 'Save lines' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This order is no longer pending, so its lines cannot be changed.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const row = orderRow(page, order.customerName);
    await expect(row.getByRole('listitem')).toHaveText([`${drill.name} x1`]);
    await expect(page.getByRole('button', { name: `Edit lines of order ${shortOrderId(order.id)}` })).toHaveCount(0);
  });
});

test('the CSV export holds the same rows as the filtered list, in Excel-ready UTF-8', async ({ adminPage: page }) => {
  const malay = insertOrder({
    customerName: uniqueName('Nur’ain binti Ismail'),
    status: 'cancelled',
    shippingAddress: 'No. 5, Jalan Kampar\n31400 Ipoh',
    notes: '=1+1 "urgent"',
    total: 77.5,
  });
  await page.goto('/admin-portal/orders?status=cancelled');
  const table = page.getByRole('table');
  await expect(orderRow(page, malay.customerName)).toBeVisible();
  while (await page.getByRole('button', { name: 'Load more' }).isVisible()) {
    await page.getByRole('button', { name: 'Load more' }).click();
  }
  const onScreen = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('th, td');
      return {
        order: cells[0]!.textContent!.trim(),
        customer: cells[1]!.querySelector('p')!.textContent!.trim(),
        total: Number(cells[3]!.textContent!.replace(/[^\d.]/g, '')),
        status: cells[4]!.textContent!.trim(),
      };
    }),
  );

  const bytes = await exportCsv(page, {});
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(header).toEqual([
    'Order',
    'Date',
    'Customer',
    'Phone',
    'Email',
    'Address',
    'Items',
    'Total (RM)',
    'Status',
    'Notes',
  ]);
  // The status as the list names it; the total as a spreadsheet reads it (no RM, no thousands separator).
  expect(rows.map((row) => ({ order: row[0], customer: row[2], total: Number(row[7]), status: row[8] }))).toEqual(
    onScreen,
  );
  expect(onScreen.every((row) => row.status === 'Cancelled')).toBe(true);
  expect(rows.every((row) => /^\d+\.\d{2}$/.test(row[7]!))).toBe(true);

  const mine = rows.find((row) => row[0] === shortOrderId(malay.id))!;
  expect(mine[2]).toBe(malay.customerName);
  expect(mine[5]).toBe('No. 5, Jalan Kampar\n31400 Ipoh');
  expect(mine[9]).toBe(`'=1+1 "urgent"`);
  expect(mine[7]).toBe('77.50');
});

test('an admin reading Malay gets the CSV with Malay headers and status names, and the same amounts', async ({
  adminPage: page,
}) => {
  const order = insertOrder({ customerName: uniqueName('Pembeli CSV'), status: 'delivered', total: 1234.5 });
  await preferMalay(page);
  await page.goto('/admin-portal/orders?status=delivered');
  await expect(orderRow(page, order.customerName)).toBeVisible();
  await page.getByRole('button', { name: 'Eksport CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eksport pesanan sebagai CSV' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Muat turun CSV' }).click();
  const [header, ...rows] = parseCsv(
    fs
      .readFileSync(await (await download).path())
      .subarray(3)
      .toString('utf8'),
  );
  expect(header).toEqual([
    'Pesanan',
    'Tarikh',
    'Pelanggan',
    'Telefon',
    'E-mel',
    'Alamat',
    'Barangan',
    'Jumlah (RM)',
    'Status',
    'Catatan',
  ]);
  const mine = rows.find((row) => row[2] === order.customerName)!;
  expect(mine[8]).toBe('Telah sampai');
  expect(mine[7]).toBe('1234.50');
  expect(rows.every((row) => row[8] === 'Telah sampai')).toBe(true);
});

test('the CSV export takes only the days asked for, in Malaysian time', async ({ adminPage: page }) => {
  // 01:30 on 16 May 2019 in Malaysia, and 23:00 on 15 May.
  const inRange = insertOrder({ customerName: uniqueName('In range'), createdAt: '2019-05-15T17:30:00.000Z' });
  const dayBefore = insertOrder({ customerName: uniqueName('Day before'), createdAt: '2019-05-15T15:00:00.000Z' });
  await page.goto('/admin-portal/orders');
  const rows = parseCsv((await exportCsv(page, { from: '2019-05-16', to: '2019-05-16' })).subarray(3).toString());
  const customers = rows.slice(1).map((row) => row[2]);
  expect(customers).toContain(inRange.customerName);
  expect(customers).not.toContain(dayBefore.customerName);
  expect(rows.slice(1).every((row) => row[1]!.startsWith('2019-05-16 '))).toBe(true);
});
