import { isAdminPath, paths } from '@/domain/paths';

/** The pages that carry their own title, description and canonical path (spec §2, common layout). */
export type MetadataPage = 'home' | 'about' | 'products' | 'testimonials' | 'contact' | 'enquiry';

export type PageMetadata = {
  /** Key under `meta` in site.json: `meta.{page}.title` and `meta.{page}.description`. */
  page: MetadataPage;
  /** Path of the canonical link, appended to the production address. */
  canonicalPath: string;
};

/**
 * Which metadata a path gets. Any path under /products is the products page (its canonical keeps the
 * product's own path); an unknown path renders the home page and so gets the home page's metadata.
 * Admin paths return null: the admin screens set their own titles and are not pages to index.
 */
export function metadataFor(pathname: string): PageMetadata | null {
  if (isAdminPath(pathname)) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.products.list || path.startsWith(`${paths.products.list}/`)) {
    return { page: 'products', canonicalPath: path };
  }
  if (path === paths.about) return { page: 'about', canonicalPath: path };
  if (path === paths.testimonials) return { page: 'testimonials', canonicalPath: path };
  if (path === paths.contact) return { page: 'contact', canonicalPath: path };
  // The list and its confirmation are one page: the visitor's own, with nothing to index.
  if (path === paths.enquiry.list || path === paths.enquiry.sent) {
    return { page: 'enquiry', canonicalPath: paths.enquiry.list };
  }
  return { page: 'home', canonicalPath: paths.home };
}

/** The token that index.html carries until the server writes its SITE_URL in its place. */
export const SITE_URL_TOKEN = '__SITE_URL__';

/**
 * The production address for canonical links: the server's SITE_URL written into
 * `<meta name="site-url">`, or, while the page still holds the raw token (a static preview, the dev
 * server), the address the page was opened at. Never ends with a slash.
 */
export function resolveSiteUrl(metaContent: string | null | undefined, fallbackOrigin: string): string {
  const value = metaContent?.trim() ?? '';
  const base = value === '' || value === SITE_URL_TOKEN || !/^https?:\/\//i.test(value) ? fallbackOrigin : value;
  return base.replace(/\/+$/, '');
}

export function canonicalUrl(siteUrl: string, canonicalPath: string): string {
  return `${siteUrl}${canonicalPath.startsWith('/') ? canonicalPath : `/${canonicalPath}`}`;
}
