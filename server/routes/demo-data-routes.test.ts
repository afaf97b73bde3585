import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeOrderInput, makeProductInput } from '../../tests/factories';
import { createOrderRepository } from '../db/orders-store';
import { seedIfNew } from '../seed/seed';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let server: TestServer;
let cookie: string;

beforeEach(async () => {
  server = await startTestServer();
  await seedIfNew(server.db, path.join(server.dataDir, 'uploads'));
  cookie = await server.signIn();
}, 60_000);

afterEach(async () => {
  await server.close();
});

const get = async (url: string) => (await server.app.inject({ method: 'GET', url, headers: { cookie } })).json();

describe('removing the demo data', () => {
  test("removes the demo products, their images and the demo orders, and leaves the owner's own", async () => {
    const own = (
      await server.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie },
        payload: makeProductInput({ name: "Owner's Welder" }),
      })
    ).json() as { id: string };
    const ownOrder = createOrderRepository(server.db).create(makeOrderInput({ customerName: 'Walk-in customer' }));
    const demoImages = (await get('/api/products?limit=100')).items
      .filter((p: { id: string }) => p.id !== own.id)
      .map((p: { image: string }) => p.image.replace(/^\/uploads\//, '').replace(/\?.*$/, ''));

    expect(await get('/api/demo-data')).toEqual({ products: 35, orders: 18 });
    const removed = await server.app.inject({ method: 'DELETE', url: '/api/demo-data', headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ products: 35, orders: 18 });

    expect((await get('/api/products?limit=100')).items.map((p: { name: string }) => p.name)).toEqual([
      "Owner's Welder",
    ]);
    expect((await get('/api/orders?limit=100')).items.map((o: { id: string }) => o.id)).toEqual([ownOrder.id]);
    for (const key of demoImages) expect(fs.existsSync(path.join(server.dataDir, 'uploads', key)), key).toBe(false);
    expect(await get('/api/demo-data')).toEqual({ products: 0, orders: 0 });
  });

  test('a database seeded before demo rows were recorded finds them by their SKUs and customers', async () => {
    server.db.exec('DELETE FROM demo_rows');
    server.db.prepare("DELETE FROM meta WHERE key = 'demo_rows'").run();
    expect(await get('/api/demo-data')).toEqual({ products: 0, orders: 0 });
    await seedIfNew(server.db, path.join(server.dataDir, 'uploads'));
    expect(await get('/api/demo-data')).toEqual({ products: 35, orders: 18 });
  });

  test('needs the admin', async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/api/demo-data' })).statusCode).toBe(401);
    expect(await get('/api/demo-data')).toEqual({ products: 35, orders: 18 });
  });
});
