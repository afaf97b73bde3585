/**
 * Zod schemas of repair input: the admin's form, both adapters and the server validate with these, and the
 * customer's answer to a quote. Refusals are field codes (RepairError), shown by the screens in their language.
 */
import { z } from './zod';
import { LANGUAGES } from './limits';
import { toMalaysianE164 } from './phone';
import { MAX_REPAIR_PHOTOS, QUOTE_ANSWERS, REPAIR_STATUSES, isRepairToken, type RepairError } from './repair';
import { repairPhotoKeyOf } from './repair-photo';
import { isHttpUrl } from './product';

const code = (error: RepairError) => ({ error });

/** The longest text each field takes. */
export const REPAIR_LIMITS = {
  customerName: 100,
  customerPhone: 30,
  brand: 60,
  model: 80,
  serial: 60,
  fault: 2_000,
  accessories: 500,
  note: 1_000,
  photoUrl: 2_000,
  search: 100,
} as const;

/** The most an amount may be, in RM: well above any machine the shop repairs, below any typing slip of a zero too many. */
export const MAX_REPAIR_AMOUNT = 1_000_000;

const requiredText = (max: number) =>
  z.string(code('required')).trim().min(1, code('required')).max(max, code('tooLong'));
const optionalText = (max: number) => z.string(code('required')).trim().max(max, code('tooLong')).default('');

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

/**
 * An amount in RM as the owner types it ("1,250.50", "RM 80", 80) or leaves it empty (null). Two decimals at most,
 * not negative.
 */
export const RepairAmountSchema = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string') return value;
    const text = value
      .trim()
      .replace(/^RM\s*/i, '')
      .replace(/,/g, '');
    return text === '' ? null : /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
  },
  z
    .number(code('amount'))
    .refine(Number.isFinite, code('amount'))
    .min(0, code('amount'))
    .max(MAX_REPAIR_AMOUNT, code('amount'))
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, code('amount'))
    .nullable(),
);

/** A calendar day `YYYY-MM-DD` that exists, or null when left empty. */
export const RepairDaySchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string(code('date'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, code('date'))
    // Zod runs a refinement after a failed check too: '15/12/2026' or month 13 make no Date, and toISOString throws.
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, code('date'))
    .nullable(),
);

/** A photo is the embedded server's upload under `repairs/` exactly as it gives it, or hosted mode's https URL. */
export const RepairPhotoUrlSchema = z
  .string()
  .trim()
  .max(REPAIR_LIMITS.photoUrl, code('photo'))
  .refine((value) => repairPhotoKeyOf(value) !== null || isHttpUrl(value), code('photo'));

/** What the owner types for a job: the same schema serves the form, both adapters and the server. */
export const RepairInputSchema = z
  .object({
    customerName: requiredText(REPAIR_LIMITS.customerName),
    customerPhone: RepairPhoneSchema,
    language: z.enum(LANGUAGES, code('language')),
    brand: requiredText(REPAIR_LIMITS.brand),
    model: requiredText(REPAIR_LIMITS.model),
    serial: optionalText(REPAIR_LIMITS.serial),
    fault: requiredText(REPAIR_LIMITS.fault),
    accessories: optionalText(REPAIR_LIMITS.accessories),
    photos: z.array(RepairPhotoUrlSchema).max(MAX_REPAIR_PHOTOS, code('tooManyPhotos')).default([]),
    estimate: RepairAmountSchema.default(null),
    deposit: RepairAmountSchema.default(null),
    promisedDate: RepairDaySchema.default(null),
  })
  .strict();
export type RepairInput = z.input<typeof RepairInputSchema>;
export type ParsedRepairInput = z.output<typeof RepairInputSchema>;

/**
 * A move to another status, with the owner's optional note; a move to awaitingApproval carries the quote in RM (and
 * its note is the quote's). Whether the move is allowed from the job's status is the store's to check
 * (canMoveRepair), as only it knows the status now.
 */
export const RepairMoveSchema = z
  .object({
    status: z.enum(REPAIR_STATUSES, code('status')),
    note: optionalText(REPAIR_LIMITS.note),
    quote: RepairAmountSchema.default(null),
  })
  .strict()
  .superRefine((move, ctx) => {
    if (move.status === 'awaitingApproval' && move.quote === null) {
      ctx.addIssue({ code: 'custom', path: ['quote'], message: 'quoteRequired' satisfies RepairError });
    }
  });
export type RepairMove = z.input<typeof RepairMoveSchema>;
export type ParsedRepairMove = z.output<typeof RepairMoveSchema>;

/** The customer's answer, from the status page. */
export const QuoteAnswerSchema = z.object({ answer: z.enum(QUOTE_ANSWERS, code('required')) }).strict();

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
