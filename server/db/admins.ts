import type { Db } from './database';

export type AdminRow = { id: number; email: string; password_hash: string };

export function createAdminRepository(db: Db) {
  const byEmail = db.prepare<[string], AdminRow>('SELECT id, email, password_hash FROM admins WHERE email = ?');
  const byId = db.prepare<[number], AdminRow>('SELECT id, email, password_hash FROM admins WHERE id = ?');
  const upsert = db.prepare<{ email: string; hash: string; now: string }>(`
    INSERT INTO admins (email, password_hash, created_at, updated_at) VALUES (@email, @hash, @now, @now)
    ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`);
  const countRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM admins');

  return {
    findByEmail: (email: string) => byEmail.get(email.trim().toLowerCase()) ?? null,
    findById: (id: number) => byId.get(id) ?? null,
    /** Creates the admin, or sets a new password for an existing one. */
    save(email: string, passwordHash: string): void {
      upsert.run({ email: email.trim().toLowerCase(), hash: passwordHash, now: new Date().toISOString() });
    },
    count: () => countRows.get()!.n,
  };
}
