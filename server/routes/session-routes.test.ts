import http from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_THROTTLE } from '../auth/throttle';
import { hashPassword } from '../auth/password-hash';
import { createAdminRepository } from '../db/admins-store';
import { TEST_ADMIN } from '../../tests/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

/**
 * Sign-in over real sockets from several client addresses of this machine: a client's socket is bound to
 * 127.0.0.x, so the server sees each as a different address, as it would see machines on the internet.
 */
let server: TestServer;
let port: number;
afterEach(async () => {
  await server.close();
});

async function start(options: Parameters<typeof startTestServer>[1] = {}): Promise<void> {
  server = await startTestServer(undefined, options);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
}

type Answer = { status: number; cookies: string[]; retryAfter?: string | undefined; body: string };

function signIn(
  from: string,
  password: string,
  headers: Record<string, string> = {},
  email: string = TEST_ADMIN.email,
): Promise<Answer> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/session',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: response.headers['set-cookie'] ?? [],
            retryAfter: response.headers['retry-after'],
            body: text,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 250}` });
const cookieHeader = (answer: Answer, name: string) => {
  const cookie = answer.cookies.find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.split(';')[0]!;
};

describe('guessing the owner’s password', () => {
  test('forty failures from one address, each with a new forged X-Forwarded-For, are held, and the owner signs in from another address', async () => {
    await start();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await signIn('127.0.0.2', `guess-${i}`, forged(i))).status);
    const limit = DEFAULT_THROTTLE.maxFailuresPerAddress;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(40 - limit).fill(429));
    // The right password from the guessing address is held too: it could be the guesser's lucky try.
    expect((await signIn('127.0.0.2', TEST_ADMIN.password, forged(99))).status).toBe(429);

    const owner = await signIn('127.0.0.3', TEST_ADMIN.password);
    expect(owner.status).toBe(200);
    expect(owner.cookies.some((cookie) => cookie.startsWith('sid='))).toBe(true);
  }, 60_000);

  test('a browser that signed in before still signs in while guessing from many addresses holds new browsers out', async () => {
    await start({ throttle: { ...DEFAULT_THROTTLE, maxAddressesPerAccount: 3 } });
    const earlier = await signIn('127.0.0.5', TEST_ADMIN.password);
    const device = cookieHeader(earlier, 'device');

    for (const address of ['127.0.1.1', '127.0.1.2', '127.0.1.3']) {
      expect((await signIn(address, 'wrong password')).status).toBe(401);
    }
    expect((await signIn('127.0.0.6', TEST_ADMIN.password)).status).toBe(429);
    // Another account is not held, and the owner's own browser is not either, wherever it is.
    expect((await signIn('127.0.0.6', 'whatever it is', {}, 'someone@example.test')).status).toBe(401);
    expect((await signIn('127.0.0.6', TEST_ADMIN.password, { cookie: device })).status).toBe(200);
    // A device cookie is worth something only when signed with the server's key.
    const tampered = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await signIn('127.0.0.6', TEST_ADMIN.password, { cookie: tampered })).status).toBe(429);
  }, 60_000);
});

/**
 * A cost at which a hash takes some tens of milliseconds here (16 MiB), long enough for a burst sent at once to be
 * in the server before the first of its passwords is checked: as it is with the site's cost, without its memory.
 */
const BURST_COST = { N: 2 ** 14, r: 8, p: 1 } as const;

/** The test admin's password stored at `cost`, and the site's passwords hashed at it. */
async function startAtCost(options: Parameters<typeof startTestServer>[1] = {}): Promise<void> {
  await start({ passwordCost: BURST_COST, ...options });
  createAdminRepository(server.db).save(TEST_ADMIN.email, await hashPassword(TEST_ADMIN.password, BURST_COST));
}

const count = (answers: Answer[], status: number, code?: string) =>
  answers.filter((a) => a.status === status && (!code || (JSON.parse(a.body) as { code: string }).code === code))
    .length;

describe('a burst of sign-ins sent at once', () => {
  test('sixty wrong passwords at once from one address: at most twenty are checked, the rest wait, and so does the right one', async () => {
    // Room in the queue for the whole burst: the throttle alone decides.
    await startAtCost({ passwordQueue: { maxRunning: 2, maxWaiting: 60 } });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn('127.0.0.2', `guess-${i}`)));
    const limit = DEFAULT_THROTTLE.maxFailuresPerAddress;
    expect(count(answers, 401)).toBe(limit);
    expect(count(answers, 429, 'throttled')).toBe(60 - limit);
    expect(answers.filter((a) => a.status === 429).every((a) => Number(a.retryAfter) > 0)).toBe(true);
    // The right password, once the burst is answered, is held like any other attempt from there.
    expect((await signIn('127.0.0.2', TEST_ADMIN.password)).status).toBe(429);
    expect((await signIn('127.0.0.3', TEST_ADMIN.password)).status).toBe(200);
    const failures = server.app.auditLog.list({ limit: 100 }).items.filter((e) => e.action === 'sign-in.failure');
    expect(failures).toHaveLength(limit);
  }, 60_000);

  test('past the hashes the server runs and queues, an attempt is answered 429 busy with Retry-After, unchecked and uncounted', async () => {
    await startAtCost({ passwordQueue: { maxRunning: 1, maxWaiting: 2 } });
    // The admin's email and unknown ones alike: an unknown email takes a place in the same queue.
    const emails = (i: number) => (i % 2 ? TEST_ADMIN.email : `nobody${i}@example.test`);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(`127.0.2.${i + 1}`, `guess-${i}`, {}, emails(i))),
    );
    expect(count(answers, 401)).toBe(3);
    const busy = answers.filter((a) => a.status === 429);
    expect(busy).toHaveLength(9);
    // Three were checked at most of either kind: the other three or more of each were refused as busy.
    const busyFor = (known: boolean) =>
      answers.filter((a, i) => a.status === 429 && (emails(i) === TEST_ADMIN.email) === known).length;
    expect(busyFor(true)).toBeGreaterThanOrEqual(3);
    expect(busyFor(false)).toBeGreaterThanOrEqual(3);
    for (const answer of busy) {
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'busy', params: { retryAfter: expect.any(Number) } });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    const failures = server.app.auditLog.list({ limit: 100 }).items.filter((e) => e.action === 'sign-in.failure');
    expect(failures).toHaveLength(3);
    // Once the queue has room, the owner signs in.
    expect((await signIn('127.0.0.3', TEST_ADMIN.password)).status).toBe(200);
  }, 60_000);

  test('strangers filling the queue do not keep out a browser that signed in before', async () => {
    await startAtCost({ passwordQueue: { maxRunning: 1, maxWaiting: 2 } });
    const device = cookieHeader(await signIn('127.0.0.5', TEST_ADMIN.password), 'device');
    const strangers = Array.from({ length: 12 }, (_, i) => signIn(`127.0.3.${i + 1}`, `guess-${i}`));
    // Sent once the strangers' first answer says the queue is full.
    const owner = Promise.race(strangers.map((answer) => answer.then((a) => a.status))).then(() =>
      signIn('127.0.0.6', TEST_ADMIN.password, { cookie: device }),
    );
    const [answers, ownerAnswer] = await Promise.all([Promise.all(strangers), owner]);
    expect(count(answers, 429, 'busy')).toBeGreaterThan(0);
    expect(ownerAnswer.status).toBe(200);
  }, 60_000);
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const throttle = { ...DEFAULT_THROTTLE, maxFailuresPerAddress: 3 };

  test('with the proxy’s address trusted, each client it names is counted on its own; others cannot name anyone', async () => {
    await start({ trustProxy: { addresses: ['127.0.0.2'] }, throttle });
    const viaProxy = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < 3; i++) expect((await signIn('127.0.0.2', 'wrong', viaProxy('198.51.100.1'))).status).toBe(401);
    expect((await signIn('127.0.0.2', 'wrong', viaProxy('198.51.100.1'))).status).toBe(429);
    expect((await signIn('127.0.0.2', TEST_ADMIN.password, viaProxy('198.51.100.2'))).status).toBe(200);
    // A client that reaches the server directly is itself, whatever it claims.
    for (let i = 0; i < 3; i++) expect((await signIn('127.0.0.3', 'wrong', forged(i))).status).toBe(401);
    expect((await signIn('127.0.0.3', 'wrong', forged(7))).status).toBe(429);
  }, 60_000);

  test('with one hop trusted, a proxy on this machine names the client', async () => {
    await start({ trustProxy: { hops: 1 }, throttle });
    for (let i = 0; i < 3; i++) {
      expect((await signIn('127.0.0.2', 'wrong', { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(401);
    }
    expect((await signIn('127.0.0.2', 'wrong', { 'x-forwarded-for': '198.51.100.9' })).status).toBe(401);
  }, 60_000);
});
