/** The eight catalogue categories of the shop, in the order the sidebar shows them (spec §3). */
export const CATEGORIES = [
  'Welding Machines',
  'Accessories',
  'Power Tools',
  'Generator',
  'Air Compressors',
  'Home Improvements',
  'Others',
  'Machinery Service Consultant',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const SUB_CATEGORIES = {
  'Welding Machines': ['MIG', 'ARC', 'TIG', 'Plasma Cutter', 'Other'],
  'Power Tools': ['Amaxx', 'Dong Cheng', 'Other'],
  'Home Improvements': ['Karcher', 'Other'],
} as const satisfies Partial<Record<Category, readonly string[]>>;

export type SubCategory = (typeof SUB_CATEGORIES)[keyof typeof SUB_CATEGORIES][number];

/**
 * What each category and sub-category is called in each language is in the catalogues (`categories` and
 * `subCategories` of src/i18n/locales/{language}/names.json), read through src/i18n/names.ts: a product stores the
 * code (`Power Tools`, `Plasma Cutter`), which is also the English name and the `?category=` of an address.
 */

/** The category that is a service, not a shelf: it never lists products. */
export const SERVICE_CATEGORY: Category = 'Machinery Service Consultant';

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export function subCategoriesOf(category: string): readonly string[] {
  return (SUB_CATEGORIES as Partial<Record<string, readonly string[]>>)[category] ?? [];
}

export function hasSubCategories(category: string): boolean {
  return subCategoriesOf(category).length > 0;
}

export function isSubCategoryOf(category: string, subCategory: string): boolean {
  return subCategoriesOf(category).includes(subCategory);
}
