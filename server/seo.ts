import { CATEGORIES, subCategoriesOf } from '@/domain/categories';
import { PUBLIC_PAGE_LIST } from '@/domain/pages';
import { paths } from '@/domain/paths';
import { selectionSearch } from '@/features/catalogue/catalogue-query';
import type { Db } from './db/database';

/** The pages the table of pages puts in the sitemap (src/domain/pages.ts). */
const LISTED_PAGES = PUBLIC_PAGE_LIST.filter((page) => page.sitemap).map((page) => page.path);

/** Every category and sub-category page of the catalogue, at the address its canonical link names. */
const SHELF_PAGES = CATEGORIES.flatMap((category) => [
  `${paths.products.list}${selectionSearch(category)}`,
  ...subCategoriesOf(category).map((sub) => `${paths.products.list}${selectionSearch(category, sub)}`),
]);

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** Each page in English (its plain address) and Malay (`?lang=ms`), linked to each other as alternates. */
function urlEntries(siteUrl: string, path: string, lastModified?: string): string {
  const english = `${siteUrl}${path}`;
  const malay = `${english}${path.includes('?') ? '&' : '?'}lang=ms`;
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(english)}"/>`,
    `<xhtml:link rel="alternate" hreflang="ms" href="${escapeXml(malay)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(english)}"/>`,
  ].join('');
  const modified = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
  return [english, malay].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`).join('\n');
}

/** sitemap.xml: every public page, every category and sub-category page and every product, in both languages. */
export function buildSitemap(db: Db, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const entries = [...LISTED_PAGES, ...SHELF_PAGES].map((path) => urlEntries(base, path));
  const rows = db.prepare<[], { id: string; updated_at: string }>(
    'SELECT id, updated_at FROM products ORDER BY created_at DESC, id DESC',
  );
  for (const row of rows.iterate()) {
    entries.push(urlEntries(base, `/products/${encodeURIComponent(row.id)}`, row.updated_at));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the admin area and the API, and where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
