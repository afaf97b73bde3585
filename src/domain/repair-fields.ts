import type { AdminKey, RepairPageKey } from '../i18n/catalogue-keys';
import type { FormInput } from './form-input';

/**
 * The fields of a repair job, one row each (issues 38 and 48), as PRODUCT_FIELDS is for products: how its value is
 * kept, where it is in RepairJob and in the hosted record, its SQLite column, who writes it, the owner's input rule
 * and what the form needs of it, its CSV column, where it is shown and under which label. Built from this table:
 *
 * - the input schema, RepairInputSchema (src/domain/repair-schema.ts), from the admin's rows;
 * - the embedded store's row mapping and statements (server/db/repair-columns.ts);
 * - the hosted records and their reading (src/data/firebase/repair-records.ts), and the hosted migration that fills
 *   what an older record lacks (src/data/firebase/migration.ts);
 * - the rules' field list, held by a drift test (src/data/firebase/rules-source.test.ts);
 * - the CSV (src/domain/repairs-csv.ts), the customer's copy (src/domain/personal-data-copy.ts), and what the slip,
 *   the receipt and the customer's status page show (`shows`: src/features/admin/repairs/paper-lines.tsx,
 *   src/features/site/repair-status/view-lines.tsx, and the view itself, repairStatusView of src/domain/repair.ts);
 * - the job form's fields (`input`: src/features/admin/repairs/repair-form.tsx, through RowField).
 *
 * Labels are keys of the catalogues (src/i18n/locales), never words: the words are in each language's catalogue.
 * Recipe for a new field: docs/recipes/repair-field.md. Zod-free: the slip and the status page read it.
 */

/** Where a field may be shown besides the admin's job page: the intake slip, the receipt, the customer's status page. */
export type RepairPlace = 'slip' | 'receipt' | 'view';

/**
 * The job form's control of an admin field: a line of text, a box of several lines, a phone number, the choice of
 * a language, an amount in ringgit, a day, the photos.
 */
export type RepairFormControl = 'text' | 'textarea' | 'phone' | 'language' | 'money' | 'day' | 'photos';

