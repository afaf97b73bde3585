import { everyLanguage, loadPublicCatalogues } from './catalogue-modules';

/**
 * The public catalogues of every language, for rendering on the server. English is the source: its keys type every
 * `t()` call. The browser loads one language at a time (src/i18n/i18n.ts), and the admin catalogues are added by
 * the admin chunk (src/i18n/admin-catalogues.ts), so public pages never load them.
 */
export const resources = await everyLanguage(loadPublicCatalogues);
