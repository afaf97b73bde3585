/** The schema of an enquiry sent as an order: the public form, both adapters and the server check with it. */
import { z } from './zod';
import {
  DELIVERY_CHOICES,
  ENQUIRY_LIMITS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  type EnquiryError,
} from './enquiry-input';
import { EMAIL_PATTERN } from './auth';
import { toMalaysianE164 } from './phone';
import { nameOrBlank } from './person-name';

const code = (error: EnquiryError) => ({ error });

const text = (max: number) => z.string(code('required')).trim().max(max, code('tooLong'));
const requiredText = (max: number) => text(max).min(1, code('required'));

export const EnquiryLineSchema = z.object({
  productId: z.string(code('unknownProduct')).trim().min(1, code('unknownProduct')).max(100, code('unknownProduct')),
  quantity: z
    .number(code('quantity'))
    .int(code('quantity'))
    .min(1, code('quantity'))
    .max(MAX_LINE_QUANTITY, code('quantity')),
});

/** The enquiry's fields one by one; EnquiryInputSchema adds the rules between them. */
export const EnquiryFieldsSchema = z.object({
  // A name holds a letter or a digit: "—" or "..." names no one (decision 024).
  customerName: requiredText(ENQUIRY_LIMITS.customerName).refine(nameOrBlank, code('name')),
  customerPhone: requiredText(ENQUIRY_LIMITS.customerPhone).transform((value, ctx) => {
    const e164 = toMalaysianE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: 'phone' satisfies EnquiryError });
    return z.NEVER;
  }),
  customerEmail: text(ENQUIRY_LIMITS.customerEmail)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), code('email'))
    .default(''),
  delivery: z.enum(DELIVERY_CHOICES, code('rejected')).default('deliver'),
  shippingAddress: text(ENQUIRY_LIMITS.shippingAddress).default(''),
  notes: text(ENQUIRY_LIMITS.notes).default(''),
  lines: z
    .array(EnquiryLineSchema, code('noLines'))
    .min(1, code('noLines'))
    .max(MAX_ORDER_LINES, code('tooManyLines'))
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.productId)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'productId'],
            message: 'duplicateLine' satisfies EnquiryError,
          });
        }
        seen.add(line.productId);
      });
    }),
  /** Left empty by people: the form hides it from them. Anything in it marks the sender as a robot. */
  website: z.literal('', code('rejected')).optional(),
});

/**
 * Anything else a client sends (a price, a name, a total) is dropped, not refused: the order takes those from
 * the catalogue. A delivery needs an address; a collection at the shop keeps none (an order with no address
 * is one the customer collects).
 */
export const EnquiryInputSchema = EnquiryFieldsSchema.refine(
  (input) => input.delivery === 'collect' || input.shippingAddress !== '',
  {
    ...code('required'),
    path: ['shippingAddress'],
    // Said together with the other fields' mistakes, not only once they are right.
    when: (payload) => {
      const value = payload.value as { shippingAddress?: unknown } | undefined;
      return typeof value === 'object' && value !== null;
    },
  },
).transform(({ delivery, ...input }) => (delivery === 'collect' ? { ...input, shippingAddress: '' } : input));

export type ParsedEnquiry = z.output<typeof EnquiryInputSchema>;
