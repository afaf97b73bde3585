import { randomUUID } from 'node:crypto';
import type { Order, Product, ProductInput } from '../src/domain';

/**
 * The test data of every test: unit, server and browser. Each factory gives a complete, valid record and takes
 * overrides for what a test is about, so that a change of the schema touches this file and no test.
 */

/** The admin account of every test server. Tests only: never a default of the site. */
export const TEST_ADMIN = { email: 'owner@example.test', password: 'a-long-test-password' } as const;

/** A name no other test, nor another run in parallel, uses. */
export function uniqueName(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

/**
 * What the admin submits for a product: a drill on the Power Tools shelf, without marketplace links.
 * A category given without a sub-category gets none: the default's sub-category belongs to the default's category.
 */
export function makeProductInput(overrides: Partial<ProductInput> = {}): ProductInput {
  const subCategory = overrides.category === undefined ? 'Amaxx' : '';
  return {
    name: 'Amaxx cordless drill',
    nameMs: '',
    sku: 'PT-AMX-18',
    price: 123.45,
    weight: 4.2,
    category: 'Power Tools',
    subCategory,
    description: 'Cordless drill with two batteries.\nOne year warranty.',
    descriptionMs: '',
    shopeeUrl: '',
    tiktokUrl: '',
    image: '/uploads/products/123_intro_drill.webp',
    additionalImages: [],
    status: 'active',
    ...overrides,
  };
}

const STORED_AT = '2025-01-01T00:00:00.000Z';

/** A stored product, as the data store gives it back. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const { id = 'abc123', createdAt = STORED_AT, updatedAt = createdAt, ...fields } = overrides;
  const subCategory = fields.category === undefined ? {} : { subCategory: '' };
  return { ...makeProductInput(), ...subCategory, ...fields, id, createdAt, updatedAt };
}

/** An order as it is written to the store; the store gives it its id and, unless given, its time. */
export type OrderInput = Omit<Order, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: string };

/** A pending order of two welding rods. */
export function makeOrderInput(overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    customerName: 'Aminah binti Yusof',
    customerEmail: 'aminah@example.my',
    customerPhone: '+60 12-345 6789',
    shippingAddress: '12 Jalan Sultan Idris Shah\n30000 Ipoh, Perak',
    items: [{ name: 'Welding rod 2.6mm', price: 25.5, quantity: 2 }],
    total: 51,
    status: 'pending',
    notes: '',
    ...overrides,
  };
}
