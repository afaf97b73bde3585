import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { EnquiryInputSchema } from '@/domain/enquiry-schema';
import { openDatabase, type Db } from '../db/database';
import { createOrderRepository } from '../db/orders-store';
import { createProductRepository } from '../db/products-store';
import { HttpError } from '../http/http-errors';
import { makeProductInput } from '../../tests/factories';
import { placeOrder } from './place-order';

let dir: string;
let db: Db;
let products: ReturnType<typeof createProductRepository>;
let orders: ReturnType<typeof createOrderRepository>;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'place-order-'));
  db = openDatabase(dir);
  products = createProductRepository(db);
  orders = createOrderRepository(db);
});

afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function send(lines: unknown[]) {
  const input = EnquiryInputSchema.parse({
    customerName: 'Siti Aminah',
    customerPhone: '05-254 1234',
    customerEmail: 'siti@example.my',
    shippingAddress: '7 Jalan Raja Ekram, 30450 Ipoh',
    notes: 'Call before delivery',
    lines,
  });
  return placeOrder(products, orders, input);
}

describe('placing an order from an enquiry', () => {
  test("takes each line's name and price from the catalogue, whatever the client claimed, and adds the total", () => {
    const welder = products.create(makeProductInput({ name: 'MIG 200 Inverter Welder', price: 1299.9 }));
    const quote = products.create(makeProductInput({ name: 'Custom Trolley', price: 0 }));
    const order = send([
      { productId: welder.id, quantity: 3, price: 1, name: 'Cheap welder' },
      { productId: quote.id, quantity: 1 },
    ]);
    expect(order).toMatchObject({
      status: 'pending',
      customerPhone: '+6052541234',
      items: [
        { productId: welder.id, name: 'MIG 200 Inverter Welder', price: 1299.9, quantity: 3 },
        { productId: quote.id, name: 'Custom Trolley', price: 0, quantity: 1 },
      ],
      total: 3899.7,
    });
    expect(order.createdAt).toBe(order.updatedAt);
    expect(orders.get(order.id)).toEqual(order);
  });

  test('refuses an unknown product or the service category, naming the line, and stores nothing', () => {
    const welder = products.create(makeProductInput());
    const service = products.create(makeProductInput({ category: 'Machinery Service Consultant', subCategory: '' }));
    const before = orders.count();
    let refusal: unknown;
    try {
      send([
        { productId: welder.id, quantity: 1 },
        { productId: 'no-such-product', quantity: 1 },
        { productId: service.id, quantity: 1 },
      ]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      fields: { 'lines.1.productId': 'unknownProduct', 'lines.2.productId': 'notForSale' },
    });
    expect(orders.count()).toBe(before);
  });
});
