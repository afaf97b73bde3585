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
import fs from 'node:fs';
import path from 'node:path';
import { EMAIL_PATTERN } from '@/domain';

/** The newest firebase-admin that still runs on Node 20 (14.x needs Node 22). */
const FIREBASE_ADMIN_VERSION = '13.9.0';

const USAGE = `Usage: npm run firebase:grant-admin -- EMAIL [--credentials path/to/service-account.json] [--project ID] [--revoke] [--no-create]

  --credentials PATH  service-account JSON key (default: $GOOGLE_APPLICATION_CREDENTIALS)
  --project ID        project id (default: the key's project_id; required with the Auth emulator)
  --revoke            remove the admin claim and sign the account out everywhere
  --no-create         fail instead of creating a missing account`;

type Options = { email: string; credentials?: string; project?: string; revoke: boolean; create: boolean };

type UserRecord = { uid: string; email?: string; customClaims?: Record<string, unknown> };
type AdminAuth = {
  getUserByEmail(email: string): Promise<UserRecord>;
  createUser(properties: { email: string; password: string; emailVerified?: boolean }): Promise<UserRecord>;
  setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
  revokeRefreshTokens(uid: string): Promise<void>;
};
type AdminAppModule = {
  initializeApp(options: { credential?: unknown; projectId?: string }): unknown;
  cert(serviceAccount: Record<string, unknown>): unknown;
};
type AdminAuthModule = { getAuth(app?: unknown): AdminAuth };
type ServiceAccount = { project_id: string; client_email: string; private_key: string };

class UsageError extends Error {}

function parseOptions(argv: readonly string[]): Options {
  const options: Partial<Options> & { revoke: boolean; create: boolean } = { revoke: false, create: true };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (!next || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--credentials') options.credentials = value();
    else if (arg.startsWith('--credentials=')) options.credentials = arg.slice('--credentials='.length);
    else if (arg === '--project') options.project = value();
    else if (arg.startsWith('--project=')) options.project = arg.slice('--project='.length);
    else if (arg === '--revoke') options.revoke = true;
    else if (arg === '--no-create') options.create = false;
    else if (arg === '--help' || arg === '-h') throw new UsageError('');
    else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}`);
    else if (options.email) throw new UsageError('Give one email address');
    else options.email = arg.trim();
  }
  if (!options.email) throw new UsageError('Give the email address of the admin account');
  if (!EMAIL_PATTERN.test(options.email)) throw new UsageError(`Not an email address: ${options.email}`);
  return options as Options;
}

function readServiceAccount(file: string): ServiceAccount {
  const resolved = path.resolve(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(resolved, 'utf8'));
  } catch (error) {
    throw new UsageError(`Cannot read the service-account key ${resolved}: ${(error as Error).message}`);
  }
  const account = parsed as Partial<ServiceAccount>;
  for (const key of ['project_id', 'client_email', 'private_key'] as const) {
    if (typeof account[key] !== 'string' || account[key] === '') {
      throw new UsageError(`${resolved} is not a service-account key: "${key}" is missing`);
    }
  }
  return account as ServiceAccount;
}

/** firebase-admin stays out of the default install: load it here, or say how to get it. */
async function loadFirebaseAdmin(): Promise<{ app: AdminAppModule; auth: AdminAuthModule }> {
  // Specifiers in variables: the package is optional, so the type checker must not look for it.
  const appModule = 'firebase-admin/app';
  const authModule = 'firebase-admin/auth';
  try {
    const [app, auth] = await Promise.all([import(appModule), import(authModule)]);
    return { app: app as AdminAppModule, auth: auth as AdminAuthModule };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      console.error(
        'firebase-admin is not installed (it is kept out of the default install). Install it for this run with:\n' +
          `  npm install --no-save firebase-admin@${FIREBASE_ADMIN_VERSION}\n` +
          'then run this command again.',
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const keyFile = options.credentials ?? process.env.GOOGLE_APPLICATION_CREDENTIALS;

  let credentialAccount: ServiceAccount | undefined;
  if (keyFile) credentialAccount = readServiceAccount(keyFile);
  else if (!emulator) {
    throw new UsageError(
      'No credentials: pass --credentials path/to/service-account.json or set GOOGLE_APPLICATION_CREDENTIALS ' +
        '(docs/hosted-mode.md, "Grant the admin claim").',
    );
  }
  const projectId = options.project ?? credentialAccount?.project_id;
  if (!projectId) throw new UsageError("With the Auth emulator, pass --project with the emulator's project id");

  const admin = await loadFirebaseAdmin();
  const app = admin.app.initializeApp({
    projectId,
    ...(credentialAccount ? { credential: admin.app.cert({ ...credentialAccount }) } : {}),
  });
  const auth = admin.auth.getAuth(app);
  const where = emulator ? `the Auth emulator at ${emulator} (project ${projectId})` : `project ${projectId}`;

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
    // Tokens already issued carry the claim for up to an hour; end every session now.
    await auth.revokeRefreshTokens(user.uid);
    console.log(
      `Removed the admin claim from ${options.email} (uid ${user.uid}) in ${where} and signed it out everywhere.`,
    );
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
