import type { Db } from '../db/database';
import { createAdminRepository } from '../db/admins-store';
import { createAuditLog } from '../db/audit-store';
import { validate } from '@/domain/validation';
import { newPasswordTwiceSchema } from '@/domain/password-schema';
import type { PasswordError } from '@/domain/password';
import { hashPassword } from './password-hash';
import { leakedPasswords } from './leaked-passwords';
import { createSessionStore } from './sessions';

export type ResetResult =
  | { ok: true; sessionsEnded: number }
  | { ok: false; reason: 'unknownAdmin'; admins: string[] }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> };

/**
 * A new password for an admin who has forgotten theirs, set from the server's own machine
 * (`npm run admin:reset-password -- EMAIL`): the rules of the change screen, every session of the account
 * ended, an entry in the activity log. Needs no running server: the database is the data directory's.
 */
export async function resetAdminPassword(
  db: Db,
  email: string,
  typed: { newPassword: string; confirmPassword: string },
): Promise<ResetResult> {
  const admins = createAdminRepository(db);
  const admin = admins.findByEmail(email);
  if (!admin) return { ok: false, reason: 'unknownAdmin', admins: admins.emails() };
  const input = validate(newPasswordTwiceSchema(leakedPasswords()), typed, 'new password');
  if (!input.ok) return { ok: false, reason: 'invalid', fields: input.fields };
  admins.setChosenPassword(admin.id, await hashPassword(input.data.newPassword));
  const sessionsEnded = createSessionStore(db).destroyOthers(admin.id);
  createAuditLog(db).record({
    action: 'password.change',
    actor: admin.email,
    detail: { via: 'reset command', otherSessionsEnded: String(sessionsEnded) },
  });
  return { ok: true, sessionsEnded };
}

/** The reset command's words for each refusal (it speaks English, as the server's log does). */
export const RESET_REFUSALS: Partial<Record<PasswordError, string>> = {
  newRequired: 'No password was given.',
  tooShort: 'The password must be at least 12 characters long.',
  tooLong: 'The password must be at most 1024 characters long.',
  leaked: 'This password is on the list of well-known leaked passwords. Choose another.',
  confirmRequired: 'The password was not typed a second time.',
  mismatch: 'The two passwords do not match.',
};
