import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { accessControl } from './access-control';

let dataDir: string;
let db: Db;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-test-'));
  db = openDatabase(dataDir);
});
afterEach(() => {
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function appWith(routes: (area: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie);
  await app.register(accessControl, { db, sessionCookie: 'sid' });
  await app.register(async (area) => routes(area));
  return app;
}

test('an API route in any area that does not say who may call it stops the server from starting', async () => {
  await expect(appWith((area) => area.get('/api/forgotten', async () => ({})))).rejects.toThrow(
    'Route GET /api/forgotten must declare config.access',
  );
});

test("an area's admin route refuses a visitor without a session and is listed in the route table", async () => {
  const app = await appWith((area) => {
    area.get('/api/things', { config: { access: 'public' } }, async () => ({ things: [] }));
    area.delete('/api/things/:id', { config: { access: 'admin' } }, async () => ({ deleted: true }));
  });
  expect((await app.inject({ method: 'GET', url: '/api/things' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'DELETE', url: '/api/things/1' })).statusCode).toBe(401);
  expect(app.apiRoutes).toEqual([
    { method: 'GET', url: '/api/things', access: 'public' },
    { method: 'DELETE', url: '/api/things/:id', access: 'admin' },
  ]);
  await app.close();
});
