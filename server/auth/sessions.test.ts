import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createAdminRepository } from '../db/admins-store';
import { buildApp } from '../http/app';
import { ensureAdminAccount } from './admin-account';
import { parsePasswordHash, verifyPassword } from './password-hash';
import { createSessionStore, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { TEST_ADMIN } from '../../tests/factories';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-auth-'));
  db = openDatabase(dir);
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the stored password hash is scrypt with N = 2^16, r = 8, p = 2 (a row of OWASP’s table), and a random salt', async () => {
  await ensureAdminAccount(db, TEST_ADMIN);
  const stored = createAdminRepository(db).findByEmail('owner@example.test')!.password_hash;
  const parsed = parsePasswordHash(stored)!;
  expect(stored.startsWith('scrypt$')).toBe(true);
  // OWASP's rows trade memory for lanes at a similar defence: N = 2^17 with p = 1, 2^16 with p = 2, …
  expect(parsed.N).toBeGreaterThanOrEqual(2 ** 16);
  expect(parsed.r).toBe(8);
  expect(parsed.N * parsed.p).toBeGreaterThanOrEqual(2 ** 17);
  expect(parsed.salt.length).toBeGreaterThanOrEqual(16);
  expect(stored).not.toContain(TEST_ADMIN.password);
  expect(await verifyPassword(TEST_ADMIN.password, stored)).toBe(true);
  expect(await verifyPassword('a-long-test-passworD', stored)).toBe(false);
});

test('without configured credentials the first start makes a random password, and later starts keep it', async () => {
  const first = await ensureAdminAccount(db, {});
  expect(first?.generatedPassword).toMatch(/^[\w-]{20}$/);
  expect(await ensureAdminAccount(db, {})).toBeNull();
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'site-auth-'));
  const otherDb = openDatabase(other);
  const second = await ensureAdminAccount(otherDb, {});
  otherDb.close();
  fs.rmSync(other, { recursive: true, force: true });
  expect(second?.generatedPassword).not.toBe(first?.generatedPassword);
});

test('a session ends after the idle time and after the absolute time', () => {
  let now = 1_000_000;
  const admins = createAdminRepository(db);
  admins.save('owner@example.test', 'hash');
  const adminId = admins.findByEmail('owner@example.test')!.id;
  const sessions = createSessionStore(db, () => now);

  const idle = sessions.create(adminId);
  now += SESSION_IDLE_MS - 1000;
  expect(sessions.resolve(idle)).toBe(adminId);
  now += SESSION_IDLE_MS + 1;
  expect(sessions.resolve(idle)).toBeNull();

  const busy = sessions.create(adminId);
  // Used every hour, it still ends when the absolute time is up.
  for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - 3_600_000; elapsed += 3_600_000) {
    now += 3_600_000;
    expect(sessions.resolve(busy)).toBe(adminId);
  }
  now += 3_600_001;
  expect(sessions.resolve(busy)).toBeNull();
});

test('the database holds a hash of the session token, never the token', () => {
  const admins = createAdminRepository(db);
  admins.save('owner@example.test', 'hash');
  const token = createSessionStore(db).create(admins.findByEmail('owner@example.test')!.id);
  const rows = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]!.token_hash).not.toBe(token);
});

test('over https the session and device cookies are __Host- prefixed and Secure, and HSTS is sent', async () => {
  await ensureAdminAccount(db, TEST_ADMIN);
  const app = await buildApp({ db, dataDir: dir, staticDir: null, siteUrl: 'https://shop.example.test' });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: TEST_ADMIN,
    });
    const cookie = response.cookies[0]!;
    expect(cookie.name).toBe('__Host-sid');
    expect(cookie.secure).toBe(true);
    expect(cookie.path).toBe('/');
    expect(cookie.httpOnly).toBe(true);
    const device = response.cookies.find((c) => c.name === '__Host-device');
    expect(device).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Strict' });
    expect(device!.maxAge).toBeGreaterThan(30 * 24 * 60 * 60);
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  } finally {
    await app.close();
  }
});

test('signing in gives a new session: a cookie from before is worth nothing after', async () => {
  await ensureAdminAccount(db, TEST_ADMIN);
  const app = await buildApp({ db, dataDir: dir, staticDir: null, siteUrl: 'http://localhost:3000' });
  try {
    const signIn = async (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        payload: TEST_ADMIN,
        headers: cookie ? { cookie } : {},
      });
    const first = (await signIn()).cookies[0]!.value;
    const second = (await signIn(`sid=${first}`)).cookies[0]!.value;
    expect(second).not.toBe(first);
    const old = await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: `sid=${first}` } });
    expect(old.statusCode).toBe(401);
    const current = await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: `sid=${second}` } });
    expect(current.statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
