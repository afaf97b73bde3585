/**
 * The repair slip's terms until the owner writes their own in Shop settings. A module of its own: the settings'
 * defaults reach every public page. A default the owner replaces is a setting's value, as the default search synonyms
 * are, not a text of the screens: it is here, not in the catalogues, beside the schema that falls back to it.
 */
import { inEveryLanguage } from './locales';
import type { RepairSettings } from './shop-settings';

/** The slip's terms until the owner writes their own in Shop settings; English in a language not written yet. */
export const DEFAULT_REPAIR_TERMS = inEveryLanguage({
  en: 'Machines not collected within 90 days of our notice that they are ready may be disposed of. Deposits are not refundable once parts are ordered.',
  ms: 'Mesin yang tidak diambil dalam tempoh 90 hari selepas notis siap boleh dilupuskan. Deposit tidak akan dikembalikan setelah alat ganti dipesan.',
});

/**
 * Repairs' money and warranty settings until the owner sets them (issue 38): not registered for SST, a 90-day
 * warranty, no storage fee (and 14 free days once one is set). Kept beside the terms for the same reason.
 */
export const DEFAULT_REPAIR_SETTINGS: RepairSettings = {
  sstNumber: '',
  warrantyDays: 90,
  storageFeePerDay: null,
  storageFreeDays: 14,
};
