import { AUDIT_RETENTION_DAYS, type AuditAction, type AuditDetail, type AuditEntry, type Page } from '@/domain';
import type { Db } from './database';
import { decodeValues, encodeValues } from './cursor';

type AuditRow = {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  target: string;
  detail: string;
  address: string;
};

type NewAuditEntry = {
  actor: string;
  action: AuditAction;
  target?: string;
  detail?: AuditDetail;
  address?: string;
};

const DAY_MS = 86_400_000;
/** Longest actor, target or address kept: a sign-in's e-mail is the caller's text, and the log is no store for it. */
const MAX_TEXT = 320;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at,
    actor: row.actor,
    action: row.action,
    target: row.target,
    detail: JSON.parse(row.detail) as AuditDetail,
    address: row.address,
  };
}

/**
 * The audit log's table. `now` is the clock of every entry and of the year's cut-off; tests pass their own.
 * Pages are newest first on (at, id): the id breaks ties in the same millisecond, in the order of writing.
 */
export function createAuditLog(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare<{
    at: string;
    actor: string;
    action: string;
    target: string;
    detail: string;
    address: string;
  }>(
    `INSERT INTO audit_log (at, actor, action, target, detail, address)
     VALUES (@at, @actor, @action, @target, @detail, @address)`,
  );
  const firstPage = db.prepare<{ limit: number }, AuditRow>(
    'SELECT * FROM audit_log ORDER BY at DESC, id DESC LIMIT @limit',
  );
  const laterPage = db.prepare<{ limit: number; at: string; id: number }, AuditRow>(
    `SELECT * FROM audit_log WHERE at < @at OR (at = @at AND id < @id)
     ORDER BY at DESC, id DESC LIMIT @limit`,
  );
  const deleteBefore = db.prepare<[string]>('DELETE FROM audit_log WHERE at < ?');

  return {
    record(entry: NewAuditEntry): void {
      insert.run({
        at: now().toISOString(),
        actor: entry.actor.slice(0, MAX_TEXT),
        action: entry.action,
        target: (entry.target ?? '').slice(0, MAX_TEXT),
        detail: JSON.stringify(entry.detail ?? {}),
        address: (entry.address ?? '').slice(0, MAX_TEXT),
      });
    },
    list(page: { limit: number; cursor?: string | undefined }): Page<AuditEntry> {
      const rows = page.cursor
        ? laterPage.all({ limit: page.limit + 1, ...cursorOf(page.cursor) })
        : firstPage.all({ limit: page.limit + 1 });
      const items = rows.slice(0, page.limit).map(toEntry);
      const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
      return { items, nextCursor: last ? encodeValues([last.at, last.id]) : null };
    },
    /** Deletes the entries older than the retention period; returns how many. */
    prune(): number {
      const cutoff = new Date(now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS).toISOString();
      return deleteBefore.run(cutoff).changes;
    },
  };
}

function cursorOf(cursor: string): { at: string; id: number } {
  const [at, id] = decodeValues(cursor, ['string', 'number'] as const);
  return { at, id };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
