import type { Translate } from '@/i18n/messages';

/**
 * Dates of the customer's status page, written out rather than through Intl: the page is rendered by the server and
 * hydrated in the customer's browser, and two ICU builds need not agree on a month's short name ('Sep' or 'Sept') or
 * on 'PG'; a mismatch would make React draw the page again. Their words are the page's own texts (`repair.dates` of
 * site.json, in the page's language); they read as Intl's `dateStyle: 'medium'` does in Node's full ICU
 * (repair-dates.test.ts holds them equal), in Malaysian time wherever the phone is.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/** Malaysia is UTC+8 all year. */
const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

function day(date: Date, t: Translate<'site'>): string {
  return t('repair.dates.day', {
    day: date.getUTCDate(),
    month: t(`repair.dates.months.${MONTHS[date.getUTCMonth()]!}`),
    year: date.getUTCFullYear(),
  });
}

/** A calendar day `YYYY-MM-DD` ('2026-12-15' → '15 Dec 2026', '15 Dis 2026'); '' for a text that is no day. */
export function formatRepairDay(value: string, t: Translate<'site'>): string {
  const date = new Date(`${value}T00:00:00Z`);
  // A day that does not exist ('2026-02-30') is not moved to another one.
  const exists = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  return exists ? day(date, t) : '';
}

/** An instant as a day and a time in Malaysia ('3 Mar 2026, 2:30 pm', '3 Mac 2026, 2:30 PTG'); '' for no instant. */
export function formatRepairMoment(iso: string, t: Translate<'site'>): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const local = new Date(instant + MALAYSIA_OFFSET_MS);
  const hours = local.getUTCHours();
  return t('repair.dates.moment', {
    day: day(local, t),
    hour: hours % 12 || 12,
    minute: String(local.getUTCMinutes()).padStart(2, '0'),
    half: t(hours < 12 ? 'repair.dates.am' : 'repair.dates.pm'),
  });
}
