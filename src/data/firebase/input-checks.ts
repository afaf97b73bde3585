import type { OrderStatus } from '@/domain/order-status';
import type { AdminProductQuery, OrderQuery, ProductQuery } from '@/domain/paging';
import type { AuditQuery } from '@/domain/audit';
import { AuditQuerySchema } from '@/domain/audit-schema';
import { SignInSchema } from '@/domain/auth-schema';
import type { LeakedPasswords, PasswordChangeInput } from '@/domain/password';
import { passwordChangeSchema, type PasswordChange } from '@/domain/password-schema';
import {
  ManualOrderInputSchema,
  OrderExportQuerySchema,
  OrderLinesInputSchema,
  type OrderExportQuery,
  type ParsedManualOrder,
} from '@/domain/order-admin';
import { HOSTED_MAX_ORDER_LINES, type EnquiryLine } from '@/domain/enquiry-input';
import { EnquiryInputSchema, type ParsedEnquiry } from '@/domain/enquiry-schema';
import { OrderStatusUpdateSchema } from '@/domain/order-schema';
import { AdminProductQuerySchema, OrderQuerySchema, ProductQuerySchema } from '@/domain/paging-schema';
import type { ProductError } from '@/domain/product';
import { ProductInputSchema, type ProductInput } from '@/domain/product-schema';
import { ImportRequestSchema, type ImportRow } from '@/domain/product-import';
import { ShopSettingsSchema, type ParsedShopSettings } from '@/domain/shop-settings-schema';
import type { ReminderDay, RepairError } from '@/domain/repair';
import {
  ReminderDaySchema,
  RepairClaimInputSchema,
  RepairCreateInputSchema,
  RepairExportQuerySchema,
  RepairInputSchema,
  RepairMoveSchema,
  RepairPaymentInputSchema,
  RepairQuerySchema,
  RepairRemindersQuerySchema,
  RepairVoidSchema,
  type ParsedRepairCreateInput,
  type ParsedRepairInput,
  type ParsedRepairMove,
  type ParsedRepairPaymentInput,
} from '@/domain/repair-schema';
import { validate } from '@/domain/validation';
import { z } from '@/domain/zod';
import { BackendError } from '../backend';
import type { CheckedAdminProductQuery, CheckedAuditQuery, CheckedOrderQuery, CheckedProductQuery } from './queries';
import type { CheckedRepairQuery } from './repair-queries';
import type { StoredForm } from './stored-form';
import { parseOrThrow } from './firestore-validation';

/**
 * The adapter's checks that need the schemas, and with them zod (some 25 KB gzip). firebase-backend.ts
 * loads this module with a dynamic import inside the admin's operations only (and for a catalogue
 * query that queries.ts cannot take as it is), so a public page that reads the catalogue never
 * downloads it. Each check refuses with a 400 BackendError worded as the embedded server words it.
 */

/** A visitor's enquiry: the phone in E.164, anything but the product ids and quantities of the lines dropped. */
/**
 * The shared schema, then the hosted store's own limit on lines (HOSTED_MAX_ORDER_LINES: the rules read each
 * line's product, and Firestore allows one write 10 reads), refused with the schema's code for too many lines.
 */
export function checkEnquiry(input: unknown): ParsedEnquiry {
  const enquiry = parseOrThrow(EnquiryInputSchema, input, 'order');
  if (enquiry.lines.length > HOSTED_MAX_ORDER_LINES) {
    throw new BackendError('invalid', 400, {
      fields: { lines: 'tooManyLines' },
      message: `An enquiry in hosted mode has at most ${HOSTED_MAX_ORDER_LINES} lines.`,
    });
  }
  return enquiry;
}

export function checkProductInput(input: unknown): ProductInput {
  return parseOrThrow(ProductInputSchema, input, 'product');
}

/**
 * What the hosted store's rules add to the shared schema (stored-form.ts), for a product the schema passed:
 * a product that passes both, the rules accept. The adapter runs this after the session check, so that a
 * signed-out admin is sent to sign in (401) before being told about a link.
 */
export function checkStoredProduct(product: ProductInput, stored: StoredForm): ProductInput {
  const StoredProductSchema = ProductInputSchema.superRefine((value, ctx) => {
    for (const field of ['shopeeUrl', 'tiktokUrl'] as const) {
      if (!stored.isLink(value[field])) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'marketplaceUrl' satisfies ProductError });
      }
    }
    if (!stored.isImage(value.image)) ctx.addIssue({ code: 'custom', path: ['image'], message: 'imageUrl' satisfies ProductError });
    value.additionalImages.forEach((url, index) => {
      if (!stored.isImage(url)) {
        ctx.addIssue({ code: 'custom', path: ['additionalImages', index], message: 'imageUrl' satisfies ProductError });
      }
    });
  });
  return parseOrThrow(StoredProductSchema, product, 'product');
}

/** Both checks in one, as a product goes through the adapter when the session is fine. */
export function checkHostedProduct(input: unknown, stored: StoredForm): ProductInput {
  return checkStoredProduct(checkProductInput(input), stored);
}

/** An import's lines, checked for shape only (the plan judges their values): none or too many is a 400. */
export function checkImportRows(rows: unknown): ImportRow[] {
  return parseOrThrow(ImportRequestSchema, { rows }, 'import').rows;
}

