import type { Language } from './limits';
import type { LocalText } from './locales';

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
 * What each category and sub-category is called in each language: the one table of their names, read by the site
 * (the sidebar, chips, titles), the admin (the form, the product list, the import's choices) and the import, which
 * takes a name in any language. A product stores the English key (`Power Tools`, `Plasma Cutter`).
 */
export const CATEGORY_NAMES = {
  'Welding Machines': { en: 'Welding Machines', ms: 'Mesin Kimpalan' },
  Accessories: { en: 'Accessories', ms: 'Aksesori' },
  'Power Tools': { en: 'Power Tools', ms: 'Alatan Kuasa' },
  Generator: { en: 'Generator', ms: 'Penjana' },
  'Air Compressors': { en: 'Air Compressors', ms: 'Pemampat Udara' },
  'Home Improvements': { en: 'Home Improvements', ms: 'Penambahbaikan Rumah' },
  Others: { en: 'Others', ms: 'Lain-lain' },
  'Machinery Service Consultant': { en: 'Machinery Service Consultant', ms: 'Perunding Servis Jentera' },
} as const satisfies Record<Category, LocalText>;

export const SUB_CATEGORY_NAMES = {
  MIG: { en: 'MIG', ms: 'MIG' },
  ARC: { en: 'ARC', ms: 'ARC' },
  TIG: { en: 'TIG', ms: 'TIG' },
  'Plasma Cutter': { en: 'Plasma Cutter', ms: 'Pemotong Plasma' },
  Amaxx: { en: 'Amaxx', ms: 'Amaxx' },
  'Dong Cheng': { en: 'Dong Cheng', ms: 'Dong Cheng' },
  Karcher: { en: 'Karcher', ms: 'Karcher' },
  Other: { en: 'Other', ms: 'Lain-lain' },
} as const satisfies Record<SubCategory, LocalText>;

/** A category's name in a language; a value that is no category (an old record's) as it is. */
export function categoryName(category: string, language: Language): string {
  return isCategory(category) ? CATEGORY_NAMES[category][language] : category;
}

/** A sub-category's name in a language; a value that is none of them as it is. */
export function subCategoryName(subCategory: string, language: Language): string {
  return Object.hasOwn(SUB_CATEGORY_NAMES, subCategory)
    ? SUB_CATEGORY_NAMES[subCategory as SubCategory][language]
    : subCategory;
}

/** A name as people type it: case, spaces, dashes and underscores aside. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[\s_\-.()]+/g, '');
}

/** The category a name names, in any language (`Power Tools`, `alatan kuasa`); undefined for none. */
export function categoryOfName(name: string): Category | undefined {
  const key = nameKey(name);
  if (key === '') return undefined;
  return CATEGORIES.find((category) =>
    Object.values(CATEGORY_NAMES[category]).some((text: string) => nameKey(text) === key),
  );
}

/** The sub-category of `category` a name names, in any language (`Pemotong Plasma`); undefined for none. */
export function subCategoryOfName(category: string, name: string): string | undefined {
  const key = nameKey(name);
  if (key === '') return undefined;
  return subCategoriesOf(category).find((subCategory) =>
    Object.values(SUB_CATEGORY_NAMES[subCategory as SubCategory]).some((text: string) => nameKey(text) === key),
  );
}

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
