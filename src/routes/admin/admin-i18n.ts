import i18next from 'i18next';
import { LANGUAGES } from '@/domain/limits';
import { ADMIN_CATALOGUES } from '@/i18n/admin-catalogues';
import { adminI18n } from '@/i18n/admin-language';

/**
 * Adds the admin catalogue to i18next. It ships with the admin chunk, not with the public pages
 * (src/i18n/admin-catalogues.ts); every admin route module calls this before it renders.
 */
export function registerAdminTranslations(): void {
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, 'admin'))
      i18next.addResourceBundle(language, 'admin', ADMIN_CATALOGUES[language]);
  }
}

/**
 * The admin screens' own i18next, in the admin's language (src/i18n/admin-language.ts), ready before the first admin
 * screen renders: the login page and the admin frame hand it to their screens (components/admin/admin-language.tsx).
 */
export const adminTranslations = await adminI18n();
