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
  /** A field's name by its top-level key; a nested part follows it ('Machine: serial'). */
  fields: Readonly<Record<string, string>>;
};

const BOM = '\uFEFF';

/**
 * The keys of a job the copy holds, in RepairJob's order: the record's id, every top-level key of the table of
 * repair fields (src/domain/repair-fields.ts) and the ones worked out from them (the warranty's last day, the
 * money). Made from the table, so that a field added to it is in the copy; its name in both catalogues is held by a
 * test (src/domain/personal-data.test.ts).
 */
export const REPAIR_COPY_KEYS: readonly string[] = [
  ...DERIVED_REPAIR_KEYS.filter((key) => key === 'id'),
  ...REPAIR_RECORD_KEYS,
  ...DERIVED_REPAIR_KEYS.filter((key) => key !== 'id'),
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

/** A job's top-level keys in the copy's order, each with its value. */
function repairCopyRecord(job: RepairJob): Record<string, unknown> {
  return Object.fromEntries(REPAIR_COPY_KEYS.map((key) => [key, (job as unknown as Record<string, unknown>)[key]]));
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
  return rest.length ? `${name}: ${rest.join(' ')}` : name;
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
              : value;
      return [labels.kinds[kind], number, fieldName(path, labels), shown].map(csvCell).join(',');
    })
    .join('\r\n');
}

export function copyCsvHeader(labels: CopyLabels): string {
  return `${BOM}${COPY_COLUMNS.map((column) => csvCell(labels.columns[column])).join(',')}\r\n`;
}

export function orderCopyCsv(order: Order, labels: CopyLabels): string {
  return `${lines('order', shortOrderId(order.id), order, labels)}\r\n`;
}

export function repairCopyCsv(job: RepairJob, labels: CopyLabels): string {
  return `${lines('repair', job.number, repairCopyRecord(job), labels, isRepairSenPath)}\r\n`;
}

/** The download's file name, e.g. `customer-data-2026-11-28.csv`. */
export function copyFileName(format: 'json' | 'csv', now = new Date()): string {
  return `customer-data-${csvDate(now.toISOString()).slice(0, 10)}.${format}`;
}
