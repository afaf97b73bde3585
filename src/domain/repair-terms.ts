/**
 * The repair slip's terms until the owner writes their own in Shop settings. A module of its own: the settings'
 * defaults reach every public page, and the rest of the repair words (repair-text.ts) only the repair screens.
 */
import type { LocalText } from './locales';

/** The slip's terms until the owner writes their own in Shop settings. */
export const DEFAULT_REPAIR_TERMS: LocalText = {
  en: 'Machines not collected within 90 days of our notice that they are ready may be disposed of. Deposits are not refundable once parts are ordered.',
  ms: 'Mesin yang tidak diambil dalam tempoh 90 hari selepas notis siap boleh dilupuskan. Deposit tidak akan dikembalikan setelah alat ganti dipesan.',
};
