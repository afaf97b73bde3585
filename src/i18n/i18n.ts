import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/domain/limits';
import { loadPublicCatalogues } from './catalogue-modules';
import {
  CONTENT_LANGUAGE_ATTRIBUTE,
  decideLanguage,
  HOSTING_LANGUAGE_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  toLanguage,
} from './language';

export { HOSTING_LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAMETER, toLanguage };

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be switched off; the choice then lasts for the page only
  }
}

/**
 * The visitor's language (`decideLanguage`, the order the server follows too), in the order of spec §4: a `?lang=` in the address first (so that a link can open
 * a page in a given language), then the choice saved in local storage, then the browser's languages, then
 * the page's lang attribute; English when none is supported. The server follows the same order
 * (server/render/page-renderer.ts), with the cookie that mirrors the saved choice and Accept-Language. A page the
 * server rendered in its content's language (CONTENT_LANGUAGE_ATTRIBUTE) keeps it ahead of the browser's languages.
 */
function detectLanguage(): Language {
  const root = document.documentElement;
  return decideLanguage({
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
    saved: storedLanguage(),
    content: root.hasAttribute(CONTENT_LANGUAGE_ATTRIBUTE) ? toLanguage(root.getAttribute('lang')) : null,
    preferred: [...(navigator.languages ?? []), navigator.language, root.getAttribute('lang')],
  });
}

/** Whether the visitor has a language of their own: in the address or saved as this page started, or picked since. */
let languageChosen =
  typeof window !== 'undefined' &&
  (toLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER)) !== null ||
    toLanguage(storedLanguage()) !== null);

// The page's language is known before anything renders, and its texts are loaded before the app starts
// (main.tsx imports this module first), so the first render already has them and hydration matches.
const initialLanguage = typeof window === 'undefined' ? FALLBACK_LANGUAGE : detectLanguage();
// Each language's public catalogues are a chunk of their own: a page downloads its own language only (the server
// preloads it, src/i18n/catalogue-modules.ts) and another one when the visitor switches.
const initialCatalogues = typeof window === 'undefined' ? null : await loadPublicCatalogues(initialLanguage);

export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  // Registered before init, which announces the first language too.
  i18next.on('languageChanged', (language) => {
    const lang = toLanguage(language) ?? FALLBACK_LANGUAGE;
    saveLanguage(lang);
    syncDocumentLanguage(lang);
  });
  void i18next.use(initReactI18next).init({
    lng: initialLanguage,
    resources: initialCatalogues ? { [initialLanguage]: initialCatalogues } : {},
    // The other language is added when the visitor switches to it (changeLanguage below).
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'common',
    ns: ['common', 'site'],
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return i18next;
}

/** The visitor's choice: switches the language, loading its catalogues first when this page has not used it yet. */
export async function changeLanguage(language: Language): Promise<void> {
  languageChosen = true;
  await switchLanguage(language);
}

/**
 * The language of what a page shows (a repair job's, the customer's own), taken in the browser unless the visitor has
 * a language of their own: the server does the same for the pages it renders (server/routes/pages-routes.ts). Not counted
 * as the visitor's choice. Does nothing outside the browser, where each render has its language.
 */
export async function followContentLanguage(language: Language): Promise<void> {
  if (typeof window === 'undefined' || languageChosen) return;
  await switchLanguage(language);
}

async function switchLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'site')) {
    const { common, site } = await loadPublicCatalogues(language);
    i18next.addResourceBundle(language, 'common', common, true, true);
    i18next.addResourceBundle(language, 'site', site, true, true);
  }
  await i18next.changeLanguage(language);
}

function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not saved: see storedLanguage
  }
}

function syncDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  const attributes = 'path=/; max-age=31536000; samesite=lax';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; ${attributes}`;
  document.cookie = `${HOSTING_LANGUAGE_COOKIE}=${language}; ${attributes}`;
}
