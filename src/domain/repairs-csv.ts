/**
 * The repair jobs as a CSV file for a spreadsheet, in the admin's language: the embedded server sends it and hosted
 * mode builds it in the browser, both with this module (quoting, formula guard and dates as orders-csv.ts). Its
 * columns are the table of repair fields' rows with a `csv` header, then those worked out of a job; every word is
 * the admin catalogue's (src/i18n/repairs-csv-labels.ts).
 */
import type { AdminKey } from '../i18n/catalogue-keys';
import type { Language } from './limits';
import { csvCell, csvDate } from './orders-csv';
import { nationalPhone } from './phone';
import type { QuoteAnswer, RepairJob, RepairStatus } from './repair';
import { REPAIR_FIELDS, REPAIR_FIELD_NAMES, repairFieldValue, type RepairFieldName } from './repair-fields';
import { senToText } from './repair-money';
import { firstReached } from './repair-insights';

/** The columns of the table's fields that have a CSV header (REPAIR_FIELDS' `csv`), in its order. */
const FIELD_COLUMNS = REPAIR_FIELD_NAMES.filter((name) => 'csv' in REPAIR_FIELDS[name]);

/** The columns worked out of a job rather than read from one field: its status, money and dates. */
const WORKED_OUT = {
  status: 'repairs.csv.columns.status',
  quote: 'repairs.csv.columns.quote',
  answer: 'repairs.csv.columns.answer',
  paid: 'repairs.csv.columns.paid',
  balance: 'repairs.csv.columns.balance',
  ready: 'repairs.csv.columns.ready',
  collected: 'repairs.csv.columns.collected',
  warrantyEndsOn: 'repairs.csv.columns.warrantyEndsOn',
} as const satisfies Record<string, AdminKey>;

/** Every column's header, a key of the admin catalogue: the fields', then the worked-out ones, in the file's order. */
export const REPAIRS_CSV_COLUMNS: Readonly<Record<string, AdminKey>> = {
  ...Object.fromEntries(FIELD_COLUMNS.map((name) => [name, (REPAIR_FIELDS[name] as { csv: AdminKey }).csv])),
  ...WORKED_OUT,
};
export type RepairsCsvColumn = keyof typeof REPAIRS_CSV_COLUMNS;

/**
 * The words of the file in the admin's language (src/i18n/repairs-csv-labels.ts): each column's header, a quote's
 * answer, the customer's language and a status. Dates and amounts stay as a spreadsheet reads them.
 */
export type RepairsCsvLabels = {
  columns: Readonly<Record<RepairsCsvColumn, string>>;
  answers: Readonly<Record<QuoteAnswer, string>>;
  languages: Readonly<Record<Language, string>>;
  statuses: Readonly<Record<RepairStatus, string>>;
};

/** Sen as a spreadsheet reads ringgit: '1250.50'; nothing for none. */
const amount = (sen: number | null | undefined) => (sen === null || sen === undefined ? '' : senToText(sen));

/** A field's cell, by its kind. */
function fieldCell(job: RepairJob, name: RepairFieldName, labels: RepairsCsvLabels): string {
  const value = repairFieldValue(job, name);
  switch (REPAIR_FIELDS[name].kind) {
    case 'phone':
      return nationalPhone(String(value));
    case 'language':
      return labels.languages[value as Language];
    case 'sen':
      return amount(value as number | null);
    case 'time':
      return csvDate(String(value));
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The file's text: the byte order mark, the header row, then one row per job in the order given. */
export function buildRepairsCsv(jobs: readonly RepairJob[], labels: RepairsCsvLabels): string {
  const header = Object.keys(REPAIRS_CSV_COLUMNS)
    .map((column) => csvCell(labels.columns[column]!))
    .join(',');
  const rows = jobs.map((job) => {
    const ready = firstReached(job, 'ready');
    const collected = firstReached(job, 'collected');
    const worked: Record<keyof typeof WORKED_OUT, string> = {
      status: labels.statuses[job.status],
      quote: amount(job.quote?.totals.total),
      answer: job.quote?.answer ? labels.answers[job.quote.answer] : '',
      paid: amount(job.money.paid),
      balance: amount(job.money.balance),
      ready: ready ? csvDate(ready) : '',
      collected: collected ? csvDate(collected) : '',
      warrantyEndsOn: job.warrantyEndsOn ?? '',
    };
    const cells = [...FIELD_COLUMNS.map((name) => fieldCell(job, name, labels)), ...Object.values(worked)];
    return cells.map(csvCell).join(',');
  });
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}

/** The download's file name, e.g. `repairs-2026-11-26.csv`. */
export function repairsCsvFileName(now = new Date()): string {
  return `repairs-${csvDate(now.toISOString()).slice(0, 10)}.csv`;
}
