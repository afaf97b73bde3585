import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product, ProductInput } from '@/domain';
import { pageAddress } from '../render/page-address';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { rawClient, sendRequestLine, writeTestSite, type RawAnswer } from '../../tests/support/test-site';
import { makeProductInput } from '../../tests/factories';

let server: TestServer;
let client: Awaited<ReturnType<typeof rawClient>>;
let root: string;
let cookie: string;
/** The server's log, one object a line: an error logged fails the test that caused it. */
const logLines: { level: number; msg?: string }[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-route-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startTestServer(dataDir, {
    staticDir: writeTestSite(root),
    logger: { level: 'warn', stream },
    // The crafted paths render search pages by the dozen from one address; the limit has tests of its own
    // (server/render/search-pages.test.ts), and its 429 here would stand in for the answer under test.
    searchPages: { rendersPerMinute: 1_000_000 },
  });
  cookie = await server.signIn();
  client = await rawClient(server.app);
});

afterAll(async () => {
  client.close();
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function addProduct(name: string, price: number): Promise<Product> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie },
    payload: makeProductInput({ name, price }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The same page written as a visitor's link, a script or an attacker might write it. */
function spellingsOf(id: string): string[] {
  const first = id.charCodeAt(0).toString(16).toUpperCase();
  return [
    `/PRODUCTS/${id}`,
    `/Products/${id}`,
    `/products/./${id}`,
    `/products/x/../${id}`,
    `/products/%2e/${id}`,
    `/products/%${first}${id.slice(1)}`,
    `/%70roducts/${id}`,
    `/products/${id}/`,
    `//products/${id}`,
    `/products//${id}`,
  ];
}

/** A page as a browser opens it: a redirect followed once, to an address on this site. */
async function open(target: string): Promise<RawAnswer> {
  const answer = await client.send('GET', target);
  if (answer.status !== 301) return answer;
  const location = String(answer.headers.location);
  expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
  return client.send('GET', location);
}

describe('one address per page', () => {
  test('every other spelling of a product page is sent to its one address, its query kept', async () => {
    const product = await addProduct('Spelled Welder', 100);
    for (const spelling of spellingsOf(product.id)) {
      const answer = await client.send('GET', `${spelling}?lang=ms`);
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.location, spelling).toBe(`/products/${product.id}?lang=ms`);
    }
    const page = await client.send('GET', `/products/${product.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Spelled Welder');
  });

  test('the other pages too: case, a trailing slash and dot parts lead to the page, an admin screen to its own', async () => {
    const expected: Record<string, string> = {
      '/ABOUT': '/about',
      '/about/': '/about',
      '/x/../contact': '/contact',
      '/Products?category=Welding%20Machines': '/products?category=Welding%20Machines',
      '/enquiry/SENT/': '/enquiry/sent',
      '//': '/',
      '//about': '/about',
      '/Admin-Portal/orders/': '/admin-portal/orders',
    };
    for (const [spelling, address] of Object.entries(expected)) {
      const answer = await client.send('GET', spelling);
      expect([answer.status, answer.headers.location], spelling).toEqual([301, address]);
    }
  });

  test('an unknown address answers the not-found page with 404 where it was asked for, and is not kept', async () => {
    const before = server.app.publicResponses.size;
    for (const target of [
      '/no-such-page',
      '/no-such-page/',
      '//attacker.example/x',
      '/aPi;a=b/audit',
      '/x/../nothing',
    ]) {
      const answer = await client.send('GET', target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers['content-type'], target).toContain('text/html');
      // A link to another host would start `//` or `http`; a path on this site named like a host is no such link.
      expect(answer.body, target).not.toMatch(/(?:https?:)?\/\/attacker\.example/);
    }
    expect(server.app.publicResponses.size).toBe(before);
  });

  test('after visits under every spelling, a product made draft, one deleted and one repriced show nowhere as they were', async () => {
    const drafted = await addProduct('Drafted Inverter 200A', 1111.5);
    const deleted = await addProduct('Deleted Grinder 9in', 2222.5);
    const repriced = await addProduct('Repriced Compressor 50L', 3333.5);
    const products = [drafted, deleted, repriced];
    for (const product of products) {
      for (const target of [`/products/${product.id}`, ...spellingsOf(product.id)]) {
        const answer = await open(target);
        expect(answer.status, target).toBe(200);
        expect(answer.body, target).toContain(product.name);
      }
    }

    const change = (product: Product, changes: Partial<ProductInput>) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: { cookie },
        payload: makeProductInput({ name: product.name, price: product.price, ...changes }),
      });
    expect((await change(drafted, { status: 'draft' })).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/products/${deleted.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    expect((await change(repriced, { price: 444.25 })).statusCode).toBe(200);

    for (const product of [drafted, deleted]) {
      for (const target of [`/products/${product.id}`, ...spellingsOf(product.id)]) {
        const answer = await open(target);
        expect(answer.status, target).toBe(404);
        expect(answer.body, target).not.toContain(product.name);
      }
    }
    for (const target of [`/products/${repriced.id}`, ...spellingsOf(repriced.id)]) {
      const answer = await open(target);
      expect(answer.status, target).toBe(200);
      expect(answer.body, target).toContain('"price":444.25');
      expect(answer.body, target).not.toContain('3333.5');
    }
    // The catalogue shows none of them as they were either.
    const catalogue = await open('/PRODUCTS/');
    expect(catalogue.body).not.toContain(drafted.name);
    expect(catalogue.body).not.toContain(deleted.name);
    expect(catalogue.body).not.toContain('3333.5');
  });
});

/** Pieces of crafted paths: raw and encoded control characters and line separators, bad and overlong escapes. */
const craftedPiece = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 6 }).map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))),
  fc.constantFrom(
    '%0A',
    '%0D',
    '%00',
    '%09',
    '%7F',
    '%C2%85',
    '%E2%80%A8',
    '%E2%80%A9',
    '%C0%AF',
    '%C0%80',
    '%E0%80%AF',
    '%ED%A0%80',
    '%F4%90%80%80',
    '%',
    '%2',
    '%G1',
    '%E2%80',
    '%2F',
    '%5C',
    '%2e%2e',
    '..',
    '.',
    '\u2028',
    '\n',
    '\t',
    ' ',
    'about',
    'products',
    'admin',
    'api',
  ),
);
const craftedPath = fc
  .array(fc.tuple(fc.constantFrom('/', '//', ''), craftedPiece), { minLength: 1, maxLength: 5 })
  .map((pieces) => `/${pieces.map(([slash, piece]) => slash + piece).join('')}`);

