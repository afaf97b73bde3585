import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import type { Order, Product, ProductInput } from '@/domain';
import { createOrderRepository, type NewOrder } from '../../server/db/orders';
import { test as base, expect, E2E_ADMIN } from './fixtures';

type AdminFixtures = {
  /**
   * API failures that a test provokes on purpose: an HTTP status (a wrong password, an ended session)
   * or 'network' (no answer at all). Chromium logs every failed request as a console error, which the
   * base page fixture counts as a defect; these, from our own /api, are let through. Anything else
   * still fails the test.
   */
  expectedApiFailures: (number | 'network')[];
};

export const test = base.extend<AdminFixtures>({
  expectedApiFailures: [[], { option: true }],
  // Same checks as the base fixture (fixtures.ts), with the allowance above.
  page: async ({ context, baseURL, expectedApiFailures }, provide) => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const status = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
      const failure = status ? Number(status[1]) : text.startsWith('Failed to load resource: net::') ? 'network' : null;
      const fromOurApi = Boolean(baseURL) && message.location().url.startsWith(`${baseURL}/api/`);
      if (failure !== null && fromOurApi && expectedApiFailures.includes(failure)) return;
      problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await provide(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect, E2E_ADMIN };

/** A name no other test (or other run in parallel) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** A small real image, a different colour each time, so that uploads are really decoded by the server. */
export async function imageFile(
  name: string,
  format: 'png' | 'jpeg' = 'png',
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const background = {
    r: Math.floor(Math.random() * 256),
    g: Math.floor(Math.random() * 256),
    b: Math.floor(Math.random() * 256),
  };
  const image = sharp({ create: { width: 24, height: 16, channels: 3, background } });
  const buffer = format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** Creates a product through the API, as the admin, with a real uploaded introduction image. */
export async function createProduct(
  request: APIRequestContext,
  overrides: Partial<ProductInput> = {},
): Promise<Product> {
  const owner = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const upload = await request.post('/api/uploads', {
    multipart: { owner, slot: 'intro', file: await imageFile('intro.png') },
  });
  expect(upload.ok(), `upload: ${await upload.text()}`).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  const input: ProductInput = {
    name: uniqueName('Test product'),
    sku: `SKU-${owner}`,
    price: 123.45,
    weight: 4.2,
    category: 'Power Tools',
    subCategory: 'Amaxx',
    description: 'A product made by a test.',
    shopeeUrl: '',
    tiktokUrl: '',
    image: url,
    additionalImages: [],
    ...overrides,
  };
  const response = await request.post('/api/products', { data: input });
  expect(response.ok(), `create: ${await response.text()}`).toBe(true);
  return (await response.json()) as Product;
}

/**
 * Orders cannot be created through the API (the spec never creates them), so tests write them
 * straight into the test server's SQLite file; WAL mode lets the server and this connection share it.
 */
export function insertOrder(overrides: Partial<NewOrder> = {}): Order {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return createOrderRepository(db).create({
      customerName: uniqueName('Customer'),
      customerEmail: 'buyer@example.test',
      customerPhone: '+60 12-345 6789',
      shippingAddress: '12 Jalan Test\n30450 Ipoh, Perak',
      items: [{ name: 'Welding rod 2.6mm', price: 25.5, quantity: 2 }],
      total: 51,
      status: 'pending',
      notes: '',
      ...overrides,
    });
  } finally {
    db.close();
  }
}

export async function readProduct(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}
