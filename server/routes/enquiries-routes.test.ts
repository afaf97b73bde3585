import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MAX_ORDER_LINES } from '@/domain/enquiry-input';
import { createOrderRepository } from '../db/orders-store';
import { createProductRepository } from '../db/products-store';
import { makeProductInput } from '../../tests/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const CUSTOMER = {
  customerName: 'Ahmad bin Ismail',
  customerPhone: '012-345 6789',
  customerEmail: '',
  shippingAddress: '12 Jalan Sultan Idris Shah, 30000 Ipoh, Perak',
  notes: 'Please call before delivery',
};

function addProduct(name: string, price: number) {
  return createProductRepository(server.db).create(makeProductInput({ name, price }));
}

function storedOrders() {
  return createOrderRepository(server.db).list({ limit: 100 }).items;
}

/** A browser on our own page sends this; `remoteAddress` stands for the visitor's address. */
function send(payload: unknown, remoteAddress = '203.0.113.7') {
  return server.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'sec-fetch-site': 'same-origin' },
    remoteAddress,
    payload: payload as Record<string, unknown>,
  });
}

describe('sending an enquiry list', () => {
  test('makes a pending order with the lines and total the catalogue gives, and answers its short id', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1299.9);
    const grinder = addProduct('Makita Angle Grinder', 189.5);
    const response = await send({
      ...CUSTOMER,
      lines: [
        { productId: welder.id, quantity: 1 },
        { productId: grinder.id, quantity: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.shortId).toBe(`#${body.id.slice(-8).toUpperCase()}`);
    expect(body.total).toBe(1868.4);

    const [order] = storedOrders();
    expect(order).toMatchObject({
      id: body.id,
      status: 'pending',
      customerName: 'Ahmad bin Ismail',
      customerPhone: '+60123456789',
      items: [
        { productId: welder.id, name: 'MIG 200 Inverter Welder', price: 1299.9, quantity: 1 },
        { productId: grinder.id, name: 'Makita Angle Grinder', price: 189.5, quantity: 3 },
      ],
      total: 1868.4,
    });
    expect(order!.createdAt).toBe(order!.updatedAt);
  });

  test("stores the catalogue's price and name, not a lower price or a made-up name the browser sends", async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1299.9);
    const response = await send({
      ...CUSTOMER,
      lines: [{ productId: welder.id, quantity: 2, price: 1, name: 'Free welder' }],
      total: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [order] = storedOrders();
    expect(order!.items).toEqual([
      { productId: welder.id, name: 'MIG 200 Inverter Welder', price: 1299.9, quantity: 2 },
    ]);
    expect(order!.total).toBe(2599.8);
  });

  test('leaves a product priced on request out of the total', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1000);
    const trolley = addProduct('Custom Welding Trolley', 0);
    const response = await send({
      ...CUSTOMER,
      lines: [
        { productId: welder.id, quantity: 2 },
        { productId: trolley.id, quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(storedOrders()[0]).toMatchObject({ total: 2000 });
  });

  test('accepts landline and +60 numbers and stores them in E.164', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1000);
    for (const [typed, stored] of [
      ['05-254 1234', '+6052541234'],
      ['+60 12-345 6789', '+60123456789'],
      ['(03) 2345 6789', '+60323456789'],
    ]) {
      const response = await send({
        ...CUSTOMER,
        customerPhone: typed,
        lines: [{ productId: welder.id, quantity: 1 }],
      });
      expect(response.statusCode, typed).toBe(201);
      expect(storedOrders()[0]!.customerPhone).toBe(stored);
    }
  });
});

describe('refused enquiries', () => {
  test('the sixth order from one address within the hour is refused with 429 and a code; other addresses go on', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1000);
    const order = { ...CUSTOMER, lines: [{ productId: welder.id, quantity: 1 }] };
    for (let i = 0; i < 5; i += 1) expect((await send(order)).statusCode).toBe(201);

    const sixth = await send(order);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().fields).toEqual({ order: 'tooManyOrders' });
    expect(sixth.json().message).toMatch(/too many orders/i);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    expect(storedOrders()).toHaveLength(5);
    // The address is told it is past its limit before its body is looked at: a malformed order gets 429 too.
    expect((await send({ lines: 'many' })).statusCode).toBe(429);

    expect((await send(order, '198.51.100.20')).statusCode).toBe(201);
  });

  test('an order of 21 lines is refused with 400 and nothing is stored', async () => {
    const lines = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({
      productId: addProduct(`Welding rod pack ${i}`, 10).id,
      quantity: 1,
    }));
    const response = await send({ ...CUSTOMER, lines });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ lines: 'tooManyLines' });
    expect(storedOrders()).toEqual([]);
  });

  test('an unknown product is refused with 400 naming its line, and nothing is stored', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1000);
    const response = await send({
      ...CUSTOMER,
      lines: [
        { productId: welder.id, quantity: 1 },
        { productId: 'no-such-product', quantity: 2 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'lines.1.productId': 'unknownProduct' });
    expect(storedOrders()).toEqual([]);
  });

  test('a draft is refused as an unknown product; a sold-out one can still be asked about', async () => {
    const products = createProductRepository(server.db);
    const draft = products.create(makeProductInput({ name: 'Hidden welder', status: 'draft' }));
    const soldOut = products.create(makeProductInput({ name: 'Sold-out welder', price: 800, status: 'soldOut' }));
    const refused = await send({ ...CUSTOMER, lines: [{ productId: draft.id, quantity: 1 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'lines.0.productId': 'unknownProduct' });
    expect(storedOrders()).toEqual([]);

    const asked = await send({ ...CUSTOMER, lines: [{ productId: soldOut.id, quantity: 1 }] });
    expect(asked.statusCode).toBe(201);
    expect(storedOrders().map((order) => order.items.map((item) => item.name))).toEqual([['Sold-out welder']]);
  });

  test('a missing phone is refused with 400 naming the field, and nothing is stored', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1000);
    const { customerPhone: _phone, ...withoutPhone } = CUSTOMER;
    const response = await send({ ...withoutPhone, lines: [{ productId: welder.id, quantity: 1 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ customerPhone: 'required' });
    expect(storedOrders()).toEqual([]);
  });

  test('a filled-in hidden field marks a robot: refused, nothing stored', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1000);
    const response = await send({
      ...CUSTOMER,
      website: 'http://spam.example',
      lines: [{ productId: welder.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ website: 'rejected' });
    expect(storedOrders()).toEqual([]);
  });

  test('a body larger than an enquiry can be is refused with 413', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1000);
    const response = await send({
      ...CUSTOMER,
      notes: 'x'.repeat(20_000),
      lines: [{ productId: welder.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(413);
    expect(storedOrders()).toEqual([]);
  });

  test('a cross-site post is refused with 403', async () => {
    const welder = addProduct('MIG 200 Inverter Welder', 1000);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: { ...CUSTOMER, lines: [{ productId: welder.id, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(403);
    expect(storedOrders()).toEqual([]);
  });
});
