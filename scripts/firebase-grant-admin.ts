/**
 * Grants (or revokes) the custom claim `admin: true` that the hosted mode's security rules and sign-in
 * require (firebase/firestore.rules, firebase/storage.rules, src/data/firebase/admin-session.ts).
 *
 *   npm run firebase:grant-admin -- owner@example.com --credentials ./service-account.json
 *   npm run firebase:grant-admin -- owner@example.com --revoke
 *
 * Credentials: a service-account JSON key (Firebase console → Project settings → Service accounts →
 * Generate new private key), given with --credentials or GOOGLE_APPLICATION_CREDENTIALS. Keep it out of
 * the repository. Against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST set), pass --project instead.
 *
 * When no account has that email, one is created with a generated password, printed once.
 *
 * firebase-admin is not part of the default install; this script loads it on demand and says how to
 * install it when it is missing.
 */
import { randomBytes } from 'node:crypto';
import { EMAIL_PATTERN } from '@/domain';
import { UsageError, readArguments, startAdminApp } from './firebase-admin-sdk';

const USAGE = `Usage: npm run firebase:grant-admin -- EMAIL [--credentials path/to/service-account.json] [--project ID] [--revoke] [--no-create]

  --credentials PATH  service-account JSON key (default: $GOOGLE_APPLICATION_CREDENTIALS)
  --project ID        project id (default: the key's project_id; required with the Auth emulator)
  --revoke            remove the admin claim and revoke the account's sessions (tokens already
                      issued stay valid until they expire, up to one hour)
  --no-create         fail instead of creating a missing account`;

/**
 * What a revoke does not do at once, said exactly: the security rules check each request's ID token, not
 * the account, and cannot tell that its sessions were revoked.
 */
const REVOKE_NOTE = `Not at once: ID tokens issued before now still carry the claim until they expire, and an ID token
lives one hour. Until then such a token (in a browser left open, or a copy taken from it) still passes the
security rules, for reads and writes alike. The site's admin screens make no further change with it: before
each change they ask for a fresh token, which a revoked session can no longer get, and go back to sign-in;
a list already open may still be read until the token expires. For an account that may be in the wrong
hands, also disable it in the Firebase console (Authentication → Users) and change its password.`;

type Options = { email: string; credentials?: string; project?: string; revoke: boolean; create: boolean };

type UserRecord = { uid: string; email?: string; customClaims?: Record<string, unknown> };
type AdminAuth = {
  getUserByEmail(email: string): Promise<UserRecord>;
  createUser(properties: { email: string; password: string; emailVerified?: boolean }): Promise<UserRecord>;
  setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
  revokeRefreshTokens(uid: string): Promise<void>;
};
type AdminAuthModule = { getAuth(app?: unknown): AdminAuth };

function parseOptions(argv: readonly string[]): Options {
  const { values, positionals } = readArguments(
    argv,
    { revoke: { type: 'boolean', default: false }, 'no-create': { type: 'boolean', default: false } },
    true,
  );
  if (positionals.length > 1) throw new UsageError('Give one email address');
  const email = positionals[0]?.trim();
  if (!email) throw new UsageError('Give the email address of the admin account');
  if (!EMAIL_PATTERN.test(email)) throw new UsageError(`Not an email address: ${email}`);
  return {
    email,
    credentials: values.credentials,
    project: values.project,
    revoke: values.revoke,
    create: !values['no-create'],
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const { service, app, where } = await startAdminApp<AdminAuthModule>({
    entry: 'auth',
    credentials: options.credentials,
    project: options.project,
    emulator: { variable: 'FIREBASE_AUTH_EMULATOR_HOST', name: 'Auth' },
    help: 'docs/hosted-mode.md, "Grant the admin claim"',
  });
  const auth = service.getAuth(app);

  let user: UserRecord;
  try {
    user = await auth.getUserByEmail(options.email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    if (options.revoke) {
      console.log(`No account ${options.email} in ${where}: nothing to revoke.`);
      return;
    }
    if (!options.create) throw new UsageError(`No account ${options.email} in ${where}.`);
    const password = randomBytes(18).toString('base64url');
    user = await auth.createUser({ email: options.email, password, emailVerified: true });
    console.log(`Created the account ${options.email} (uid ${user.uid}) in ${where}.`);
    console.log(`Its password, shown this once — keep it in a password manager:\n  ${password}`);
  }

  const claims = { ...(user.customClaims ?? {}) };
  if (options.revoke) {
    delete claims.admin;
    await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
    // No session can get a new token any more; the ones already issued stay valid until they expire.
    await auth.revokeRefreshTokens(user.uid);
    console.log(
      `Removed the admin claim from ${options.email} (uid ${user.uid}) in ${where}, and revoked its sessions.`,
    );
    console.log(REVOKE_NOTE);
    return;
  }
  if (claims.admin === true) {
    console.log(`${options.email} (uid ${user.uid}) already has the admin claim in ${where}. Nothing changed.`);
    return;
  }
  await auth.setCustomUserClaims(user.uid, { ...claims, admin: true });
  console.log(`Granted the admin claim to ${options.email} (uid ${user.uid}) in ${where}.`);
  console.log('Sign in at /admin with this account; the sign-in reads a fresh token, so the claim counts at once.');
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    if (error.message) console.error(error.message);
    console.error(USAGE);
    process.exit(2);
  }
  console.error((error as Error).message ?? error);
  process.exit(1);
});
