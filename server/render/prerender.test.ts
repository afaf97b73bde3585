import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startedCode } from './code-start';
import type { Manifest } from './page-document';
import { LANGUAGES } from '@/domain/limits';
import { PUBLIC_PAGE_LIST } from '@/domain/pages';
import { resources } from '@/i18n/resources';
import {
  HOSTED_ADAPTER_MODULE,
  hostedSiteUrl,
  pageFiles,
  PRERENDERED_PATHS,
  prerenderHosted,
  SHELL_FILE,
} from './prerender';

describe('where a prerendered page goes', () => {
  test('English at the root and under localized/en, so a visitor who also accepts Malay still gets English first', () => {
    expect(pageFiles('/', 'en')).toEqual(['index.html', 'localized/en/index.html']);
    expect(pageFiles('/about', 'en')).toEqual(['about/index.html', 'localized/en/about/index.html']);
  });

  test('Malay under localized/ms only', () => {
    expect(pageFiles('/', 'ms')).toEqual(['localized/ms/index.html']);
    expect(pageFiles('/products', 'ms')).toEqual(['localized/ms/products/index.html']);
  });
});

describe('the address in canonical links', () => {
  test('is SITE_URL without a trailing slash when it is set', () => {
    expect(
      hostedSiteUrl({ SITE_URL: 'https://www.kintaweld.example/', VITE_FIREBASE_PROJECT_ID: 'ipoh-welding' }),
    ).toBe('https://www.kintaweld.example');
  });

  test("is the project's Hosting address otherwise", () => {
    expect(hostedSiteUrl({ SITE_URL: ' ', VITE_FIREBASE_PROJECT_ID: 'ipoh-welding' })).toBe(
      'https://ipoh-welding.web.app',
    );
  });

  test('stops the build when SITE_URL is not an address', () => {
    expect(() => hostedSiteUrl({ SITE_URL: 'www.example.com' })).toThrow(/SITE_URL: expected the site's address/);
    expect(() => hostedSiteUrl({ SITE_URL: 'ftp://example.com' })).toThrow(/SITE_URL/);
    expect(() => hostedSiteUrl({})).toThrow(/SITE_URL is not set/);
  });
});

describe('prerendering a hosted build', () => {
  let outDir: string;
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    // The source index.html stands in for the built one: the same shell, before Vite adds its tags.
    fs.copyFileSync(path.resolve('index.html'), path.join(outDir, 'index.html'));
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/routes/site/about.tsx': { file: 'assets/about.js', imports: ['_react.js'] },
      'src/routes/site/products.tsx': { file: 'assets/products.js', imports: ['_react.js'] },
      [HOSTED_ADAPTER_MODULE]: { file: 'assets/firebase-backend.js', imports: ['_firestore-lite.js'] },
      '_firestore-lite.js': { file: 'assets/firestore-lite.js' },
    };
    fs.mkdirSync(path.join(outDir, '.vite'));
    fs.writeFileSync(path.join(outDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  });

  afterEach(() => {
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  test('writes the static pages in both languages with their head and the state to hydrate from', async () => {
    await prerenderHosted({ outDir, siteUrl: 'https://www.kintaweld.example/' });

    const about = read('about/index.html');
    expect(about).toContain('<html lang="en">');
    expect(about).toContain('<title>Welding &amp; Hardware Supplier</title>');
    expect(about).toContain('<link rel="canonical" href="https://www.kintaweld.example/about" />');
    expect(startedCode(about)).toContain('/assets/about.js');
    expect(about).toMatch(/<script type="application\/json" id="router-data">\{"loaderData"/);
    expect(read('localized/en/about/index.html')).toBe(about);

    const malay = read('localized/ms/about/index.html');
    expect(malay).toContain('<html lang="ms">');
    expect(malay).toContain('<title>Pembekal Kimpalan &amp; Perkakasan</title>');
    expect(malay).toContain('<link rel="canonical" href="https://www.kintaweld.example/about?lang=ms" />');
    expect(malay).toContain('Hubungi Kami');

    for (const file of [
      'index.html',
      'testimonials/index.html',
      'contact/index.html',
      'localized/ms/contact/index.html',
    ]) {
      expect(read(file)).toContain('id="router-data"');
    }
    expect(fs.existsSync(path.join(outDir, 'localized/en/products/index.html'))).toBe(true);
  });

  test('writes every page the table of pages marks, in every language, each with its own title', async () => {
    await prerenderHosted({ outDir, siteUrl: 'https://www.kintaweld.example' });
    const marked = PUBLIC_PAGE_LIST.filter((page) => page.prerender);
    expect(marked.map((page) => page.path)).toEqual(PRERENDERED_PATHS);
    for (const page of marked) {
      for (const language of LANGUAGES) {
        const title = resources[language].site.meta[page.meta].title.replace(/&/g, '&amp;');
        for (const file of pageFiles(page.path, language)) {
          expect(fs.existsSync(path.join(outDir, file)), `${file} written`).toBe(true);
          expect(read(file)).toContain(`<title>${title}`);
        }
      }
    }
  });

  test('writes the catalogue as its frame: loading state, no state to hydrate, the adapter preloaded', async () => {
    await prerenderHosted({ outDir, siteUrl: 'https://www.kintaweld.example' });
    const products = read('products/index.html');
    expect(products).toContain('<title>Welding Machines, Power Tools &amp; Hardware</title>');
    expect(products).toContain('Loading products...');
    expect(products).not.toContain('router-data');
    expect(startedCode(products)).toEqual(
      expect.arrayContaining(['/assets/firebase-backend.js', '/assets/firestore-lite.js']),
    );
    expect(read('localized/ms/products/index.html')).toContain('Memuatkan produk...');
  });

  test('keeps the unrendered shell for every other path, with the site address', async () => {
    await prerenderHosted({ outDir, siteUrl: 'https://www.kintaweld.example' });
    const shell = read(SHELL_FILE);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<meta name="site-url" content="https://www.kintaweld.example" />');
    expect(shell).not.toContain('router-data');
  });

  test('refuses a build it has already prerendered, and a build of the embedded mode', async () => {
    await prerenderHosted({ outDir, siteUrl: 'https://www.kintaweld.example' });
    await expect(prerenderHosted({ outDir, siteUrl: 'https://www.kintaweld.example' })).rejects.toThrow(
      /already a rendered page/,
    );

    fs.copyFileSync(path.resolve('index.html'), path.join(outDir, 'index.html'));
    fs.writeFileSync(
      path.join(outDir, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index.js' } }),
    );
    await expect(prerenderHosted({ outDir, siteUrl: 'https://www.kintaweld.example' })).rejects.toThrow(
      /not a hosted build/,
    );
  });
});
