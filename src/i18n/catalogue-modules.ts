import type { Language } from '@/domain/limits';

/**
 * The source file of each language's public catalogues (src/i18n/catalogues-*.ts): the server looks
 * them up in the Vite manifest to preload the chunk of the page's language.
 */
export const CATALOGUE_MODULES = {
  en: 'src/i18n/catalogues-en.ts',
  ms: 'src/i18n/catalogues-ms.ts',
} as const satisfies Record<Language, string>;
