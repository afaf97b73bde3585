import type { Db } from './database';

export type AdminRow = {
  id: number;
  email: string;
  password_hash: string;
  /** When the admin last chose their own password; null while ADMIN_PASSWORD or the first start set it. */
  password_changed_at: string | null;
};

export function createAdminRepository(db: Db) {
  const columns = 'id, email, password_hash, password_changed_at';
  const byEmail = db.prepare<[string], AdminRow>(`SELECT ${columns} FROM admins WHERE email = ?`);
  const byId = db.prepare<[number], AdminRow>(`SELECT ${columns} FROM admins WHERE id = ?`);
  const upsert = db.prepare<{ email: string; hash: string; now: string }>(`
    INSERT INTO admins (email, password_hash, created_at, updated_at) VALUES (@email, @hash, @now, @now)
    ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`);
  const choose = db.prepare<{ id: number; hash: string; now: string }>(
    'UPDATE admins SET password_hash = @hash, password_changed_at = @now, updated_at = @now WHERE id = @id',
  );
  const swapHash = db.prepare<{ id: number; from: string; to: string; now: string }>(
    'UPDATE admins SET password_hash = @to, updated_at = @now WHERE id = @id AND password_hash = @from',
  );
  const countRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM admins');
  const allEmails = db.prepare<[], { email: string }>('SELECT email FROM admins ORDER BY email');

  return {
    findByEmail: (email: string) => byEmail.get(email.trim().toLowerCase()) ?? null,
    findById: (id: number) => byId.get(id) ?? null,
    /** Creates the admin, or sets a new password for an existing one, as the configuration gives it. */
    save(email: string, passwordHash: string): void {
      upsert.run({ email: email.trim().toLowerCase(), hash: passwordHash, now: new Date().toISOString() });
    },
    /** A password the admin chose (the change screen, the reset command): the configuration no longer sets it. */
    setChosenPassword(id: number, passwordHash: string): void {
      choose.run({ id, hash: passwordHash, now: new Date().toISOString() });
    },
    /**
     * The same password hashed again (at the site's cost): stored only while `from` is still the stored hash, so a
     * password changed in the meantime stays changed. Who set the password is unchanged.
     */
    rehash(id: number, from: string, to: string): boolean {
      return swapHash.run({ id, from, to, now: new Date().toISOString() }).changes === 1;
    },
    count: () => countRows.get()!.n,
    emails: () => allEmails.all().map((row) => row.email),
  };
}
