import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 4 * 60 * 60 * 1000;
/** …and after this long whatever happens. */
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;

type SessionRow = { admin_id: number; created_at: number; last_seen_at: number };

/**
 * Server-side sessions. The cookie holds a random token; the database holds only its SHA-256,
 * so a copy of the database does not hand out live sessions.
 */
export function createSessionStore(db: Db, now: () => number = Date.now) {
  const insert = db.prepare<{ hash: string; adminId: number; now: number }>(
    'INSERT INTO sessions (token_hash, admin_id, created_at, last_seen_at) VALUES (@hash, @adminId, @now, @now)',
  );
  const find = db.prepare<[string], SessionRow>(
    'SELECT admin_id, created_at, last_seen_at FROM sessions WHERE token_hash = ?',
  );
  const touch = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const removeOthers = db.prepare<{ adminId: number; keep: string }>(
    'DELETE FROM sessions WHERE admin_id = @adminId AND token_hash <> @keep',
  );
  const removeExpired = db.prepare<{ idle: number; absolute: number }>(
    'DELETE FROM sessions WHERE last_seen_at < @idle OR created_at < @absolute',
  );

  const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  return {
    create(adminId: number): string {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      removeExpired.run({ idle: at - SESSION_IDLE_MS, absolute: at - SESSION_ABSOLUTE_MS });
      insert.run({ hash: hashOf(token), adminId, now: at });
      return token;
    },
    /** The admin id of a live session, refreshing its idle clock; null when missing or expired. */
    resolve(token: string | undefined): number | null {
      if (!token || token.length > 100) return null;
      const hash = hashOf(token);
      const row = find.get(hash);
      if (!row) return null;
      const at = now();
      if (at - row.last_seen_at > SESSION_IDLE_MS || at - row.created_at > SESSION_ABSOLUTE_MS) {
        remove.run(hash);
        return null;
      }
      // Write at most once a minute: reads stay cheap, the idle clock stays accurate enough.
      if (at - row.last_seen_at > 60_000) touch.run(at, hash);
      return row.admin_id;
    },
    destroy(token: string | undefined): void {
      if (token) remove.run(hashOf(token));
    },
    /** Ends every session of the admin except the one of `keep` (none, without it); returns how many ended. */
    destroyOthers(adminId: number, keep?: string): number {
      return removeOthers.run({ adminId, keep: keep ? hashOf(keep) : '' }).changes;
    },
  };
}
