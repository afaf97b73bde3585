import i18next from 'i18next';
import enAdmin from '@/i18n/locales/en/admin.json';
import msAdmin from '@/i18n/locales/ms/admin.json';

/**
 * Adds the admin catalogue to i18next. It ships with the admin chunk, not with the public pages
 * (see src/i18n/resources.ts); every admin route module calls this before it renders.
 */
export function registerAdminTranslations(): void {
  if (!i18next.hasResourceBundle('en', 'admin')) i18next.addResourceBundle('en', 'admin', enAdmin);
  if (!i18next.hasResourceBundle('ms', 'admin')) i18next.addResourceBundle('ms', 'admin', msAdmin);
}
