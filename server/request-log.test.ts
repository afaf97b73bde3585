import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from './app';
import { openDatabase } from './db/database';
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
