import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOrderRepository } from '../db/orders-store';
import { createProductRepository } from '../db/products-store';
import { createSettingsRepository } from '../db/settings-store';
import type { RouteEntry } from '../plugins/access-control';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { rawClient, writeTestSite, type RawAnswer } from '../../tests/support/test-site';
import { TEST_ADMIN, makeOrderInput, makeProductInput } from '../../tests/factories';

/*
 * Every route of the server's route table, asked for under generated spellings of its address, as an attacker
 * would write them on a raw socket: encoded letters, changed case, doubled slashes, `.` and `x/..` parts, a
 * trailing slash, `;a=b` parameters, `%2F` for a slash, and mixes of them. A spelling either reaches the route
 * and its check, or no route at all (404): never a handler without the check.
 */

let server: TestServer;
let client: Awaited<ReturnType<typeof rawClient>>;
let root: string;
let cookie: string;
let orderId: string;
let productId: string;
/** What only the admin may read: the customer's details, and the admin's address. */
let privateTexts: string[];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'spellings-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  server = await startTestServer(dataDir, { staticDir: writeTestSite(root) });
  const order = createOrderRepository(server.db).create(makeOrderInput());
  orderId = order.id;
  productId = createProductRepository(server.db).create(makeProductInput()).id;
  privateTexts = [order.customerName, order.customerEmail, order.customerPhone, 'Jalan Sultan Idris', TEST_ADMIN.email];
  cookie = await server.signIn();
  client = await rawClient(server.app);
});

