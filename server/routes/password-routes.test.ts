import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ensureAdminAccount } from '../auth/admin-account';
import { SCRYPT_PARAMS, hashPassword, parsePasswordHash } from '../auth/password-hash';
import { createAdminRepository } from '../db/admins-store';
import { TEST_ADMIN } from '../../tests/factories';
import { TEST_PASSWORD_COST, startTestServer, type TestServer } from '../../tests/support/test-server';

const NEW_PASSWORD = 'Kedai Kimpalan Ipoh 1987';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer(undefined, {
    throttle: {
      maxFailuresPerAddress: 3,
      maxAddressesPerAccount: 10,
      maxFailuresPerDevice: 3,
      windowMs: 60_000,
      maxTrackedKeys: 100,
    },
  });
});
afterEach(async () => {
  await server.close();
});

function changePassword(cookie: string, body: Record<string, string>) {
  return server.app.inject({ method: 'PUT', url: '/api/session/password', headers: { cookie }, payload: body });
}

const change = (overrides: Record<string, string> = {}) => ({
  currentPassword: TEST_ADMIN.password,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...overrides,
});

async function whoIs(cookie: string) {
  const response = await server.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return (response.json() as { user: { email: string } | null }).user;
}

function signIn(password: string) {
  return server.app.inject({ method: 'POST', url: '/api/session', payload: { email: TEST_ADMIN.email, password } });
}

