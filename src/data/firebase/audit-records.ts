import { AUDIT_RETENTION_DAYS, isAuditAction, type AuditAction, type AuditDetail, type AuditEntry } from '@/domain/audit';
import { toIsoString } from './records';

/**
 * The hosted audit log: the admin's browser appends one document to `audit` after each change it makes
 * (firestore.rules let the admin create entries in their own name and never change or delete one), and
 * Firestore's TTL policy on `expireAt` (firestore.indexes.json) removes them after a year. There is no
 * server, so a failed sign-in and the client's address are not recorded here (docs/hosted-mode.md).
 */

const DAY_MS = 86_400_000;

/** The fields of a new entry but its `createdAt`, which is the store's own time (serverTimestamp). */
export function auditFields(
  entry: { actor: string; action: AuditAction; target?: string; detail?: AuditDetail },
  now: Date,
): { actor: string; action: AuditAction; target: string; detail: AuditDetail; expireAt: Date } {
  return {
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? '',
    detail: entry.detail ?? {},
    expireAt: new Date(now.getTime() + AUDIT_RETENTION_DAYS * DAY_MS),
  };
}

/** A stored entry as the screen reads it; an action this version does not know is left out (null). */
export function toAuditEntry(id: string, data: Record<string, unknown>): AuditEntry | null {
  if (!isAuditAction(data.action)) return null;
  const detail: Record<string, string> = {};
  if (data.detail && typeof data.detail === 'object') {
    for (const [key, value] of Object.entries(data.detail)) if (typeof value === 'string') detail[key] = value;
  }
  return {
    id,
    at: toIsoString(data.createdAt),
    actor: typeof data.actor === 'string' ? data.actor : '',
    action: data.action,
    target: typeof data.target === 'string' ? data.target : '',
    detail,
    address: '',
  };
}
