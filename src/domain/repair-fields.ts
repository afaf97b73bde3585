import type { LocalText } from './locales';
import type { RepairJob } from './repair';

/**
 * The fields of a repair job, one row each (issue 38), as PRODUCT_FIELDS is for products: how its value is kept,
 * where it is in RepairJob and in the hosted record, its SQLite column, who writes it, the owner's input rule, its
 * CSV column and where it is printed. Built from this table:
 *
 * - the input schema, RepairInputSchema (src/domain/repair-schema.ts), from the admin's rows;
 * - the embedded store's row mapping and statements (server/db/repair-columns.ts);
 * - the hosted records and their reading (src/data/firebase/repair-records.ts), and the hosted migration that fills
 *   what an older record lacks (src/data/firebase/migration.ts);
 * - the rules' field list, held by a drift test (src/data/firebase/rules-source.test.ts);
 * - the CSV (src/domain/repairs-csv.ts), and what the form, the slip, the receipt and the status page show (`shows`).
 *
 * Recipe for a new field: docs/architecture.md ("Recipe: a new repair job field").
 * Zod-free: the slip and the status page read it.
 */
export type RepairFieldSpec = {
  /**
   * - text: a string, '' when absent; phone: E.164; language: one of LANGUAGES; photos: a list of addresses;
   * - sen: integer sen or null; day: `YYYY-MM-DD` or null; count: a whole number or null;
   * - status: one of REPAIR_STATUSES; time: ISO 8601 (a timestamp in Firestore); timeOrNull: the same, or null;
   * - json: a value the store writes whole (a quote, payments, history…), JSON text in SQLite, a map or list in
   *   Firestore; `empty` is what an older record without it reads as.
   */
  kind: 'text' | 'phone' | 'language' | 'photos' | 'sen' | 'day' | 'count' | 'status' | 'time' | 'timeOrNull' | 'json';
  /** Where it is in RepairJob and in the Firestore record (a dot for a nested one: 'machine.brand'). */
  path: string;
  /** Its column in the embedded store's `repairs` table. */
  column: string;
  /** 'admin': typed in the job form and sent as RepairInput; 'store': set by the store. */
  by: 'admin' | 'store';
  /** An admin field's rule: required or not, and its longest text (REPAIR_LIMITS). */
  input?: { required: boolean; max?: number };
  /** What a record that lacks it reads as (an older hosted document, a row of an older migration). */
  empty: unknown;
  /** Its column header in the CSV export, in each language; absent: not exported. */
  csv?: LocalText;
  /** Where it is shown besides the admin's job page: the intake slip, the receipt, the customer's status page. */
  shows: readonly ('slip' | 'receipt' | 'view')[];
  /**
   * What an erasure and the retention sweep do with it (src/domain/personal-data.ts, erasedRepair): 'person' holds
   * the customer's own details (name, phone, serial, photos); 'typed' is free text where their details may have
   * been written (the fault, what was left, the notes of the quote, payments and history). Absent: kept.
   */
  personal?: 'person' | 'typed';
};

