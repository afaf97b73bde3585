import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '@/i18n/locales/en/common.json';
import ms from '@/i18n/locales/ms/common.json';
import { newRepairToken } from '@/domain/repair';
import { REPAIR_STATUS_PER_MINUTE } from '../routes/repairs-routes';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { writeTestSite } from '../../tests/support/test-site';

/**
 * Three answers every route gives alike: a body of a kind the route does not take, the page template's compressed
 * copies, and a 429's wait.
 */

let server: TestServer;
let root: string;
let cookie: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'error-answers-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  const staticDir = writeTestSite(root);
  // The build writes a .br and a .gz beside every text file over 1 KB, the page template included
  // (scripts/precompress.mjs).
  const template = fs.readFileSync(path.join(staticDir, 'index.html'));
  fs.writeFileSync(path.join(staticDir, 'index.html.br'), zlib.brotliCompressSync(template));
  fs.writeFileSync(path.join(staticDir, 'index.html.gz'), zlib.gzipSync(template));
  server = await startTestServer(dataDir, { staticDir });
  cookie = await server.signIn();
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The routes that take a body: every write of the route table, whoever may call it. */
function writeRoutes() {
  return server.app.routeTable.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
}

const UPLOADS = ['/api/uploads', '/api/repairs/photos'];

function urlOf(url: string): string {
  return url.replace(':token', newRepairToken()).replace(':id', 'abc');
}

describe('a body of a kind the route does not take', () => {
  test('is refused on every JSON route with 415 and a code of its own, signed in or not', async () => {
    const routes = writeRoutes().filter((route) => !UPLOADS.includes(route.url));
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      for (const type of ['application/xml', 'application/x-www-form-urlencoded']) {
        const response = await server.app.inject({
          method: route.method as 'POST',
          url: urlOf(route.url),
          headers: { cookie, 'content-type': type },
          payload: type === 'application/xml' ? '<product><name>x</name></product>' : 'name=x',
        });
        const label = `${route.method} ${route.url} ${type}`;
        expect(response.statusCode, label).toBe(415);
        expect(response.json(), label).toMatchObject({ code: 'unsupportedBody' });
      }
    }
  });

  test('is refused on an upload route, which takes a picture as multipart, as the same code, not as a picture', async () => {
    for (const url of UPLOADS) {
      const response = await server.app.inject({ method: 'POST', url, headers: { cookie }, payload: { file: 'x' } });
      expect(response.statusCode, url).toBe(415);
      expect(response.json(), url).toMatchObject({ code: 'unsupportedBody' });
    }
  });

  test('has its text in both languages, and it speaks of no image', () => {
    expect(en.errors.unsupportedBody).toBe('The site could not read what was sent. Reload the page and try again.');
    expect(ms.errors.unsupportedBody).toBe(
      'Laman ini tidak dapat membaca apa yang dihantar. Muat semula halaman dan cuba lagi.',
    );
    expect(en.errors.unsupportedBody).not.toMatch(/image/i);
  });
});

describe("the page template's compressed copies", () => {
  test.each(['/index.html', '/index.html.gz', '/index.html.br'])('%s is not served', async (url) => {
    for (const encoding of ['br, gzip', 'identity']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, `${url} ${encoding}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'notFound' });
      expect(response.rawPayload.includes(Buffer.from('Shell title'))).toBe(false);
    }
  });

  test('the built files beside them are still served', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index-1.js' });
    expect(response.statusCode).toBe(200);
  });
});

describe('a 429', () => {
  test("of the repair status API says when to come back, as a sign-in's does", async () => {
    const from = '203.0.113.77';
    const read = () =>
      server.app.inject({
        method: 'GET',
        url: `/api/repair-status/${newRepairToken()}`,
        remoteAddress: from,
      });
    for (let n = 0; n < REPAIR_STATUS_PER_MINUTE; n++) expect((await read()).statusCode).toBe(404);
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/repair-status/${newRepairToken()}/answer`,
      remoteAddress: from,
      payload: { answer: 'approved' },
    });
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['retry-after']).toBe('60');
  });

  test('of sign-ins carries the wait the throttle knows', async () => {
    const from = '203.0.113.78';
    let last;
    for (let n = 0; n < 30; n++) {
      last = await server.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: from,
        payload: { email: 'someone@example.test', password: 'not the password' },
      });
      if (last.statusCode === 429) break;
    }
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(String(last?.headers['retry-after'])).toBe(String(last?.json().params.retryAfter));
  });
});
