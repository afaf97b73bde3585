import common from './locales/en/common.json' with { type: 'json' };
import site from './locales/en/site.json' with { type: 'json' };

/** The English public catalogues: in the browser a chunk of their own, loaded only for English pages. */
export const catalogues = { common, site };
