import http from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_THROTTLE } from '../auth/throttle';
import { TEST_ADMIN } from '../../tests/factories';
import { startTestServer, type TestServer } from '../testing/test-server';

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

type Answer = { status: number; cookies: string[] };

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
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }),
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
