/**
 * A repair status's name is in the catalogues (`repairStatuses` of src/i18n/locales/{language}/names.json, read
 * through src/i18n/names.ts), and the WhatsApp message in the admin catalogue (`repairs.whatsAppMessage`, written by
 * src/features/repairs/repair-view.ts): the domain holds the codes (REPAIR_STATUSES, ./repair.ts).
 *
 * @deprecated Import `repairStatusName` from `@/i18n/names`; kept here for the files that still import it from the
 * domain.
 */
export { repairStatusName } from '@/i18n/names';
