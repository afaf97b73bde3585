import enCommon from './locales/en/common.json';
import enSite from './locales/en/site.json';
import msCommon from './locales/ms/common.json';
import msSite from './locales/ms/site.json';

/**
 * The public catalogues. English is the source: its keys type every `t()` call.
 * The admin catalogues are added by the admin chunk (src/routes/admin), so public pages never load them.
 */
export const resources = {
  en: { common: enCommon, site: enSite },
  ms: { common: msCommon, site: msSite },
} as const;
