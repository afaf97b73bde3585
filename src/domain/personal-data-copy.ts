/**
 * A person's copy of what the shop keeps about them (issue 39; PDPA 2010 section 43A): every field of every order
 * and repair job of theirs, as JSON and as a CSV file in the admin's language. The CSV has one line per field
 * (record, number, field, value), so that a field a record kind gains is in the copy without a column of its own;
 * cells pass the formula guard. Both backends write the file with this module, a record at a time.
 */
import type { Order } from './order';
import type { RepairJob } from './repair';
import { csvCell, csvDate } from './orders-csv';
import { shortOrderId } from './format';
import { DERIVED_REPAIR_KEYS, REPAIR_FIELDS, REPAIR_FIELD_NAMES, REPAIR_RECORD_KEYS } from './repair-fields';
import { formatSen } from './repair-money';

export const COPY_COLUMNS = ['record', 'number', 'field', 'value'] as const;

/** The copy's words in the admin's language (src/i18n/personal-data-labels.ts). */
export type CopyLabels = {
  columns: Readonly<Record<(typeof COPY_COLUMNS)[number], string>>;
  kinds: Readonly<Record<'order' | 'repair', string>>;
  /** A field's name by its top-level key. */
  fields: Readonly<Record<string, string>>;
  /** A nested part's name by its key ('Machine: serial number', 'Payments 1: method'). */
  parts: Readonly<Record<string, string>>;
  /** A value that is a word of the code (a status, a method, a kind, an answer, a language), by the part's key. */
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

const BOM = '\uFEFF';

/** What is the shop's and not the customer's: the store's id and the status link's key (a secret, not data). */
const COPY_LEFT_OUT = new Set(['id', 'token']);

/**
 * The keys of a job the copy holds, in RepairJob's order: the record's id, every top-level key of the table of
 * repair fields (src/domain/repair-fields.ts) and the ones worked out from them (the warranty's last day, the
 * money). Made from the table, so that a field added to it is in the copy; its name in both catalogues is held by a
 * test (src/domain/personal-data.test.ts).
 */
export const REPAIR_COPY_KEYS: readonly string[] = [
  ...REPAIR_RECORD_KEYS.filter((key) => !COPY_LEFT_OUT.has(key)),
  ...DERIVED_REPAIR_KEYS.filter((key) => !COPY_LEFT_OUT.has(key)),
];

/** The table's top-level fields kept in sen (the estimate). */
const SEN_FIELDS = new Set<string>(
  REPAIR_FIELD_NAMES.filter((name) => REPAIR_FIELDS[name].kind === 'sen').map((name) => REPAIR_FIELDS[name].path),
);

/**
 * Whether a leaf of a job is an amount in sen: the estimate, a quote line's unit price and the quote's totals, a
 * payment, the storage fee's rate and amount, a history line's quoted total, and the money worked out.
 */
export function isRepairSenPath(path: readonly string[]): boolean {
  const [top = '', second] = path;
  const last = path.at(-1);
  if (SEN_FIELDS.has(top) || top === 'money') return true;
  if (top === 'quote') return last === 'unitPrice' || second === 'totals';
  if (top === 'payments') return last === 'amount';
  if (top === 'storageFee') return last === 'perDay' || last === 'amount';
  if (top === 'history') return last === 'quote';
  return false;
}

/** A job named by another (a warranty claim): by its number, the customer's word for it. */
const linkNumber = (link: { number: string } | null) => (link ? link.number : null);

/**
 * A job as its customer's copy holds it (JSON and CSV alike): REPAIR_COPY_KEYS in order, without the store's id or
 * the status link's key; a payment without the admin who recorded or voided it; a warranty link by its number.
 */
export function repairCopy(job: RepairJob): Record<string, unknown> {
  const record: Record<string, unknown> = Object.fromEntries(
    REPAIR_COPY_KEYS.map((key) => [key, (job as unknown as Record<string, unknown>)[key]]),
  );
  record.payments = job.payments.map(({ recordedBy: _by, voided, ...payment }) => ({
    ...payment,
    voided: voided ? { at: voided.at, reason: voided.reason } : null,
  }));
  record.claimOf = linkNumber(job.claimOf);
  record.claims = job.claims.map(linkNumber);
  return record;
}

/** An order as its customer's copy holds it: its number as the customer knows it, not the store's id. */
export function orderCopy(order: Order): Record<string, unknown> {
  const { id, ...rest } = order;
  return { number: shortOrderId(id), ...rest };
}

/** Every leaf of a record as `[path, text]`, in the record's own order: nested objects and lists by their keys. */
export function flattenRecord(value: unknown, path: string[] = []): [string[], string][] {
  if (value === null || value === undefined) return [[path, '']];
  if (Array.isArray(value)) {
    if (value.length === 0) return [[path, '']];
    return value.flatMap((item, index) => flattenRecord(item, [...path, String(index + 1)]));
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      flattenRecord(item, [...path, key]),
    );
  }
  return [[path, String(value)]];
}

function fieldName(path: string[], labels: CopyLabels): string {
  const [top = '', ...rest] = path;
  const name = labels.fields[top] ?? top;
  const parts = rest.map((part) => (/^\d+$/.test(part) ? part : (labels.parts[part] ?? part)));
  // A list's place follows its name ('Payments 1: method'), a map's part after a colon.
  const words = parts.reduce((text, part) => (/^\d+$/.test(part) ? `${text} ${part}` : `${text}: ${part}`), name);
  return words;
}

/** A value in the admin's words when it is a word of the code: a status, a method, a kind, an answer, a language. */
function valueText(path: string[], value: string, labels: CopyLabels): string {
  const leaf = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? '';
  return labels.values[leaf]?.[value] ?? value;
}

/** A time's leaf (`at`, `createdAt`, `quotedAt`…), written as Malaysian time. */
const TIME_LEAF = /^(at|.+At)$/;

function lines(
  kind: 'order' | 'repair',
  number: string,
  record: object,
  labels: CopyLabels,
  isSen: (path: readonly string[]) => boolean = () => false,
): string {
  return flattenRecord(record)
    .map(([path, value]) => {
      const leaf = path.at(-1) ?? '';
      const shown =
        value === ''
          ? value
          : TIME_LEAF.test(leaf)
            ? csvDate(value)
            : isSen(path) && /^-?\d+$/.test(value)
              ? `RM ${formatSen(Number(value))}`
              : valueText(path, value, labels);
      return [labels.kinds[kind], number, fieldName(path, labels), shown].map(csvCell).join(',');
    })
    .join('\r\n');
}

export function copyCsvHeader(labels: CopyLabels): string {
  return `${BOM}${COPY_COLUMNS.map((column) => csvCell(labels.columns[column])).join(',')}\r\n`;
}

export function orderCopyCsv(order: Order, labels: CopyLabels): string {
  const { number: _number, ...record } = orderCopy(order);
  return `${lines('order', shortOrderId(order.id), record, labels)}\r\n`;
}

export function repairCopyCsv(job: RepairJob, labels: CopyLabels): string {
  return `${lines('repair', job.number, repairCopy(job), labels, isRepairSenPath)}\r\n`;
}

/** The download's file name, e.g. `customer-data-2026-11-28.csv`. */
export function copyFileName(format: 'json' | 'csv', now = new Date()): string {
  return `customer-data-${csvDate(now.toISOString()).slice(0, 10)}.${format}`;
}
