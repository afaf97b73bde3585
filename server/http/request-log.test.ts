import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, expect, test } from 'vitest';
import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { buildApp, pathForLog } from './app';
import { rawClient, writeTestSite } from '../../tests/support/test-site';
import { openDatabase } from '../db/database';
import { newRepairToken } from '@/domain/repair';

const dirs: string[] = [];
/** A status link's token of the right form; no job has it, which the log cannot know. */
const TOKEN = newRepairToken();
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test("the request log keeps the address but not what a visitor typed into the contact form, nor a repair status link's token", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-log-'));
  dirs.push(dataDir);
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const db = openDatabase(dataDir);
  const app = await buildApp({
    db,
    dataDir,
    staticDir: null,
    siteUrl: 'http://localhost:3000',
    logger: { level: 'info', stream },
  });
  try {
    await app.inject({ method: 'GET', url: '/contact?lang=ms&message=My%20IC%20is%20800101-08-1234' });
    await app.inject({ method: 'GET', url: '/api/health?probe=1' });
    await app.inject({ method: 'GET', url: `/repair/${TOKEN}?lang=ms` });
    await app.inject({ method: 'GET', url: `/api/repair-status/${TOKEN}` });
    await app.inject({ method: 'POST', url: `/API/Repair-Status/${TOKEN}/answer`, payload: { answer: 'approved' } });
  } finally {
    await app.close();
    db.close();
  }
  const requests = lines
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .filter((entry) => entry.req);
  expect(requests.map((entry) => entry.req!.url)).toEqual([
    '/contact?lang=ms&message=%28not+logged%29',
    '/api/health?probe=1',
    '/repair/(token)?lang=ms',
    '/api/repair-status/(token)',
    '/API/Repair-Status/(token)/answer',
  ]);
  expect(lines.join('')).not.toContain('800101');
  expect(lines.join('')).not.toContain(TOKEN);
});

/** A part of an address spelled another way that the router or the page route reads as the same: escapes, case. */
function respell(word: string, escapes: boolean[], upper: boolean[]): string {
  return [...word]
    .map((char, index) => {
      const cased = upper[index % upper.length] ? char.toUpperCase() : char;
      return escapes[index % escapes.length] ? `%${cased.charCodeAt(0).toString(16).padStart(2, '0')}` : cased;
    })
    .join('');
}

test('no spelling of a status link puts its token in the request log, the page and the API alike', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-log-'));
  dirs.push(root);
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const db = openDatabase(dataDir);
  const app = await buildApp({
    db,
    dataDir,
    staticDir: writeTestSite(root),
    siteUrl: 'http://localhost:3000',
    logger: { level: 'info', stream },
  });
  const client = await rawClient(app);
  /** Between two parts: one slash, two, a `.` part, or a detour through a `..`. */
  const joint = fc.constantFrom('/', '//', '/./', '/x/../', '///');
  const spelling = fc.record({
    api: fc.boolean(),
    answer: fc.boolean(),
    escapes: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
    upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
    tokenEscapes: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
    lead: fc.constantFrom('/', '//', '/./'),
    joints: fc.tuple(joint, joint),
    tail: fc.constantFrom('', '/', '?lang=ms', '/?lang=en'),
  });
  try {
    await fc.assert(
      fc.asyncProperty(spelling, async (s) => {
        const token = newRepairToken();
        const words = s.api ? ['api', 'repair-status'] : ['repair'];
        const start = s.lead + words.map((word) => respell(word, s.escapes, s.upper)).join(s.joints[0]);
        const target = `${start}${s.joints[1]}${respell(token, s.tokenEscapes, [false])}${s.answer ? '/answer' : ''}${s.tail}`;
        const before = lines.length;
        await client.send(s.answer ? 'POST' : 'GET', target);
        const logged = lines.slice(before).join('');
        expect(logged.length, target).toBeGreaterThan(0);
        // Neither the token nor a piece of it long enough to guess the rest from, escaped or not.
        const decoded = decodeURIComponent(logged.replace(/%(?![0-9a-f]{2})/gi, '%25'));
        for (let at = 0; at + 8 <= token.length; at += 1) {
          expect(decoded, target).not.toContain(token.slice(at, at + 8));
        }
      }),
      { numRuns: 150 },
    );
  } finally {
    client.close();
    await app.close();
    db.close();
  }
});

test('the log keeps a status route as its pattern and a status page as its address', () => {
  const token = newRepairToken();
  const route = (url: string, routeUrl?: string) =>
    pathForLog({ url, routeOptions: { url: routeUrl } as FastifyRequest['routeOptions'] });
  expect(route(`/%61pi/repair-status/${token}`, '/api/repair-status/:token')).toBe('/api/repair-status/(token)');
  expect(route(`//repair/${token}`, '/*')).toBe('/repair/(token)');
  expect(route(`/repair/./${token}?lang=ms`, '/*')).toBe('/repair/(token)');
  expect(route('/products/abc', '/*')).toBe('/products/abc');
  expect(route(`/API/Repair-Status/${token}/answer`)).toBe('/API/Repair-Status/(token)/answer');
  expect(route(`/nothing/%72epair/x/../${token}`)).toBe('/nothing/%72epair/(token)/../(token)');
});
