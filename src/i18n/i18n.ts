import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/domain/limits';
import { resources } from './resources';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** Mirrors the choice for the server and the static host, so HTML arrives in the right language. */
export const LANGUAGE_COOKIE = 'lang';
/** Firebase Hosting's i18n rewrites read only this cookie, then Accept-Language (docs/hosted-mode.md). */
export const HOSTING_LANGUAGE_COOKIE = 'firebase-language-override';

/** A `?lang=ms` in the address names the language; it wins over the stored choice only when present. */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/**
 * Detection follows spec §4: local storage, then the browser's languages, then the page's lang
 * attribute; the choice is saved in local storage; English is the fallback. A `?lang=` in the address
 * comes first, so that a link can open a page in a given language (and search engines can index both).
 */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: 'common',
      ns: ['common', 'site'],
      interpolation: { escapeValue: false }, // React escapes
      detection: {
        order: ['querystring', 'localStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: LANGUAGE_QUERY_PARAMETER,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      initAsync: false,
    });
  i18next.on('languageChanged', (language) => syncDocumentLanguage(language));
  syncDocumentLanguage(i18next.resolvedLanguage ?? FALLBACK_LANGUAGE);
  return i18next;
}

export function currentLanguage(language: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : FALLBACK_LANGUAGE;
}

function syncDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const lang = currentLanguage(language.split('-')[0]);
  document.documentElement.lang = lang;
  const attributes = 'path=/; max-age=31536000; samesite=lax';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; ${attributes}`;
  document.cookie = `${HOSTING_LANGUAGE_COOKIE}=${lang}; ${attributes}`;
}
