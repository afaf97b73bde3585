/**
 * What a save of the shop's settings changed, for the audit log: the embedded server (server/routes/settings-routes.ts)
 * and the hosted adapter (src/data/firebase) write the same detail with this module, and the Activity screen
 * names each part in the admin's language.
 */
import type { AuditDetail } from './audit';
import type { ShopSettings } from './shop-settings';

/** The parts of the settings, in the order of the form. */
export const SETTINGS_PARTS = [
  'legalName',
  'tradeName',
  'registrationNumber',
  'address',
  'phone',
  'email',
  'whatsApp',
  'openingHours',
  'repairTerms',
  'repairs',
  'shopee',
  'tiktok',
  'socials',
  'handle',
  'testimonials',
  'retentionMonths',
  'searchSynonyms',
] as const satisfies readonly (keyof ShopSettings)[];
export type SettingsPart = (typeof SETTINGS_PARTS)[number];

/** The same value, whatever the order of an object's keys. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The parts a save changed, in the order of the form. */
export function changedSettings(before: ShopSettings, after: ShopSettings): SettingsPart[] {
  return SETTINGS_PARTS.filter((part) => !same(before[part], after[part]));
}

/** The audit entry's detail of a save: `{ changed: 'phone, openingHours' }`, `''` when nothing changed. */
export function settingsAuditDetail(before: ShopSettings, after: ShopSettings): AuditDetail {
  return { changed: changedSettings(before, after).join(', ') };
}

/** The parts an entry's detail names, known ones only (entries of older versions wrote '-' for none). */
export function changedSettingsOf(detail: AuditDetail): SettingsPart[] {
  const named = (detail.changed ?? '').split(',').map((part) => part.trim());
  return SETTINGS_PARTS.filter((part) => named.includes(part));
}
