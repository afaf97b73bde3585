import type { PageType } from './insights';
import { isAdminPath, paths } from './paths';

/**
 * The public pages, one row each, keyed by the page's id: its route, its place in the sitemap and in the hosted
 * build, and how Insights counts it. The id is written once, here: by it the page's texts are `meta.{id}.title` and
 * `meta.{id}.description` of site.json, and its route module is `src/routes/site/{id}.tsx` (`enquirySent`:
 * `enquiry-sent.tsx`), unless the row names others. The route tree (src/app/routes.tsx), the head
 * (src/app/metadata.ts), sitemap.xml (server/http/seo.ts), the hosted prerender (server/render/prerender.ts) and the
 * visitor measurements (./insights.ts) all read this table; server/http/served-pages.test.ts fails when a row's texts, route or
 * files are missing. Recipe for a new page: docs/recipes/public-page.md.
 */
export type PublicPage = {
  /** Its address; `:id` marks a part that names a record (React Router's pattern). */
  path: string;
  /** Its texts' key under `meta` in site.json, when it shares another page's (a product's are the catalogue's). */
  meta?: string;
  /** The address its canonical link names, when it is another page's (a confirmation names its form). */
  canonical?: string;
  /** In sitemap.xml, in every language. A record's pages (products) are listed from the data instead. */
  sitemap: boolean;
  /** Written ahead of time by the hosted build in every language: a page whose address alone decides it. */
  prerender: boolean;
  /**
   * How Insights counts its views and speed; null: not at all (no visit, no view, no vitals are sent from it).
   * Only a product page's `:id` ever travels in an event (./insights.ts): no other part of an address does.
   */
  insights: PageType | null;
  /**
   * A page for whoever holds its address, whose address is its secret (a repair job's status link): the server
   * renders it for each request and keeps it nowhere (`Cache-Control: no-store`), sends it with `noindex` and
   * `Referrer-Policy: no-referrer`, and its head names no canonical or alternate address.
   */
  private?: true;
  /** Its route module, when the file is not named after the id: the server preloads this file's code with the page. */
  module?: RouteModule;
};

/** A public page's route module (src/app/routes.tsx loads it by its file name). */
export type RouteModule = `src/routes/site/${string}.tsx`;

export const PUBLIC_PAGES = {
  home: {
    path: paths.home,
    sitemap: true,
    prerender: true,
    insights: 'home',
  },
  about: {
    path: paths.about,
    sitemap: true,
    prerender: true,
    insights: 'about',
  },
  products: {
    path: paths.products.list,
    sitemap: true,
    prerender: true,
    insights: 'catalogue',
  },
  product: {
    path: `${paths.products.list}/:id`,
    meta: 'products',
    sitemap: false,
    prerender: false,
    insights: 'product',
    module: 'src/routes/site/product-detail.tsx',
  },
  testimonials: {
    path: paths.testimonials,
    sitemap: true,
    prerender: true,
    insights: 'testimonials',
  },
  contact: {
    path: paths.contact,
    sitemap: true,
    prerender: true,
    insights: 'contact',
  },
  // The visitor's own list and its confirmation: nothing to index, nothing the same for two visitors. Insights has
  // no kind of page for them and counts them with the home page.
  enquiry: {
    path: paths.enquiry.list,
    sitemap: false,
    prerender: false,
    insights: 'home',
  },
  enquirySent: {
    path: paths.enquiry.sent,
    meta: 'enquiry',
    canonical: paths.enquiry.list,
    sitemap: false,
    prerender: false,
    insights: 'home',
  },
  // A customer's repair job (issue 35): the token in its address is all that opens it (src/domain/repair.ts). Not in
  // the sitemap, never written ahead of time, and not counted by Insights: a customer following their own job is no
  // visitor of the shop's pages, and what is not sent cannot carry the token anywhere.
  repair: {
    // paths.repair(':token') would encode the colon.
    path: '/repair/:token',
    sitemap: false,
    prerender: false,
    insights: null,
    private: true,
    module: 'src/routes/site/repair-job.tsx',
  },
  // The privacy notice (issue 39; PDPA 2010 section 7): the same for every visitor, filled from Shop settings.
  // Insights does not count it: reading how the shop keeps data is no visit of its shop pages.
  privacy: {
    path: paths.privacy,
    sitemap: true,
    prerender: true,
    insights: null,
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageId = keyof typeof PUBLIC_PAGES;

type Row<K extends PublicPageId> = (typeof PUBLIC_PAGES)[K];
type MetaOf<K extends PublicPageId> = Row<K> extends { meta: infer M extends string } ? M : K;

/** The keys of `meta` in site.json that name a page's title and description: the pages' ids, or the key a row names. */
export type MetaPage = { [K in PublicPageId]: MetaOf<K> }[PublicPageId];

/** A row of the table as the site reads it: with its id, its texts' key and its route module. */
export type RegisteredPage = Omit<PublicPage, 'meta' | 'module'> & {
  id: PublicPageId;
  meta: MetaPage;
  module: RouteModule;
};

/** A page's route module by its id: `enquirySent` is `src/routes/site/enquiry-sent.tsx`. */
function moduleOf(id: string): RouteModule {
  return `src/routes/site/${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
}

/** Every public page, in the table's order. */
export const PUBLIC_PAGE_LIST: readonly RegisteredPage[] = Object.entries(PUBLIC_PAGES).map(([id, row]) => {
  const page: PublicPage = row;
  return { ...page, id: id as PublicPageId, meta: (page.meta ?? id) as MetaPage, module: page.module ?? moduleOf(id) };
});

/**
 * The page an unknown address shows (a 404 with links back): its route matches every other path, and it keeps
 * the home page's description (spec §2), under a title that says it is not found (src/app/metadata.ts). Insights
 * does not count it: it is no page of the site, and a made-up address must not add views.
 */
export const NOT_FOUND_PAGE = {
  meta: 'home',
  module: 'src/routes/site/not-found.tsx',
} as const satisfies Pick<RegisteredPage, 'meta' | 'module'>;

export type PageMatch = { page: RegisteredPage; params: Record<string, string> };

/** The public page at an address (a trailing slash ignored), with its `:` parts; null for any other address. */
export function matchPublicPage(pathname: string): PageMatch | null {
  const parts = split(pathname);
  for (const page of PUBLIC_PAGE_LIST) {
    const pattern = split(page.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const value = parts[index]!;
      if (!part.startsWith(':')) return part === value;
      params[part.slice(1)] = safeDecode(value);
      return value !== '';
    });
    if (matches) return { page, params };
  }
  return null;
}

/**
 * The page type of a public path (the table of pages), or null for a path that is not measured: the admin's, and
 * any address that is no page of the site (its not-found page is not a view).
 */
export function pageTypeOf(pathname: string): { page: PageType; productId?: string } | null {
  if (isAdminPath(pathname)) return null;
  const match = matchPublicPage(pathname);
  if (!match) return null;
  const { page, params } = match;
  if (page.insights === null) return null;
  return params.id === undefined ? { page: page.insights } : { page: page.insights, productId: params.id };
}

function split(pathname: string): string[] {
  return pathname.split('/').filter((part) => part !== '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
