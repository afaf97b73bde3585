/** The audit log: who did what to which record, and from where (issue 12, item 6). */

/**
 * Every action the log knows, in one list: the server records only these, the admin screen names each one.
 * `settings.update` and `password.change` are here before their screens exist, so that those screens only
 * have to record them.
 */
export const AUDIT_ACTIONS = [
  'sign-in.success',
  'sign-in.failure',
  'sign-out',
  'product.create',
  'product.update',
  'product.delete',
  'product.import',
  'order.status',
  'order.delete',
  'settings.update',
  'repair.create',
  'repair.update',
  'repair.status',
  'repair.answer',
  'repair.approve',
  'repair.decline',
  'repair.payment',
  'repair.void',
  'repair.claim',
  'repair.reminder',
  'password.change',
  // Issue 39: a correction and an erasure name who and when, not whom; a sweep its counts.
  'customer.correct',
  'customer.erase',
  'customer.sweep',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The actor of what a customer does through their status link (a quote's answer): a word for the activity log to
 * say in the admin's language, never shown as it is stored.
 */
export const CUSTOMER_ACTOR = 'customer';

/** What an entry says beyond its target: a product's name, an order's status before and after. */
export type AuditDetail = Readonly<Record<string, string>>;

export type AuditEntry = {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  /** The admin's e-mail; for a sign-in, the e-mail that was tried; CUSTOMER_ACTOR for a customer's answer. */
  actor: string;
  action: AuditAction;
  /** The record acted on (a product's or an order's id), or '' for sign-ins. */
  target: string;
  detail: AuditDetail;
  /** The client's address as the server sees it (behind a proxy, only with TRUST_PROXY); '' when unknown. */
  address: string;
};

/** Entries older than this are deleted. */
export const AUDIT_RETENTION_DAYS = 365;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export type AuditQuery = { limit?: number; cursor?: string };
