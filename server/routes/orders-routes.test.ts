import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Order, Product } from '@/domain';
import { createOrderRepository } from '../db/orders-store';
import { createProductRepository } from '../db/products-store';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { makeOrderInput, makeProductInput, type OrderInput } from '../../tests/factories';

let server: TestServer;
let cookie: string;
beforeEach(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
});
afterEach(async () => {
  await server.close();
});

function addOrder(overrides: Partial<OrderInput> = {}): Order {
  return createOrderRepository(server.db).create(makeOrderInput(overrides));
}

function addProduct(overrides: Parameters<typeof makeProductInput>[0] = {}): Product {
  return createProductRepository(server.db).create(makeProductInput(overrides));
}

function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  return server.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

describe('counts by status', () => {
  test('the portal learns how many orders each status holds, zero included', async () => {
    addOrder({ status: 'pending' });
    addOrder({ status: 'pending' });
    addOrder({ status: 'shipped' });
    const response = await send('GET', '/api/orders/counts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pending: 2,
      confirmed: 0,
      processing: 0,
      shipped: 1,
      delivered: 0,
      cancelled: 0,
    });
  });
});

describe('an order made by hand', () => {
  test('takes names and prices from the catalogue, keeps the phone in E.164 and is pending', async () => {
    const welder = addProduct({ name: 'MIG 200 Inverter Welder', price: 1299.9 });
    const trolley = addProduct({ name: 'Custom Trolley', price: 0 });
    const response = await send('POST', '/api/orders/manual', {
      customerName: 'Encik Rahman',
      customerPhone: '012-345 6789',
      lines: [
        { productId: welder.id, quantity: 2, price: 1 },
        { productId: trolley.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      customerName: 'Encik Rahman',
      customerPhone: '+60123456789',
      customerEmail: '',
      shippingAddress: '',
      status: 'pending',
      items: [
        { productId: welder.id, name: 'MIG 200 Inverter Welder', price: 1299.9, quantity: 2 },
        { productId: trolley.id, name: 'Custom Trolley', price: 0, quantity: 1 },
      ],
      total: 2599.8,
    });
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
  });

  test('a walk-in may give no phone number; a number given must be Malaysian', async () => {
    const drill = addProduct();
    const walkIn = await send('POST', '/api/orders/manual', {
      customerName: 'Walk-in',
      lines: [{ productId: drill.id, quantity: 1 }],
    });
    expect(walkIn.statusCode).toBe(201);
    expect(walkIn.json<Order>().customerPhone).toBe('');

    const abroad = await send('POST', '/api/orders/manual', {
      customerName: 'Visitor',
      customerPhone: '+65 6123 4567',
      lines: [{ productId: drill.id, quantity: 1 }],
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().fields).toEqual({ customerPhone: 'phone' });
  });

  test('is refused with a code per field: no name, no lines, too many of one, an unknown product', async () => {
    const before = createOrderRepository(server.db).count();
    const empty = await send('POST', '/api/orders/manual', { customerName: ' ', lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ customerName: 'required', lines: 'noLines' });

    const drill = addProduct();
    const wrong = await send('POST', '/api/orders/manual', {
      customerName: 'Encik Rahman',
      lines: [
        { productId: drill.id, quantity: 100 },
        { productId: drill.id, quantity: 1 },
      ],
    });
    expect(wrong.json().fields).toEqual({ 'lines.0.quantity': 'quantity', 'lines.1.productId': 'duplicateLine' });

    const unknown = await send('POST', '/api/orders/manual', {
      customerName: 'Encik Rahman',
      lines: [{ productId: 'no-such-product', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ 'lines.0.productId': 'unknownProduct' });
    expect(createOrderRepository(server.db).count()).toBe(before);
  });
});

describe('the lines of an order', () => {
  test('of a pending order are replaced, priced from the catalogue, with a new total and updatedAt', async () => {
    const drill = addProduct({ name: 'Amaxx drill', price: 100 });
    const rods = addProduct({ name: 'Welding rod 2.6mm', price: 25.5 });
    const order = addOrder({ createdAt: '2026-01-01T00:00:00.000Z' });
    const response = await send('PUT', `/api/orders/${order.id}/lines`, {
      lines: [
        { productId: drill.id, quantity: 1 },
        { productId: rods.id, quantity: 4 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<Order>();
    expect(saved.items).toEqual([
      { productId: drill.id, name: 'Amaxx drill', price: 100, quantity: 1 },
      { productId: rods.id, name: 'Welding rod 2.6mm', price: 25.5, quantity: 4 },
    ]);
    expect(saved.total).toBe(202);
    expect(saved.updatedAt > order.updatedAt).toBe(true);
    expect(saved.customerName).toBe(order.customerName);
    expect(createOrderRepository(server.db).get(order.id)).toEqual(saved);
  });

  test('of an order that is no longer pending are refused with 409 and a code, and stay as they were', async () => {
    const drill = addProduct();
    const order = addOrder({ status: 'shipped' });
    const response = await send('PUT', `/api/orders/${order.id}/lines`, {
      lines: [{ productId: drill.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ status: 'notPending' });
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
  });

  test('of a missing order answer 404; lines naming no product answer 400 and change nothing', async () => {
    const missing = await send('PUT', '/api/orders/abcdefghijklmnopqrst/lines', {
      lines: [{ productId: 'x', quantity: 1 }],
    });
    expect(missing.statusCode).toBe(404);
    const order = addOrder();
    const unknown = await send('PUT', `/api/orders/${order.id}/lines`, { lines: [{ productId: 'x', quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ 'lines.0.productId': 'unknownProduct' });
    const none = await send('PUT', `/api/orders/${order.id}/lines`, { lines: [] });
    expect(none.json().fields).toEqual({ lines: 'noLines' });
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
  });
});

describe('a malformed order id', () => {
  test('is refused by the route schema with 400 naming the id, before the body is looked at', async () => {
    const order = addOrder();
    for (const [method, url, payload] of [
      ['PUT', '/api/orders/not-an-id/lines', { lines: [] }],
      ['PATCH', '/api/orders/not-an-id', { status: 'lost' }],
      ['DELETE', '/api/orders/not-an-id', undefined],
      ['PATCH', `/api/orders/${'a'.repeat(41)}`, { status: 'shipped' }],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json(), `${method} ${url}`).toEqual({
        code: 'invalid',
        message: 'Invalid order id: id: invalid',
        fields: { id: 'invalid' },
      });
    }
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
  });

  test('a good id with a bad body names the body', async () => {
    const order = addOrder();
    const response = await send('PATCH', `/api/orders/${order.id}`, { status: 'lost' });
    expect(response.json()).toEqual({
      code: 'invalid',
      message: 'Invalid order update: status: invalid',
      fields: { status: 'invalid' },
    });
  });
});

describe('the order search', () => {
  test('finds orders by number, name or phone, with the status filter, and refuses a query too long', async () => {
    addOrder({ customerName: 'Aminah binti Yusof', customerPhone: '0123456789' });
    const kow = addOrder({ customerName: 'Ah Kow', customerPhone: '+60 19-111 2222', status: 'shipped' });
    const names = async (query: string) =>
      ((await send('GET', `/api/orders?${query}`)).json() as { items: Order[] }).items.map((o) => o.customerName);
    expect(await names(`q=${encodeURIComponent('012-345 6789')}`)).toEqual(['Aminah binti Yusof']);
    expect(await names('q=yusof')).toEqual(['Aminah binti Yusof']);
    expect(await names(`q=${encodeURIComponent(`#${kow.id.slice(-8)}`)}`)).toEqual(['Ah Kow']);
    expect(await names(`q=${encodeURIComponent('019-111 2222')}&status=pending`)).toEqual([]);
    expect(await names('q=%20%20')).toHaveLength(2);
    expect((await send('GET', `/api/orders?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

/** The rows of a CSV without quoted line breaks inside a cell. */
function rowsOf(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('the CSV export', () => {
  test('is UTF-8 with a byte order mark, a header and one row per order, newest first', async () => {
    addOrder({ customerName: 'Siti Nurhaliza', createdAt: '2026-03-01T02:00:00.000Z', total: 51 });
    addOrder({ customerName: 'Ah Kow', createdAt: '2026-03-02T02:00:00.000Z', status: 'shipped' });
    const response = await send('GET', '/api/orders/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(response.body);
    expect(rows[0]).toBe('Order,Date,Customer,Phone,Email,Address,Items,Total (RM),Status,Notes');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^#\w{8},2026-03-02 10:00,Ah Kow,012-345 6789,aminah@example\.my,/);
    expect(rows[1]).toContain(',Shipped,');
    expect(rows[2]).toContain('Siti Nurhaliza');
    // A line break inside a cell is kept, quoted; rows end with CRLF.
    expect(rows[2]).toContain(',"12 Jalan Sultan Idris Shah\n30000 Ipoh, Perak",');
  });

  test('filters by status and by days in Malaysian time, first and last day included', async () => {
    // 23:30 on 28 February in Malaysia is 15:30 UTC; 00:30 on 3 March in Malaysia is 16:30 UTC on 2 March.
    addOrder({ customerName: 'Before', createdAt: '2026-02-28T15:30:00.000Z' });
    addOrder({ customerName: 'First day', createdAt: '2026-02-28T16:30:00.000Z' });
    addOrder({ customerName: 'Last day', createdAt: '2026-03-02T15:59:00.000Z' });
    addOrder({ customerName: 'After', createdAt: '2026-03-02T16:30:00.000Z' });
    addOrder({ customerName: 'Shipped', createdAt: '2026-03-01T04:00:00.000Z', status: 'shipped' });
    const range = rowsOf((await send('GET', '/api/orders/export.csv?from=2026-03-01&to=2026-03-02')).body);
    expect(range.slice(1).map((row) => row.split(',')[2])).toEqual(['Last day', 'Shipped', 'First day']);
    const pending = rowsOf(
      (await send('GET', '/api/orders/export.csv?status=pending&from=2026-03-01&to=2026-03-02&')).body,
    );
    expect(pending.slice(1).map((row) => row.split(',')[2])).toEqual(['Last day', 'First day']);
  });

  test('quotes cells and keeps a spreadsheet from running a formula a customer typed', async () => {
    addOrder({ customerName: '=HYPERLINK("http://evil.example","x")', notes: '@SUM(A1), "quoted"' });
    const rows = rowsOf((await send('GET', '/api/orders/export.csv')).body);
    expect(rows[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(rows[1]!.endsWith(`,"'@SUM(A1), ""quoted"""`)).toBe(true);
  });

  test("speaks the admin's language: Malay headers and status names, the same amounts", async () => {
    addOrder({ customerName: 'Pembeli Melayu', status: 'shipped', total: 1234.5, notes: '' });
    const rows = rowsOf((await send('GET', '/api/orders/export.csv?language=ms')).body);
    expect(rows[0]).toBe('Pesanan,Tarikh,Pelanggan,Telefon,E-mel,Alamat,Barangan,Jumlah (RM),Status,Catatan');
    expect(rows[1]!.endsWith(',1234.50,Dihantar,')).toBe(true);
    const english = rowsOf((await send('GET', '/api/orders/export.csv?language=en')).body);
    expect(english[1]!.endsWith(',1234.50,Shipped,')).toBe(true);
    expect((await send('GET', '/api/orders/export.csv?language=fr')).statusCode).toBe(400);
  });

  test('refuses a malformed day or a range that ends before it starts', async () => {
    expect((await send('GET', '/api/orders/export.csv?from=1-3-2026')).statusCode).toBe(400);
    const backwards = await send('GET', '/api/orders/export.csv?from=2026-03-02&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().fields)).toEqual(['to']);
  });
});
