/**
 * A person's copy of what the shop keeps about them (issues 39 and 45; PDPA 2010 section 43A): every field of every
 * order and repair job of theirs, as JSON and as a CSV file, both in the admin's language: each field and nested
 * part by its name, a word of the code (a status, a method, a kind) in words, times in Malaysia, amounts in sen as
 * ringgit. The CSV has one line per field (record, number, field, value), so that a field a record kind gains is in
 * the copy without a column of its own; cells pass the formula guard. The JSON is the same records as a tree, its
 * keys the fields' names. Both backends write the file with this module, a record at a time (copyChunks).
 */
import type { Order } from './order';
import type { RepairJob } from './repair';
import { csvCell, csvDate } from './orders-csv';
import { shortOrderId } from './format';
import { DERIVED_REPAIR_KEYS, REPAIR_FIELDS, REPAIR_FIELD_NAMES, REPAIR_RECORD_KEYS } from './repair-fields';
import { formatSen } from './repair-money';
import type { PersonRecords } from './personal-data';

export const COPY_COLUMNS = ['record', 'number', 'field', 'value'] as const;

/** The copy's words in the admin's language (src/i18n/personal-data-labels.ts). */
export type CopyLabels = {
  columns: Readonly<Record<(typeof COPY_COLUMNS)[number], string>>;
  /** The JSON file's own keys: when the copy was made, and its two lists. */
  file: Readonly<Record<'madeAt' | 'orders' | 'repairs', string>>;
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
 * A job as its customer's copy holds it (JSON and CSV alike): REPAIR_COPY_KEYS in order, without the store's ids
 * (the record's, a payment's place, a catalogue product's) or the status link's key; a payment without the admin
 * who recorded or voided it; a warranty link by its number.
 */
export function repairCopy(job: RepairJob): Record<string, unknown> {
  const record: Record<string, unknown> = Object.fromEntries(
    REPAIR_COPY_KEYS.map((key) => [key, (job as unknown as Record<string, unknown>)[key]]),
  );
  if (job.quote) {
    record.quote = { ...job.quote, lines: job.quote.lines.map(({ productId: _product, ...line }) => line) };
  }
  record.payments = job.payments.map(({ id: _place, recordedBy: _by, voided, ...payment }) => ({
    ...payment,
    voided: voided ? { at: voided.at, reason: voided.reason } : null,
  }));
  record.claimOf = linkNumber(job.claimOf);
  record.claims = job.claims.map(linkNumber);
  return record;
}

/**
 * An order as its customer's copy holds it: its number as the customer knows it, not the store's id; its items
 * without the catalogue's product ids.
 */
export function orderCopy(order: Order): Record<string, unknown> {
  const { id, ...rest } = order;
  return { number: shortOrderId(id), ...rest, items: order.items.map(({ productId: _product, ...item }) => item) };
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

/** A leaf as the copy writes it: a time in Malaysia, an amount in sen as ringgit, a word of the code in words. */
function shownText(path: readonly string[], value: string, labels: CopyLabels, isSen: SenPath): string {
  const leaf = path.at(-1) ?? '';
  if (value === '') return value;
  if (TIME_LEAF.test(leaf)) return csvDate(value);
  if (isSen(path) && /^-?\d+$/.test(value)) return `RM ${formatSen(Number(value))}`;
  return valueText([...path], value, labels);
}

type SenPath = (path: readonly string[]) => boolean;
const NO_SEN: SenPath = () => false;

function lines(kind: 'order' | 'repair', number: string, record: object, labels: CopyLabels, isSen = NO_SEN): string {
  return flattenRecord(record)
    .map(([path, value]) =>
      [labels.kinds[kind], number, fieldName(path, labels), shownText(path, value, labels, isSen)]
        .map(csvCell)
        .join(','),
    )
    .join('\r\n');
}

/**
 * A record as the JSON copy holds it: the same leaves as the CSV's lines, as a tree whose keys are the names of
 * the fields (`labels.fields`) and of their parts (`labels.parts`); a number stays a number unless it is an
 * amount in sen, nothing is null, a list a list.
 */
export function namedRecord(record: object, labels: CopyLabels, isSen = NO_SEN): Record<string, unknown> {
  const named = (value: unknown, path: string[]): unknown => {
    if (value === null || value === undefined) return null;
    if (Array.isArray(value)) return value.map((item, index) => named(item, [...path, String(index + 1)]));
    if (typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          (path.length === 0 ? labels.fields[key] : labels.parts[key]) ?? key,
          named(item, [...path, key]),
        ]),
      );
    }
    const shown = shownText(path, String(value), labels, isSen);
    return typeof value === 'string' || shown !== String(value) ? shown : value;
  };
  return named(record, []) as Record<string, unknown>;
}

export function orderCopyJson(order: Order, labels: CopyLabels): Record<string, unknown> {
  return namedRecord(orderCopy(order), labels);
}

export function repairCopyJson(job: RepairJob, labels: CopyLabels): Record<string, unknown> {
  return namedRecord(repairCopy(job), labels, isRepairSenPath);
}

/** A value as JSON, indented by `depth` levels of two spaces after its first line. */
const indented = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

/**
 * The copy's file, a record at a time: the CSV's header and lines, or the JSON object of when it was made and the
 * two lists, in the admin's language (`labels`). `madeAt` is an ISO 8601 instant, written in Malaysian time.
 */
export function* copyChunks(
  records: PersonRecords,
  format: 'json' | 'csv',
  labels: CopyLabels,
  madeAt: string,
): Generator<string> {
  if (format === 'csv') {
    yield copyCsvHeader(labels);
    for (const order of records.orders) yield orderCopyCsv(order, labels);
    for (const job of records.repairs) yield repairCopyCsv(job, labels);
    return;
  }
  function* list<T>(key: string, items: readonly T[], named: (item: T) => Record<string, unknown>) {
    yield `  ${JSON.stringify(key)}: [`;
    for (const [index, item] of items.entries()) yield `${index ? ',' : ''}\n    ${indented(named(item), 2)}`;
    yield items.length ? '\n  ]' : ']';
  }
  yield `{\n  ${JSON.stringify(labels.file.madeAt)}: ${JSON.stringify(csvDate(madeAt))},\n`;
  yield* list(labels.file.orders, records.orders, (order) => orderCopyJson(order, labels));
  yield ',\n';
  yield* list(labels.file.repairs, records.repairs, (job) => repairCopyJson(job, labels));
  yield '\n}\n';
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
