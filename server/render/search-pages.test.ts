import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp, type AppOptions } from '../http/app';
import { openDatabase, type Db } from '../db/database';
import { TEST_ADMIN, makeProductInput } from '../../tests/factories';
import { storeTestAdmin } from '../../tests/support/test-server';

/** A build's page shell in miniature: its styles, its icon and its app script. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Shell title</title>
    <meta
      name="description"
      content="Shell description"
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const LIMIT = 5;

let dir: string;
let db: Db;
let app: FastifyInstance;

async function start(options: Pick<AppOptions, 'trustProxy' | 'searchPages'> = {}) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-search-'));
  const staticDir = path.join(dir, 'client');
  fs.mkdirSync(path.join(staticDir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{}');
  db = openDatabase(path.join(dir, 'data'));
  app = await buildApp({
    db,
    dataDir: path.join(dir, 'data'),
    staticDir,
    siteUrl: 'https://example.my',
    searchPages: { rendersPerMinute: LIMIT },
    ...options,
  });
  await app.ready();
}

afterEach(async () => {
  await app.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function page(url: string, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, remoteAddress, headers });
}

/** `count` searches no one has made before, from one address. */
async function searchAway(count: number, remoteAddress = '203.0.113.7', prefix = 'random') {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await page(`/products?q=${prefix}${i}`, remoteAddress)).statusCode);
  return statuses;
}

