import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createProductRepository } from '../db/products-store';
import { makeProductInput } from '../../tests/factories';
import { startedCode } from './code-start';
import { createPageRenderer, type PageRenderer } from './page-renderer';

/** A build's page shell and manifest as Vite writes them, in miniature. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shell title</title>
    <meta
      name="description"
      content="Shell description"
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/routes/site/product-detail.tsx': { file: 'assets/product-detail-1.js', imports: ['_react-1.js'] },
  'src/i18n/catalogues-en.ts': { file: 'assets/catalogues-en-1.js' },
  'src/i18n/catalogues-ms.ts': { file: 'assets/catalogues-ms-1.js' },
};

/** Script tags the browser would run, other than the code start script (data blocks are not run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/type="application\/(ld\+)?json"|data-entry=/.test(tag));
}

describe('a page rendered on the server', () => {
  let dir: string;
  let db: Db;
  let pages: PageRenderer;
  let productId: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-render-'));
    const staticDir = path.join(dir, 'client');
    fs.mkdirSync(path.join(staticDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
    fs.writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    db = openDatabase(path.join(dir, 'data'));
    productId = createProductRepository(db).create(
      makeProductInput({
        name: 'Welder $& special',
        description: "Costs US$1 less; $' and $$ stay as written.",
        image: '/uploads/products/123_intro_welder.webp?v=abc',
      }),
    ).id;
    pages = await createPageRenderer({ staticDir, siteUrl: 'https://example.my', db });
  });

  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function render(url: string, language: 'en' | 'ms') {
    const page = await pages.render({ url } as FastifyRequest, language);
    if (!('html' in page)) throw new Error(`expected a page, got a redirect to ${page.location}`);
    return page.html;
  }

  test("keeps a product's text as written, dollar signs included", async () => {
    const html = await render(`/products/${productId}`, 'en');
    expect(html).toContain('Welder $&amp; special');
    expect(html).toContain('Costs US$1 less; $&#39; and $$ stay as written.');
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain('Shell description');
  });

  test('carries no inline script but the one that starts its code', async () => {
    const home = await render('/', 'en');
    expect(startedCode(home)).not.toEqual([]);
    expect(inlineScripts(home)).toEqual([]);
    expect(inlineScripts(await render(`/products/${productId}`, 'ms'))).toEqual([]);
    expect(inlineScripts(await render('/about', 'en'))).toEqual([]);
  });

  test('asks for the main picture in <head>, in the size the gallery shows, and for the code after it', async () => {
    const html = await render(`/products/${productId}`, 'en');
    const preload = html.indexOf('<link rel="preload" as="image"');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script type="module"');
    expect(html.indexOf('<script data-entry=')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html).toContain('imagesrcset="/uploads/products/123_intro_welder.webp.w320.webp?v=abc 320w');
    expect(html).toMatch(/imagesizes="[^"]*calc\(100vw - 32px\)"/);
  });

  test("preloads the page's route code and the texts of its language only", async () => {
    const html = await render(`/products/${productId}?lang=ms`, 'ms');
    expect(html).toContain('<html lang="ms"');
    const code = startedCode(html);
    expect(code).toEqual([
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/product-detail-1.js',
      '/assets/catalogues-ms-1.js',
    ]);
    // Each file once: the entry's own imports are not asked for twice.
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
  });
});

describe('a page whose data fails on the server', () => {
  let dir: string;
  let db: Db;
  let pages: PageRenderer;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-render-failed-'));
    const staticDir = path.join(dir, 'client');
    fs.mkdirSync(path.join(staticDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
    fs.writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    db = openDatabase(path.join(dir, 'data'));
    pages = await createPageRenderer({ staticDir, siteUrl: 'https://example.my', db });
    // Every read of the catalogue now fails, as on a broken disk.
    db.exec('DROP TABLE products');
  });

  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('shows the error state in the HTML and sends the failure as a value for hydration', async () => {
    const page = await pages.render({ url: '/products?category=Others' } as FastifyRequest, 'en');
    if (!('html' in page)) throw new Error(`expected a page, got a redirect to ${page.location}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Failed to load products');
    expect(page.html).not.toContain('Loading products...');
    expect(inlineScripts(page.html)).toEqual([]);
    const state = /<script type="application\/json" id="router-data">([^<]*)<\/script>/.exec(page.html)?.[1];
    const { loaderData } = JSON.parse(state ?? '{}') as { loaderData: Record<string, { firstPage?: unknown }> };
    const catalogue = Object.values(loaderData).find((data) => data && 'firstPage' in data);
    expect(catalogue?.firstPage).toEqual({ $failed: expect.stringMatching(/products/) });
  });
});

describe('two shops in one process', () => {
  let dir: string;
  const shops: { db: Db; pages: PageRenderer; productId: string; name: string }[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-render-two-'));
    const staticDir = path.join(dir, 'client');
    fs.mkdirSync(path.join(staticDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
    fs.writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const name of ['Grinder of the first shop', 'Welder of the second shop']) {
      const db = openDatabase(path.join(dir, name));
      const productId = createProductRepository(db).create(makeProductInput({ name })).id;
      shops.push({
        db,
        pages: await createPageRenderer({ staticDir, siteUrl: 'https://example.my', db }),
        productId,
        name,
      });
    }
  });

  afterAll(() => {
    for (const shop of shops) shop.db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('each renders from its own database, also when their renders overlap', async () => {
    const pages = await Promise.all(
      [...shops, ...shops].map((shop) =>
        shop.pages.render({ url: `/products/${shop.productId}` } as FastifyRequest, 'en'),
      ),
    );
    pages.forEach((page, index) => {
      const shop = shops[index % shops.length]!;
      expect(page.status).toBe(200);
      expect('html' in page && page.html).toContain(shop.name);
    });
  });
});
