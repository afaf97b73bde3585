import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CATEGORIES, MAX_UPLOAD_BYTES } from '@/domain';
import { DEFAULT_THROTTLE } from '../auth/throttle';
import { createOrderRepository } from '../db/orders-store';
import { CODE_START_HASH } from '../render/code-start';
import { multipart, pngBytes, startTestServer, type TestServer } from '../../tests/support/test-server';
import { TEST_ADMIN, makeOrderInput, makeProductInput, type OrderInput } from '../../tests/factories';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

function addOrder(overrides: Partial<OrderInput> = {}) {
  return createOrderRepository(server.db).create(makeOrderInput(overrides));
}

describe('the session', () => {
  test('the admin signs in with the right password and is known afterwards', async () => {
    const cookie = await server.signIn();
    const me = await server.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.json()).toEqual({ user: { email: 'owner@example.test' } });
  });

  test('the session cookie is HttpOnly and SameSite', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: TEST_ADMIN,
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
  });

  test('a wrong password and an unknown email get the same answer', async () => {
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'owner@example.test', password: 'nope' },
    });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'nobody@example.test', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'invalidCredentials' });
  });

  test('a sign-in without an email is refused with the code of the spec message', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/session', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', fields: { email: 'emailRequired' } });
  });

  test('after sign-out the old cookie is worth nothing', async () => {
    const cookie = await server.signIn();
    const out = await server.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const replay = await server.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });
});

describe('guessing passwords', () => {
  test('after twenty failures from one address even the right password from it gets 429 with the wait', async () => {
    for (let i = 0; i < DEFAULT_THROTTLE.maxFailuresPerAddress; i++) {
      const wrong = await server.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email: 'owner@example.test', password: `guess-${i}` },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: TEST_ADMIN,
    });
    expect(right.statusCode).toBe(429);
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(right.json()).toMatchObject({ code: 'throttled', params: { retryAfter: wait } });
    expect(right.cookies).toEqual([]);
  }, 30_000);
});

