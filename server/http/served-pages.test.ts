import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { metadataFor } from '@/app/metadata';
import { routes, type RouteHandle } from '@/app/routes';
import { PAGE_TYPES } from '@/domain/insights';
import { LANGUAGES } from '@/domain/limits';
import { NOT_FOUND_PAGE, PUBLIC_PAGE_LIST, pageTypeOf, type PublicPage } from '@/domain/pages';
import { resources } from '@/i18n/resources';
import { ADMIN_CATALOGUES } from '@/i18n/admin-catalogues';
import { openDatabase, type Db } from '../db/database';
import { buildSitemap } from './seo';

/**
 * The table of pages (src/domain/pages.ts) against everything that reads it: a page registered without its
 * route, its texts in a language, its place in the sitemap or the hosted build, or its kind in Insights fails
 * here, named. That the hosted build writes each page it marks is checked in render/prerender.test.ts.
 */

const SITE = 'https://www.kintaweld.example';

/** An address of the page: its `:id` filled in. */
function sampleAddress(page: PublicPage): string {
  return page.path.replace(/:[a-z]+/gi, 'abc123');
}

function publicRoutesOf(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [
    ...(route.path?.startsWith('admin') ? [] : [route]),
    ...(route.children && !route.path?.startsWith('admin') ? publicRoutesOf(route.children) : []),
  ]);
}

describe('the table of pages', () => {
  let dataDir: string;
  let db: Db;
  let sitemap: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    db = openDatabase(dataDir);
    sitemap = buildSitemap(db, SITE);
  });

  afterAll(() => {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const page of PUBLIC_PAGE_LIST) {
    describe(`${page.id} (${page.path})`, () => {
      test('has its route in the tree, with its module, which exists', () => {
        const matched = matchRoutes(routes, sampleAddress(page))?.at(-1)?.route;
        expect(matched?.path, 'matched by the catch-all: no route of its own').not.toBe('*');
        expect((matched?.handle as RouteHandle | undefined)?.module).toBe(page.module);
        expect(fs.existsSync(path.resolve(page.module)), `${page.module} does not exist`).toBe(true);
      });

      test('has its title and description in every language, and gets them as its metadata', () => {
        for (const language of LANGUAGES) {
          const meta = resources[language].site.meta as Record<string, { title?: string; description?: string }>;
          expect(meta[page.meta]?.title, `${language}: meta.${page.meta}.title`).toBeTruthy();
          expect(meta[page.meta]?.description, `${language}: meta.${page.meta}.description`).toBeTruthy();
        }
        // A private page names no address of its own (src/app/page-head.ts): its canonical path is never written.
        expect(metadataFor(sampleAddress(page))).toMatchObject(
          page.private
            ? { page: page.meta, private: true }
            : { page: page.meta, canonicalPath: page.canonical ?? sampleAddress(page) },
        );
      });

      test(page.sitemap ? 'is in the sitemap in every language' : 'is not in the sitemap', () => {
        for (const address of [`${SITE}${page.path}`, `${SITE}${page.path}?lang=ms`]) {
          if (page.sitemap) expect(sitemap).toContain(`<loc>${address}</loc>`);
          else expect(sitemap).not.toContain(`<loc>${address}</loc>`);
        }
      });

      test(page.insights ? 'is counted by Insights as its kind of page' : 'is not counted by Insights', () => {
        expect(pageTypeOf(sampleAddress(page))?.page ?? null).toBe(page.insights);
      });
    });
  }

  test('the tree has no public route that is not in the table (but the not-found page)', () => {
    const registered = new Set<string>([...PUBLIC_PAGE_LIST.map((page) => page.module), NOT_FOUND_PAGE.module]);
    const unregistered = publicRoutesOf(routes[0]!.children ?? [])
      .map((route) => (route.handle as RouteHandle | undefined)?.module ?? `route "${route.path ?? '(index)'}"`)
      .filter((module) => !registered.has(module));
    expect(unregistered).toEqual([]);
  });

  test('an unknown address has the not-found page, with the home page’s description and canonical (spec §2)', () => {
    expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.handle).toEqual({ module: NOT_FOUND_PAGE.module });
    expect(metadataFor('/no-such-page')).toEqual({ page: 'home', canonicalPath: '/', notFound: true });
    expect(pageTypeOf('/no-such-page')).toBeNull();
  });

  test('every kind of page Insights counts is some page’s, and is named on the Insights screen in every language', () => {
    for (const type of PAGE_TYPES) {
      expect(PUBLIC_PAGE_LIST.some((page) => page.insights === type)).toBe(true);
      for (const language of LANGUAGES) {
        const names = ADMIN_CATALOGUES[language].insights.pages as Record<string, string | undefined>;
        expect(names[type], `${language}: insights.pages.${type}`).toBeTruthy();
      }
    }
  });
});
