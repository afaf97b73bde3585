import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ISLAND_CONTEXT_ELEMENT_ID, type IslandContext } from '@/components/island-context';
import enquiryCount from '@/islands/enquiry-count';
import productGallery from '@/islands/product-gallery';
import { openDatabase, type Db } from '../db/database';
import { createProductRepository } from '../db/products-store';
import { makeProductInput } from '../../tests/factories';
import { startedCode } from './code-start';
import { createPageRenderer, type PageRenderer } from './page-renderer';

/** A build with the public pages' islands entry (docs/decisions/021-islands.md), in miniature. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shell title</title>
    <meta name="description" content="Shell description" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/router-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_router-1.js'] },
  '_router-1.js': { file: 'assets/router-1.js' },
};
/** The islands' own build (docs/decisions/028-islands-as-leaves.md). */
const ISLANDS_MANIFEST = {
  '_react-1.js': { file: 'assets/react-1.js' },
  '_react-dom-client-1.js': {
    file: 'assets/react-dom-client-1.js',
    name: 'react-dom-client',
    imports: ['_react-1.js'],
  },
  'src/islands-entry.tsx': { file: 'assets/islands-1.js', imports: ['_react-1.js'], isEntry: true },
  'src/islands/enquiry-count.tsx': { file: 'assets/enquiry-count-1.js', imports: ['_react-1.js'] },
  'src/islands/product-gallery.tsx': { file: 'assets/product-gallery-1.js', imports: ['_react-1.js'] },
};

describe('a public page of islands', () => {
  let dir: string;
  let db: Db;
  let pages: PageRenderer;
  let productId: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-islands-'));
    const staticDir = path.join(dir, 'client');
    fs.mkdirSync(path.join(staticDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
    fs.writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(staticDir, '.vite', 'islands-manifest.json'), JSON.stringify(ISLANDS_MANIFEST));
    db = openDatabase(path.join(dir, 'data'));
    productId = createProductRepository(db).create(
      makeProductInput({ name: 'Inverter welder', nameMs: 'Mesin kimpalan inverter', category: 'Others' }),
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

  function islandContext(html: string): IslandContext {
    const json = new RegExp(
      `<script type="application/json" id="${ISLAND_CONTEXT_ELEMENT_ID}">(.*?)</script>`,
      's',
    ).exec(html)?.[1];
    expect(json, 'the island context').toBeDefined();
    return JSON.parse(json!) as IslandContext;
  }

  test("starts the islands entry with its islands' code, not the app's router and texts", async () => {
    const html = await render(`/products/${productId}`, 'en');
    expect(startedCode(html)).toEqual([
      '/assets/islands-1.js',
      '/assets/react-1.js',
      '/assets/react-dom-client-1.js',
      '/assets/enquiry-count-1.js',
      '/assets/product-gallery-1.js',
    ]);
    expect(html).not.toContain('router-1.js');
    expect(html).not.toContain('id="router-data"');
  });

  test('marks each island with its props as JSON, and renders it as the root the browser hydrates', async () => {
    const html = await render(`/products/${productId}?photo=1`, 'ms');
    const gallery = /<div data-island="product-gallery" data-props="([^"]*)" data-island-id="(i\d+-)">/.exec(html);
    expect(gallery).not.toBeNull();
    const props = JSON.parse(gallery![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      product: { name: string };
      address: string;
    };
    expect(props.product.name).toBe('Mesin kimpalan inverter');
    expect(props.address).toBe(`/products/${productId}?photo=1`);
    expect(html).toContain('data-island="enquiry-count"');
  });

  test("carries the texts of its islands only, in the page's language", async () => {
    const context = islandContext(await render(`/products/${productId}`, 'ms'));
    expect(context.language).toBe('ms');
    const keys = Object.keys(context.table);
    expect(keys).toContain('site:product.enlarge');
    expect(keys).toContain('common:nav.enquiryCount_other');
    expect(context.table['site:product.enlarge']).toMatch(/{{name}}/);
    // Nothing the page's islands do not name: no text of the About page, none of the contact form.
    expect(keys.some((key) => key.startsWith('site:about.'))).toBe(false);
    expect(keys.some((key) => key.startsWith('site:contact.'))).toBe(false);
    expect(keys.length).toBeLessThan(80);
    for (const pattern of [...productGallery.messages, ...enquiryCount.messages]) {
      if (!pattern.endsWith('*'))
        expect(
          keys.some((key) => key.startsWith(pattern)),
          pattern,
        ).toBe(true);
    }
  });

  test('a page without islands that act still carries the header count, and the server decides its language', async () => {
    const context = islandContext(await render('/about', 'en'));
    expect(context.language).toBe('en');
    expect(Object.keys(context.table).sort()).toEqual([
      'common:nav.enquiry',
      'common:nav.enquiryCount_one',
      'common:nav.enquiryCount_other',
    ]);
  });
});