/** In RepairJob's order, which is the API's JSON's, the machine's three flattened. */
export const REPAIR_FIELDS = {
  number: {
    kind: 'text',
    path: 'number',
    column: 'number',
    by: 'store',
    empty: '',
    csv: { en: 'Job number', ms: 'No. kerja' },
    shows: ['slip', 'receipt', 'view'],
  },
  token: { kind: 'text', path: 'token', column: 'token', by: 'store', empty: '', shows: [] },
  customerName: {
    kind: 'text',
    path: 'customerName',
    column: 'customer_name',
    by: 'admin',
    input: { required: true, max: 100 },
    empty: '',
    csv: { en: 'Customer', ms: 'Pelanggan' },
    shows: ['slip', 'receipt'],
    personal: 'person',
  },
  customerPhone: {
    kind: 'phone',
    path: 'customerPhone',
    column: 'customer_phone',
    by: 'admin',
    input: { required: true, max: 30 },
    empty: '',
    csv: { en: 'Phone', ms: 'Telefon' },
    shows: ['slip', 'receipt'],
    personal: 'person',
  },
  language: {
    kind: 'language',
    path: 'language',
    column: 'language',
    by: 'admin',
    input: { required: true },
    empty: 'en',
    csv: { en: 'Language', ms: 'Bahasa' },
    shows: [],
  },
  brand: {
    kind: 'text',
    path: 'machine.brand',
    column: 'brand',
    by: 'admin',
    input: { required: true, max: 60 },
    empty: '',
    csv: { en: 'Brand', ms: 'Jenama' },
    shows: ['slip', 'receipt', 'view'],
  },
  model: {
    kind: 'text',
    path: 'machine.model',
    column: 'model',
    by: 'admin',
    input: { required: true, max: 80 },
    empty: '',
    csv: { en: 'Model', ms: 'Model' },
    shows: ['slip', 'receipt', 'view'],
  },
  serial: {
    kind: 'text',
    path: 'machine.serial',
    column: 'serial',
    by: 'admin',
    input: { required: false, max: 60 },
    empty: '',
    csv: { en: 'Serial number', ms: 'No. siri' },
    shows: ['slip', 'receipt'],
    personal: 'person',
  },
  fault: {
    kind: 'text',
    path: 'fault',
    column: 'fault',
    by: 'admin',
    input: { required: true, max: 2_000 },
    empty: '',
    csv: { en: 'Fault', ms: 'Kerosakan' },
    shows: ['slip'],
    personal: 'typed',
  },
  accessories: {
    kind: 'text',
    path: 'accessories',
    column: 'accessories',
    by: 'admin',
    input: { required: false, max: 500 },
    empty: '',
    csv: { en: 'Left with it', ms: 'Ditinggalkan bersama' },
    shows: ['slip', 'receipt'],
    personal: 'typed',
  },
  photos: {
    kind: 'photos',
    path: 'photos',
    column: 'photos',
    by: 'admin',
    input: { required: false },
    empty: [],
    shows: [],
    personal: 'person',
  },
  estimate: {
    kind: 'sen',
    path: 'estimate',
    column: 'estimate',
    by: 'admin',
    input: { required: false },
    empty: null,
    csv: { en: 'Estimate (RM)', ms: 'Anggaran (RM)' },
    shows: ['slip', 'view'],
  },
  promisedDate: {
    kind: 'day',
    path: 'promisedDate',
    column: 'promised_date',
    by: 'admin',
    input: { required: false },
    empty: null,
    csv: { en: 'Promised date', ms: 'Tarikh dijanjikan' },
    shows: ['slip', 'view'],
  },
  status: { kind: 'status', path: 'status', column: 'status', by: 'store', empty: 'received', shows: ['view'] },
  quote: {
    kind: 'json',
    path: 'quote',
    column: 'quote',
    by: 'store',
    empty: null,
    shows: ['receipt', 'view'],
    personal: 'typed',
  },
  payments: {
    kind: 'json',
    path: 'payments',
    column: 'payments',
    by: 'store',
    empty: [],
    shows: ['receipt'],
    personal: 'typed',
  },
  history: {
    kind: 'json',
    path: 'history',
    column: 'history',
    by: 'store',
    empty: [],
    shows: ['view'],
    personal: 'typed',
  },
  readyAt: { kind: 'timeOrNull', path: 'readyAt', column: 'ready_at', by: 'store', empty: null, shows: ['view'] },
  collectedAt: {
    kind: 'timeOrNull',
    path: 'collectedAt',
    column: 'collected_at',
    by: 'store',
    empty: null,
    shows: ['receipt'],
  },
  storageFee: {
    kind: 'json',
    path: 'storageFee',
    column: 'storage_fee',
    by: 'store',
    empty: null,
    shows: ['receipt', 'view'],
  },
  warrantyDays: {
    kind: 'count',
    path: 'warrantyDays',
    column: 'warranty_days',
    by: 'store',
    empty: null,
    shows: ['receipt'],
  },
  claimOf: { kind: 'json', path: 'claimOf', column: 'claim_of', by: 'store', empty: null, shows: ['slip', 'receipt'] },
  claims: { kind: 'json', path: 'claims', column: 'claims', by: 'store', empty: [], shows: [] },
  remindersSent: { kind: 'json', path: 'remindersSent', column: 'reminders_sent', by: 'store', empty: [], shows: [] },
  createdAt: {
    kind: 'time',
    path: 'createdAt',
    column: 'created_at',
    by: 'store',
    empty: '',
    csv: { en: 'Received', ms: 'Diterima' },
    shows: ['slip', 'receipt', 'view'],
  },
  updatedAt: { kind: 'time', path: 'updatedAt', column: 'updated_at', by: 'store', empty: '', shows: ['view'] },
} as const satisfies Record<string, RepairFieldSpec>;

