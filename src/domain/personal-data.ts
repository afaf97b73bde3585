/**
 * A customer's personal data in the orders and repair jobs (issue 39, PDPA 2010): which fields hold it, how a
 * person is found across both by their phone in any spelling or by their name, what a correction writes, what the
 * erasure and the retention sweep leave, and when a closed record has been kept long enough. Both backends read
 * this module, so that a person, a sweep and an erasure are the same in either.
 */
import { z } from './zod';
import type { Order } from './order';
import type { OrderStatus } from './order-status';
import { nationalDigits } from './order-search';
import { toMalaysianE164 } from './phone';
import { isOpenRepair, malaysianDay, type RepairJob } from './repair';
import { LANGUAGES } from './limits';

/** What an erased or swept record's customer name becomes: a mark that someone was there, naming no one. */
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
 * The fields of a repair job that hold personal data: the name, the phone, the machine's serial number (it ties
 * the machine to its owner) and the photos (belongings, serial plates). The number, machine's brand and model, the
 * fault, the money, the status and its history are kept.
 */
export const REPAIR_PERSONAL_FIELDS = ['customerName', 'customerPhone', 'machine.serial', 'photos'] as const;

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

/** A job with its personal fields erased; its photos are to be deleted from where they are stored. */
export function erasedRepair(job: RepairJob): RepairJob {
  return {
    ...job,
    customerName: ERASED_NAME,
    customerPhone: '',
    machine: { ...job.machine, serial: '' },
    photos: [],
  };
}

/** Whether a record's personal fields have already been erased (by the sweep or on request). */
export function isErased(record: { customerName: string }): boolean {
  return record.customerName === ERASED_NAME;
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
 * Whether the sweep erases a record now: closed, not erased yet, and last changed (closed, or corrected after)
 * before the cutoff. An open record is never swept, however old.
 */
export function isPastRetention(
  record: { customerName: string; updatedAt: string } & (
    { kind: 'order'; status: OrderStatus } | { kind: 'repair'; status: RepairJob['status'] }
  ),
  cutoff: string,
): boolean {
  const closed = record.kind === 'order' ? isClosedOrder(record.status) : !isOpenRepair(record.status);
  return closed && !isErased(record) && Date.parse(record.updatedAt) < Date.parse(cutoff);
}

/** What one sweep (or one erasure) changed: the audit entry's counts. */
export type ErasureCounts = { orders: number; repairs: number; photos: number };

/** One day in milliseconds, for the scheduler of the daily sweep. */
export const SWEEP_INTERVAL_MS = DAY_MS;

/** Why a search for a person, a correction or an erasure was refused: the screen words each code. */
export type PersonalDataError = 'required' | 'phone' | 'tooLong';

const code = (error: PersonalDataError) => ({ error });

/** A phone number has at least this many digits to name one person (a Malaysian landline has 9 with its 0). */
export const MIN_PERSON_PHONE_DIGITS = 7;
export const PERSONAL_DATA_LIMITS = { name: 100, phone: 30 } as const;

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
 * a name as it was written (case, accents and spaces aside). Exactly one of them.
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

/**
 * A correction of a person's name or phone, written into every order and job of theirs. The phone is kept in
 * E.164, as both stores keep a repair customer's.
 */
export const PersonCorrectionSchema = z
  .object({
    name: z
      .string(code('required'))
      .trim()
      .min(1, code('required'))
      .max(PERSONAL_DATA_LIMITS.name, code('tooLong'))
      .optional(),
    phone: z
      .string(code('phone'))
      .trim()
      .max(PERSONAL_DATA_LIMITS.phone, code('tooLong'))
      .transform((value, ctx) => {
        const e164 = toMalaysianE164(value);
        if (e164 === null) {
          ctx.addIssue({ code: 'custom', message: 'phone' });
          return z.NEVER;
        }
        return e164;
      })
      .optional(),
  })
  .strict()
  .superRefine((change, ctx) => {
    if (change.name === undefined && change.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
    }
  });
export type PersonCorrection = z.input<typeof PersonCorrectionSchema>;
export type ParsedPersonCorrection = z.output<typeof PersonCorrectionSchema>;

/** A name as the search compares it: case, accents, spacing and the width of characters aside. */
export function foldName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Whether a record's customer is the person asked for: the same national digits of the phone ('012-345 6789' is
 * '+60123456789'), or the same name once folded. An erased record names no one.
 */
export function isPerson(record: { customerName: string; customerPhone: string }, query: PersonQuery): boolean {
  if (isErased(record)) return false;
  if (query.phone) {
    const digits = nationalDigits(query.phone);
    return digits !== '' && nationalDigits(record.customerPhone) === digits;
  }
  if (query.name) return foldName(record.customerName) === foldName(query.name);
  return false;
}

/** Everything kept about one person. */
export type PersonRecords = { orders: Order[]; repairs: RepairJob[] };

/** The open ones among a person's records: an erasure is refused while there is any. */
export function openRecords(records: PersonRecords): { orders: number; repairs: number } {
  return {
    orders: records.orders.filter((order) => !isClosedOrder(order.status)).length,
    repairs: records.repairs.filter((job) => isOpenRepair(job.status)).length,
  };
}

/** A copy's request: whom, as JSON or CSV, in the admin's language (English when not given). */
export const PersonCopyQuerySchema = z
  .object({
    phone: personPhone.optional(),
    name: z.string(code('required')).trim().max(PERSONAL_DATA_LIMITS.name, code('tooLong')).optional(),
    format: z.enum(['json', 'csv']),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();

/** A correction's request: whom, and what to write. */
export const PersonCorrectionRequestSchema = z
  .object({ person: PersonQuerySchema, change: PersonCorrectionSchema })
  .strict();

/** The audit entry's detail of an erasure or a sweep: counts only, never who or what was erased. */
export function erasureAuditDetail(counts: ErasureCounts): Record<string, string> {
  return { orders: String(counts.orders), repairs: String(counts.repairs), photos: String(counts.photos) };
}
