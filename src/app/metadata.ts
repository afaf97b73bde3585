import type { Translate } from '@/i18n/messages';
import { isCategory, type Category } from '@/domain/categories';
import { categoryName, subCategoryName } from '@/i18n/names';
import type { Language } from '@/domain/limits';
import { FOUNDED_YEAR } from '@/domain/limits';
import { NOT_FOUND_PAGE, matchPublicPage, type MetaPage } from '@/domain/pages';
import { isAdminPath, paths } from '@/domain/paths';
import type { Product } from '@/domain/product';
import {
  CATEGORY_PARAM,
  catalogueSearch,
  readSelection,
  selectionSearch,
} from '@/features/site/catalogue/catalogue-query';

export type PageMetadata = {
  /** Key under `meta` in site.json: `meta.{page}.title` and `meta.{page}.description`. */
  page: MetaPage;
  /** Path of the canonical link (with the category's query on a catalogue shelf), appended to the production address. */
  canonicalPath: string;
  /** A category (and sub-category) page of the catalogue: its own title and description. */
  shelf?: { category: Category; subCategory: string };
  /** A search of the catalogue: shown to visitors, not to be indexed (endless addresses of the same products). */
  search?: string;
  /** A product's own page: its title and description come from the product. */
  product?: true;
  /** An address the site does not have: titled as not found, with the home page's description. */
  notFound?: true;
  /**
   * A page whose address is its secret (src/domain/pages.ts, `private`): noindex, and no canonical, alternate or
   * Open Graph address, so that nothing repeats the address to a search engine or a link preview. Its
   * `canonicalPath` is the home page's and is never written.
   */
  private?: true;
};

/**
 * The pages whose titles the spec sets word for word (§2). Any other page is titled by what it is, then the shop's
 * name from its settings.
 */
const SPEC_TITLED: ReadonlySet<MetaPage> = new Set(['home', 'about', 'products', 'testimonials', 'contact']);

/**
 * Which metadata a page gets, by its path and query (the table of pages, src/domain/pages.ts). The catalogue's
 * category and sub-category pages are pages of their own (`/products?category=…&sub=…`), the order does not make
 * another page, and a search is not to be indexed. An unknown path gets the home page's description (spec §2) and a
 * title that says it is not found.
 * Admin paths return null: the admin screens set their own titles and are not pages to index.
 */
export function metadataFor(pathname: string, search = ''): PageMetadata | null {
  if (isAdminPath(pathname)) return null;
  const match = matchPublicPage(pathname);
  if (!match) return notFoundMetadata();
  const { page, params } = match;
  if (page.id === 'products') return catalogueMetadata(new URLSearchParams(search));
  if (page.id === 'product') {
    return { page: page.meta, canonicalPath: paths.products.detail(params.id ?? ''), product: true };
  }
  if (page.private) return { page: page.meta, canonicalPath: paths.home, private: true };
  return { page: page.meta, canonicalPath: page.canonical ?? page.path };
}

/** The metadata of the page an unknown address shows. */
export function notFoundMetadata(): PageMetadata {
  return { page: NOT_FOUND_PAGE.meta, canonicalPath: paths.home, notFound: true };
}

function catalogueMetadata(params: URLSearchParams): PageMetadata {
  const selection = readSelection(params);
  // The default shelf without a category in the address is the catalogue's own page.
  const category = isCategory(params.get(CATEGORY_PARAM)) ? selection.category : null;
  if (selection.q !== '') {
    const canonicalPath = `${paths.products.list}${catalogueSearch({ category, subCategory: selection.subCategory })}`;
    return { page: 'products', canonicalPath, search: selection.q };
  }
  if (!category) return { page: 'products', canonicalPath: paths.products.list };
  return {
    page: 'products',
    canonicalPath: `${paths.products.list}${selectionSearch(category, selection.subCategory)}`,
    shelf: { category, subCategory: selection.subCategory },
  };
}

/** The longest meta description we write: search engines show about this much. */
const DESCRIPTION_LENGTH = 160;

/** A product's text as a meta description: one line, cut at a word near the length search engines show. */
export function productDescription(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The title and description of a page in `language`, the language of `t`. A product's title begins with its name and a
 * shelf's with its category, both ending with the catalogue's title. A product that is not there (`null`), an
 * unknown address and a page the spec gives no title are titled by what they are, then the shop's name.
 */
export function pageTexts(
  metadata: PageMetadata,
  t: Translate<'site'>,
  product: Product | null | undefined,
  language: Language,
  shopName: string,
): { title: string; description: string } {
  const catalogueTitle = t('meta.products.title');
  if (metadata.product && product) {
    return { title: `${product.name} | ${catalogueTitle}`, description: productDescription(product.description) };
  }
  if (metadata.product && product === null) {
    return { title: `${t('meta.productNotFound')} | ${shopName}`, description: t('meta.products.description') };
  }
  if (metadata.notFound) {
    return {
      title: `${t('notFound.heading')} | ${shopName}`,
      description: t('meta.home.description', { year: FOUNDED_YEAR }),
    };
  }
  if (metadata.shelf) {
    const { category, subCategory } = metadata.shelf;
    const shelfName = categoryName(category, language);
    if (subCategory === '') {
      return { title: `${shelfName} | ${catalogueTitle}`, description: t(`meta.categories.${category}`) };
    }
    const filterName = subCategoryName(subCategory, language);
    return {
      title: `${shelfName} – ${filterName} | ${catalogueTitle}`,
      description: t('meta.subCategory', { category: shelfName, subCategory: filterName }),
    };
  }
  if (metadata.search !== undefined) {
    return {
      title: `${t('catalogue.search.heading', { query: metadata.search })} | ${catalogueTitle}`,
      description: t('meta.products.description'),
    };
  }
  const title = t(`meta.${metadata.page}.title`);
  return {
    title: SPEC_TITLED.has(metadata.page) ? title : `${title} | ${shopName}`,
    description: t(`meta.${metadata.page}.description`, { year: FOUNDED_YEAR }),
  };
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
