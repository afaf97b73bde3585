/**
 * The admin's own changes to orders: an order made by hand (a walk-in or a phone call), the lines of a pending
 * order, the counts by status and the export's filter. The lines come from the catalogue, as a visitor's do.
 */
import { z } from './zod';
import { ENQUIRY_LIMITS, type EnquiryError } from './enquiry-input';
import { EnquiryFieldsSchema } from './enquiry-schema';
import { LANGUAGES, type Language } from './limits';
import type { OrderStatus } from './order-status';
import { OrderStatusSchema } from './order-schema';
import { toMalaysianE164 } from './phone';

const code = (error: EnquiryError) => ({ error });
const textUpTo = (max: number) => z.string(code('required')).trim().max(max, code('tooLong')).default('');

/**
 * An order the owner types in. A walk-in customer may leave no phone number and no address (the goods leave the
 * shop with them), so both are optional; a phone number given must be Malaysian and is kept in E.164, so that
 * the order's WhatsApp button works. The name and at least one line are required.
 */
export const ManualOrderInputSchema = EnquiryFieldsSchema.omit({ website: true, delivery: true }).extend({
  customerPhone: textUpTo(ENQUIRY_LIMITS.customerPhone).transform((value, ctx) => {
    if (value === '') return '';
    const e164 = toMalaysianE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: 'phone' satisfies EnquiryError });
    return z.NEVER;
  }),
  shippingAddress: textUpTo(ENQUIRY_LIMITS.shippingAddress),
});
export type ManualOrderInput = z.input<typeof ManualOrderInputSchema>;
export type ParsedManualOrder = z.output<typeof ManualOrderInputSchema>;

/** The new lines of a pending order. */
export const OrderLinesInputSchema = z.object({ lines: EnquiryFieldsSchema.shape.lines }).strict();

/** How many orders have each status. */
export type OrderCounts = Record<OrderStatus, number>;

/** A calendar day as `YYYY-MM-DD`, read in Malaysian time. */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'not a date (YYYY-MM-DD)' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)), { error: 'not a date (YYYY-MM-DD)' });

/**
 * The export's filter: a status and the first and last day, all optional; empty values mean no filter. And the
 * language of the file's headers and status names, the admin's (English when not given).
 */
export const OrderExportQuerySchema = z
  .object({
    status: z.preprocess((value) => (value === '' ? undefined : value), OrderStatusSchema.optional()),
    from: z.preprocess((value) => (value === '' ? undefined : value), Day.optional()),
    to: z.preprocess((value) => (value === '' ? undefined : value), Day.optional()),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'the last day comes before the first',
  });
export type OrderExportQuery = {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  language?: Language | undefined;
};

/** Malaysia keeps UTC+8 all year (no daylight saving). */
const MALAYSIA_OFFSET = '+08:00';

/**
 * The export's days as a half-open range of instants, [start, end), in ISO 8601 UTC: from the first day's
 * midnight in Malaysia to the midnight after the last day.
 */
export function exportRange(query: OrderExportQuery): { start?: string; end?: string } {
  const range: { start?: string; end?: string } = {};
  if (query.from) range.start = new Date(`${query.from}T00:00:00${MALAYSIA_OFFSET}`).toISOString();
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00${MALAYSIA_OFFSET}`);
    end.setUTCDate(end.getUTCDate() + 1);
    range.end = end.toISOString();
  }
  return range;
}

/** Whether an order made at `createdAt` (ISO 8601) falls in the export's days. */
export function inExportRange(createdAt: string, range: { start?: string; end?: string }): boolean {
  const time = Date.parse(createdAt);
  if (range.start && time < Date.parse(range.start)) return false;
  if (range.end && time >= Date.parse(range.end)) return false;
  return true;
}
