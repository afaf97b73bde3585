import { describe, expect, test } from 'vitest';
import { emptyProductInput } from '@/domain/product';
import { PRODUCT_FIELD_NAMES, PRODUCT_INPUT_FIELDS } from '@/domain/product-fields';
import { makeProductInput } from '../../../tests/factories';
import { isListedRecord, productFields, toIsoString, toNumber, toOrder, toProduct } from './records';

/** A stand-in for a Firestore Timestamp: the adapter reads only these members. */
function timestamp(iso: string) {
  const millis = Date.parse(iso);
  return { seconds: Math.floor(millis / 1000), nanoseconds: (millis % 1000) * 1e6, toMillis: () => millis };
}

describe('Firestore product documents', () => {
  test('a product is written with every field the admin writes and read back with every field (src/domain/product-fields.ts)', () => {
    const input = makeProductInput({
      nameMs: 'Gerudi tanpa wayar Amaxx',
      descriptionMs: 'Gerudi dengan dua bateri.',
      status: 'soldOut',
      shopeeUrl: 'https://shopee.com.my/a',
      tiktokUrl: 'https://www.tiktok.com/@shop/b',
      additionalImages: ['https://example.test/b.jpg'],
    });
    const fields = productFields(input);
    for (const name of PRODUCT_INPUT_FIELDS) expect(fields, name).toHaveProperty(name, input[name]);
    const product = toProduct('p1', {
      ...fields,
      createdAt: timestamp('2026-11-01T00:00:00.000Z'),
      updatedAt: timestamp('2026-11-02T00:00:00.000Z'),
    });
    expect(Object.keys(product)).toEqual(PRODUCT_FIELD_NAMES);
    expect(product).toEqual({
      ...input,
      id: 'p1',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
    });
    // Stored beside them: the words it is found by in both languages, and whether visitors see it.
    expect(fields.searchTokens).toEqual(expect.arrayContaining(['amaxx', 'gerudi', 'ger', 'wayar', 'bateri']));
    expect(fields.listed).toBe(true);
    expect(isListedRecord(fields)).toBe(true);
  });

  test('a draft is stored unlisted, and read back as a draft; each status round-trips', () => {
    for (const status of ['active', 'draft', 'soldOut'] as const) {
      const fields = productFields(makeProductInput({ status }));
      expect(fields.listed, status).toBe(status !== 'draft');
      expect(isListedRecord(fields), status).toBe(status !== 'draft');
      expect(toProduct('p1', fields).status).toBe(status);
    }
  });

  test('a record older than the status reads as active, but is not listed until it has `listed`', () => {
    const old = { name: 'Grinder', price: 120 };
    expect(toProduct('old', old)).toMatchObject({ status: 'active', nameMs: '', descriptionMs: '' });
    expect(isListedRecord(old)).toBe(false);
    expect(isListedRecord({ ...old, listed: true })).toBe(true);
    expect(isListedRecord({ ...old, status: 'hidden', listed: true })).toBe(true);
    // Should a console edit make them disagree, a draft is never shown.
    expect(isListedRecord({ ...old, status: 'draft', listed: true })).toBe(false);
    expect(isListedRecord({ ...old, listed: 'yes' })).toBe(false);
  });

  test('a current document becomes a Product with ISO timestamps', () => {
    const product = toProduct('p1', {
      name: 'MIG 200 Welder',
      nameMs: 'Mesin kimpal MIG 200',
      sku: 'MIG-200',
      price: 1299.5,
      weight: 18.5,
      category: 'Welding Machines',
      subCategory: 'MIG',
      description: 'Line one\nLine two',
      descriptionMs: 'Baris satu',
      shopeeUrl: 'https://shopee.com.my/x',
      tiktokUrl: '',
      image: 'https://firebasestorage.googleapis.com/v0/b/x/o/products%2Fp1_intro_a.jpg?alt=media&token=t',
      additionalImages: ['https://example.test/1.jpg', 'https://example.test/2.jpg'],
      status: 'draft',
      listed: false,
      createdAt: timestamp('2024-05-01T02:03:04.567Z'),
      updatedAt: timestamp('2024-06-01T00:00:00.000Z'),
    });
    // A field this document lacks (one the table gained since) reads as its row's empty value.
    expect(product).toEqual({
      ...emptyProductInput(),
      id: 'p1',
      name: 'MIG 200 Welder',
      nameMs: 'Mesin kimpal MIG 200',
      sku: 'MIG-200',
      price: 1299.5,
      weight: 18.5,
      category: 'Welding Machines',
      subCategory: 'MIG',
      description: 'Line one\nLine two',
      descriptionMs: 'Baris satu',
      shopeeUrl: 'https://shopee.com.my/x',
      tiktokUrl: '',
      image: 'https://firebasestorage.googleapis.com/v0/b/x/o/products%2Fp1_intro_a.jpg?alt=media&token=t',
      additionalImages: ['https://example.test/1.jpg', 'https://example.test/2.jpg'],
      status: 'draft',
      createdAt: '2024-05-01T02:03:04.567Z',
      updatedAt: '2024-06-01T00:00:00.000Z',
    });
  });

  test('an old document with a text price and missing fields never hands a screen undefined', () => {
    const product = toProduct('legacy', { name: 'Grinder', price: '1,250.90', createdAt: '2021-02-03T04:05:06Z' });
    expect(product).toEqual({
      ...emptyProductInput(),
      id: 'legacy',
      name: 'Grinder',
      nameMs: '',
      sku: '',
      price: 1250.9,
      weight: null,
      category: '',
      subCategory: '',
      description: '',
      descriptionMs: '',
      shopeeUrl: '',
      tiktokUrl: '',
      image: '',
      additionalImages: [],
      status: 'active',
      createdAt: '2021-02-03T04:05:06.000Z',
      updatedAt: '2021-02-03T04:05:06.000Z',
    });
  });

  test('odd values in old documents are read as the nearest sensible value', () => {
    const product = toProduct('odd', {
      sku: 1234,
      price: 'call us',
      weight: '2.5',
      additionalImages: ['https://example.test/a.jpg', null, 7, ''],
      createdAt: 1_600_000_000_000,
    });
    expect(product.sku).toBe('1234');
    expect(product.price).toBe(0);
    expect(product.weight).toBe(2.5);
    expect(product.additionalImages).toEqual(['https://example.test/a.jpg']);
    expect(product.createdAt).toBe('2020-09-13T12:26:40.000Z');
  });
});

