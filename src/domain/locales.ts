/**
 * The site's languages: this table is their one list. Each row is what the site needs to know of a language, and
 * its key is the language's code; `LANGUAGES`, the `Language` type and every `Record<Language, …>` follow from it.
 * Besides its row, a language is its catalogues (`src/i18n/locales/{code}/`, `src/i18n/catalogues-{code}.ts`):
 * `src/i18n/locales.test.ts` names each file and key a language lacks. Recipe: docs/recipes/language.md.
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
  /** The country whose flag the language switcher shows beside its name (ISO 3166), drawn by src/components/ui/language-switcher.tsx. */
  flag: string;
};

export const LOCALES = {
  en: { hreflang: 'en', ogLocale: 'en_MY', intl: 'en-MY', label: 'English', fieldSuffix: 'En', flag: 'GB' },
  ms: { hreflang: 'ms', ogLocale: 'ms_MY', intl: 'ms-MY', label: 'Bahasa Melayu', fieldSuffix: 'Ms', flag: 'MY' },
} as const satisfies Record<string, Locale>;

/** A language of the site: a key of LOCALES. */
export type Language = keyof typeof LOCALES;

/** The site's languages, in the table's order (the language switcher's). */
export const LANGUAGES = Object.keys(LOCALES) as [Language, ...Language[]];

/** The language of a text missing in another, of a visitor whose languages the site has none of, and of the sources. */
export const FALLBACK_LANGUAGE = 'en' satisfies Language;

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

/** A default text as written: in the fallback language, and in the other languages it has been translated into. */
export type WrittenText = Readonly<Record<typeof FALLBACK_LANGUAGE, string> & Partial<LocalText>>;

/**
 * A default the owner may replace (the slip's terms, the first testimonials) in every language: as written where it
 * is, the fallback language's text where a language has none yet. So a language added to LOCALES starts with the
 * English default rather than a type error; src/i18n/locales.test.ts names each default still to translate.
 */
export function inEveryLanguage(text: WrittenText): LocalText {
  return eachLanguage((language) => text[language] ?? text[FALLBACK_LANGUAGE]);
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
