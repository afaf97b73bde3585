import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { createAdminRepository } from '../db/admins';
import { hashPassword } from './password';

export const GENERATED_ADMIN_EMAIL = 'admin@example.com';

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD create the admin, or reset its password, at every start.
 * Without them, the very first start makes an admin with a random password and returns it so that
 * it can be printed once; it is stored only as a hash.
 */
export async function ensureAdminAccount(
  db: Db,
  configured: { email?: string | undefined; password?: string | undefined },
): Promise<{ email: string; generatedPassword?: string } | null> {
  const admins = createAdminRepository(db);
  if (configured.email && configured.password) {
    admins.save(configured.email, await hashPassword(configured.password));
    return { email: configured.email };
  }
  if (admins.count() > 0) return null;
  const password = randomBytes(15).toString('base64url');
  admins.save(GENERATED_ADMIN_EMAIL, await hashPassword(password));
  return { email: GENERATED_ADMIN_EMAIL, generatedPassword: password };
}
