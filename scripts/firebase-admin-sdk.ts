/**
 * What the Admin SDK scripts share (firebase-grant-admin.ts, firebase-migrate.ts): the service-account key,
 * and firebase-admin itself, which stays out of the default install and is loaded here on demand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The newest firebase-admin that still runs on Node 20 (14.x needs Node 22). */
export const FIREBASE_ADMIN_VERSION = '13.9.0';

export type ServiceAccount = { project_id: string; client_email: string; private_key: string };

export type AdminAppModule = {
  initializeApp(options: { credential?: unknown; projectId?: string }): unknown;
  cert(serviceAccount: Record<string, unknown>): unknown;
};

/** A mistake in how the script was called: the script prints it with its usage. */
export class UsageError extends Error {}

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

/** Loads `firebase-admin/app` and one more entry (e.g. 'auth', 'firestore'), or says how to install it and exits. */
async function loadFirebaseAdmin<T>(entry: string): Promise<{ app: AdminAppModule; service: T }> {
  // Specifiers in variables: the package is optional, so the type checker must not look for it.
  const appModule = 'firebase-admin/app';
  const serviceModule = `firebase-admin/${entry}`;
  try {
    const [app, service] = await Promise.all([import(appModule), import(serviceModule)]);
    return { app: app as AdminAppModule, service: service as T };
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

/**
 * The Admin SDK for a script, signed in with a service-account key (`credentials`, else
 * GOOGLE_APPLICATION_CREDENTIALS) or, against an emulator (its variable set), for `project` alone. `where` names
 * the project or the emulator for the script's messages.
 */
export async function startAdminApp<T>(options: {
  entry: 'auth' | 'firestore';
  credentials: string | undefined;
  project: string | undefined;
  emulator: { variable: 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIRESTORE_EMULATOR_HOST'; name: string };
  /** Said after the missing-credentials message, e.g. where the docs explain the key. */
  help?: string;
}): Promise<{ service: T; app: unknown; where: string }> {
  const emulator = process.env[options.emulator.variable];
  const keyFile = options.credentials ?? process.env.GOOGLE_APPLICATION_CREDENTIALS;
  let account: ServiceAccount | undefined;
  if (keyFile) account = readServiceAccount(keyFile);
  else if (!emulator) {
    throw new UsageError(
      'No credentials: pass --credentials path/to/service-account.json or set GOOGLE_APPLICATION_CREDENTIALS' +
        (options.help ? ` (${options.help}).` : '.'),
    );
  }
  const projectId = options.project ?? account?.project_id;
  if (!projectId) {
    throw new UsageError(`With the ${options.emulator.name} emulator, pass --project with the emulator's project id`);
  }
  const admin = await loadFirebaseAdmin<T>(options.entry);
  const app = admin.app.initializeApp({
    projectId,
    ...(account ? { credential: admin.app.cert({ ...account }) } : {}),
  });
  const where = emulator
    ? `the ${options.emulator.name} emulator at ${emulator} (project ${projectId})`
    : `project ${projectId}`;
  return { service: admin.service, app, where };
}

/**
 * The script's arguments by Node's own parser: `--credentials` and `--project` (with a space or `=`), `--help`, and
 * the script's `options`. A mistake (an unknown option, a missing value) is a UsageError, printed with the usage.
 */
export function readArguments<T extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: T,
  allowPositionals = false,
) {
  if (argv.includes('--help') || argv.includes('-h')) throw new UsageError('');
  try {
    return parseArgs({
      args: [...argv],
      options: {
        credentials: { type: 'string' },
        project: { type: 'string' },
        ...options,
      },
      allowPositionals,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
