/**
 * Zod schemas of repair input: the admin's form, both adapters and the server validate with these, and the
 * customer's answer to a quote. Refusals are field codes (RepairError), shown by the screens in their language.
 */
import { z } from './zod';
import { LANGUAGES, type Language } from './limits';
import { toMalaysianE164 } from './phone';
import { nameOrBlank } from './person-name';
import {
  MAX_REPAIR_PHOTOS,
  QUOTE_ANSWERS,
  REMINDER_DAYS,
  REPAIR_STATUSES,
  isRepairToken,
  type ReminderDay,
  type RepairError,
} from './repair';
import { REPAIR_FIELDS, REPAIR_INPUT_FIELDS, type RepairFieldSpec, type RepairInputField } from './repair-fields';
import {
  MAX_LINE_QUANTITY,
  MAX_REPAIR_LINES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  REPAIR_LINE_KINDS,
  type PaymentMethod,
} from './repair-money';
import { repairPhotoKeyOf } from './repair-photo';
import { SenOrNullSchema, SenSchema } from './sen-schema';

export { SenOrNullSchema, SenSchema };
import { isHttpUrl } from './product';

const code = (error: RepairError) => ({ error });

/** The longest text each field takes: the job's from REPAIR_FIELDS, and the others'. */
export const REPAIR_LIMITS = {
  customerName: REPAIR_FIELDS.customerName.input.max,
  customerPhone: REPAIR_FIELDS.customerPhone.input.max,
  brand: REPAIR_FIELDS.brand.input.max,
  model: REPAIR_FIELDS.model.input.max,
  serial: REPAIR_FIELDS.serial.input.max,
  fault: REPAIR_FIELDS.fault.input.max,
  accessories: REPAIR_FIELDS.accessories.input.max,
  note: 1_000,
  photoUrl: 2_000,
  search: 100,
  lineDescription: 200,
  paymentNote: 500,
} as const;

const requiredText = (max: number) =>
  z.string(code('required')).trim().min(1, code('required')).max(max, code('tooLong'));
const textUpTo = (max: number) => z.string(code('required')).trim().max(max, code('tooLong')).default('');

/**
 * A phone number as people type it, kept in E.164. A Malaysian number in any of its spellings ("012-345 6789",
 * "+60 12 345 6789"); a foreign one only with its country code ("+65 6123 4567"), since a job's updates go by
 * WhatsApp and wa.me needs the full number.
 */
export const RepairPhoneSchema = z
  .string(code('required'))
  .trim()
  .min(1, code('required'))
  .max(REPAIR_LIMITS.customerPhone, code('tooLong'))
  .transform((value, ctx) => {
    const malaysian = toMalaysianE164(value);
    if (malaysian) return malaysian;
    const compact = value.replace(/[\s\-.()]/g, '');
    if (/^\+[1-9]\d{7,14}$/.test(compact) && !compact.startsWith('+60')) return compact;
    ctx.addIssue({ code: 'custom', message: 'phone' satisfies RepairError });
    return z.NEVER;
  });

/** A calendar day `YYYY-MM-DD` that exists. */
export const RepairDayTextSchema = z
  .string(code('date'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, code('date'))
  // Zod runs a refinement after a failed check too: '15/12/2026' or month 13 make no Date, and toISOString throws.
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, code('date'));

/** A calendar day `YYYY-MM-DD` that exists, or null when left empty. */
export const RepairDaySchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  RepairDayTextSchema.nullable(),
);

/** A photo is the embedded server's upload under `repairs/` exactly as it gives it, or hosted mode's https URL. */
export const RepairPhotoUrlSchema = z
  .string()
  .trim()
  .max(REPAIR_LIMITS.photoUrl, code('photo'))
  .refine((value) => repairPhotoKeyOf(value) !== null || isHttpUrl(value), code('photo'));

type Fields = typeof REPAIR_FIELDS;
/** An admin field's input rule, by its row's kind (REPAIR_FIELDS). */
function inputRule(spec: RepairFieldSpec): z.ZodType {
  const max = spec.input?.max ?? 10_000;
  switch (spec.kind) {
    case 'text':
      // A customer's name holds a letter or a digit: "—" or "..." names no one (decision 024).
      if (spec.path === 'customerName') return requiredText(max).refine(nameOrBlank, code('name'));
      return spec.input?.required ? requiredText(max) : textUpTo(max);
    case 'phone':
      return RepairPhoneSchema;
    case 'language':
      return z.enum(LANGUAGES, code('language'));
    case 'photos':
      return z.array(RepairPhotoUrlSchema).max(MAX_REPAIR_PHOTOS, code('tooManyPhotos')).default([]);
    case 'sen':
      return SenOrNullSchema.default(null);
    case 'day':
      return RepairDaySchema.default(null);
    default:
      throw new Error(`REPAIR_FIELDS: no input rule for a field of kind ${spec.kind}`);
  }
}

