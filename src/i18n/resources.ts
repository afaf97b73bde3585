import { catalogues as en } from './catalogues-en';
import { catalogues as ms } from './catalogues-ms';

/**
 * The public catalogues of both languages, for rendering on the server. English is the source: its keys
 * type every `t()` call. The browser loads one language at a time (src/i18n/i18n.ts), and the admin
 * catalogues are added by the admin chunk (src/routes/admin), so public pages never load them.
 */
export const resources = { en, ms } as const;