describe('Firestore order documents', () => {
  test('a current document becomes an Order', () => {
    const order = toOrder('o1', {
      customerName: 'Aminah',
      customerEmail: 'aminah@example.test',
      customerPhone: '+60123456789',
      shippingAddress: '1 Jalan Besar, Ipoh',
      items: [{ name: 'Electrode', price: 12.5, quantity: 4 }],
      total: 50,
      status: 'shipped',
      notes: 'Leave at the gate',
      createdAt: timestamp('2024-01-02T03:04:05.000Z'),
      updatedAt: timestamp('2024-01-03T03:04:05.000Z'),
    });
    expect(order).toEqual({
      id: 'o1',
      customerName: 'Aminah',
      customerEmail: 'aminah@example.test',
      customerPhone: '+60123456789',
      shippingAddress: '1 Jalan Besar, Ipoh',
      items: [{ name: 'Electrode', price: 12.5, quantity: 4 }],
      total: 50,
      status: 'shipped',
      notes: 'Leave at the gate',
      createdAt: '2024-01-02T03:04:05.000Z',
      updatedAt: '2024-01-03T03:04:05.000Z',
    });
  });

  test("an order's lines keep the product they were taken from, when they name one", () => {
    const order = toOrder('o3', {
      items: [
        { productId: 'welder1', name: 'MIG 200', price: 1299, quantity: 1 },
        { productId: '', name: 'Disc', price: 3.1, quantity: 2 },
      ],
    });
    expect(order.items).toEqual([
      { productId: 'welder1', name: 'MIG 200', price: 1299, quantity: 1 },
      { name: 'Disc', price: 3.1, quantity: 2 },
    ]);
  });

  test('an old order gets a total from its lines, a known status and one address line', () => {
    const order = toOrder('o2', {
      customerPhone: 60123456789,
      shippingAddress: { city: 'Ipoh', line1: '2 Jalan Kampar', postcode: '30250', state: 'Perak' },
      items: [
        { name: 'Disc', price: '3.10', quantity: '3' },
        { name: 'Gloves', price: 15 },
        'nonsense',
      ],
      status: 'Delivered',
    });
    expect(order.customerPhone).toBe('60123456789');
    expect(order.shippingAddress).toBe('2 Jalan Kampar, Ipoh, 30250, Perak');
    expect(order.items).toEqual([
      { name: 'Disc', price: 3.1, quantity: 3 },
      { name: 'Gloves', price: 15, quantity: 0 },
      { name: '', price: 0, quantity: 0 },
    ]);
    expect(order.total).toBe(9.3);
    expect(order.status).toBe('delivered');
    expect(order.notes).toBe('');
    expect(order.createdAt).toBe('');
  });

  test('an unknown status reads as pending', () => {
    expect(toOrder('o3', { status: 'lost' }).status).toBe('pending');
    expect(toOrder('o4', {}).status).toBe('pending');
  });
});

describe('field readers', () => {
  test('numbers are read from numbers and from text, never invented', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber('RM 1,099.00')).toBe(1099);
    expect(toNumber(' 7 ')).toBe(7);
    expect(toNumber('')).toBeNull();
    expect(toNumber('abc')).toBeNull();
    expect(toNumber(Number.NaN)).toBeNull();
    expect(toNumber(null)).toBeNull();
  });

  test('timestamps are read from Timestamps, Dates, text and milliseconds', () => {
    expect(toIsoString(timestamp('2023-07-08T09:10:11.123Z'))).toBe('2023-07-08T09:10:11.123Z');
    expect(toIsoString(new Date('2023-07-08T00:00:00Z'))).toBe('2023-07-08T00:00:00.000Z');
    expect(toIsoString('not a date')).toBe('');
    expect(toIsoString(undefined)).toBe('');
  });
});
