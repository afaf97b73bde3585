import 'i18next';
import type enAdmin from './locales/en/admin.json';
import type enCommon from './locales/en/common.json';
import type enSite from './locales/en/site.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof enCommon; site: typeof enSite; admin: typeof enAdmin };
  }
}
