/**
 * A customer's personal data in the orders and repair jobs (issue 39, PDPA 2010): which fields hold it, how a
 * person is found across both by their phone in any spelling or by their name, what a correction writes, what the
 * erasure and the retention sweep leave, and when a closed record has been kept long enough. Both backends read
 * this module, so that a person, a sweep and an erasure are the same in either.
 */
import { z } from './zod';
import type { Order } from './order';
import type { OrderStatus } from './order-status';
import { wholePhoneNumber } from './phone';
import { nameOrBlank, normaliseNameSpacing } from './person-name';
import { isOpenRepair, malaysianDay, type RepairJob, type RepairStatus } from './repair';
import {
  REPAIR_FIELDS,
  REPAIR_PERSONAL_FIELD_NAMES,
  repairFieldValue,
  setRepairFieldValue,
  type RepairFieldName,
  type RepairFieldSpec,
} from './repair-fields';
import { RepairPhoneSchema } from './repair-schema';
import { LANGUAGES } from './limits';

/**
 * What an erased or swept record's customer name becomes: a mark that someone was there, naming no one. No name
 * typed can be it (a name holds a letter or a digit, isPersonName); a record is erased when it has this name and
 * no phone (isErased), so that an older record whose customer typed "—" is still found by its phone and erased.
 * Screens show it as it is, a dash, which reads as "none" in either language.
 */
export const ERASED_NAME = '—';

/**
 * The fields of an order that hold personal data: the name, the contact details, the delivery address and the
 * customer's own notes. The lines, total, status and dates are kept, so that Insights still counts the sale.
 */
export const ORDER_PERSONAL_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'shippingAddress',
  'notes',
] as const satisfies readonly (keyof Order)[];

/**
 * The fields of a repair job an erasure changes: the rows of the table of repair fields with a `personal` flag
 * (src/domain/repair-fields.ts): the name, the phone, the serial number, the photos ('person'), and the free text
 * where the customer's details may have been typed ('typed': the fault, what was left, the notes of the quote,
 * the payments and the history). The number, brand and model, the amounts, dates and statuses are kept.
 */
export const REPAIR_PERSONAL_FIELDS = REPAIR_PERSONAL_FIELD_NAMES.map((name) => REPAIR_FIELDS[name].path);

/** An order is closed once delivered or cancelled: nothing more happens to it. */
export const CLOSED_ORDER_STATUSES = ['delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

export function isClosedOrder(status: OrderStatus): boolean {
  return (CLOSED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** What the erasure and the sweep write over an order's personal fields. */
export const ERASED_ORDER = {
  customerName: ERASED_NAME,
  customerEmail: '',
  customerPhone: '',
  shippingAddress: '',
  notes: '',
} as const satisfies Pick<Order, (typeof ORDER_PERSONAL_FIELDS)[number]>;

/** A list of notes (a job's payments as a list, or a hosted record's map of them) with each note emptied. */
function withoutNotes(value: unknown, clean: (item: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? clean(item) : item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, item && typeof item === 'object' ? clean(item) : item]),
    );
  }
  return value;
}

/**
 * What an erasure writes over one personal field of a job, whichever store's shape it has (a job, or a hosted
 * record whose payments are a map): the name the erased mark; the phone, serial and what was left empty; the
 * photos none; the fault (which a job must have) the erased mark; in the quote, payments and history every note
 * and voiding reason emptied, the amounts, dates and statuses kept. The quote's lines (parts and labour) stay.
 */
export function erasedRepairValue(name: RepairFieldName, value: unknown): unknown {
  const spec = REPAIR_FIELDS[name] as RepairFieldSpec;
  switch (spec.kind) {
    case 'photos':
      return [];
    case 'phone':
      return '';
    case 'text':
      return spec.input?.required ? ERASED_NAME : '';
    case 'json':
      if (name === 'quote') return value && typeof value === 'object' ? { ...value, note: '' } : value;
      if (name === 'history') return withoutNotes(value, (line) => ('note' in line ? { ...line, note: '' } : line));
      if (name === 'payments') {
        return withoutNotes(value, (payment) => ({
          ...payment,
          note: '',
          voided:
            payment.voided && typeof payment.voided === 'object' ? { ...payment.voided, reason: '' } : payment.voided,
        }));
      }
      return value;
    default:
      throw new Error(`erasedRepairValue: no erasure for ${name}`);
  }
}

/** A job with its personal fields erased (REPAIR_PERSONAL_FIELDS); its photos are to be deleted where stored. */
export function erasedRepair(job: RepairJob): RepairJob {
  const next = structuredClone(job) as unknown as Record<string, unknown>;
  for (const name of REPAIR_PERSONAL_FIELD_NAMES) {
    setRepairFieldValue(next, name, erasedRepairValue(name, repairFieldValue(job, name)));
  }
  return next as unknown as RepairJob;
}

