import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './limits';

/**
 * What the site needs to know of each of its languages, one row each (the codes are LANGUAGES in ./limits.ts).
 * The head's language alternates and Open Graph locale, sitemap.xml, dates and money, the language switcher and
 * every bilingual text of the settings read this table; a language added to LANGUAGES without its row here (or
 * its catalogues in src/i18n, its flag in the switcher) is a type error. Recipe: docs/architecture.md.
 */
export type Locale = {
  /** The `hreflang` of its alternate links and the `lang` of its pages. */
  hreflang: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The Intl locale of its dates and numbers: the language as written in Malaysia. */
  intl: string;
  /** Its name in itself, so that a visitor finds their own whatever language the page is in. */
  label: string;
  /** Where a stored record keeps its text in this language: `textMs` (Firestore), `text_ms` (SQLite). */
  fieldSuffix: string;
};

export const LOCALES = {
  en: { hreflang: 'en', ogLocale: 'en_MY', intl: 'en-MY', label: 'English', fieldSuffix: 'En' },
  ms: { hreflang: 'ms', ogLocale: 'ms_MY', intl: 'ms-MY', label: 'Bahasa Melayu', fieldSuffix: 'Ms' },
} as const satisfies Record<Language, Locale>;

/** A text written in every language of the site: a testimonial, the opening hours. */
export type LocalText = Record<Language, string>;

/** A text for each language, each made by `make`. */
export function eachLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
}

/** The same text, empty in every language. */
export function emptyLocalText(): LocalText {
  return eachLanguage(() => '');
}

/**
 * The text of a language; when that language has none, the fallback language's, else any language's that has one:
 * a setting typed in one language only (the opening hours) is shown in every language. Every reader of a LocalText
 * setting goes through here.
 */
export function localText(text: LocalText, language: Language): string {
  return (
    text[language].trim() ||
    text[FALLBACK_LANGUAGE].trim() ||
    LANGUAGES.map((other) => text[other].trim()).find((value) => value !== '') ||
    ''
  );
}
