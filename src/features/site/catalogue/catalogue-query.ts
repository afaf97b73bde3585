import type { ProductQuery } from '@/domain';
import { SERVICE_CATEGORY, isCategory, isSubCategoryOf, type Category } from '@/domain/categories';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/domain/limits';
import { MAX_SEARCH_LENGTH, isProductSort, searchTerms, type ProductSort } from '@/domain/search';

/**
 * The catalogue keeps its selection in the address (`?category=...&sub=...&q=...&sort=...`), so a shared link,
 * a reload and Back all show the same shelf or search. These helpers are the only place that reads or writes
 * those parameters.
 */
export const CATEGORY_PARAM = 'category';
export const SUB_CATEGORY_PARAM = 'sub';
export const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'sort';
/**
 * How many products the list shows from its start (`?shown=48`): "Load more" is a link that asks for a page more,
 * and the page's code, appending in place, writes the count it reached here, so that Back (or a reload) shows as
 * many (docs/decisions/021-islands.md). At least a page, at most MAX_PAGE_SIZE.
 */
export const SHOWN_PARAM = 'shown';

/**
 * Past the largest page, "Load more" is a link to the page after the last product shown (`?after={cursor}`): without
 * code every product can be reached, a page at a time.
 */
export const AFTER_PARAM = 'after';

/** The count of products `?shown=` asks for, made valid. */
export function shownCount(params: URLSearchParams): number {
  const value = Number(params.get(SHOWN_PARAM));
  return Number.isInteger(value) ? Math.min(MAX_PAGE_SIZE, Math.max(PAGE_SIZE, value)) : PAGE_SIZE;
}

/** `address` (a path and its query) showing `count` products: `shown` set, or left out for the first page alone. */
export function withShown(address: string, count: number): string {
  return withListParams(address, (params) => {
    if (count <= PAGE_SIZE) params.delete(SHOWN_PARAM);
    else params.set(SHOWN_PARAM, String(Math.min(MAX_PAGE_SIZE, count)));
  });
}

/** `address` showing the page after `cursor` (`?after=`), without `shown`. */
export function withAfter(address: string, cursor: string): string {
  return withListParams(address, (params) => {
    params.delete(SHOWN_PARAM);
    params.set(AFTER_PARAM, cursor);
  });
}

/** Whether `address` shows a page after a cursor rather than the list from its start. */
export function isAfterPage(address: string): boolean {
  const queryAt = address.indexOf('?');
  return queryAt >= 0 && new URLSearchParams(address.slice(queryAt + 1)).has(AFTER_PARAM);
}

function withListParams(address: string, change: (params: URLSearchParams) => void): string {
  const queryAt = address.indexOf('?');
  const pathname = queryAt >= 0 ? address.slice(0, queryAt) : address;
  const params = new URLSearchParams(queryAt >= 0 ? address.slice(queryAt + 1) : '');
  change(params);
  const search = params.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}

export type CatalogueSelection = {
  /** null without a category in the address: every product, or a search of the whole catalogue. */
  category: Category | null;
  subCategory: string;
  /** The visitor's query as typed (trimmed), or '' when not searching. */
  q: string;
  /** null is the default order: best match first for a search, newest first otherwise. */
  sort: ProductSort | null;
};

/**
 * What the address asks for, made valid: no category or an unknown one is every category (the whole catalogue,
 * newest first, or a search of it), a foreign sub-category is none, a query without a word is no search, an
 * unknown order is the default.
 */
export function readSelection(params: URLSearchParams): CatalogueSelection {
  const rawQuery = (params.get(SEARCH_PARAM) ?? '').slice(0, MAX_SEARCH_LENGTH).trim();
  const q = searchTerms(rawQuery).length > 0 ? rawQuery : '';
  const rawCategory = params.get(CATEGORY_PARAM);
  const category = isCategory(rawCategory) ? rawCategory : null;
  const rawSub = params.get(SUB_CATEGORY_PARAM) ?? '';
  const rawSort = params.get(SORT_PARAM);
  return {
    category,
    // A sub-category filter applies only within a category that has it (spec §4).
    subCategory: category && isSubCategoryOf(category, rawSub) ? rawSub : '',
    q,
    sort: isProductSort(rawSort) ? rawSort : null,
  };
}

/**
 * The search string of a selection, its parameters always in the same order. A category without a
 * sub-category is how a change of category clears the sub-category filter (spec §4); the service category
 * lists no products, so it keeps neither a query nor an order.
 */
export function catalogueSearch(selection: Partial<CatalogueSelection>): string {
  const { category = null, subCategory = '', q = '', sort = null } = selection;
  const params = new URLSearchParams();
  if (category) params.set(CATEGORY_PARAM, category);
  if (category && subCategory !== '' && isSubCategoryOf(category, subCategory)) {
    params.set(SUB_CATEGORY_PARAM, subCategory);
  }
  if (category !== SERVICE_CATEGORY) {
    if (q.trim() !== '') params.set(SEARCH_PARAM, q.trim());
    if (sort) params.set(SORT_PARAM, sort);
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** The search string of a category (and sub-category), without a query or an order. */
export function selectionSearch(category: Category, subCategory = ''): string {
  return catalogueSearch({ category, subCategory });
}

/** The first page to ask the backend for, or null for the service category, which lists no products. */
export function productQueryFor(selection: CatalogueSelection, limit = PAGE_SIZE): ProductQuery | null {
  if (selection.category === SERVICE_CATEGORY) return null;
  return {
    ...(selection.category ? { category: selection.category } : {}),
    ...(selection.subCategory !== '' ? { subCategory: selection.subCategory } : {}),
    ...(selection.q !== '' ? { q: selection.q } : {}),
    ...(selection.sort ? { sort: selection.sort } : {}),
    limit,
  };
}

/** A key that changes whenever the shelf, the search or the order changes, so its list and paging start afresh. */
export function selectionKey(selection: CatalogueSelection): string {
  return [selection.category ?? '', selection.subCategory, selection.q, selection.sort ?? ''].join('\u0000');
}
