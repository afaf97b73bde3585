import { z } from '../domain/zod';

/**
 * Browser configuration chosen at build time (`VITE_*`). vite.config.ts parses it before a build starts,
 * so a hosted build with a missing or malformed Firebase key stops there with a message naming the key,
 * and hands the parsed FirebaseSettings to the browser code as the constant `__FIREBASE_SETTINGS__`
 * (firebase-settings.d.ts): the Firebase adapter starts from them and never loads this module's zod.
 *
 * Nothing here is a secret: a Firebase web config identifies the project, and the security rules
 * (firebase/*.rules) are what protect the data.
 *
 * This module is loaded by vite.config.ts too, so it imports nothing but zod, through the site's one zod
 * set-up (../domain/zod: no eval, for the Content-Security-Policy), and no `@/` aliases.
 */

export const BACKENDS = ['http', 'firebase'] as const;

/** A value read from the environment: an empty `KEY=` line means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const present = (what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is missing' : what) }).trim();

/** host:port of a local emulator, e.g. 127.0.0.1:9099 (no scheme). */
const emulatorHost = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]+:\d{2,5}$/, { error: 'expected host:port of the emulator, e.g. 127.0.0.1:9099' })
  .transform((value): EmulatorHost => {
    const at = value.lastIndexOf(':');
    return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
  });

export type EmulatorHost = { host: string; port: number };

export const BackendKindSchema = optional(
  z.enum(BACKENDS, { error: `expected one of: ${BACKENDS.join(', ')}` }),
).transform((value) => value ?? 'http');

export const FirebaseEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: required(
    present('expected the web API key').regex(/^AIza[0-9A-Za-z_-]{20,}$/, {
      error: 'expected the web API key from the Firebase console (it starts with AIza)',
    }),
  ),
  VITE_FIREBASE_AUTH_DOMAIN: required(
    present('expected a host name').regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, {
      error: 'expected a host name such as my-project.firebaseapp.com, without https://',
    }),
  ),
  VITE_FIREBASE_PROJECT_ID: required(
    present('expected the project id').regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, {
      error: 'expected the project id: 6 to 30 lowercase letters, digits and dashes',
    }),
  ),
  VITE_FIREBASE_STORAGE_BUCKET: required(
    present('expected the bucket name').regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, {
      error: 'expected the bucket name such as my-project.firebasestorage.app, without gs://',
    }),
  ),
  VITE_FIREBASE_APP_ID: required(
    present('expected the web app id').regex(/^\d+:\d+:web:[0-9a-f]+$/, {
      error: 'expected the web app id, e.g. 1:1234567890:web:0123456789abcdef',
    }),
  ),
  VITE_FIREBASE_MESSAGING_SENDER_ID: optional(
    z.string().trim().regex(/^\d+$/, { error: 'expected the sender id (digits only)' }),
  ),
  VITE_FIREBASE_AUTH_EMULATOR_HOST: optional(emulatorHost),
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: optional(emulatorHost),
  VITE_FIREBASE_STORAGE_EMULATOR_HOST: optional(emulatorHost),
});

/** What the Firebase adapter needs: the web app options plus the optional emulator hosts. */
export type FirebaseSettings = {
  options: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    appId: string;
    messagingSenderId?: string;
  };
  emulators: { auth?: EmulatorHost; firestore?: EmulatorHost; storage?: EmulatorHost };
};

export type BuildEnv = { backend: 'http' } | { backend: 'firebase'; firebase: FirebaseSettings };

/** A configuration mistake; the message lists every key at fault, one per line. */
export class ConfigError extends Error {
  readonly keys: string[];
  constructor(message: string, keys: string[]) {
    super(message);
    this.name = 'ConfigError';
    this.keys = keys;
  }
}

type Env = Record<string, unknown>;

/** Parses the build's `VITE_*` values. Throws a ConfigError naming each bad or missing key. */
export function parseBuildEnv(env: Env): BuildEnv {
  const backend = BackendKindSchema.safeParse(env.VITE_BACKEND);
  if (!backend.success) {
    const message = backend.error.issues[0]?.message ?? 'is not valid';
    throw configError('VITE_BACKEND', [`VITE_BACKEND: ${message}`], ['VITE_BACKEND']);
  }
  if (backend.data === 'http') return { backend: 'http' };
  return { backend: 'firebase', firebase: parseFirebaseEnv(env) };
}

/** Parses the Firebase keys alone. Throws a ConfigError naming each bad or missing key. */
export function parseFirebaseEnv(env: Env): FirebaseSettings {
  const result = FirebaseEnvSchema.safeParse(pickFirebaseKeys(env));
  if (!result.success) {
    const keys: string[] = [];
    const lines: string[] = [];
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '(config)');
      if (keys.includes(key)) continue;
      keys.push(key);
      lines.push(issue.message === 'is missing' ? `${key} is missing` : `${key}: ${issue.message}`);
    }
    throw configError('VITE_BACKEND=firebase', lines, keys);
  }
  const value = result.data;
  return {
    options: {
      apiKey: value.VITE_FIREBASE_API_KEY,
      authDomain: value.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: value.VITE_FIREBASE_PROJECT_ID,
      storageBucket: value.VITE_FIREBASE_STORAGE_BUCKET,
      appId: value.VITE_FIREBASE_APP_ID,
      ...(value.VITE_FIREBASE_MESSAGING_SENDER_ID
        ? { messagingSenderId: value.VITE_FIREBASE_MESSAGING_SENDER_ID }
        : {}),
    },
    emulators: {
      ...(value.VITE_FIREBASE_AUTH_EMULATOR_HOST ? { auth: value.VITE_FIREBASE_AUTH_EMULATOR_HOST } : {}),
      ...(value.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST
        ? { firestore: value.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST }
        : {}),
      ...(value.VITE_FIREBASE_STORAGE_EMULATOR_HOST ? { storage: value.VITE_FIREBASE_STORAGE_EMULATOR_HOST } : {}),
    },
  };
}

function pickFirebaseKeys(env: Env): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(FirebaseEnvSchema.shape)) picked[key] = env[key];
  return picked;
}

function configError(context: string, lines: string[], keys: string[]): ConfigError {
  return new ConfigError(
    `Invalid configuration (${context}):\n${lines.map((line) => `  - ${line}`).join('\n')}\n` +
      'Set these in .env.production.local (or the environment) as docs/hosted-mode.md explains.',
    keys,
  );
}