describe('crafted paths', () => {
  test('the four paths that answered 500 answer 404, and nothing is logged', async () => {
    for (const target of ['/%0A', '/%0D', '/%E2%80%A8', '/about%E2%80%A8']) {
      expect((await client.send('GET', target)).status, target).toBe(404);
    }
    expect(logLines.filter((line) => line.level >= 40)).toEqual([]);
  });

  test('no crafted path answers 5xx or logs an error: each is a page, a redirect to one, a 404 or a 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        craftedPath,
        fc.oneof(
          fc.constantFrom('', '?lang=ms', '?category=%0A&sort=%E2%80%A8'),
          craftedPiece.map((piece) => `?lang=${piece}`),
          craftedPiece.map((piece) => `?q=${piece}`),
        ),
        async (target, query) => {
          const { status, text } = await sendRequestLine(client.port, target + query);
          expect([200, 301, 400, 404], JSON.stringify(target + query)).toContain(status);
          if (status === 301) {
            const location = /\r\nlocation: ([^\r]*)/i.exec(text)?.[1] ?? '';
            expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
          }
        },
      ),
      { numRuns: 250 },
    );
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  test('an address that does not decode is refused with 400 and the site’s error body', async () => {
    for (const target of ['/%E0%A4%A', '/products/%', '/api/products/%C0']) {
      const answer = await client.send('GET', target);
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body), target).toEqual({ code: 'invalid', message: 'Invalid address' });
    }
  });
});

/** Any UTF-16 text, halves of surrogate pairs included, as no HTTP request brings but a caller might. */
const codeUnits = fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)) });

describe('the address of a page', () => {
  test('is its own address, starts with one slash, and holds no character that would break a header', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          craftedPath,
          codeUnits.map((text) => `/${text}`),
        ),
        (target) => {
          const address = pageAddress(target);
          if (!address) return;
          expect(pageAddress(address.path)?.path).toBe(address.path);
          expect(address.path).toMatch(/^\/(?!\/)/);
          expect(address.path).toMatch(/^[\x21-\x7e]*$/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
