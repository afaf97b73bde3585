import common from './locales/ms/common.json' with { type: 'json' };
import site from './locales/ms/site.json' with { type: 'json' };

/** The Malay public catalogues: in the browser a chunk of their own, loaded only for Malay pages. */
export const catalogues = { common, site };