describe('headers', () => {
  test('every answer carries the security headers and a policy whose only inline script is the code start', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/products' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split('; ').filter((directive) => directive.startsWith('script-src'))).toEqual([
      `script-src 'self' ${CODE_START_HASH}`,
    ]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('a repeated read is answered 304 when nothing changed', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/products' });
    const tag = first.headers.etag;
    expect(tag).toBeTruthy();
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the admin routes without a session', () => {
  const product = makeProductInput();
  const cases = [
    { method: 'POST', url: '/api/products', payload: product },
    { method: 'PUT', url: '/api/products/abc', payload: product },
    { method: 'DELETE', url: '/api/products/abc' },
    { method: 'GET', url: '/api/admin/products' },
    { method: 'GET', url: '/api/admin/products/abc' },
    { method: 'POST', url: '/api/admin/products/import', payload: { rows: [], apply: false } },
    { method: 'GET', url: '/api/orders' },
    { method: 'PATCH', url: '/api/orders/abc', payload: { status: 'shipped' } },
    { method: 'DELETE', url: '/api/orders/abc' },
    { method: 'GET', url: '/api/orders/counts' },
    { method: 'GET', url: '/api/orders/export.csv' },
    { method: 'POST', url: '/api/orders/manual', payload: {} },
    { method: 'PUT', url: '/api/orders/abc/lines', payload: { lines: [] } },
    { method: 'POST', url: '/api/uploads', payload: {} },
    { method: 'GET', url: '/api/audit' },
    { method: 'PUT', url: '/api/settings', payload: {} },
  ] as const;

  test.each(cases)('$method $url answers 401', async ({ method, url, ...rest }) => {
    const response = await server.app.inject({ method, url, ...('payload' in rest ? { payload: rest.payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorised' });
  });

  test('every admin route of the route table answers 401 without a session', async () => {
    const admin = server.app.routeTable.filter((route) => route.access === 'admin');
    expect(admin.length).toBeGreaterThanOrEqual(cases.length);
    for (const route of admin) {
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', 'abc'),
        payload: {},
      });
      // Repair photos are hidden from visitors: their addresses answer as if they held nothing.
      const expected = route.url === '/uploads/repairs/*' ? 404 : 401;
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(expected);
    }
  });

  test('the route table holds only the routes this test knows', () => {
    // A new route fails here until it is added, with its access, to this list.
    const known = [
      'GET /api/session public',
      'POST /api/session public',
      'DELETE /api/session public',
      'PUT /api/session/password admin',
      'GET /api/products public',
      'GET /api/products/:id public',
      'POST /api/products admin',
      'PUT /api/products/:id admin',
      'DELETE /api/products/:id admin',
      'GET /api/admin/products admin',
      'GET /api/admin/products/:id admin',
      'POST /api/admin/products/import admin',
      'GET /api/orders admin',
      'GET /api/orders/counts admin',
      'GET /api/orders/export.csv admin',
      'POST /api/orders/manual admin',
      'PUT /api/orders/:id/lines admin',
      'POST /api/orders public',
      'PATCH /api/orders/:id admin',
      'DELETE /api/orders/:id admin',
      'POST /api/insights/beacon public',
      'GET /api/insights admin',
      'POST /api/uploads admin',
      'GET /api/demo-data admin',
      'DELETE /api/demo-data admin',
      'GET /api/audit admin',
      'GET /api/settings public',
      'PUT /api/settings admin',
      'GET /robots.txt public',
      'GET /sitemap.xml public',
      'GET /healthz public',
      'GET /uploads/* public',
      'GET /api/repairs admin',
      'GET /api/repairs/counts admin',
      'GET /api/repairs/export.csv admin',
      'GET /api/repairs/insights admin',
      'GET /api/repairs/:id admin',
      'POST /api/repairs admin',
      'PUT /api/repairs/:id admin',
      'POST /api/repairs/:id/moves admin',
      'POST /api/repairs/:id/payments admin',
      'POST /api/repairs/:id/payments/:paymentId/void admin',
      'POST /api/repairs/:id/claims admin',
      'GET /api/repairs/:id/machine-history admin',
      'GET /api/repairs/reminders admin',
      'POST /api/repairs/:id/reminders admin',
      'POST /api/repairs/photos admin',
      'GET /api/repair-status/:token public',
      'POST /api/repair-status/:token/answer public',
      'GET /uploads/repairs/* admin',
      'GET /api/customers admin',
      'POST /api/customers/copy admin',
      'POST /api/customers/correct admin',
      'POST /api/customers/erase admin',
      'POST /api/customers/sweep admin',
    ];
    const actual = server.app.routeTable.map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(actual.sort()).toEqual(known.sort());
  });

  test('an admin address with an encoded letter reaches the same route and its check', async () => {
    addOrder();
    for (const url of ['/%61pi/orders', '/%61pi/orders/export.csv', '/ap%69/orders/counts', '/api/%6Frders']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toContain('Aminah');
    }
  });

  test("a settings change sent cross-site under an encoded address is refused, even with the admin's cookie", async () => {
    const cookie = await server.signIn();
    const before = (await server.app.inject({ method: 'GET', url: '/api/settings' })).json();
    for (const headers of [{}, { cookie }]) {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/%61pi/settings',
        headers: { ...headers, origin: 'https://evil.example', host: 'localhost:3000' },
        payload: { ...before, whatsApp: '+60111111111' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(before);
    const entries = server.app.auditLog.list({ limit: 10 }).items;
    expect(entries.map((entry) => entry.action)).toEqual(['sign-in.success']);
  });

  test('a request without a session changes nothing', async () => {
    const order = addOrder();
    await server.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, payload: { status: 'shipped' } });
    await server.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}` });
    expect(createOrderRepository(server.db).get(order.id)?.status).toBe('pending');
  });
});

describe('products', () => {
  test('the admin adds, reads, updates and deletes a product', async () => {
    const cookie = await server.signIn();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: makeProductInput({ name: '  Plasma Cutter CUT-40  ' }),
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.name).toBe('Plasma Cutter CUT-40');
    expect(product.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(product.createdAt).toBe(product.updatedAt);

    const read = await server.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(read.json().name).toBe('Plasma Cutter CUT-40');

    const updated = await server.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { cookie },
      payload: makeProductInput({ name: 'Plasma Cutter CUT-45', price: 1500.5 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Plasma Cutter CUT-45', price: 1500.5, createdAt: product.createdAt });

    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    const gone = await server.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(gone.statusCode).toBe(404);
  });

  test('an invalid product gets 400 naming the field, and nothing is written', async () => {
    const cookie = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: makeProductInput({ name: '   ', shopeeUrl: 'javascript:alert(1)' }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'invalid', fields: { name: 'nameRequired', shopeeUrl: 'marketplaceUrl' } });
    expect(body.message).toContain('name: nameRequired');
    const list = await server.app.inject({ method: 'GET', url: '/api/products' });
    expect(list.json().items).toEqual([]);
  });

  test('an invalid update leaves the product as it was', async () => {
    const cookie = await server.signIn();
    const product = (
      await server.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie },
        payload: makeProductInput(),
      })
    ).json();
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { cookie },
      payload: { ...makeProductInput(), price: 'cheap', category: 'Boats' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['price', 'category']));
    const read = await server.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(read.json()).toEqual(product);
  });

  test('unknown fields are refused', async () => {
    const cookie = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: { ...makeProductInput(), createdAt: '1999-01-01T00:00:00.000Z' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', fields: { createdAt: 'unknownField' } });
  });

  test('a sub-category must belong to the category', async () => {
    const cookie = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: makeProductInput({ category: 'Generator', subCategory: 'MIG' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.subCategory).toBeDefined();
  });

  test('lists are newest first, filtered by category and sub-category, and paged', async () => {
    const cookie = await server.signIn();
    const add = async (name: string, category: 'Welding Machines' | 'Generator', subCategory = '') => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie },
        payload: makeProductInput({ name, category, subCategory }),
      });
      return response.json().id as string;
    };
    await add('First', 'Welding Machines', 'MIG');
    await add('Second', 'Generator');
    await add('Third', 'Welding Machines', 'TIG');
    await add('Fourth', 'Welding Machines', 'MIG');

    const names = async (url: string) =>
      (await server.app.inject({ method: 'GET', url })).json().items.map((p: { name: string }) => p.name);
    expect(await names('/api/products')).toEqual(['Fourth', 'Third', 'Second', 'First']);
    expect(await names('/api/products?category=Welding%20Machines')).toEqual(['Fourth', 'Third', 'First']);
    expect(await names('/api/products?category=Welding%20Machines&subCategory=MIG')).toEqual(['Fourth', 'First']);
    expect(await names('/api/products?category=Machinery%20Service%20Consultant')).toEqual([]);

    const first = (await server.app.inject({ method: 'GET', url: '/api/products?limit=3' })).json();
    expect(first.items).toHaveLength(3);
    const second = (
      await server.app.inject({ method: 'GET', url: `/api/products?limit=3&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(['First']);
    expect(second.nextCursor).toBeNull();
  });

  test('a bad query gets 400 naming the parameter', async () => {
    for (const url of [
      '/api/products?category=Boats',
      '/api/products?limit=0',
      '/api/products?cursor=zzz',
      '/api/products?x=1',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const { code, fields } = response.json();
      expect(code, url).toBe('invalid');
      expect(Object.keys(fields), url).toEqual([/[?&](\w+)=/.exec(url)![1]]);
    }
  });
});

describe('orders', () => {
  test('the admin lists orders newest first and filters them by status', async () => {
    const cookie = await server.signIn();
    addOrder({ customerName: 'Old', createdAt: '2026-01-01T00:00:00.000Z' });
    addOrder({ customerName: 'New', status: 'shipped', createdAt: '2026-02-01T00:00:00.000Z' });
    const all = (await server.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).json();
    expect(all.items.map((o: { customerName: string }) => o.customerName)).toEqual(['New', 'Old']);
    const shipped = (
      await server.app.inject({ method: 'GET', url: '/api/orders?status=shipped', headers: { cookie } })
    ).json();
    expect(shipped.items.map((o: { customerName: string }) => o.customerName)).toEqual(['New']);
  });

  test('a status change is saved with a new updatedAt', async () => {
    const cookie = await server.signIn();
    const order = addOrder({ createdAt: '2026-01-01T00:00:00.000Z' });
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: { cookie },
      payload: { status: 'delivered' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('delivered');
    expect(response.json().updatedAt > order.updatedAt).toBe(true);
  });

  test('an unknown status gets 400 and changes nothing', async () => {
    const cookie = await server.signIn();
    const order = addOrder();
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: { cookie },
      payload: { status: 'lost' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', fields: { status: expect.any(String) } });
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
  });

  test('the admin deletes an order', async () => {
    const cookie = await server.signIn();
    const order = addOrder();
    const response = await server.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(createOrderRepository(server.db).get(order.id)).toBeNull();
  });
});

describe('uploads', () => {
  test('a malformed form is a bad request, not a server error', async () => {
    const cookie = await server.signIn();
    const body = multipart(
      { owner: '1732000000000', slot: 'intro' },
      { name: 'a.png', type: 'image/png', bytes: await pngBytes() },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload.subarray(0, body.payload.length - 20),
      headers: { ...body.headers, cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  test('an image over the size limit gets 413 and leaves no file', async () => {
    const cookie = await server.signIn();
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const body = multipart(
      { owner: '1732000000000', slot: 'intro' },
      { name: 'big.png', type: 'image/png', bytes: big },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'tooLarge', params: { maxMegabytes: 8 } });
    expect(fs.readdirSync(path.join(server.dataDir, 'uploads'))).toEqual([]);
  });

  test('an upload keeps the spec key, a safe name and the detected type', async () => {
    const cookie = await server.signIn();
    const body = multipart(
      { owner: '1732000000000', slot: '2' },
      { name: '../../My Welder (1).jpeg', type: 'image/jpeg', bytes: await pngBytes() },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(response.statusCode).toBe(201);
    const { key, url } = response.json();
    expect(key).toBe('products/1732000000000_2_My-Welder-1-.png');
    expect(url).toMatch(/^\/uploads\/products\/1732000000000_2_My-Welder-1-\.png\?v=[0-9a-f]{10}$/);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', key))).toBe(true);

    const served = await server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  test('bytes that are not an image are refused with 415, whatever they claim', async () => {
    const cookie = await server.signIn();
    const body = multipart(
      { owner: '1732000000000', slot: 'intro' },
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'notAnImage' });
    expect(fs.readdirSync(path.join(server.dataDir, 'uploads'))).toEqual([]);
  });

  test('a bad owner is refused before anything is stored', async () => {
    const cookie = await server.signIn();
    const body = multipart(
      { owner: '../etc', slot: 'intro' },
      { name: 'a.png', type: 'image/png', bytes: await pngBytes() },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', fields: { owner: 'invalid' } });
  });
});

describe('requests from elsewhere', () => {
  test('a state change from another origin is refused', async () => {
    const cookie = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: makeProductInput(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });

  test('a plain text body is refused', async () => {
    const cookie = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify(makeProductInput()),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupportedBody' });
  });
});

describe('durability', () => {
  test('data survives a restart of the server', async () => {
    const cookie = await server.signIn();
    const created = (
      await server.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie },
        payload: makeProductInput(),
      })
    ).json();
    await server.stop();

    const restarted = await startTestServer(server.dataDir);
    try {
      const read = await restarted.app.inject({ method: 'GET', url: `/api/products/${created.id}` });
      expect(read.json()).toEqual(created);
    } finally {
      await restarted.stop();
    }
  });
});

describe('findability', () => {
  test('robots.txt keeps crawlers out of the admin area and names the sitemap', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /admin\n');
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('the sitemap lists every public page and every product in both languages', async () => {
    const cookie = await server.signIn();
    const product = (
      await server.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie },
        payload: makeProductInput(),
      })
    ).json();
    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    for (const path of [
      '/',
      '/about',
      '/products',
      '/testimonials',
      '/contact',
      '/privacy',
      `/products/${product.id}`,
    ]) {
      expect(response.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
      expect(response.body).toContain(`<loc>http://localhost:3000${path}?lang=ms</loc>`);
    }
    expect(response.body).toContain('hreflang="x-default"');
    expect(response.body).not.toContain('/admin');
    // The privacy notice (issue 39), with its alternate in the other language.
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="ms" href="http://localhost:3000/privacy?lang=ms"/>',
    );
  });

  test('the sitemap lists every category and sub-category page in both languages, with their alternates', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const english = 'http://localhost:3000/products?category=Welding+Machines&amp;sub=Plasma+Cutter';
    expect(response.body).toContain(`<loc>${english}</loc>`);
    expect(response.body).toContain(`<loc>${english}&amp;lang=ms</loc>`);
    expect(response.body).toContain(`<xhtml:link rel="alternate" hreflang="ms" href="${english}&amp;lang=ms"/>`);
    for (const category of CATEGORIES) {
      const path = `/products?category=${encodeURIComponent(category).replace(/%20/g, '+')}`;
      expect(response.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
      expect(response.body).toContain(`<loc>http://localhost:3000${path}&amp;lang=ms</loc>`);
    }
    // 8 categories and 10 sub-categories, each in two languages.
    expect(response.body.match(/<loc>[^<]*\/products\?category=/g)).toHaveLength(2 * 18);
  });
});