/** What each kind of admin field is once parsed, and what a caller may send for it. */
type ParsedOf<K> = K extends 'text' | 'phone'
  ? string
  : K extends 'language'
    ? Language
    : K extends 'photos'
      ? string[]
      : K extends 'sen'
        ? number | null
        : K extends 'day'
          ? string | null
          : never;
type SentOf<K> = K extends 'sen'
  ? number | string | null
  : K extends 'day'
    ? string | null
    : K extends 'language'
      ? Language
      : ParsedOf<K>;
type RequiredInput = {
  [K in RepairInputField]: Fields[K] extends { input: { required: true } } ? K : never;
}[RepairInputField];
type OptionalInput = Exclude<RepairInputField, RequiredInput>;

/** What the owner types for a job, as sent: required fields, and the rest optional. */
export type RepairInput = { [K in RequiredInput]: SentOf<Fields[K]['kind']> } & {
  [K in OptionalInput]?: SentOf<Fields[K]['kind']> | undefined;
};
export type ParsedRepairInput = { [K in RepairInputField]: ParsedOf<Fields[K]['kind']> };

const inputShape = () =>
  Object.fromEntries(REPAIR_INPUT_FIELDS.map((name) => [name, inputRule(REPAIR_FIELDS[name])])) as Record<
    RepairInputField,
    z.ZodType
  >;

/**
 * What the owner types for a job, one rule per admin row of REPAIR_FIELDS: the same schema serves the form, both
 * adapters and the server (update). Unknown keys are refused.
 */
export const RepairInputSchema = z.object(inputShape()).strict() as unknown as z.ZodType<
  ParsedRepairInput,
  RepairInput
>;

/**
 * A new job: its details, and the deposit taken at intake, if any, recorded as the job's first payment in the
 * same write (dated the day of intake; refused 409 `deposit: 'overBalance'` above the estimate, which is the price
 * until a quote is approved).
 */
export type RepairCreateInput = RepairInput & {
  /** Sen, or ringgit text; null, '' or absent: no deposit. */
  deposit?: number | string | null | undefined;
  depositMethod?: PaymentMethod | undefined;
};
export type ParsedRepairCreateInput = ParsedRepairInput & { deposit: number | null; depositMethod: PaymentMethod };
export const RepairCreateInputSchema = z
  .object({
    ...inputShape(),
    deposit: SenOrNullSchema.default(null).refine((value) => value !== 0, code('amount')),
    depositMethod: z.enum(PAYMENT_METHODS, code('invalid')).default('cash'),
  })
  .strict() as unknown as z.ZodType<ParsedRepairCreateInput, RepairCreateInput>;

/** A whole number from 1 to MAX_LINE_QUANTITY, as a number or the digits a form's field holds. */
const QuantitySchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number(code('quantity')).int(code('quantity')).min(1, code('quantity')).max(MAX_LINE_QUANTITY, code('quantity')),
);

/** One line of a quote: parts or labour, what it is, how many, and the price of one in sen. */
export const RepairLineSchema = z
  .object({
    kind: z.enum(REPAIR_LINE_KINDS, code('invalid')),
    description: requiredText(REPAIR_LIMITS.lineDescription),
    quantity: QuantitySchema,
    unitPrice: SenSchema,
    productId: z
      .string(code('invalid'))
      .regex(/^[A-Za-z0-9]{1,40}$/, code('invalid'))
      .nullable()
      .default(null),
  })
  .strict();
export type RepairLineInput = z.input<typeof RepairLineSchema>;

/**
 * What the owner charges for what was done on a job that ends without the work (an inspection fee): what it is
 * and its amount, 1 sen at least.
 */
export const RepairChargeSchema = z
  .object({
    description: requiredText(REPAIR_LIMITS.lineDescription),
    amount: SenSchema.refine((value) => value > 0, code('amount')),
  })
  .strict();

/**
 * A move to another status, made from `from` (the status the owner's screen shows): refused 409 with
 * `from: 'staleStatus'` when the job is no longer in it, so that of two screens' moves only the first is applied,
 * whatever their targets. A move to awaitingApproval carries the quote's lines (1 to MAX_REPAIR_LINES), which
 * become the job's next quote version with Shop settings' service tax rate of the day; the note is the quote's.
 * Whether the move is allowed (canMoveRepair) is the store's to check, as only it knows the status now.
 */
