import type { ProductQuery } from '@/domain';
import { DEFAULT_CATEGORY, SERVICE_CATEGORY, isCategory, isSubCategoryOf, type Category } from '@/domain/categories';
import { PAGE_SIZE } from '@/domain/limits';

/**
 * The catalogue keeps its selection in the address (`?category=...&sub=...`), so a shared link, a reload
 * and Back all show the same shelf. These helpers are the only place that reads or writes those parameters.
 */
export const CATEGORY_PARAM = 'category';
export const SUB_CATEGORY_PARAM = 'sub';

export type CatalogueSelection = { category: Category; subCategory: string };

/** What the address asks for, made valid: an unknown category is the default, a foreign sub-category is none. */
export function readSelection(params: URLSearchParams): CatalogueSelection {
  const rawCategory = params.get(CATEGORY_PARAM);
  const category = isCategory(rawCategory) ? rawCategory : DEFAULT_CATEGORY;
  const rawSub = params.get(SUB_CATEGORY_PARAM) ?? '';
  // A sub-category filter applies only within a category that has it (spec §4).
  return { category, subCategory: isSubCategoryOf(category, rawSub) ? rawSub : '' };
}

/**
 * The search string for a selection. Choosing a category passes no sub-category, which is how a change
 * of category clears the sub-category filter (spec §4).
 */
export function selectionSearch(category: Category, subCategory = ''): string {
  const params = new URLSearchParams({ [CATEGORY_PARAM]: category });
  if (subCategory !== '' && isSubCategoryOf(category, subCategory)) params.set(SUB_CATEGORY_PARAM, subCategory);
  return `?${params.toString()}`;
}

/** The first page to ask the backend for, or null for the service category, which lists no products. */
export function productQueryFor(selection: CatalogueSelection): ProductQuery | null {
  if (selection.category === SERVICE_CATEGORY) return null;
  return {
    category: selection.category,
    ...(selection.subCategory !== '' ? { subCategory: selection.subCategory } : {}),
    limit: PAGE_SIZE,
  };
}

/** A key that changes whenever the shelf changes, so its list and paging start afresh. */
export function selectionKey(selection: CatalogueSelection): string {
  return `${selection.category}\u0000${selection.subCategory}`;
}
