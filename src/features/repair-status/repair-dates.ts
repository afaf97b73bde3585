import type { Language } from '@/domain/limits';

/**
 * Dates of the customer's status page, written out rather than through Intl: the page is rendered by the server and
 * hydrated in the customer's browser, and two ICU builds need not agree on a month's short name ('Sep' or 'Sept') or
 * on 'PG'; a mismatch would make React draw the page again. They read as Intl's `dateStyle: 'medium'` does in Node's
 * full ICU (repair-dates.test.ts holds them equal), in Malaysian time wherever the phone is.
 */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ms: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
} as const satisfies Record<Language, readonly string[]>;

/** Morning and afternoon, as each language marks a 12-hour time. */
const HALVES = { en: ['am', 'pm'], ms: ['PG', 'PTG'] } as const satisfies Record<Language, readonly [string, string]>;

/** Malaysia is UTC+8 all year. */
const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

function day(date: Date, language: Language): string {
  return `${date.getUTCDate()} ${MONTHS[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A calendar day `YYYY-MM-DD` ('2026-12-15' → '15 Dec 2026', '15 Dis 2026'); '' for a text that is no day. */
export function formatRepairDay(value: string, language: Language): string {
  const date = new Date(`${value}T00:00:00Z`);
  // A day that does not exist ('2026-02-30') is not moved to another one.
  const exists = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  return exists ? day(date, language) : '';
}

/** An instant as a day and a time in Malaysia ('3 Mar 2026, 2:30 pm', '3 Mac 2026, 2:30 PTG'); '' for no instant. */
export function formatRepairMoment(iso: string, language: Language): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const local = new Date(instant + MALAYSIA_OFFSET_MS);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  return `${day(local, language)}, ${hours % 12 || 12}:${minutes} ${HALVES[language][hours < 12 ? 0 : 1]}`;
}