export const RepairMoveSchema = z
  .object({
    from: z.enum(REPAIR_STATUSES, code('status')),
    status: z.enum(REPAIR_STATUSES, code('status')),
    note: textUpTo(REPAIR_LIMITS.note),
    lines: z.array(RepairLineSchema, code('invalid')).max(MAX_REPAIR_LINES, code('tooMany')).optional(),
    charge: RepairChargeSchema.optional(),
  })
  .strict()
  .superRefine((move, ctx) => {
    if (move.charge !== undefined && move.status !== 'cancelled' && move.status !== 'returnedUnrepaired') {
      ctx.addIssue({ code: 'custom', path: ['charge'], message: 'invalid' satisfies RepairError });
    }
    const quoted = move.lines !== undefined && move.lines.length > 0;
    if (move.status === 'awaitingApproval' && !quoted) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'quoteRequired' satisfies RepairError });
    }
    if (move.status !== 'awaitingApproval' && move.lines !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'invalid' satisfies RepairError });
    }
  });
export type RepairMove = z.input<typeof RepairMoveSchema>;
export type ParsedRepairMove = z.output<typeof RepairMoveSchema>;

/** The customer's answer, from the status page: which way, and the version of the quote they saw. */
export const QuoteAnswerSchema = z
  .object({
    answer: z.enum(QUOTE_ANSWERS, code('required')),
    version: z.number(code('required')).int(code('required')).min(1, code('required')),
  })
  .strict();

/**
 * A payment the owner records, or a refund the shop paid back: its amount (1 sen at least), how, the day it was
 * paid, a note.
 */
export const RepairPaymentInputSchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS, code('invalid')).default('payment'),
    amount: SenSchema.refine((value) => value > 0, code('amount')),
    method: z.enum(PAYMENT_METHODS, code('invalid')),
    date: RepairDayTextSchema,
    note: textUpTo(REPAIR_LIMITS.paymentNote),
  })
  .strict();
export type RepairPaymentInput = z.input<typeof RepairPaymentInputSchema>;
export type ParsedRepairPaymentInput = z.output<typeof RepairPaymentInputSchema>;

/** Why a payment is voided: optional, kept with it. */
export const RepairVoidSchema = z.object({ reason: textUpTo(REPAIR_LIMITS.paymentNote) }).strict();
export type RepairVoidInput = z.input<typeof RepairVoidSchema>;

/** A warranty claim: the fault as the customer tells it now (required: never the first job's copied), and a promised day. */
export const RepairClaimInputSchema = z
  .object({
    fault: requiredText(REPAIR_LIMITS.fault),
    promisedDate: RepairDaySchema.default(null),
  })
  .strict();
export type RepairClaimInput = z.input<typeof RepairClaimInputSchema>;
export type ParsedRepairClaimInput = z.output<typeof RepairClaimInputSchema>;

/** Which reminder was sent: one of REMINDER_DAYS. */
export const ReminderDaySchema = z
  .number(code('invalid'))
  .refine((value) => (REMINDER_DAYS as readonly number[]).includes(value), code('invalid'))
  .transform((value) => value as ReminderDay);

/** A reminder marked sent: which one (the job is the address's). */
export const ReminderSentSchema = z.object({ day: ReminderDaySchema }).strict();

/** The day the "To remind" list is for (`YYYY-MM-DD` in Malaysia); today when absent. */
export const RepairRemindersQuerySchema = z.object({ on: RepairDayTextSchema.optional() }).strict();

/** The status link's token, as a route parameter: a wrong form is a plain not-found, never a refusal that says why. */
export const RepairTokenSchema = z.string().refine(isRepairToken);

/**
 * `overdue=true`: only the open jobs promised before today in Malaysia (isOverdue), what the portal's count of
 * overdue jobs opens; absent, '' or 'false': every job.
 */
const OverdueFlagSchema = z.preprocess(
  (value) => (value === '' || value === 'false' || value === false ? undefined : value === 'true' ? true : value),
  z.literal(true).optional(),
);

/** The admin's list: one search box (a job number, a name, a phone as typed), a status, and the overdue ones. */
export const RepairQuerySchema = z
  .object({
    q: z.string().trim().max(REPAIR_LIMITS.search).optional(),
    status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(REPAIR_STATUSES).optional()),
    overdue: OverdueFlagSchema,
    limit: z.coerce.number().int().min(1).max(100).optional(),
    cursor: z.string().max(500).optional(),
  })
  .strict();
export type RepairQuery = z.input<typeof RepairQuerySchema>;

/** The export's filter: the list's (a status, the overdue ones, or every job); and the language of its words. */
export const RepairExportQuerySchema = z
  .object({
    status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(REPAIR_STATUSES).optional()),
    overdue: OverdueFlagSchema,
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type RepairExportQuery = z.input<typeof RepairExportQuerySchema>;
