import { CATEGORIES, subCategoriesOf } from '@/domain/categories';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { PUBLIC_PAGE_LIST } from '@/domain/pages';
import { withLanguage } from '@/i18n/language';
import { paths } from '@/domain/paths';
import { selectionSearch } from '@/features/site/catalogue/catalogue-query';
import type { Db } from '../db/database';

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

/** Each page in every language (src/domain/locales.ts), each naming the others as its alternates. */
function urlEntries(siteUrl: string, path: string, lastModified?: string): string {
  const address = `${siteUrl}${path}`;
  const alternates = [
    ...LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALES[language].hreflang}" href="${escapeXml(withLanguage(address, language))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(withLanguage(address, FALLBACK_LANGUAGE))}"/>`,
  ].join('');
  const modified = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
  return LANGUAGES.map(
    (language) => `<url><loc>${escapeXml(withLanguage(address, language))}</loc>${modified}${alternates}</url>`,
  ).join('\n');
}

/**
 * sitemap.xml: every public page, every category and sub-category page and every product visitors see (no draft),
 * in both languages.
 */
export function buildSitemap(db: Db, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const entries = [...LISTED_PAGES, ...SHELF_PAGES].map((path) => urlEntries(base, path));
  const rows = db.prepare<[], { id: string; updated_at: string }>(
    "SELECT id, updated_at FROM products WHERE status <> 'draft' ORDER BY created_at DESC, id DESC",
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
