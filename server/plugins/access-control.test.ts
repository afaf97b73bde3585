import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { accessControl, declareAccess } from './access-control';

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

/** An app whose one area registers `routes`, ready to answer (or refusing to start). */
async function appWith(routes: (area: FastifyInstance) => void): Promise<{ app: FastifyInstance }> {
  const app = Fastify();
  await app.register(cookie);
  await app.register(accessControl, { db, sessionCookie: 'sid' });
  await app.register(async (area) => routes(area));
  await app.ready();
  return { app };
}

test('a route in any area that does not say who may call it stops the server from starting', async () => {
  await expect(appWith((area) => area.get('/forgotten', async () => ({})))).rejects.toThrow(
    'Route GET /forgotten must declare config.access',
  );
});

test('an admin route that lets browsers keep its answers stops the server from starting', async () => {
  const routes = (area: FastifyInstance) =>
    area.get('/api/secrets', { config: { access: 'admin', browserCache: 'no-cache' } }, async () => ({}));
  await expect(appWith(routes)).rejects.toThrow('an admin answer is never kept by a browser');
});

test('an admin route hidden from visitors answers them 404, as an address that holds nothing; a public one cannot be', async () => {
  const { app } = await appWith((area) => {
    area.get('/files/*', { config: { access: 'admin', hiddenFromVisitors: true } }, async () => 'private');
    area.get('/api/secrets', { config: { access: 'admin' } }, async () => 'private');
  });
  const hidden = await app.inject({ method: 'GET', url: '/files/plate.png' });
  expect(hidden.statusCode).toBe(404);
  expect(hidden.json()).toEqual({ code: 'notFound', message: 'Not found' });
  expect(hidden.headers['cache-control']).toBe('no-store');
  expect((await app.inject({ method: 'GET', url: '/api/secrets' })).statusCode).toBe(401);
  await app.close();

  const routes = (area: FastifyInstance) =>
    area.get('/public', { config: { access: 'public', hiddenFromVisitors: true } }, async () => ({}));
  await expect(appWith(routes)).rejects.toThrow('only an admin route is hidden from visitors');
});

test("an area's admin route refuses a visitor without a session and is listed in the route table", async () => {
  const { app } = await appWith((area) => {
    area.get('/api/things', { config: { access: 'public' } }, async () => ({ things: [] }));
    area.delete('/api/things/:id', { config: { access: 'admin' } }, async () => ({ deleted: true }));
  });
  expect((await app.inject({ method: 'GET', url: '/api/things' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'DELETE', url: '/api/things/1' })).statusCode).toBe(401);
  expect(app.routeTable).toEqual([
    { method: 'GET', url: '/api/things', access: 'public' },
    { method: 'DELETE', url: '/api/things/:id', access: 'admin' },
  ]);
  await app.close();
});

test('the route that answers decides, however its address is spelled: an encoded letter reaches the same check', async () => {
  const { app } = await appWith((area) => {
    area.get('/api/things', { config: { access: 'admin' } }, async () => ({ things: ['private'] }));
  });
  for (const url of ['/api/things', '/%61pi/things', '/ap%69/th%69ngs']) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(401);
    expect(response.headers['cache-control'], url).toBe('no-store');
  }
  await app.close();
});

test('a scope declares who may call the routes of a plugin that takes no route config', async () => {
  const { app } = await appWith((area) => {
    declareAccess(area, 'public');
    area.get('/files/a.txt', async () => 'a');
    area.get('/files/b.txt', { config: { access: 'admin' } }, async () => 'b');
  });
  expect(app.routeTable).toEqual([
    { method: 'GET', url: '/files/a.txt', access: 'public' },
    { method: 'GET', url: '/files/b.txt', access: 'admin' },
  ]);
  expect((await app.inject({ method: 'GET', url: '/files/a.txt' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/files/b.txt' })).statusCode).toBe(401);
  await app.close();
});
