/** Business constants and limits of spec §9. */

/** The languages are the rows of LOCALES (./locales.ts), their one list; named here too, where most code finds them. */
export { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './locales';

export const MAX_ADDITIONAL_IMAGES = 5;
export const MAX_THUMBNAILS = 5;
export const ORDER_ITEMS_SHOWN = 2;
export const SHORT_ORDER_ID_LENGTH = 8;
export const PRICE_STEP = 0.01;
export const WEIGHT_STEP = 0.1;
export const FOUNDED_YEAR = 2018;

/** Largest image the server accepts, in bytes. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** Page size of the catalogue and the admin lists. */
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const MAX_NAME_LENGTH = 200;
export const MAX_SKU_LENGTH = 64;
export const MAX_DESCRIPTION_LENGTH = 10_000;
export const MAX_URL_LENGTH = 2_000;

/** How many nightly backups the embedded server keeps (server/ops/nightly-backup.ts): the privacy notice says it. */
export const KEPT_NIGHTLY_BACKUPS = 14;