/** An order with its personal fields erased. */
export function erasedOrder(order: Order): Order {
  return { ...order, ...ERASED_ORDER };
}

/** Whether a record's personal fields have been erased (by the sweep or on request): the mark and no phone. */
export function isErased(record: { customerName: string; customerPhone: string }): boolean {
  return record.customerName === ERASED_NAME && record.customerPhone.trim() === '';
}

const DAY_MS = 86_400_000;
const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

/**
 * The moment before which a closed record has been kept long enough: the start (in Malaysia) of the day `months`
 * calendar months before today in Malaysia. A record closed on 28 November 2024 is kept through 28 November 2026
 * with 24 months, and swept from the 29th; the 31st of a month goes back to the last day of a shorter one.
 */
export function retentionCutoff(now: string, months: number): string {
  const [year, month, day] = malaysianDay(now).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const start = Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay));
  return new Date(start - MALAYSIA_OFFSET_MS).toISOString();
}

/**
 * The moment a closed record's retention counts from: its last change (its closing, or a correction after), and
 * for a job collected with a warranty the end of the warranty's last day in Malaysia when that is later, so that
 * the shop still knows whose machine it is while a claim may be made.
 */
export function retainedFrom(record: { updatedAt: string; warrantyEndsOn?: string | null }): number {
  const changed = Date.parse(record.updatedAt);
  if (!record.warrantyEndsOn) return changed;
  const [year, month, day] = record.warrantyEndsOn.split('-').map(Number) as [number, number, number];
  return Math.max(changed, Date.UTC(year, month - 1, day + 1) - MALAYSIA_OFFSET_MS);
}

/**
 * Whether the sweep erases a record now: closed, not erased yet, no warranty claim on it still open, and retained
 * (retainedFrom) since before the cutoff. An open record is never swept, however old, nor a job under warranty.
 */
export function isPastRetention(
  record: ({ kind: 'order' } & Order) | ({ kind: 'repair' } & RepairJob),
  cutoff: string,
  openClaim = false,
): boolean {
  const closed = record.kind === 'order' ? isClosedOrder(record.status) : !isOpenRepair(record.status);
  if (!closed || isErased(record) || openClaim) return false;
  return retainedFrom(record.kind === 'repair' ? record : { updatedAt: record.updatedAt }) < Date.parse(cutoff);
}

/** What one sweep (or one erasure) changed: the audit entry's counts. */
export type ErasureCounts = { orders: number; repairs: number; photos: number };

/** One day in milliseconds, for the scheduler of the daily sweep. */
export const SWEEP_INTERVAL_MS = DAY_MS;

/** Why a search for a person, a correction or an erasure was refused: the screen words each code. */
export type PersonalDataError = 'required' | 'phone' | 'tooLong' | 'name' | 'tooMany';

const code = (error: PersonalDataError) => ({ error });

/** A phone number has at least this many digits to name one person (a Malaysian landline has 9 with its 0). */
export const MIN_PERSON_PHONE_DIGITS = 7;
export const PERSONAL_DATA_LIMITS = { name: 100, phone: 30, records: 1_000 } as const;

/** A phone as people type it: digits with spaces, dashes, dots, brackets and a leading +; no letters. */
const PHONE_AS_TYPED = /^\+?[\d\s\-.()]+$/;

const personPhone = z
  .string(code('phone'))
  .trim()
  .max(PERSONAL_DATA_LIMITS.phone, code('tooLong'))
  .refine(
    (value) => PHONE_AS_TYPED.test(value) && value.replace(/\D/g, '').length >= MIN_PERSON_PHONE_DIGITS,
    code('phone'),
  );

/**
 * Whom the admin looks for: a phone number in any spelling ("012-345 6789", "+60 12 345 6789", "60123456789"), or
 * a name as it was written (case, accents and spacing aside). Exactly one of them.
 */
export const PersonQuerySchema = z
  .object({
    phone: personPhone.optional(),
    name: z.string(code('required')).trim().max(PERSONAL_DATA_LIMITS.name, code('tooLong')).optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const given = [query.phone, query.name].filter((value) => value !== undefined && value !== '');
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', path: [query.phone !== undefined ? 'phone' : 'name'], message: 'required' });
    }
  });
export type PersonQuery = z.infer<typeof PersonQuerySchema>;

/** A customer's name as the owner types it: a letter or a digit at least (isPersonName), at most 100 characters. */
export const PersonNameSchema = z
  .string(code('required'))
  .trim()
  .min(1, code('required'))
  .max(PERSONAL_DATA_LIMITS.name, code('tooLong'))
  .refine(nameOrBlank, code('name'));

