import i18next from 'i18next';
import enAdmin from '@/i18n/locales/en/admin.json';
import msAdmin from '@/i18n/locales/ms/admin.json';
import { LANGUAGES, type Language } from '@/domain/limits';
import { adminI18n } from '@/i18n/admin-language';

/** The admin catalogue of each language: a language without its own is a type error. */
const ADMIN: Record<Language, typeof enAdmin> = { en: enAdmin, ms: msAdmin };

/**
 * Adds the admin catalogue to i18next. It ships with the admin chunk, not with the public pages
 * (see src/i18n/resources.ts); every admin route module calls this before it renders.
 */
export function registerAdminTranslations(): void {
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, 'admin')) i18next.addResourceBundle(language, 'admin', ADMIN[language]);
  }
}

/**
 * The admin screens' own i18next, in the admin's language (src/i18n/admin-language.ts), ready before the first admin
 * screen renders: the login page and the admin frame hand it to their screens (components/admin/admin-language.tsx).
 */
export const adminTranslations = await adminI18n();
