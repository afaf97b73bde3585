import { CATEGORIES, subCategoriesOf, type Category, type SubCategory } from '@/domain/categories';
import type { NamesOf } from '@/domain/closest-category';
import type { Language } from '@/domain/locales';
import type { RepairStatus } from '@/domain/repair';
import en from './locales/en/names.json' with { type: 'json' };
import ms from './locales/ms/names.json' with { type: 'json' };

/**
 * The names of the shop's things (its categories, sub-categories and repair statuses), a catalogue of their own
 * (`locales/{language}/names.json`): the domain holds the codes (`Power Tools`, `awaitingApproval`), these hold the
 * words. Small, and wanted in any language wherever one is: the admin writes a customer's status in the customer's
 * language, the import takes a name in any language, the catalogue's search hears a word of any. So every language's
 * is here at once, where the other catalogues come one language at a time (./catalogue-modules.ts).
 *
 * The one list of languages outside LOCALES (src/domain/locales.ts) that is written out: code that needs these words
 * at once cannot wait for a chunk. A language added to LOCALES without its line here is a type error.
 */
export const NAMES: Record<Language, Names> = { en, ms };

/**
 * Each name keyed by its code, as a product and a job store it: a code added to the domain without its name in a
 * catalogue is a type error here.
 */
export type Names = {
  categories: Record<Category, string>;
  subCategories: Record<SubCategory, string>;
  repairStatuses: Record<RepairStatus, string>;
};

/** A category's name in a language; a value that is no category (an old record's) as it is. */
export function categoryName(category: string, language: Language): string {
  return nameIn(NAMES[language].categories, category);
}

/** A sub-category's name in a language; a value that is none of them as it is. */
export function subCategoryName(subCategory: string, language: Language): string {
  return nameIn(NAMES[language].subCategories, subCategory);
}

export function repairStatusName(status: RepairStatus, language: Language): string {
  return NAMES[language].repairStatuses[status];
}

/** A category's names in every language: what a visitor may type for it. */
export function categoryNames(category: string): string[] {
  return Object.values(NAMES).map((names) => nameIn(names.categories, category));
}

/** A sub-category's names in every language. */
export function subCategoryNames(subCategory: string): string[] {
  return Object.values(NAMES).map((names) => nameIn(names.subCategories, subCategory));
}

/** The categories' and sub-categories' names in every language: the words a visitor's search may mean them by. */
export const CATEGORY_WORDS: NamesOf = { category: categoryNames, subCategory: subCategoryNames };

function nameIn(names: Record<string, string>, code: string): string {
  return Object.hasOwn(names, code) ? names[code]! : code;
}

/** A name as people type it: case, spaces, dashes and underscores aside. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[\s_\-.()]+/g, '');
}

/**
 * The category a name names, in any language (`Power Tools`, `alatan kuasa`); undefined for none. The import's:
 * it takes a name as the owner types it, in any language of the catalogues.
 */
export function categoryOfName(name: string): Category | undefined {
  const key = nameKey(name);
  if (key === '') return undefined;
  return CATEGORIES.find((category) => categoryNames(category).some((text) => nameKey(text) === key));
}

/** The sub-category of `category` a name names, in any language (`Pemotong Plasma`); undefined for none. */
export function subCategoryOfName(category: string, name: string): string | undefined {
  const key = nameKey(name);
  if (key === '') return undefined;
  return subCategoriesOf(category).find((subCategory) =>
    subCategoryNames(subCategory).some((text) => nameKey(text) === key),
  );
}