/**
 * A correction of a person's name or phone, written into the orders and jobs picked. The name follows the rule of
 * intake; the phone is any that repair intake takes (RepairPhoneSchema: a Malaysian number in any spelling, a
 * foreign one with its country code), kept in E.164 as both stores keep a customer's.
 */
export const PersonCorrectionSchema = z
  .object({ name: PersonNameSchema.optional(), phone: RepairPhoneSchema.optional() })
  .strict()
  .superRefine((change, ctx) => {
    if (change.name === undefined && change.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
    }
  });
export type PersonCorrection = z.input<typeof PersonCorrectionSchema>;
export type ParsedPersonCorrection = z.output<typeof PersonCorrectionSchema>;

/** A name as a search compares it: case, accents, the width of characters and every kind of spacing aside. */
export function foldName(name: string): string {
  return normaliseNameSpacing(name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());
}

/**
 * Whether a record's customer is one the query asks for: the same whole phone number (wholePhoneNumber: a foreign
 * number only itself), or the same name once folded. An erased record names no one.
 */
export function isPerson(record: { customerName: string; customerPhone: string }, query: PersonQuery): boolean {
  if (isErased(record)) return false;
  if (query.phone) {
    const wanted = wholePhoneNumber(query.phone);
    return wanted !== '' && wholePhoneNumber(record.customerPhone) === wanted;
  }
  if (query.name) return foldName(record.customerName) === foldName(query.name);
  return false;
}

/**
 * Who a record's customer is: their name and their phone as kept, compared after case, accents, spacing and the
 * spelling of the phone are set aside. Two people on one family phone are two; one person on two phones is two
 * as well, since nothing the shop keeps says they are one.
 */
export function personKey(record: { customerName: string; customerPhone: string }): string {
  return `${foldName(record.customerName)}\n${wholePhoneNumber(record.customerPhone)}`;
}

/** Records of orders and jobs: one person's, or those a search found. */
export type PersonRecords = { orders: Order[]; repairs: RepairJob[] };

/** One person a search found: their name and phone as on their latest record, and every record of theirs. */
export type Person = { name: string; phone: string } & PersonRecords;

const newestFirst = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * The people among the records that match a query (isPerson), one per personKey: a search by a family phone
 * lists each member of the family with their own records; a search by a name, each phone that name came with.
 * Each person's records newest first; the person with the newest record first.
 */
export function findPeople(records: PersonRecords, query: PersonQuery): Person[] {
  const people = new Map<string, Person>();
  const place = (record: { customerName: string; customerPhone: string }) => {
    const key = personKey(record);
    let person = people.get(key);
    if (!person) {
      person = { name: record.customerName, phone: record.customerPhone, orders: [], repairs: [] };
      people.set(key, person);
    }
    return person;
  };
  const matches = <T extends { customerName: string; customerPhone: string }>(list: T[]) =>
    list.filter((record) => isPerson(record, query));
  for (const order of matches(records.orders)) place(order).orders.push(order);
  for (const job of matches(records.repairs)) place(job).repairs.push(job);
  const newest = (person: Person) =>
    [...person.orders, ...person.repairs]
      .map((record) => record.createdAt)
      .sort()
      .at(-1) ?? '';
  return [...people.values()]
    .map((person) => {
      const orders = [...person.orders].sort(newestFirst);
      const repairs = [...person.repairs].sort(newestFirst);
      const latest = [...orders, ...repairs].sort(newestFirst)[0]!;
      return { name: latest.customerName, phone: latest.customerPhone, orders, repairs };
    })
    .sort((a, b) => newest(b).localeCompare(newest(a)));
}

const recordIds = z
  .array(z.string(code('required')).trim().min(1, code('required')).max(100, code('tooLong')), code('required'))
  .max(PERSONAL_DATA_LIMITS.records, code('tooMany'));

/**
 * The person, and the records of theirs, that a copy, a correction or an erasure acts on: the name and phone as a
 * search showed them (compared as personKey), and the orders and jobs the owner picked, by id; without ids, all of
 * that person's. A record of another person is never picked, whatever id is sent.
 */
export const PersonPickSchema = z
  .object({
    name: z.string(code('required')).trim().min(1, code('required')).max(PERSONAL_DATA_LIMITS.name, code('tooLong')),
    phone: z.string(code('phone')).trim().max(PERSONAL_DATA_LIMITS.phone, code('tooLong')),
    orders: recordIds.optional(),
    repairs: recordIds.optional(),
  })
  .strict();
export type PersonPick = z.input<typeof PersonPickSchema>;

/**
 * The records a pick names, among the candidates the store read: the person's (same personKey, not erased), and
 * of those the ids picked when ids are given.
 */
