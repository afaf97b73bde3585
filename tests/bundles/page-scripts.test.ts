/**
 * The script budget of the public pages (issue 40, docs/decisions/021-islands.md), counted as the bench counts it:
 * every script a page loads without being touched (the files its start script imports and preloads, and the idle
 * web-vitals chunk), each at its gzip size (level 9), in both languages. The built server renders the pages over the
 * demo catalogue; growth past the budget fails here before the bench would show it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page, Product } from '@/domain';
import { LANGUAGES } from '@/domain/limits';
import { startedCode } from '../../server/render/code-start';
import { chunkClosure, ISLANDS_ENTRY, ISLANDS_HYDRATION, type Manifest } from '../../server/render/page-document';
import { quotedRepairJob } from '../../bench/load';
import {
  ensureBuilt,
  getJson,
  makeDataDir,
  removeDataDir,
  signIn,
  startServer,
  STATIC_DIR,
  type RunningServer,
} from '../../bench/site';

const KB = 1024;
/** ≤ 100 KB on every public page (the stretch goal is 80). */
const BUDGET = 100 * KB;

/** Every public page of the issue: `:id` is a product of the demo catalogue, `:token` a quoted repair job's. */
const PAGES = [
  '/',
  '/about',
  '/products',
  '/products/:id',
  '/testimonials',
  '/contact',
  '/enquiry',
  '/repair/:token',
  '/no-such-page',
] as const;

const VITALS_MODULE = 'src/features/insights/vitals.ts';

let server: RunningServer;
let dataDir: string;
let manifest: Manifest;
let product: Product;
let token: string;

beforeAll(async () => {
  ensureBuilt();
  manifest = JSON.parse(fs.readFileSync(path.join(STATIC_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  dataDir = makeDataDir('page-scripts');
  server = await startServer(dataDir);
  product = (await getJson<Page<Product>>(`${server.url}/api/products?limit=1`)).items[0]!;
  token = (await quotedRepairJob(server.url, await signIn(server.url))).token;
}, 600_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) removeDataDir(dataDir);
});

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(STATIC_DIR, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The scripts a page loads untouched: its start script's entry and preloads, and the idle web-vitals chunk. */
async function pageScripts(pathname: string, language: string): Promise<string[]> {
  const address = pathname.replace(':id', product.id).replace(':token', token);
  const response = await fetch(`${server.url}${address}?lang=${language}`);
  const started = startedCode(await response.text()).map((url) => url.replace(/^\//, ''));
  expect(started.length, `${address} starts code`).toBeGreaterThan(0);
  return [...new Set([...started, ...chunkClosure(manifest, VITALS_MODULE)])];
}

describe.each(LANGUAGES)('the public pages in %s', (language) => {
  test.each(PAGES)(`%s loads at most 100 KB gzip of script, and runs React`, async (pathname) => {
    const files = await pageScripts(pathname, language);
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const sizes = files.map((file) => `${file} ${(gzipSize(file) / KB).toFixed(1)} KB`).join(', ');
    expect(
      total,
      `${pathname} (${language}): ${(total / KB).toFixed(1)} KB in ${files.length} files: ${sizes}`,
    ).toBeLessThanOrEqual(BUDGET);
    // The islands entry, with react-dom's client, and neither the app's router nor i18next.
    expect(files).toContain(manifest[ISLANDS_ENTRY]!.file);
    // react-dom's client, which the entry imports as it starts hydrating, is fetched with it, not after it.
    expect(manifest[ISLANDS_ENTRY]!.dynamicImports).toContain(ISLANDS_HYDRATION);
    expect(files).toContain(manifest[ISLANDS_HYDRATION]!.file);
    const code = files.map((file) => fs.readFileSync(path.join(STATIC_DIR, file), 'utf8')).join('\n');
    expect(code).toContain('hydrateRoot');
    expect(code).not.toMatch(/i18next::|React Router/);
  });
});
