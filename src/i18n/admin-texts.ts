import type { Language } from '@/domain/limits';
import type { AdminKey } from './catalogue-keys';
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import msAdmin from './locales/ms/admin.json' with { type: 'json' };

/** The admin catalogue of each language, for the files made outside the screens (CSV files, the customer's copy). */
export const ADMIN_CATALOGUES: Record<Language, typeof enAdmin> = { en: enAdmin, ms: msAdmin };

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