export function pickedRecords(records: PersonRecords, pick: PersonPick): PersonRecords {
  const key = personKey({ customerName: pick.name, customerPhone: pick.phone });
  const chosen = (ids: readonly string[] | undefined) => (ids ? new Set(ids) : null);
  const orders = chosen(pick.orders);
  const repairs = chosen(pick.repairs);
  const theirs = (record: { customerName: string; customerPhone: string; id: string }, ids: Set<string> | null) =>
    !isErased(record) && personKey(record) === key && (ids === null || ids.has(record.id));
  return {
    orders: records.orders.filter((order) => theirs(order, orders)).sort(newestFirst),
    repairs: records.repairs.filter((job) => theirs(job, repairs)).sort(newestFirst),
  };
}

/** A decision of the core that the store refuses: the answer's code, field or counts. */
export type PersonRefusal = { code: 'notFound' } | { code: 'openRecords'; params: { orders: number; repairs: number } };

/** The records a pick names, or a refusal when it names none: no copy, correction or erasure of nobody. */
export function pickOrRefuse(records: PersonRecords, pick: PersonPick): PersonRecords | { refused: PersonRefusal } {
  const picked = pickedRecords(records, pick);
  if (picked.orders.length === 0 && picked.repairs.length === 0) return { refused: { code: 'notFound' } };
  return picked;
}

/** The open ones among a person's records: an erasure is refused while there is any. */
export function openRecords(records: PersonRecords): { orders: number; repairs: number } {
  return {
    orders: records.orders.filter((order) => !isClosedOrder(order.status)).length,
    repairs: records.repairs.filter((job) => isOpenRepair(job.status)).length,
  };
}

/** A correction of the picked records: the records as they are to be written, and how many of each. */
export function correctRecords(records: PersonRecords, change: ParsedPersonCorrection): PersonRecords {
  const fix = <T extends { customerName: string; customerPhone: string }>(record: T): T => ({
    ...record,
    ...(change.name !== undefined && { customerName: change.name }),
    ...(change.phone !== undefined && { customerPhone: change.phone }),
  });
  return { orders: records.orders.map(fix), repairs: records.repairs.map(fix) };
}

/** An erasure's outcome: the records as they are to be written, the photos to delete, and the counts. */
export type ErasurePlan = { next: PersonRecords; photos: string[]; counts: ErasureCounts };

function erasurePlan(records: PersonRecords): ErasurePlan {
  const photos = records.repairs.flatMap((job) => job.photos);
  return {
    next: { orders: records.orders.map(erasedOrder), repairs: records.repairs.map(erasedRepair) },
    photos,
    counts: { orders: records.orders.length, repairs: records.repairs.length, photos: photos.length },
  };
}

/** The erasure of the picked records, refused (409 openRecords) while any of them is open. */
export function eraseRecords(records: PersonRecords): ErasurePlan | { refused: PersonRefusal } {
  const open = openRecords(records);
  if (open.orders > 0 || open.repairs > 0) return { refused: { code: 'openRecords', params: open } };
  return erasurePlan(records);
}

/**
 * The retention sweep over the records a store read as candidates (closed and last changed before the cutoff, a
 * superset): erases those past retention (isPastRetention). `claimStatus` gives the status of a job named as a
 * claim, so that a job whose claim is still open is kept.
 */
export function sweepRecords(
  candidates: PersonRecords,
  claimStatus: (id: string) => RepairStatus | undefined,
  now: string,
  months: number,
): ErasurePlan {
  const cutoff = retentionCutoff(now, months);
  const openClaim = (job: RepairJob) =>
    job.claims.some((claim) => {
      const status = claimStatus(claim.id);
      return status !== undefined && isOpenRepair(status);
    });
  return erasurePlan({
    orders: candidates.orders.filter((order) => isPastRetention({ kind: 'order', ...order }, cutoff)),
    repairs: candidates.repairs.filter((job) => isPastRetention({ kind: 'repair', ...job }, cutoff, openClaim(job))),
  });
}

/** A copy's request: whom, as JSON or CSV, in the admin's language (English when not given). */
export const PersonCopyRequestSchema = z
  .object({ person: PersonPickSchema, format: z.enum(['json', 'csv']), language: z.enum(LANGUAGES).optional() })
  .strict();

/** A correction's request: whom, and what to write. */
export const PersonCorrectionRequestSchema = z
  .object({ person: PersonPickSchema, change: PersonCorrectionSchema })
  .strict();

/** An erasure's request: whom. */
export const PersonEraseRequestSchema = z.object({ person: PersonPickSchema }).strict();

/** The audit entry's detail of an erasure or a sweep: counts only, never who or what was erased. */
export function erasureAuditDetail(counts: ErasureCounts): Record<string, string> {
  return { orders: String(counts.orders), repairs: String(counts.repairs), photos: String(counts.photos) };
}
