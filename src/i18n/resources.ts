import enCommon from './locales/en/common.json' with { type: 'json' };
import enSite from './locales/en/site.json' with { type: 'json' };
import msCommon from './locales/ms/common.json' with { type: 'json' };
import msSite from './locales/ms/site.json' with { type: 'json' };

/**
 * The public catalogues. English is the source: its keys type every `t()` call.
 * The admin catalogues are added by the admin chunk (src/routes/admin), so public pages never load them.
 */
export const resources = {
  en: { common: enCommon, site: enSite },
  ms: { common: msCommon, site: msSite },
} as const;
