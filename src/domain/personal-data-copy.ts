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

export const COPY_COLUMNS = ['record', 'number', 'field', 'value'] as const;

/** The copy's words in the admin's language (src/i18n/personal-data-labels.ts). */
export type CopyLabels = {
  columns: Readonly<Record<(typeof COPY_COLUMNS)[number], string>>;
  kinds: Readonly<Record<'order' | 'repair', string>>;
  /** A field's name by its top-level key; a nested part follows it ('Machine: serial'). */
  fields: Readonly<Record<string, string>>;
};

const BOM = '\uFEFF';

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

function lines(kind: 'order' | 'repair', number: string, record: object, labels: CopyLabels): string {
  return flattenRecord(record)
    .map(([path, value]) => {
      const dated = /At$/.test(path.at(-1) ?? '') && value !== '' ? csvDate(value) : value;
      return [labels.kinds[kind], number, fieldName(path, labels), dated].map(csvCell).join(',');
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
  return `${lines('repair', job.number, job, labels)}\r\n`;
}

/** The download's file name, e.g. `customer-data-2026-11-28.csv`. */
export function copyFileName(format: 'json' | 'csv', now = new Date()): string {
  return `customer-data-${csvDate(now.toISOString()).slice(0, 10)}.${format}`;
}
