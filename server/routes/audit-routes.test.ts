import { afterEach, describe, expect, test } from 'vitest';
import type { AuditEntry } from '@/domain';
import { createOrderRepository } from '../db/orders-store';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { TEST_ADMIN, makeOrderInput, makeProductInput } from '../../tests/factories';

let server: TestServer;
afterEach(async () => {
  await server.close();
});

async function entries(cookie: string, query = ''): Promise<AuditEntry[]> {
  const response = await server.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: AuditEntry[] }).items;
}

describe('the audit log over the API', () => {
  test('sign-ins, product and order changes are recorded with their actor, newest first', async () => {
    server = await startTestServer();
    const failed = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'guess@example.test', password: 'wrong' },
      remoteAddress: '198.51.100.4',
    });
    expect(failed.statusCode).toBe(401);
    const cookie = await server.signIn();

    const created = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: makeProductInput({ name: 'Audit Welder 160A' }),
    });
    const product = created.json() as { id: string };
    await server.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { cookie },
      payload: makeProductInput({ name: 'Audit Welder 180A' }),
    });
    await server.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
    const order = createOrderRepository(server.db).create(makeOrderInput({ status: 'pending' }));
    await server.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: { cookie },
      payload: { status: 'shipped' },
    });
    await server.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: { cookie } });

    const log = await entries(cookie);
    expect(
      log.map(({ action, actor, target, detail, address }) => ({ action, actor, target, detail, address })),
    ).toEqual([
      { action: 'order.delete', actor: TEST_ADMIN.email, target: order.id, detail: {}, address: '127.0.0.1' },
      {
        action: 'order.status',
        actor: TEST_ADMIN.email,
        target: order.id,
        detail: { from: 'pending', to: 'shipped' },
        address: '127.0.0.1',
      },
      {
        action: 'product.delete',
        actor: TEST_ADMIN.email,
        target: product.id,
        detail: { name: 'Audit Welder 180A' },
        address: '127.0.0.1',
      },
      {
        action: 'product.update',
        actor: TEST_ADMIN.email,
        target: product.id,
        detail: { name: 'Audit Welder 180A' },
        address: '127.0.0.1',
      },
      {
        action: 'product.create',
        actor: TEST_ADMIN.email,
        target: product.id,
        detail: { name: 'Audit Welder 160A' },
        address: '127.0.0.1',
      },
      { action: 'sign-in.success', actor: TEST_ADMIN.email, target: '', detail: {}, address: '127.0.0.1' },
      { action: 'sign-in.failure', actor: 'guess@example.test', target: '', detail: {}, address: '198.51.100.4' },
    ]);
  });

  test('a refused change records nothing', async () => {
    server = await startTestServer();
    const cookie = await server.signIn();
    await server.app.inject({ method: 'DELETE', url: '/api/products/missing', headers: { cookie } });
    await server.app.inject({
      method: 'PATCH',
      url: '/api/orders/missing',
      headers: { cookie },
      payload: { status: 'shipped' },
    });
    await server.app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload: { name: '' } });
    expect((await entries(cookie)).map((e) => e.action)).toEqual(['sign-in.success']);
  });

  test("a sign-out is recorded for the admin who signs out, and a stranger's sign-out for no one", async () => {
    server = await startTestServer();
    await server.app.inject({ method: 'DELETE', url: '/api/session' });
    const first = await server.signIn();
    await server.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie: first } });
    const cookie = await server.signIn();
    expect((await entries(cookie)).map((e) => `${e.action} ${e.actor}`)).toEqual([
      `sign-in.success ${TEST_ADMIN.email}`,
      `sign-out ${TEST_ADMIN.email}`,
      `sign-in.success ${TEST_ADMIN.email}`,
    ]);
  });

  test("behind a trusted proxy a failed sign-in is recorded with the client's address, not the proxy's", async () => {
    server = await startTestServer(undefined, { trustProxy: { hops: 1 } });
    await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: TEST_ADMIN.email, password: 'wrong' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const cookie = await server.signIn();
    const failure = (await entries(cookie)).find((e) => e.action === 'sign-in.failure');
    expect(failure?.address).toBe('203.0.113.9');
  });

  test('without TRUST_PROXY a forwarded address is ignored', async () => {
    server = await startTestServer();
    await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: TEST_ADMIN.email, password: 'wrong' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const cookie = await server.signIn();
    const failure = (await entries(cookie)).find((e) => e.action === 'sign-in.failure');
    expect(failure?.address).toBe('127.0.0.1');
  });

  test('the log is read a page at a time with the cursor it gives', async () => {
    server = await startTestServer();
    const cookie = await server.signIn();
    for (let i = 0; i < 3; i++) await server.signIn();
    const first = await server.app.inject({ method: 'GET', url: '/api/audit?limit=3', headers: { cookie } });
    const page = first.json() as { items: AuditEntry[]; nextCursor: string };
    expect(page.items).toHaveLength(3);
    const rest = await entries(cookie, `?limit=3&cursor=${page.nextCursor}`);
    expect(rest).toHaveLength(1);
    const bad = await server.app.inject({ method: 'GET', url: '/api/audit?cursor=nope', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  test('entries older than a year are gone when the server starts again', async () => {
    let now = new Date('2024-05-01T00:00:00.000Z');
    server = await startTestServer(undefined, { now: () => now });
    await server.signIn();
    await server.stop();
    now = new Date('2025-05-02T00:00:00.000Z');
    server = await startTestServer(server.dataDir, { now: () => now });
    const cookie = await server.signIn();
    expect((await entries(cookie)).map((e) => e.at)).toEqual(['2025-05-02T00:00:00.000Z']);
  });
});