/** The plan of an import, and what it matches by, from the module of the import (it carries the schemas). */
export { planImport, remoteImages, skuKeyOf } from '@/domain/product-import';

/** The shop's settings: the WhatsApp number in E.164, testimonials in their order. */
export function checkShopSettings(input: unknown): ParsedShopSettings {
  return parseOrThrow(ShopSettingsSchema, input, 'settings');
}

export function checkOrderStatus(status: unknown): OrderStatus {
  return parseOrThrow(OrderStatusUpdateSchema, { status }, 'order update').status;
}

export function checkManualOrder(input: unknown): ParsedManualOrder {
  return parseOrThrow(ManualOrderInputSchema, input, 'order');
}

export function checkOrderLines(lines: unknown): EnquiryLine[] {
  return parseOrThrow(OrderLinesInputSchema, { lines }, 'order lines').lines;
}

/** The export's days as instants, from the order schemas' module, which this chunk carries anyway. */
export { exportRange, inExportRange } from '@/domain/order-admin';

export function checkExportQuery(query: unknown): OrderExportQuery {
  return parseOrThrow(OrderExportQuerySchema, query, 'query');
}

export function checkProductQuery(query: ProductQuery | undefined): CheckedProductQuery {
  return parseOrThrow(ProductQuerySchema, query, 'query');
}

/** The admin's catalogue query: the catalogue's, and a status to show only. */
export function checkAdminProductQuery(query: AdminProductQuery | undefined): CheckedAdminProductQuery {
  return parseOrThrow(AdminProductQuerySchema, query, 'query');
}

export function checkOrderQuery(query: OrderQuery | undefined): CheckedOrderQuery {
  return parseOrThrow(OrderQuerySchema, query, 'query');
}

export function checkAuditQuery(query: AuditQuery | undefined): CheckedAuditQuery {
  return parseOrThrow(AuditQuerySchema, query ?? {}, 'query');
}

/** A repair job as the owner typed it (RepairInputSchema): the phone in E.164, amounts as numbers, days checked. */
export function checkRepairInput(input: unknown): ParsedRepairInput {
  return parseOrThrow(RepairInputSchema, input, 'repair');
}

/**
 * What the hosted store's rules add to the shared schema, for a job the schema passed: its photos are download URLs
 * of this project's bucket under repairs/ (stored-form.ts). Run after the session check, as checkStoredProduct is.
 */
export function checkStoredRepair<T extends ParsedRepairInput>(input: T, stored: StoredForm): T {
  const fields: Record<string, string> = {};
  input.photos.forEach((url, index) => {
    if (!stored.isRepairPhoto(url)) fields[`photos.${index}`] = 'photo' satisfies RepairError;
  });
  if (Object.keys(fields).length > 0) {
    const described = Object.entries(fields).map(([field, code]) => `${field}: ${code}`).join('; ');
    throw new BackendError('invalid', 400, { fields, message: `Invalid repair: ${described}` });
  }
  return input;
}

export function checkRepairMove(move: unknown): ParsedRepairMove {
  return parseOrThrow(RepairMoveSchema, move, 'repair move');
}

/** A new job with its deposit (RepairCreateInputSchema). */
export function checkRepairCreateInput(input: unknown): ParsedRepairCreateInput {
  return parseOrThrow(RepairCreateInputSchema, input, 'repair');
}

export function checkRepairPayment(payment: unknown): ParsedRepairPaymentInput {
  return parseOrThrow(RepairPaymentInputSchema, payment, 'payment');
}

export function checkRepairVoid(input: unknown) {
  return parseOrThrow(RepairVoidSchema, input ?? {}, 'void');
}

export function checkRepairClaim(input: unknown) {
  return parseOrThrow(RepairClaimInputSchema, input ?? {}, 'warranty claim');
}

export function checkReminderDay(day: unknown): ReminderDay {
  return parseOrThrow(z.object({ day: ReminderDaySchema }), { day }, 'reminder').day;
}

export function checkRemindersDay(on: unknown): string | undefined {
  return parseOrThrow(RepairRemindersQuerySchema, on === undefined ? {} : { on }, 'query').on;
}

export function checkRepairQuery(query: unknown): CheckedRepairQuery {
  return parseOrThrow(RepairQuerySchema, query ?? {}, 'query');
}

export function checkRepairExportQuery(query: unknown) {
  return parseOrThrow(RepairExportQuerySchema, query ?? {}, 'query');
}

export type SignInCheck = { ok: true; email: string; password: string } | { ok: false; error: BackendError };

/** The password change screen's rules (length, the leaked list, twice the same), before Firebase Auth is asked. */
export function checkPasswordChange(change: PasswordChangeInput, leaked: LeakedPasswords): PasswordChange {
  return parseOrThrow(passwordChangeSchema(leaked), change, 'password change');
}

/** The address a reset link goes to: the sign-in form's email rule. */
export function checkResetEmail(email: unknown): string {
  return parseOrThrow(SignInSchema.pick({ email: true }), { email }, 'password reset').email;
}

/** The sign-in form's rules; a refusal is 'invalid' with the field codes, as the embedded server answers. */
export function checkSignIn(email: unknown, password: unknown): SignInCheck {
  const input = validate(SignInSchema, { email, password }, 'sign-in');
  if (input.ok) return { ok: true, email: input.data.email, password: input.data.password };
  return { ok: false, error: new BackendError('invalid', 400, { fields: input.fields, message: input.message }) };
}