/**
 * RepairJob's keys that no row holds, as the stores work them out on reading: the record's id, the warranty's last
 * day (warrantyEndsOn of collectedAt and warrantyDays) and the money (repairMoney).
 */
export const DERIVED_REPAIR_KEYS = ['id', 'warrantyEndsOn', 'money'] as const satisfies readonly (keyof RepairJob)[];

type Fields = typeof REPAIR_FIELDS;
export type RepairFieldName = keyof Fields;

/** The fields the owner types: a job's input (RepairInput). */
export type RepairInputField = {
  [K in RepairFieldName]: Fields[K]['by'] extends 'admin' ? K : never;
}[RepairFieldName];

export const REPAIR_FIELD_NAMES = Object.keys(REPAIR_FIELDS) as RepairFieldName[];

export const REPAIR_INPUT_FIELDS = REPAIR_FIELD_NAMES.filter(
  (name): name is RepairInputField => REPAIR_FIELDS[name].by === 'admin',
);

/** A field's value in a job (or a record shaped as one), by its path. */
export function repairFieldValue(job: object, name: RepairFieldName): unknown {
  let value: unknown = job;
  for (const part of REPAIR_FIELDS[name].path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** Sets a field's value in a job or record under construction, making the nested maps on the way. */
export function setRepairFieldValue(target: Record<string, unknown>, name: RepairFieldName, value: unknown): void {
  const parts = REPAIR_FIELDS[name].path.split('.');
  let place = target;
  for (const part of parts.slice(0, -1)) {
    const next = place[part];
    place = (place[part] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  place[parts.at(-1)!] = value;
}

/** The top-level keys of the stored record (`machine` once for its three). */
export const REPAIR_RECORD_KEYS = [
  ...new Set(REPAIR_FIELD_NAMES.map((name) => REPAIR_FIELDS[name].path.split('.')[0]!)),
];

/** The fields an erasure changes (their `personal` flag), in the table's order. */
export const REPAIR_PERSONAL_FIELD_NAMES = REPAIR_FIELD_NAMES.filter(
  (name) => (REPAIR_FIELDS[name] as RepairFieldSpec).personal !== undefined,
);

/** The fields of a place (the slip, the receipt, the status page), in the table's order. */
export function repairFieldsShownOn(place: 'slip' | 'receipt' | 'view'): RepairFieldName[] {
  return REPAIR_FIELD_NAMES.filter((name) => (REPAIR_FIELDS[name].shows as readonly string[]).includes(place));
}

// RepairJob's keys are the table's top-level paths and the derived ones, exactly: a field added to the type and
// not to the table (or the other way) fails the type check here.
type TopPaths = {
  [K in RepairFieldName]: Fields[K]['path'] extends `${infer Top}.${string}` ? Top : Fields[K]['path'];
}[RepairFieldName];
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameKeys: Exactly<TopPaths | (typeof DERIVED_REPAIR_KEYS)[number], keyof RepairJob> = true;
void _sameKeys;
