/**
 * The script budget of the public pages (issue 40, docs/decisions/021-islands.md), counted as the bench counts it:
 * every script a page loads without being touched (the files its start script imports and preloads, and the idle
 * web-vitals chunk), each at its gzip size (level 9), in both languages. The built server renders the pages over the
 * demo catalogue; growth past the budget fails here before the bench would show it. A page loads the code of the
 * islands on it and of no other (docs/decisions/028-islands-as-leaves.md). The figures are printed at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { islandSource } from '@/components/island';
import type { Page, Product } from '@/domain';
import { LANGUAGES } from '@/domain/limits';
import { startedCode } from '../../server/render/code-start';
import {
  chunkClosure,
  islandFiles,
  ISLANDS_ENTRY,
  islandsHydration,
  ISLANDS_MANIFEST,
  type Manifest,
} from '../../server/render/page-document';
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

const VITALS_MODULE = 'src/features/site/visits/vitals.ts';

let server: RunningServer;
let dataDir: string;
let manifest: Manifest;
let product: Product;
let token: string;

beforeAll(async () => {
  ensureBuilt();
  manifest = JSON.parse(fs.readFileSync(path.join(STATIC_DIR, ISLANDS_MANIFEST), 'utf8')) as Manifest;
  dataDir = makeDataDir('page-scripts');
  server = await startServer(dataDir);
  product = (await getJson<Page<Product>>(`${server.url}/api/products?limit=1`)).items[0]!;
  token = (await quotedRepairJob(server.url, await signIn(server.url))).token;
}, 600_000);

/** What each page loads, for the report printed at the end: `page (language)` → KB and files. */
const figures = new Map<string, string>();

afterAll(async () => {
  await server?.stop();
  if (dataDir) removeDataDir(dataDir);
  if (figures.size > 0)
    console.log(`Script per page, gzip −9:\n${[...figures].map((row) => row.join(': ')).join('\n')}`);
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

/**
 * The scripts a page loads untouched: its start script's entry and preloads, and the idle web-vitals chunk; and the
 * islands on it (`data-island`, an island inside another included).
 */
async function pageScripts(pathname: string, language: string): Promise<{ files: string[]; islands: string[] }> {
  const address = pathname.replace(':id', product.id).replace(':token', token);
  const response = await fetch(`${server.url}${address}?lang=${language}`);
  const html = await response.text();
  const started = startedCode(html).map((url) => url.replace(/^\//, ''));
  expect(started.length, `${address} starts code`).toBeGreaterThan(0);
  const islands = [...new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]!))];
  return { files: [...new Set([...started, ...chunkClosure(manifest, VITALS_MODULE)])], islands };
}

/** Every island of the build: the files of src/islands/ as its manifest names them. */
const allIslands = () =>
  Object.keys(manifest)
    .filter((key) => key.startsWith('src/islands/'))
    .map((key) => key.slice('src/islands/'.length, -'.tsx'.length));

describe.each(LANGUAGES)('the public pages in %s', (language) => {
  test.each(PAGES)(`%s loads at most 100 KB gzip of script, and runs React`, async (pathname) => {
    const { files } = await pageScripts(pathname, language);
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const sizes = files.map((file) => `${file} ${(gzipSize(file) / KB).toFixed(1)} KB`).join(', ');
    figures.set(`${pathname} (${language})`, `${(total / KB).toFixed(1)} KB in ${files.length} files`);
    expect(
      total,
      `${pathname} (${language}): ${(total / KB).toFixed(1)} KB in ${files.length} files: ${sizes}`,
    ).toBeLessThanOrEqual(BUDGET);
    // The islands entry, with react-dom's client, and neither the app's router nor i18next.
    expect(files).toContain(manifest[ISLANDS_ENTRY]!.file);
    // react-dom's client, which the entry imports as it starts hydrating, is fetched with it, not after it.
    expect(manifest[ISLANDS_ENTRY]!.dynamicImports).toContain(islandsHydration(manifest));
    expect(files).toContain(manifest[islandsHydration(manifest)]!.file);
    const code = files.map((file) => fs.readFileSync(path.join(STATIC_DIR, file), 'utf8')).join('\n');
    expect(code).toContain('hydrateRoot');
    expect(code).not.toMatch(/i18next::|React Router/);
  });
});

describe.each(LANGUAGES)('the public pages in %s', (language) => {
  test.each(PAGES)('%s loads the code of the islands on it, and of no other', async (pathname) => {
    const { files, islands } = await pageScripts(pathname, language);
    expect(islands.length, "every page has the header's count").toBeGreaterThan(0);
    expect(allIslands().length).toBeGreaterThanOrEqual(10);
    for (const island of islands) expect(allIslands(), `${island} is an island of the build`).toContain(island);
    // Exactly the entry, react-dom's client, the page's islands and what they import: preloaded, nothing after.
    const expected = new Set([
      ...islandFiles(manifest, islands.map(islandSource)),
      ...chunkClosure(manifest, VITALS_MODULE),
    ]);
    expect(new Set(files)).toEqual(expected);
    // No file that only another island needs.
    const onPage = new Set(islands.flatMap((island) => chunkClosure(manifest, islandSource(island))));
    const others = allIslands()
      .filter((island) => !islands.includes(island))
      .map((island) => manifest[islandSource(island)]!.file)
      .filter((file) => !onPage.has(file));
    expect(files.filter((file) => others.includes(file))).toEqual([]);
  });
});
