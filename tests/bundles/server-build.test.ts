/**
 * The built server (`npm run build` → dist/server/main.js), started as `npm run serve` starts it: plain Node, no
 * TypeScript and no Vite at run time. It answers pages, sign-in and the files it reads beside its sources.
 * Needs the build: `npm test` builds before it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_DIR = path.join(ROOT, 'dist', 'server');
const ADMIN = { email: 'owner@example.test', password: 'built-server-password' };

let child: ChildProcess;
let url: string;
let output = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-built-'));

beforeAll(async () => {
  if (!fs.existsSync(path.join(SERVER_DIR, 'main.js'))) {
    throw new Error('No built server in dist/server: run `npm run build` first');
  }
  child = spawn(process.execPath, [path.join(SERVER_DIR, 'main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_DIR: 'off',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!.replace('//localhost:', '//127.0.0.1:'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the built server exited with ${code}:\n${output}`)));
  });
}, 60_000);

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the built server imports no build tool: only Node, its own chunks and runtime packages', () => {
  const files = fs.readdirSync(SERVER_DIR).filter((name) => name.endsWith('.js'));
  const imported = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(path.join(SERVER_DIR, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)) imported.add(match[1]!);
  }
  const packages = [...imported].filter((name) => !name.startsWith('.') && !name.startsWith('node:'));
  expect(packages).not.toContain('vite');
  expect(packages.filter((name) => /^(vite|tsx|typescript|@vitejs|@tailwindcss)(\/|$)/.test(name))).toEqual([]);
  expect(packages).toContain('fastify');
});

test('pages are rendered in both languages, with their code start script', async () => {
  const home = await fetch(`${url}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toMatch(/<script data-entry="\/assets\/[^"]+\.js"/);
  const malay = await (await fetch(`${url}/products?lang=ms`)).text();
  expect(malay).toContain('<html lang="ms"');
});

test('the admin signs in, and the leaked-password list beside the sources is read', async () => {
  const signIn = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .find((line) => line.startsWith('sid='))!
    .split(';')[0]!;
  const change = await fetch(`${url}/api/session/password`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      currentPassword: ADMIN.password,
      newPassword: '1qaz2wsx3edc',
      confirmPassword: '1qaz2wsx3edc',
    }),
  });
  expect(change.status).toBe(400);
  expect(JSON.stringify(await change.json())).toContain('leaked');
});
