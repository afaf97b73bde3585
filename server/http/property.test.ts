import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOrderRepository } from '../db/orders-store';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { makeOrderInput, makeProductInput } from '../../tests/factories';

/**
 * Random and malformed input thrown at every endpoint: never a 5xx, never a stack trace in the answer,
 * never a changed row.
 */
let server: TestServer;
let cookie: string;
let productId: string;
let orderId: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
  productId = (
    await server.app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload: makeProductInput() })
  ).json().id;
  orderId = createOrderRepository(server.db).create(makeOrderInput()).id;
});
afterAll(async () => {
  await server.close();
});

function snapshot(): string {
  const tables = ['products', 'orders', 'admins'];
  return JSON.stringify(tables.map((table) => server.db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()));
}

const bodies = fc.oneof(
  fc.anything(),
  fc.json(),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'sku',
      'price',
      'weight',
      'category',
      'subCategory',
      'description',
      'shopeeUrl',
      'tiktokUrl',
      'image',
      'additionalImages',
      'status',
      'email',
      'password',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.object(),
    ),
  ),
  fc.record({
    ...Object.fromEntries(Object.entries(makeProductInput()).map(([k, v]) => [k, fc.constant(v)])),
    // Never a valid price: text that is not a number of 0 or more, or a negative number.
    price: fc.oneof(
      fc.string().filter((text) => text.trim() !== '' && !(Number(text) >= 0)),
      fc.double({ min: -1e12, max: -0.001 }),
    ),
  }),
);

const idLike = fc.oneof(
  fc.string(),
  fc.constant('../../etc/passwd'),
  fc.constant('%00'),
  fc.stringMatching(/^[A-Za-z0-9]{1,60}$/),
);

function assertSafe(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(response.body).not.toMatch(/"stack"/);
}

describe('random input', () => {
  test.each([
    ['POST', (): string => '/api/products'],
    ['PUT', (): string => `/api/products/${productId}`],
    ['PATCH', (): string => `/api/orders/${orderId}`],
    ['POST', (): string => '/api/session'],
  ] as const)('%s bodies are refused cleanly', async (method, url) => {
    const before = snapshot();
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const payload = JSON.stringify(body) ?? 'null';
        const response = await server.app.inject({
          method,
          url: url(),
          headers: { cookie, 'content-type': 'application/json' },
          payload,
        });
        assertSafe(response);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 150 },
    );
    expect(snapshot()).toBe(before);
  });

  test('raw bytes that are not JSON are refused cleanly', async () => {
    const before = snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'image/png',
        ),
        async (bytes, type) => {
          for (const url of [
            '/api/products',
            `/api/products/${productId}`,
            `/api/orders/${orderId}`,
            '/api/uploads',
            '/api/session',
          ]) {
            const method = url.includes('orders') ? 'PATCH' : url.endsWith(productId) ? 'PUT' : 'POST';
            const response = await server.app.inject({
              method,
              url,
              headers: { cookie, 'content-type': type },
              payload: Buffer.from(bytes),
            });
            assertSafe(response);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(snapshot()).toBe(before);
  });

  test('random ids and queries never break a read or delete', async () => {
    const before = snapshot();
    await fc.assert(
      fc.asyncProperty(idLike, fc.dictionary(fc.string(), fc.string()), async (id, query) => {
        const search = new URLSearchParams(query).toString();
        for (const [method, url] of [
          ['GET', `/api/products/${encodeURIComponent(id)}`],
          ['DELETE', `/api/products/${encodeURIComponent(id)}x`],
          ['DELETE', `/api/orders/${encodeURIComponent(id)}x`],
          ['GET', `/api/products?${search}`],
          ['GET', `/api/orders?${search}`],
        ] as const) {
          const response = await server.app.inject({ method, url, headers: { cookie } });
          assertSafe(response);
        }
      }),
      { numRuns: 150 },
    );
    expect(snapshot()).toBe(before);
  });
});
