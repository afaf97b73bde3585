import { eachLanguage, LANGUAGES, type Language } from '@/domain/locales';
import type enAdmin from './locales/en/admin.json';
import type { PublicCatalogues } from './messages';

/**
 * Where each language's catalogues are, by its code: `src/i18n/locales/{code}/{common,site,admin,names}.json`, and
 * `src/i18n/catalogues-{code}.ts`, which puts a language's public catalogues in a chunk of its own. Nothing lists the
 * languages here: each is found by its code (LOCALES, src/domain/locales.ts), and src/i18n/locales.test.ts names a
 * file or a key a language lacks.
 *
 * The imports below name their file by a pattern (`./catalogues-${language}.ts`): the bundler makes a chunk of each
 * file the pattern matches, and Node (the hosted prerender, the tests) reads the file the code names.
 */

/** A language's admin catalogue. */
export type AdminCatalogue = typeof enAdmin;

/** The source file of a language's public catalogues: the server finds its chunk in the Vite manifest to preload it. */
export function catalogueModule(language: Language): string {
  return `src/i18n/catalogues-${language}.ts`;
}

export const CATALOGUE_MODULES: Record<Language, string> = eachLanguage(catalogueModule);

/** A language's public catalogues, from their chunk: a page downloads its own language's only. */
export async function loadPublicCatalogues(language: Language): Promise<PublicCatalogues> {
  const module = (await import(`./catalogues-${language}.ts`)) as { catalogues: PublicCatalogues };
  return module.catalogues;
}

/** A language's admin catalogue, from its chunk: never part of a public page. */
export async function loadAdminCatalogue(language: Language): Promise<AdminCatalogue> {
  const module = (await import(`./locales/${language}/admin.json`, { with: { type: 'json' } })) as {
    default: AdminCatalogue;
  };
  return module.default;
}

/** Every language's catalogues of one kind, loaded side by side: the server's and the admin's tables. */
export async function everyLanguage<T>(load: (language: Language) => Promise<T>): Promise<Record<Language, T>> {
  const entries = await Promise.all(LANGUAGES.map(async (language) => [language, await load(language)] as const));
  return Object.fromEntries(entries) as Record<Language, T>;
}
