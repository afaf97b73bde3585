/**
 * The repair jobs as a CSV file for a spreadsheet, in the admin's language: the embedded server sends it and hosted
 * mode builds it in the browser, both with this module (quoting, formula guard and dates as orders-csv.ts).
 */
import type { Language } from './limits';
import type { LocalText } from './locales';
import { csvCell, csvDate } from './orders-csv';
import { nationalPhone } from './phone';
import type { QuoteAnswer, RepairJob } from './repair';
import { REPAIR_FIELDS, REPAIR_FIELD_NAMES, repairFieldValue, type RepairFieldName } from './repair-fields';
import { senToText } from './repair-money';
import { firstReached } from './repair-insights';
import { repairStatusName } from './repair-text';

/** The columns of the table's fields that have a CSV header (REPAIR_FIELDS' `csv`), in its order. */
const FIELD_COLUMNS = REPAIR_FIELD_NAMES.filter((name) => 'csv' in REPAIR_FIELDS[name]);

/** The columns worked out of a job rather than read from one field: its status, money and dates. */
const WORKED_OUT = {
  status: { en: 'Status', ms: 'Status' },
  quote: { en: 'Quote total (RM)', ms: 'Jumlah sebut harga (RM)' },
  answer: { en: 'Quote answer', ms: 'Jawapan sebut harga' },
  paid: { en: 'Paid (RM)', ms: 'Dibayar (RM)' },
  balance: { en: 'Balance (RM)', ms: 'Baki (RM)' },
  ready: { en: 'Ready', ms: 'Siap' },
  collected: { en: 'Collected', ms: 'Diambil' },
  warrantyEndsOn: { en: 'Warranty until', ms: 'Waranti sehingga' },
} as const satisfies Record<string, LocalText>;

/** Every column's header in each language: the fields', then the worked-out ones. */
export const REPAIRS_CSV_COLUMNS: Readonly<Record<string, LocalText>> = {
  ...Object.fromEntries(FIELD_COLUMNS.map((name) => [name, (REPAIR_FIELDS[name] as { csv: LocalText }).csv])),
  ...WORKED_OUT,
};

const ANSWERS = {
  approved: { en: 'Approved', ms: 'Diluluskan' },
  declined: { en: 'Declined', ms: 'Ditolak' },
} as const satisfies Record<QuoteAnswer, LocalText>;

const LANGUAGE_NAMES = {
  en: { en: 'English', ms: 'Inggeris' },
  ms: { en: 'Malay', ms: 'Melayu' },
} as const satisfies Record<Language, LocalText>;

/** Sen as a spreadsheet reads ringgit: '1250.50'; nothing for none. */
const amount = (sen: number | null | undefined) => (sen === null || sen === undefined ? '' : senToText(sen));

/** A field's cell, by its kind. */
function fieldCell(job: RepairJob, name: RepairFieldName, language: Language): string {
  const value = repairFieldValue(job, name);
  switch (REPAIR_FIELDS[name].kind) {
    case 'phone':
      return nationalPhone(String(value));
    case 'language':
      return LANGUAGE_NAMES[value as Language][language];
    case 'sen':
      return amount(value as number | null);
    case 'time':
      return csvDate(String(value));
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The file's text: the byte order mark, the header row, then one row per job in the order given. */
export function buildRepairsCsv(jobs: readonly RepairJob[], language: Language): string {
  const header = Object.values(REPAIRS_CSV_COLUMNS)
    .map((names) => csvCell(names[language]))
    .join(',');
  const rows = jobs.map((job) => {
    const ready = firstReached(job, 'ready');
    const collected = firstReached(job, 'collected');
    const worked: Record<keyof typeof WORKED_OUT, string> = {
      status: repairStatusName(job.status, language),
      quote: amount(job.quote?.totals.total),
      answer: job.quote?.answer ? ANSWERS[job.quote.answer][language] : '',
      paid: amount(job.money.paid),
      balance: amount(job.money.balance),
      ready: ready ? csvDate(ready) : '',
      collected: collected ? csvDate(collected) : '',
      warrantyEndsOn: job.warrantyEndsOn ?? '',
    };
    const cells = [...FIELD_COLUMNS.map((name) => fieldCell(job, name, language)), ...Object.values(worked)];
    return cells.map(csvCell).join(',');
  });
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}

/** The download's file name, e.g. `repairs-2026-11-26.csv`. */
export function repairsCsvFileName(now = new Date()): string {
  return `repairs-${csvDate(now.toISOString()).slice(0, 10)}.csv`;
}