/** The job form's sections, in its order: the customer, the machine, the job (`repairs.form.sections.*`). */
export const REPAIR_FORM_SECTIONS = ['customer', 'machine', 'job'] as const;
export type RepairFormSection = (typeof REPAIR_FORM_SECTIONS)[number];

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
  /**
   * An admin field's rule and what the job form needs of it: required or not and its longest text (REPAIR_LIMITS),
   * from which RepairInputSchema is made; its label in the form (admin.json: the form adds "(optional)" to an
   * optional one's), its control and how it is drawn (FormInput), and its section of the form: the form draws a
   * row without one nowhere, which its test (repair-form-rows.test.tsx) finds.
   */
  input?: FormInput<RepairFormControl> & { section?: RepairFormSection };
  /** What a record that lacks it reads as (an older hosted document, a row of an older migration). */
  empty: unknown;
  /** Its column's header in the CSV export (admin.json, in the admin's language); absent: not exported. */
  csv?: AdminKey;
  /**
   * Where it is shown besides the admin's job page: the intake slip, the receipt, the customer's status page. A
   * place draws a field of a plain kind as a line of its own, under `paper` or `view`; a few it draws itself (the
   * number in the heading, the quote's lines, the payments…: DRAWN_ON_PAPER, DRAWN_ON_VIEW). The status page is
   * given exactly these fields of a job and the few it works from (REPAIR_VIEW_CARRIED, src/domain/repair.ts).
   */
  shows: readonly RepairPlace[];
  /**
   * Its label on the slip and the receipt (admin.json, read in the customer's language). Rows of one label are one
   * line, their values joined by a space: the machine's brand and model.
   */
  paper?: AdminKey;
  /** Its label on the customer's status page (site.json, under `repair.`); rows of one label are one line. */
  view?: RepairPageKey;
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
    csv: 'repairs.csv.columns.number',
    shows: ['slip', 'receipt', 'view'],
  },
  token: { kind: 'text', path: 'token', column: 'token', by: 'store', empty: '', shows: ['slip', 'receipt'] },
  customerName: {
    kind: 'text',
    path: 'customerName',
    column: 'customer_name',
    by: 'admin',
    input: {
      required: true,
      max: 100,
      label: 'repairs.fields.customerName',
      control: 'text',
      section: 'customer',
      wide: true,
    },
    empty: '',
    csv: 'repairs.csv.columns.customerName',
    shows: ['slip', 'receipt'],
    paper: 'repairs.slip.customer',
    personal: 'person',
  },
  customerPhone: {
    kind: 'phone',
    path: 'customerPhone',
    column: 'customer_phone',
    by: 'admin',
    input: {
      required: true,
      max: 30,
      label: 'repairs.fields.customerPhone',
      control: 'phone',
      section: 'customer',
      hint: 'repairs.hints.customerPhone',
    },
    empty: '',
    csv: 'repairs.csv.columns.customerPhone',
    shows: ['slip', 'receipt'],
    paper: 'repairs.slip.phone',
    personal: 'person',
  },
  language: {
    kind: 'language',
    path: 'language',
    column: 'language',
    by: 'admin',
    input: {
      required: true,
      label: 'repairs.fields.language',
      control: 'language',
      section: 'customer',
      hint: 'repairs.hints.language',
    },
    empty: 'en',
    csv: 'repairs.csv.columns.language',
    shows: [],
  },
  brand: {
    kind: 'text',
    path: 'machine.brand',
    column: 'brand',
    by: 'admin',
    input: { required: true, max: 60, label: 'repairs.fields.brand', control: 'text', section: 'machine' },
    empty: '',
    csv: 'repairs.csv.columns.brand',
    shows: ['slip', 'receipt', 'view'],
    paper: 'repairs.slip.machine',
    view: 'repair.machine',
  },
  model: {
    kind: 'text',
    path: 'machine.model',
    column: 'model',
    by: 'admin',
    input: { required: true, max: 80, label: 'repairs.fields.model', control: 'text', section: 'machine' },
    empty: '',
    csv: 'repairs.csv.columns.model',
    shows: ['slip', 'receipt', 'view'],
    paper: 'repairs.slip.machine',
    view: 'repair.machine',
  },
  serial: {
    kind: 'text',
    path: 'machine.serial',
    column: 'serial',
    by: 'admin',
    input: {
      required: false,
      max: 60,
      label: 'repairs.fields.serial',
      control: 'text',
      section: 'machine',
      code: true,
    },
    empty: '',
    csv: 'repairs.csv.columns.serial',
    shows: ['slip', 'receipt'],
    paper: 'repairs.slip.serial',
    personal: 'person',
  },
  fault: {
    kind: 'text',
    path: 'fault',
    column: 'fault',
    by: 'admin',
    input: {
      required: true,
      max: 2_000,
      label: 'repairs.fields.fault',
      control: 'textarea',
      section: 'job',
      wide: true,
    },
    empty: '',
    csv: 'repairs.csv.columns.fault',
    shows: ['slip'],
    paper: 'repairs.slip.fault',
    personal: 'typed',
  },
  accessories: {
    kind: 'text',
    path: 'accessories',
    column: 'accessories',
    by: 'admin',
    input: {
      required: false,
      max: 500,
      label: 'repairs.fields.accessories',
      control: 'textarea',
      section: 'job',
      wide: true,
      rows: 2,
      hint: 'repairs.hints.accessories',
    },
    empty: '',
    csv: 'repairs.csv.columns.accessories',
    shows: ['slip'],
    paper: 'repairs.slip.accessories',
    personal: 'typed',
  },
  photos: {
    kind: 'photos',
    path: 'photos',
    column: 'photos',
    by: 'admin',
    input: { required: false, label: 'repairs.fields.photos', control: 'photos', section: 'job' },
    empty: [],
    shows: [],
    personal: 'person',
  },
  estimate: {
    kind: 'sen',
    path: 'estimate',
    column: 'estimate',
    by: 'admin',
    input: {
      required: false,
      label: 'repairs.fields.estimate',
      control: 'money',
      section: 'job',
      hint: 'repairs.hints.amount',
    },
    empty: null,
    csv: 'repairs.csv.columns.estimate',
    shows: ['slip', 'view'],
    paper: 'repairs.slip.estimate',
    view: 'repair.estimate',
  },
  promisedDate: {
    kind: 'day',
    path: 'promisedDate',
    column: 'promised_date',
    by: 'admin',
    input: {
      required: false,
      label: 'repairs.fields.promisedDate',
      control: 'day',
      section: 'job',
      hint: 'repairs.hints.promisedDate',
    },
    empty: null,
    csv: 'repairs.csv.columns.promisedDate',
    shows: ['slip', 'view'],
    paper: 'repairs.slip.promised',
    view: 'repair.promised',
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
  readyAt: { kind: 'timeOrNull', path: 'readyAt', column: 'ready_at', by: 'store', empty: null, shows: [] },
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
  claimOf: { kind: 'json', path: 'claimOf', column: 'claim_of', by: 'store', empty: null, shows: [] },
  claims: { kind: 'json', path: 'claims', column: 'claims', by: 'store', empty: [], shows: [] },
  remindersSent: { kind: 'json', path: 'remindersSent', column: 'reminders_sent', by: 'store', empty: [], shows: [] },
  createdAt: {
    kind: 'time',
    path: 'createdAt',
    column: 'created_at',
    by: 'store',
    empty: '',
    csv: 'repairs.csv.columns.createdAt',
    shows: ['slip'],
  },
  updatedAt: { kind: 'time', path: 'updatedAt', column: 'updated_at', by: 'store', empty: '', shows: [] },
} as const satisfies Record<string, RepairFieldSpec>;

/**
 * RepairJob's keys that no row holds, as the stores work them out on reading: the record's id, the warranty's last
 * day (warrantyEndsOn of collectedAt and warrantyDays) and the money (repairMoney).
 */
export const DERIVED_REPAIR_KEYS = ['id', 'warrantyEndsOn', 'money'] as const;

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
export function repairFieldsShownOn<P extends RepairPlace>(place: P): RepairFieldShownOn<P>[] {
  return REPAIR_FIELD_NAMES.filter((name): name is RepairFieldShownOn<P> =>
    (REPAIR_FIELDS[name].shows as readonly string[]).includes(place),
  );
}

/** The fields a place shows, as a type. */
export type RepairFieldShownOn<P extends RepairPlace> = {
  [K in RepairFieldName]: P extends Fields[K]['shows'][number] ? K : never;
}[RepairFieldName];

/** The fields whose value is whole in one place of the record, not a quote or a list (kind other than json, photos). */
export type PlainRepairField = {
  [K in RepairFieldName]: Fields[K]['kind'] extends 'json' | 'photos' ? never : K;
}[RepairFieldName];

/** The top-level key of a field's path: 'machine' for 'machine.brand'. */
export type RepairTopPath<K extends RepairFieldName> = {
  [N in K]: Fields[N]['path'] extends `${infer Top}.${string}` ? Top : Fields[N]['path'];
}[K];

/** The part of the machine a field is: 'brand' for 'machine.brand'. */
export type RepairMachinePart<K extends RepairFieldName> = {
  [N in K]: Fields[N]['path'] extends `machine.${infer Part}` ? Part : never;
}[K];
