import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHostingServer, type HostingServer } from './hosting';

/**
 * The local Hosting server of the hosted smoke serves a hosted build's layout (server/render/prerender.ts) by the
 * project's own firebase.json, as Firebase Hosting does.
 */
let folder: string;
let hosting: HostingServer;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  fs.writeFileSync(path.join(folder, file), text);
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
  write('index.html', 'home en');
  write('app.html', 'shell');
  write('products/index.html', 'products en');
  write('localized/en/products/index.html', 'products en');
  write('localized/ms/products/index.html', 'products ms');
  write('assets/app-1234.js', 'console.log(1)');
  hosting = await startHostingServer(folder);
});

afterAll(async () => {
  await hosting.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function get(pathname: string, language?: string) {
  const response = await fetch(`${hosting.url}${pathname}`, {
    headers: language ? { 'Accept-Language': language } : {},
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('the local Hosting server', () => {
  test('serves a page in the first language the browser accepts that has it, else the root', async () => {
    expect((await get('/products', 'ms-MY,ms;q=0.9,en;q=0.8')).text).toBe('products ms');
    expect((await get('/products', 'en-US,ms;q=0.8')).text).toBe('products en');
    expect((await get('/products', 'zh-CN')).text).toBe('products en');
    expect((await get('/products')).text).toBe('products en');
    expect((await get('/', 'ms')).text).toBe('home en');
  });

  test('rewrites every other path but the assets to app.html, and drops a trailing slash', async () => {
    expect(await get('/products/abc123')).toMatchObject({ status: 200, text: 'shell' });
    expect(await get('/admin-portal/orders')).toMatchObject({ status: 200, text: 'shell' });
    expect((await get('/assets/missing.js')).status).toBe(404);
    const redirect = await get('/products/');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/products');
  });

  test("sends firebase.json's headers, its policy opened to this machine's emulators only", async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/products');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const policy = page.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('connect-src')).toMatch(
      /^connect-src 'self' https:\/\/firestore\.googleapis\.com .* http:\/\/127\.0\.0\.1:\*$/,
    );
    expect(directive('img-src')).toMatch(/ http:\/\/127\.0\.0\.1:\*$/);
    expect(directive('script-src')).not.toContain('127.0.0.1');
  });

  test('a repair status link gets the app page, which tells search engines to leave it and sends no referrer', async () => {
    // The page is not written ahead of time: the browser reads the job by its token (docs/hosted-mode.md).
    const page = await get('/repair/AbCdEfGhIjKlMnOpQrStUw', 'ms');
    expect(page).toMatchObject({ status: 200, text: 'shell' });
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    // The shell holds nothing of a job: the public pages' own cache rule stays.
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const other = await get('/products/abc123');
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });

  test('refuses a path that climbs out of the folder', async () => {
    expect((await get('/assets/..%2f..%2f..%2fetc%2fpasswd')).status).toBe(400);
  });
});