describe('changing the admin password', () => {
  test('the new password opens the account, the old one no longer does, and only this browser stays signed in', async () => {
    const here = await server.signIn();
    const elsewhere = await server.signIn();

    const response = await changePassword(here, change());
    expect(response.statusCode).toBe(204);

    expect(await whoIs(here)).toEqual({ email: TEST_ADMIN.email });
    expect(await whoIs(elsewhere)).toBeNull();
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });

  // The production cost is the point here, so it runs at that cost: a handful of 64 MiB hashes, which a machine busy
  // with other work can take well past the project's 20 s to finish. The longer wait is for this test alone.
  test(
    'a test server stores the new password at its quick cost, and the app by default at the OWASP cost',
    { timeout: 120_000 },
    async () => {
      const storedCost = () =>
        parsePasswordHash(createAdminRepository(server.db).findByEmail(TEST_ADMIN.email)!.password_hash)!.N;
      expect((await changePassword(await server.signIn(), change())).statusCode).toBe(204);
      expect(storedCost()).toBe(TEST_PASSWORD_COST.N);

      await server.close();
      // No cost given: the app's own, as `npm start` runs it.
      server = await startTestServer(undefined, { passwordCost: undefined });
      expect((await changePassword(await server.signIn(), change())).statusCode).toBe(204);
      expect(storedCost()).toBe(SCRYPT_PARAMS.N);
      expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
    },
  );

  test('is recorded in the activity log without either password', async () => {
    const cookie = await server.signIn();
    await server.signIn();
    await changePassword(cookie, change());
    const [latest] = server.app.auditLog.list({ limit: 1 }).items;
    expect(latest).toMatchObject({
      action: 'password.change',
      actor: TEST_ADMIN.email,
      detail: { otherSessionsEnded: '1' },
    });
    const everything = JSON.stringify(server.db.prepare('SELECT * FROM audit_log').all());
    expect(everything).not.toContain(NEW_PASSWORD);
    expect(everything).not.toContain(TEST_ADMIN.password);
  });

  test('a wrong current password changes nothing and says which field is wrong', async () => {
    const here = await server.signIn();
    const elsewhere = await server.signIn();
    const response = await changePassword(here, change({ currentPassword: 'not-the-password' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', fields: { currentPassword: 'wrongCurrent' } });
    expect(await whoIs(elsewhere)).toEqual({ email: TEST_ADMIN.email });
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(200);
  });

  test('guesses of the current password sent at once are checked no more often than the throttle allows', async () => {
    const cookie = await server.signIn();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => changePassword(cookie, change({ currentPassword: `guess-${i}` }))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    // They count against sign-in from the same place too.
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(429);
  });

  test('guesses of the current password are throttled like sign-ins', async () => {
    const cookie = await server.signIn();
    for (let i = 0; i < 3; i++) {
      expect((await changePassword(cookie, change({ currentPassword: `guess-${i}` }))).statusCode).toBe(400);
    }
    const throttled = await changePassword(cookie, change());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'throttled' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  test.each([
    [
      'a short new password',
      change({ newPassword: 'short-pass1', confirmPassword: 'short-pass1' }),
      { newPassword: 'tooShort' },
    ],
    [
      'a leaked one, in any case',
      change({ newPassword: 'QwertyQwerty', confirmPassword: 'QwertyQwerty' }),
      { newPassword: 'leaked' },
    ],
    [
      'the current one',
      change({ newPassword: TEST_ADMIN.password, confirmPassword: TEST_ADMIN.password }),
      { newPassword: 'sameAsCurrent' },
    ],
    ['a confirmation that differs', change({ confirmPassword: `${NEW_PASSWORD}!` }), { confirmPassword: 'mismatch' }],
  ])('refuses %s with its field code', async (_what, body, fields) => {
    const cookie = await server.signIn();
    const response = await changePassword(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', fields });
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(200);
  });

  test('needs a session', async () => {
    const response = await changePassword('sid=nobody', change());
    expect(response.statusCode).toBe(401);
  });
});

describe('a password stored at an earlier cost', () => {
  // What is tested is the move from any other cost to the site's, not the costs themselves: both are quick ones
  // here (the test server's cost is the site's), so that a busy machine does not time the test out. The move from
  // 2^17 to the production cost is the same code with other numbers.
  const EARLIER_COST = { N: 2 ** 11, r: 8, p: 1 } as const;
  const admins = () => createAdminRepository(server.db);

  test('still opens the account, and is stored again at the site’s cost, still set by ADMIN_PASSWORD', async () => {
    admins().save(TEST_ADMIN.email, await hashPassword(TEST_ADMIN.password, EARLIER_COST));

    expect((await signIn('not the password')).statusCode).toBe(401);
    expect(parsePasswordHash(admins().findByEmail(TEST_ADMIN.email)!.password_hash)).toMatchObject(EARLIER_COST);
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(200);
    const stored = admins().findByEmail(TEST_ADMIN.email)!;
    expect(parsePasswordHash(stored.password_hash)).toMatchObject(TEST_PASSWORD_COST);
    expect(stored.password_changed_at).toBeNull();
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(200);
    expect(admins().findByEmail(TEST_ADMIN.email)!.password_hash).toBe(stored.password_hash);
    // Still the configured password: a start with the same ADMIN_PASSWORD keeps it, a new one would replace it.
    expect(await ensureAdminAccount(server.db, TEST_ADMIN)).toEqual({ email: TEST_ADMIN.email });
    expect(admins().findByEmail(TEST_ADMIN.email)!.password_hash).toBe(stored.password_hash);
  });

  test('hashed again, it is never stored over a password changed in the meantime', async () => {
    const before = admins().findByEmail(TEST_ADMIN.email)!;
    expect((await changePassword(await server.signIn(), change())).statusCode).toBe(204);
    const changed = admins().findByEmail(TEST_ADMIN.email)!.password_hash;
    expect(admins().rehash(before.id, before.password_hash, 'scrypt$hash-of-the-old-password')).toBe(false);
    expect(admins().findByEmail(TEST_ADMIN.email)!.password_hash).toBe(changed);
    expect(admins().rehash(before.id, changed, changed)).toBe(true);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD at a restart', () => {
  test('a restart with the old ADMIN_PASSWORD keeps the password changed in the admin', async () => {
    const cookie = await server.signIn();
    expect((await changePassword(cookie, change())).statusCode).toBe(204);
    await server.stop();
    // startTestServer applies ADMIN_EMAIL and ADMIN_PASSWORD (TEST_ADMIN) as server/main.ts does.
    server = await startTestServer(server.dataDir);
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
    expect(await ensureAdminAccount(server.db, TEST_ADMIN)).toEqual({
      email: TEST_ADMIN.email,
      configuredPasswordIgnored: true,
    });
  });

  test('a new ADMIN_PASSWORD applies while the password was never changed in the admin, and signs out its sessions', async () => {
    const cookie = await server.signIn();
    const configured = { email: TEST_ADMIN.email, password: 'another-configured-password' };
    expect(await ensureAdminAccount(server.db, configured)).toEqual({ email: TEST_ADMIN.email });
    expect(await whoIs(cookie)).toBeNull();
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await signIn(configured.password)).statusCode).toBe(200);
  });

  test('the same ADMIN_PASSWORD again keeps the stored hash and the sessions', async () => {
    const cookie = await server.signIn();
    const before = createAdminRepository(server.db).findByEmail(TEST_ADMIN.email)!.password_hash;
    await ensureAdminAccount(server.db, TEST_ADMIN);
    expect(createAdminRepository(server.db).findByEmail(TEST_ADMIN.email)!.password_hash).toBe(before);
    expect(await whoIs(cookie)).toEqual({ email: TEST_ADMIN.email });
  });
});