describe('search pages under a flood', () => {
  test('an address past its fresh searches for the minute gets a page in English that says so, with a way back', async () => {
    await start();
    expect(await searchAway(LIMIT)).toEqual(Array(LIMIT).fill(200));

    const busy = await page('/products?q=one-more');
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('60');
    expect(busy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(busy.body).toContain('<html lang="en"');
    expect(busy.body).toContain('<title>Too many searches: please wait a minute</title>');
    expect(busy.body).toContain('Too many searches at once</h1>');
    expect(busy.body).toContain('Please wait a minute and search again');
    expect(busy.body).toContain('<a href="/products" class="btn-primary">Browse all products</a>');
    // The site's look, and no app code that would start and search anyway.
    expect(busy.body).toContain('href="/assets/index-1.css"');
    expect(busy.body).not.toMatch(/<script|modulepreload/);

    // Another address searches on.
    expect((await page('/products?q=one-more', '198.51.100.9')).statusCode).toBe(200);
  });

  test('a Malay visitor past the limit reads it in Malay, and the links keep the language', async () => {
    await start();
    await searchAway(LIMIT);
    const busy = await page('/products?q=pemotong&lang=ms');
    expect(busy.statusCode).toBe(429);
    expect(busy.body).toContain('<html lang="ms"');
    expect(busy.body).toContain('<title>Terlalu banyak carian: sila tunggu seminit</title>');
    expect(busy.body).toContain('Terlalu banyak carian serentak</h1>');
    expect(busy.body).toContain('Sila tunggu seminit dan cari semula');
    expect(busy.body).toContain('<a href="/products?lang=ms" class="btn-primary">Lihat semua produk</a>');
    expect(busy.body).toContain('<a href="/?lang=ms" class="btn-outline">Ke halaman utama</a>');

    const byBrowser = await page('/products?q=pemotong2', '203.0.113.7', { 'accept-language': 'ms-MY,ms;q=0.9' });
    expect(byBrowser.statusCode).toBe(429);
    expect(byBrowser.body).toContain('Terlalu banyak carian serentak');
  });

  test('the same query within a minute comes from the cache: no render, and it counts against no one', async () => {
    await start();
    const first = await page('/products?q=welder0');
    await searchAway(LIMIT - 1, '203.0.113.7', 'other');
    // The address has no fresh searches left, and still gets a search it (or anyone) made this minute.
    expect((await page('/products?q=fresh')).statusCode).toBe(429);
    const again = await page('/products?q=welder0');
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    // A flood of one query from another address costs one render and none of its searches.
    for (let i = 0; i < LIMIT * 3; i++)
      expect((await page('/products?q=welder0', '198.51.100.9')).statusCode).toBe(200);
    expect(await searchAway(LIMIT, '198.51.100.9')).toEqual(Array(LIMIT).fill(200));
    // Searches are kept apart: the site's own pages keep their room.
    expect(app.publicResponses.size).toBe(0);
  });

  test('a product write drops the kept searches: the same query shows the new product', async () => {
    await start({ searchPages: { rendersPerMinute: 100 } });
    const before = await page('/products?q=plasma');
    expect(before.body).not.toContain('Plasma Cutter 40A');
    const cookie = await signIn();
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: makeProductInput({ name: 'Plasma Cutter 40A' }),
    });
    expect(created.statusCode).toBe(201);
    const after = await page('/products?q=plasma');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Plasma Cutter 40A');
  });

  test('at most `entries` searches are kept, the oldest going first', async () => {
    await start({ searchPages: { rendersPerMinute: 3, entries: 2 } });
    expect(await searchAway(3)).toEqual([200, 200, 200]);
    // random1 and random2 are kept; random0 was pushed out, so asking again is a fresh render, refused.
    expect((await page('/products?q=random2')).statusCode).toBe(200);
    expect((await page('/products?q=random1')).statusCode).toBe(200);
    expect((await page('/products?q=random0')).statusCode).toBe(429);
  });

  test("the enquiry list's ?add= is not kept with the site's pages, and names the product as it is after an edit", async () => {
    await start({ searchPages: { rendersPerMinute: 100 } });
    const cookie = await signIn();
    const input = makeProductInput({ name: 'Plasma Cutter 40A', sku: 'PLS-40' });
    const created = await app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload: input });
    const { id } = created.json<{ id: string }>();
    expect((await page(`/enquiry?add=${id}`)).body).toContain(encodeURIComponent('Plasma Cutter 40A (SKU PLS-40)'));
    // Any id can be asked for: such pages never push the site's own pages out of their cache.
    expect((await page('/enquiry?add=anyOtherId1')).statusCode).toBe(200);
    expect(app.publicResponses.size).toBe(0);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: { cookie },
      payload: { ...input, name: 'Plasma Cutter 45A' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await page(`/enquiry?add=${id}`)).body).toContain(encodeURIComponent('Plasma Cutter 45A (SKU PLS-40)'));
  });

  test('a contact form answered without code is never kept, and counts as a fresh render each time', async () => {
    await start();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await page('/contact?message=Harga%20mesin%3F')).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  test('the addresses of one IPv6 /64 are one client: changing the last half does not buy more searches', async () => {
    await start();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await page(`/products?q=v6-${i}`, `2001:db8:1:2::${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expect((await page('/products?q=v6-other', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  test('the limit is per client as TRUST_PROXY names it: behind a trusted proxy, per forwarded address', async () => {
    await start({ trustProxy: { hops: 1 } });
    const fromProxy = (client: string, q: string) =>
      page(`/products?q=${q}`, '127.0.0.1', { 'x-forwarded-for': client });
    for (let i = 0; i < LIMIT; i++) expect((await fromProxy('203.0.113.7', `a${i}`)).statusCode).toBe(200);
    expect((await fromProxy('203.0.113.7', 'a-more')).statusCode).toBe(429);
    expect((await fromProxy('198.51.100.9', 'b0')).statusCode).toBe(200);
    // A client that reaches the server directly names no one but itself, whatever it forwards.
    for (let i = 0; i < LIMIT; i++)
      await page(`/products?q=c${i}`, '203.0.113.50', { 'x-forwarded-for': `10.0.0.${i}` });
    expect((await page('/products?q=c-more', '203.0.113.50', { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(429);
  });
});

async function signIn(): Promise<string> {
  await storeTestAdmin(db);
  const response = await app.inject({ method: 'POST', url: '/api/session', payload: TEST_ADMIN });
  if (response.statusCode !== 200) throw new Error(response.body);
  // The site is https, so its session cookie carries the __Host- prefix.
  const session = response.cookies.find((cookie) => cookie.name === '__Host-sid')!;
  return `${session.name}=${session.value}`;
}
