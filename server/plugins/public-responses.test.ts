import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PAGE_SIZE } from '@/domain';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { makeProductInput } from '../../tests/factories';

let server: TestServer;
let cookie: string;
beforeEach(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
});
afterEach(async () => {
  await server.close();
});

async function create(name: string): Promise<{ id: string }> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie },
    payload: makeProductInput({ name, sku: name }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const get = (url: string) => server.app.inject({ method: 'GET', url });
const names = async (url: string) =>
  ((await get(url)).json() as { items: { name: string }[] }).items.map((item) => item.name).sort();

describe('the cache of public answers', () => {
  test('every answer that shows a product changes with it; the others stay as they were', async () => {
    const a = await create('Welder A');
    const b = await create('Welder B');
    // Read everything once, so that it is cached.
    expect(await names('/api/products')).toEqual(['Welder A', 'Welder B']);
    expect((await get(`/api/products/${a.id}`)).json().name).toBe('Welder A');
    const untouched = await get(`/api/products/${b.id}`);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(b.id);

    await server.app.inject({
      method: 'PUT',
      url: `/api/products/${a.id}`,
      headers: { cookie },
      payload: makeProductInput({ name: 'Welder A2', sku: 'Welder A' }),
    });
    expect((await get(`/api/products/${a.id}`)).json().name).toBe('Welder A2');
    expect(await names('/api/products')).toEqual(['Welder A2', 'Welder B']);
    const again = await get(`/api/products/${b.id}`);
    expect(again.headers.etag).toBe(untouched.headers.etag);

    await server.app.inject({ method: 'DELETE', url: `/api/products/${b.id}`, headers: { cookie } });
    expect((await get(`/api/products/${b.id}`)).statusCode).toBe(404);
    expect(await names('/api/products')).toEqual(['Welder A2']);
    expect((await get('/sitemap.xml')).body).not.toContain(b.id);

    const c = await create('Welder C');
    expect(await names('/api/products')).toEqual(['Welder A2', 'Welder C']);
    expect((await get('/sitemap.xml')).body).toContain(c.id);
  });

  test('a cached list is sent compressed as the browser asks, and as the same version', async () => {
    for (const name of ['Welder A', 'Welder B', 'Welder C', 'Welder D']) await create(name);
    const plain = await get('/api/products');
    const br = await server.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['cache-control']).toBe('no-cache');
  });

  test('a public read is kept once under what its route parsed, however its address is spelled', async () => {
    const a = await create('Welder A');
    const encoded = `/api/products/%${a.id.charCodeAt(0).toString(16)}${a.id.slice(1)}`;
    const spellings = {
      product: [`/api/products/${a.id}`, encoded, `/%61pi/products/${a.id}`],
      list: [
        '/api/products',
        `/api/products?limit=${PAGE_SIZE}`,
        '/ap%69/products?',
        `/api/products?limit=${encodeURIComponent(String(PAGE_SIZE))}&`,
      ],
      listByCategory: [
        '/api/products?category=Welding%20Machines&sort=newest',
        '/api/products?sort=newest&category=Welding+Machines',
      ],
      settings: ['/api/settings', '/api/settings?x', '/api/s%65ttings'],
      sitemap: ['/sitemap.xml', '/sitemap.xml?again=1', '/sitemap%2exml'],
    };
    for (const [answer, urls] of Object.entries(spellings)) {
      const before = server.app.publicResponses.size;
      const bodies = new Set<string>();
      for (const url of urls) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        bodies.add(response.body);
      }
      expect(bodies.size, answer).toBe(1);
      expect(server.app.publicResponses.size - before, answer).toBe(1);
    }
  });
});
