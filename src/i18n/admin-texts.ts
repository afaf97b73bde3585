import { eachLanguage, LOCALES, type Language } from '@/domain/locales';
import { ADMIN_CATALOGUES } from './admin-catalogues';
import type { AdminKey } from './catalogue-keys';

/** The admin catalogue of each language, for the files made outside the screens (CSV files, the customer's copy). */
export { ADMIN_CATALOGUES };

/**
 * The text of a key of the admin catalogue in a language, as a table names it (a field's label): the file makers'
 * `t()`, which the server and hosted mode share. A key that names no text is a fault of the table, thrown.
 */
export function adminText(language: Language, key: AdminKey): string {
  let value: unknown = ADMIN_CATALOGUES[language];
  for (const part of key.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (typeof value !== 'string') throw new Error(`admin.json (${language}) has no text ${key}`);
  return value;
}

/**
 * A catalogue's names of the site's languages (`repairs.csv.languages`: each language's name in the catalogue's),
 * one for each language of LOCALES. A language the catalogue does not name yet is called by its own name;
 * src/i18n/locales.test.ts names every catalogue that lacks one.
 */
export function languageNames(names: Readonly<Partial<Record<string, string>>>): Record<Language, string> {
  return eachLanguage((language) => names[language] ?? LOCALES[language].label);
}
