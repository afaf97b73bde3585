import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeProductInput } from '../../tests/factories';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('searching and sorting the catalogue', () => {
  test('a search finds by name, SKU and prefix, and follows a change at once', async () => {
    const cookie = await server.signIn();
    const add = async (name: string, sku: string, price = 100) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/products',
          headers: { cookie },
          payload: makeProductInput({ name, sku, price }),
        })
      ).json().id as string;
    const karcher = await add('Karcher K3 Pressure Washer', 'KAR-K3', 459);
    await add('Plasma Cutter CUT-40', 'PC-40', 0);
    await add('ARC Welder 160A', 'ARC-160', 299);

    const names = async (url: string) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.json().items.map((p: { name: string }) => p.name);
    };
    expect(await names('/api/products?q=karcher')).toEqual(['Karcher K3 Pressure Washer']);
    expect(await names('/api/products?q=kar')).toEqual(['Karcher K3 Pressure Washer']);
    expect(await names('/api/products?q=pc-40')).toEqual(['Plasma Cutter CUT-40']);
    expect(await names('/api/products?q=nothing%20like%20this')).toEqual([]);
    expect(await names('/api/products?sort=price-asc')).toEqual([
      'ARC Welder 160A',
      'Karcher K3 Pressure Washer',
      'Plasma Cutter CUT-40',
    ]);

    await server.app.inject({
      method: 'PUT',
      url: `/api/products/${karcher}`,
      headers: { cookie },
      payload: makeProductInput({ name: 'Karcher K5 Pressure Washer', sku: 'KAR-K5', price: 899 }),
    });
    expect(await names('/api/products?q=k5')).toEqual(['Karcher K5 Pressure Washer']);
    expect(await names('/api/products?q=k3')).toEqual([]);
    expect(await names('/api/products?sort=price-desc')).toEqual([
      'Karcher K5 Pressure Washer',
      'ARC Welder 160A',
      'Plasma Cutter CUT-40',
    ]);
  });

  test('an unknown sort or an over-long query gets 400 naming the parameter', async () => {
    for (const [url, parameter] of [
      ['/api/products?sort=cheapest', 'sort'],
      [`/api/products?q=${'a'.repeat(101)}`, 'q'],
    ] as const) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(parameter);
    }
  });
});

describe('a malformed product id', () => {
  test('is refused with 400 naming the id, on a public read as on the admin’s writes', async () => {
    const cookie = await server.signIn();
    for (const [method, url] of [
      ['GET', '/api/products/not-an-id'],
      ['PUT', '/api/products/not-an-id'],
      ['DELETE', `/api/products/${'a'.repeat(41)}`],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        headers: { cookie },
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json(), `${method} ${url}`).toEqual({
        code: 'invalid',
        message: 'Invalid product id: id: invalid',
        fields: { id: 'invalid' },
      });
    }
  });
});
