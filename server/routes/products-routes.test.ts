import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import fc from 'fast-check';
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

describe('drafts, sold out and Malay text', () => {
  test('visitors never meet a draft; the admin lists it, filters by status and reads it', async () => {
    const cookie = await server.signIn();
    const add = async (name: string, status: 'active' | 'draft' | 'soldOut', nameMs = '') =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/products',
          headers: { cookie },
          payload: makeProductInput({ name, nameMs, status }),
        })
      ).json().id as string;
    const shown = await add('Bench grinder 6 inch', 'active', 'Mesin canai bangku 6 inci');
    const draft = await add('Bench grinder 8 inch', 'draft');
    const soldOut = await add('Bench grinder 10 inch', 'soldOut');
    const names = async (url: string, headers: Record<string, string> = {}) => {
      const response = await server.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      return response.json().items.map((p: { id: string }) => p.id);
    };

    // The public list, a search and a shelf leave the draft out, signed in or not.
    expect(await names('/api/products?q=grinder')).toEqual([soldOut, shown]);
    expect(await names('/api/products?q=grinder', { cookie })).toEqual([soldOut, shown]);
    expect(await names('/api/products?category=Power%20Tools&sort=price-asc')).not.toContain(draft);
    expect(await names('/api/products?limit=100')).not.toContain(draft);
    expect((await server.app.inject({ method: 'GET', url: `/api/products/${draft}` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/products/${soldOut}` })).json().status).toBe('soldOut');
    // A word of the Malay name finds the product, whole or its start.
    expect(await names('/api/products?q=canai')).toEqual([shown]);
    expect(await names('/api/products?q=bangku%20inc')).toEqual([shown]);

    // The admin's list holds every product, and a status narrows it; the admin reads a draft.
    expect(await names('/api/admin/products?q=grinder', { cookie })).toEqual([soldOut, draft, shown]);
    expect(await names('/api/admin/products?q=grinder&status=draft', { cookie })).toEqual([draft]);
    expect(await names('/api/admin/products?status=soldOut', { cookie })).toEqual([soldOut]);
    const read = await server.app.inject({ method: 'GET', url: `/api/admin/products/${draft}`, headers: { cookie } });
    expect(read.json()).toMatchObject({ id: draft, status: 'draft' });
    const badStatus = await server.app.inject({
      method: 'GET',
      url: '/api/admin/products?status=hidden',
      headers: { cookie },
    });
    expect(badStatus.statusCode).toBe(400);
    // Without a session the admin's list is refused.
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(401);

    // Shown, it joins the public list at once (the cache of public answers is emptied).
    await server.app.inject({
      method: 'PUT',
      url: `/api/products/${draft}`,
      headers: { cookie },
      payload: makeProductInput({ name: 'Bench grinder 8 inch', status: 'active' }),
    });
    expect(await names('/api/products?q=grinder')).toEqual([soldOut, draft, shown]);
  });

  test('a status the site does not know, or a Malay name too long, is refused naming the field', async () => {
    const cookie = await server.signIn();
    for (const [payload, field] of [
      [makeProductInput({ status: 'hidden' as never }), 'status'],
      [makeProductInput({ nameMs: 'x'.repeat(201) }), 'nameMs'],
    ] as const) {
      const response = await server.app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
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

describe("a product's photos: the page shows the introduction image and 4 additional images, 5 in all", () => {
  const url = (n: number) => `/uploads/products/1732000000000_${n}_photo.png`;
  const urls = (count: number) => Array.from({ length: count }, (_, i) => url(i));

  test('a 5th additional image is refused on a new product and on one that has 4, naming the field', async () => {
    const cookie = await server.signIn();
    const send = (method: 'POST' | 'PUT', path: string, count: number) =>
      server.app.inject({
        method,
        url: path,
        headers: { cookie },
        payload: makeProductInput({ additionalImages: urls(count) }),
      });
    const refused = await send('POST', '/api/products', 5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid', fields: { additionalImages: 'tooManyImages' } });
    const created = await send('POST', '/api/products', 4);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await send('PUT', `/api/products/${id}`, 5)).json()).toMatchObject({
      fields: { additionalImages: 'tooManyImages' },
    });
    expect(createProductRepository(server.db).get(id)?.additionalImages).toEqual(urls(4));
  });

  test('a product saved with 5 before the rule keeps them through an edit, may lose one, and never gains one', async () => {
    const cookie = await server.signIn();
    const older = createProductRepository(server.db).create(makeProductInput({ additionalImages: urls(5) }));
    const put = (additionalImages: string[]) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/products/${older.id}`,
        headers: { cookie },
        payload: makeProductInput({ name: 'Renamed', additionalImages }),
      });
    // Generated edits from a pool of photos: whatever is sent, the stored product never holds a photo past the 4th
    // that it did not hold before.
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 5 }), async (picked) => {
        const before = createProductRepository(server.db).get(older.id)!.additionalImages;
        const response = await put(picked.map(url));
        const after = createProductRepository(server.db).get(older.id)!.additionalImages;
        if (after.length > 4) {
          expect(after.every((photo) => before.includes(photo)) && after.length <= before.length).toBe(true);
        }
        if (response.statusCode === 400) expect(after).toEqual(before);
        else expect(response.statusCode).toBe(200);
      }),
      { numRuns: 40 },
    );
  });

  test('an edit of a product saved with 5 that keeps them all is saved', async () => {
    const cookie = await server.signIn();
    const older = createProductRepository(server.db).create(makeProductInput({ additionalImages: urls(5) }));
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/products/${older.id}`,
      headers: { cookie },
      payload: makeProductInput({ name: 'Renamed', additionalImages: urls(5) }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', additionalImages: urls(5) });
  });
});
