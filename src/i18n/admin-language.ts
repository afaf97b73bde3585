import i18next, { type i18n } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/domain/limits';
import { ADMIN_CATALOGUES } from './admin-catalogues';
import { loadPublicCatalogues } from './catalogue-modules';
import { LANGUAGE_QUERY_PARAMETER, toLanguage } from './language';

/**
 * The admin's own language, apart from the public pages' (the visitor's choice, src/i18n/i18n.ts): the owner may
 * read the admin in Malay while checking the shop's English pages, and viewing a public page changes nothing here.
 * The admin screens get an i18next instance of their own (`AdminLanguage` in src/components/admin), with every
 * catalogue they use; the public pages' instance, its saved choice and its cookie are never touched.
 */

/** Where the admin's choice is kept in this browser: a key of its own, not the public pages' `i18nextLng`. */
export const ADMIN_LANGUAGE_STORAGE_KEY = 'adminLanguage';

function readSaved(): Language | null {
  try {
    return toLanguage(window.localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage switched off: the choice lasts for this page
  }
}

function save(language: Language): void {
  try {
    window.localStorage.setItem(ADMIN_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // as above
  }
}

function addressLanguage(): Language | null {
  try {
    return toLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER));
  } catch {
    return null; // no address outside the browser
  }
}

/**
 * The admin's language as an admin screen first opens: a `?lang=` in the address (a link that names it), else the
 * admin's saved choice, else, the first time, the language the site was in when the admin first came in. Whichever
 * it is, it is saved as the admin's own, so that what the admin reads never follows a public page viewed later.
 */
export function adminLanguageAtStart(): Language {
  const language =
    addressLanguage() ?? readSaved() ?? toLanguage(i18next.resolvedLanguage ?? i18next.language) ?? FALLBACK_LANGUAGE;
  save(language);
  return language;
}

/** Every catalogue the admin screens read, in one language: the public ones (`common`, `site`: shared pieces of the admin screens use them) from their chunk. */
async function cataloguesOf(language: Language) {
  const { common, site } = await loadPublicCatalogues(language);
  return { common, site, admin: ADMIN_CATALOGUES[language] };
}

async function addCatalogues(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'common')) return;
  for (const [namespace, catalogue] of Object.entries(await cataloguesOf(language))) {
    instance.addResourceBundle(language, namespace, catalogue, true, true);
  }
}

let instance: Promise<i18n> | null = null;

/** The admin screens' i18next, in the admin's language, its catalogues loaded: made once per page. */
export function adminI18n(): Promise<i18n> {
  instance ??= (async () => {
    const language = adminLanguageAtStart();
    // Loaded before the instance starts, so that it starts resolved to the admin's language (what `useLanguage`
    // reads for dates and numbers); the fallback's too, where a text is missing in the other, as the public pages do.
    // The admin catalogue of every language is there as well (src/i18n/admin-catalogues.ts): a repair slip is printed
    // in its customer's language, whatever the admin reads.
    const resources = Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (code) => {
          const loaded = code === language || code === FALLBACK_LANGUAGE;
          return [code, loaded ? await cataloguesOf(code) : { admin: ADMIN_CATALOGUES[code] }] as const;
        }),
      ),
    );
    const created = i18next.createInstance();
    await created.init({
      lng: language,
      resources,
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: 'admin',
      ns: ['common', 'site', 'admin'],
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
    });
    return created;
  })();
  return instance;
}

/** The admin's choice from the admin bar: loaded, switched to and saved, for the admin screens only. */
export async function changeAdminLanguage(language: Language): Promise<void> {
  const admin = await adminI18n();
  await addCatalogues(admin, language);
  save(language);
  await admin.changeLanguage(language);
}