afterAll(async () => {
  client.close();
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A route's address with its parameters filled in: a real order or product, so that a leak would show. */
function addressOf(route: RouteEntry): string {
  const id = route.url.includes('orders') ? orderId : productId;
  return route.url
    .replace(':id', id)
    .replace('/uploads/*', '/uploads/products/1_intro_x.webp')
    .replace(/^\/\*$/, `/products/${productId}`);
}

const letter = /[A-Za-z]/;
function encode(char: string, lower: boolean): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? hex : hex.toUpperCase()}`;
}

/** One character as written: itself, its other case, or percent-encoded (in either case of hex). */
const characterSpelling = fc.oneof(
  { weight: 6, arbitrary: fc.constant('keep' as const) },
  { weight: 2, arbitrary: fc.constant('case' as const) },
  { weight: 1, arbitrary: fc.constant('encode' as const) },
  { weight: 1, arbitrary: fc.constant('encodeLower' as const) },
);

function spellPart(part: string) {
  return fc
    .tuple(
      fc.array(characterSpelling, { minLength: part.length, maxLength: part.length }),
      fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant(';a=b') }),
    )
    .map(([spellings, parameter]) =>
      [...part]
        .map((char, index) => {
          const how = spellings[index];
          if (how === 'case' && letter.test(char)) {
            return char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
          }
          if (how === 'encode' || how === 'encodeLower') return encode(char, how === 'encodeLower');
          return char;
        })
        .join('')
        .concat(parameter),
    );
}

/** What stands before a part: a slash, or a spelling of one. */
const separator = fc.oneof(
  { weight: 6, arbitrary: fc.constant('/') },
  fc.constantFrom('//', '/./', '/%2e/', '/x/../', '/x/%2E%2E/', '/x/.%2e/'),
);
/** The same between parts, where an encoded slash may stand for one. */
const innerSeparator = fc.oneof({ weight: 8, arbitrary: separator }, fc.constantFrom('%2F', '%2f'));

/** A spelling of `address` other than itself, or itself. */
function spelling(address: string): fc.Arbitrary<string> {
  const parts = address.split('/').slice(1);
  return fc
    .tuple(
      fc.tuple(...parts.map(spellPart)),
      separator,
      fc.array(innerSeparator, { minLength: parts.length, maxLength: parts.length }),
      fc.constantFrom('', '', '/', '/;a=b', '?x=1'),
    )
    .map(
      ([spelled, first, inner, end]) =>
        spelled.map((part, index) => (index === 0 ? first : inner[index]!) + part).join('') + end,
    );
}

function routeAndSpelling(routes: RouteEntry[]) {
  return fc.constantFrom(...routes).chain((route) => spelling(addressOf(route)).map((target) => ({ route, target })));
}

/** A repair photo's address spelled with a doubled slash, a `.` part and an `x/..` part before its folder. */
function fileSpellings(routes: RouteEntry[]): { route: RouteEntry; target: string }[] {
  const route = routes.find((entry) => entry.url === '/uploads/repairs/*');
  if (!route) throw new Error('No route for the repair photos');
  return ['/uploads//rePairs/*', '/uploads/./repairs/*', '/uploads/x/../repairs/*'].map((target) => ({
    route,
    target,
  }));
}

const CROSS_SITE = [{ origin: 'http://attacker.example' }, { 'sec-fetch-site': 'cross-site' }] as const;

function send(route: RouteEntry, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  return client.send(
    route.method,
    target,
    hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    hasBody ? '{}' : undefined,
  );
}

function expectNothingPrivate(answer: RawAnswer, what: string): void {
  for (const text of privateTexts) expect(answer.body, `${what} shows ${text}`).not.toContain(text);
  expect(answer.body, `${what} shows an order`).not.toContain(orderId);
  expect(answer.status, what).toBeLessThan(500);
}

describe('every spelling of an address reaches its route’s check or no route', () => {
  let adminRoutes: RouteEntry[];
  let publicRoutes: RouteEntry[];
  beforeAll(() => {
    adminRoutes = server.app.routeTable.filter((route) => route.access === 'admin');
    publicRoutes = server.app.routeTable.filter((route) => route.access === 'public');
    expect(adminRoutes.length).toBeGreaterThan(15);
    // Pages, built files, uploads, the sitemap: the table holds every route, not only the API's.
    expect(publicRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/*', '/assets/index-1.js', '/uploads/*', '/sitemap.xml', '/api/products']),
    );
  });

  test('a visitor without a session gets 401 or 404 from every spelling of every admin route, and no data', async () => {
    await fc.assert(
      fc.asyncProperty(routeAndSpelling(adminRoutes), fc.boolean(), async ({ route, target }, head) => {
        // A GET route answers HEAD too, through the same route.
        const asked = head && route.method === 'GET' ? { ...route, method: 'HEAD' } : route;
        const answer = await send(asked, target);
        const what = `${asked.method} ${target} (${route.url})`;
        expect([401, 404], what).toContain(answer.status);
        expectNothingPrivate(answer, what);
      }),
      // Spellings that miss the photos' route and reach the public files' one, which refuses them as spelled.
      { numRuns: 300, examples: fileSpellings(adminRoutes).map((asked) => [asked, false]) },
    );
  });

  test('a signed-in admin’s browser sent cross-site gets 403 or 404 from every spelling of every state change', async () => {
    const changes = server.app.routeTable.filter((route) => route.method !== 'GET');
    const settingsBefore = createSettingsRepository(server.db).get();
    await fc.assert(
      fc.asyncProperty(routeAndSpelling(changes), fc.constantFrom(...CROSS_SITE), async ({ route, target }, site) => {
        const answer = await send(route, target, { ...site, cookie });
        expect([403, 404], `${route.method} ${target} (${route.url}) from ${JSON.stringify(site)}`).toContain(
          answer.status,
        );
      }),
      { numRuns: 200 },
    );
    // Nothing changed: the order, the product and the shop's WhatsApp number are as they were.
    expect(createOrderRepository(server.db).get(orderId)?.status).toBe('pending');
    expect(createProductRepository(server.db).get(productId)).not.toBeNull();
    expect(createSettingsRepository(server.db).get()).toEqual(settingsBefore);
    const actions = server.app.auditLog.list({ limit: 100 }).items.map((entry) => entry.action);
    expect(actions.filter((action) => !action.startsWith('sign-in.'))).toEqual([]);
  });

  test('no spelling of a public route shows a customer’s details or an order', async () => {
    await fc.assert(
      fc.asyncProperty(routeAndSpelling(publicRoutes), async ({ route, target }) => {
        expectNothingPrivate(await send(route, target), `${route.method} ${target} (${route.url})`);
      }),
      { numRuns: 200 },
    );
  });
});
