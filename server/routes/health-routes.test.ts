import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { TEST_ADMIN } from '../../tests/factories';
import { spawnServer, waitForExit, type RunningServer } from '../../tests/support/spawn-server';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let server: TestServer | undefined;
const spawned: RunningServer[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const running of spawned.splice(0)) {
    running.process.kill('SIGTERM');
    await waitForExit(running.process);
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /healthz', () => {
  test('answers 200 while the database reads and the data directory takes a write', async () => {
    server = await startTestServer();
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, database: true, disk: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('answers 503 naming the part that fails: a data directory that takes no write, a closed database', async () => {
    server = await startTestServer();
    // Where the probe writes, a folder: the write fails as on a full or read-only disk.
    fs.mkdirSync(path.join(server.dataDir, '.healthz'));
    const disk = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(disk.statusCode).toBe(503);
    expect(disk.json()).toEqual({ ok: false, database: true, disk: false });

    server.db.close();
    const database = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(database.statusCode).toBe(503);
    expect(database.json()).toMatchObject({ ok: false, database: false });
  });
});

test('a new data directory started with SEED_DEMO=0 is empty, and stays so when started again with demo data', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-0-'));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
  for (const SEED_DEMO of ['0', '1']) {
    const running = await spawnServer({ ...env, SEED_DEMO });
    spawned.push(running);
    const products = (await (await fetch(`${running.url}/api/products`)).json()) as { items: unknown[] };
    expect(products.items, `SEED_DEMO=${SEED_DEMO}`).toEqual([]);
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    expect(running.output()).not.toContain('Demo data added');
    running.process.kill('SIGTERM');
    await waitForExit(running.process);
  }
}, 120_000);
