import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { createAdminRepository } from '../db/admins-store';
import { hashPassword, verifyPassword } from './password-hash';
import { createSessionStore } from './sessions';

export const GENERATED_ADMIN_EMAIL = 'admin@example.com';

export type AdminAccountStart = {
  email: string;
  /** Made at this start: shown once, stored only as a hash. */
  generatedPassword?: string;
  /**
   * ADMIN_PASSWORD was not applied: the admin has chosen their own password since (in the admin or with the
   * reset command), and an old value left in the environment must not bring the old password back.
   */
  configuredPasswordIgnored?: boolean;
};

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD create that admin when it does not exist, and set its password at each start
 * for as long as the password is the configured one. Once the admin chooses their own password (the change
 * screen, `npm run admin:reset-password`), the configuration no longer touches it.
 * Without them, the very first start makes an admin with a random password and returns it so that it can be
 * printed once; it is stored only as a hash.
 */
export async function ensureAdminAccount(
  db: Db,
  configured: { email?: string | undefined; password?: string | undefined },
): Promise<AdminAccountStart | null> {
  const admins = createAdminRepository(db);
  if (configured.email && configured.password) {
    const existing = admins.findByEmail(configured.email);
    if (existing?.password_changed_at) return { email: existing.email, configuredPasswordIgnored: true };
    // The same password again keeps its hash and its sessions; a new one signs out whoever used the old one.
    if (!existing || !(await verifyPassword(configured.password, existing.password_hash))) {
      admins.save(configured.email, await hashPassword(configured.password));
      if (existing) createSessionStore(db).destroyOthers(existing.id);
    }
    return { email: configured.email };
  }
  if (admins.count() > 0) return null;
  const password = randomBytes(15).toString('base64url');
  admins.save(GENERATED_ADMIN_EMAIL, await hashPassword(password));
  return { email: GENERATED_ADMIN_EMAIL, generatedPassword: password };
}
