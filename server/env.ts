import { z } from 'zod';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).max(1024).optional(),
  SITE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), { error: 'must start with http:// or https://' })
    .default('http://localhost:3000'),
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 0: a new data directory starts empty, for a real shop; 1 (default): with the demo catalogue and orders. */
  SEED_DEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
  /** Where the nightly backups go; "off" for none. Default: a backups folder beside the data directory. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** "json" or "pretty"; by default pretty lines in a terminal and JSON otherwise (for a log collector). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Orders one client address may place per hour; the load test raises it to send thousands from one machine. */
  ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const setting = parseTrustProxy(value);
      if (setting === false || !('error' in setting)) return setting;
      context.issues.push({ code: 'custom', message: setting.error, input: value });
      return z.NEVER;
    }),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; staticDir: string; backupDir: string | null };

/** Reads the server's configuration; a bad value stops the start with a message that names the key. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = EnvSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be given together');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const backupDir =
    env.BACKUP_DIR === 'off' ? null : path.resolve(env.BACKUP_DIR ?? path.join(path.dirname(dataDir), 'backups'));
  return { ...env, dataDir, staticDir: path.resolve(env.STATIC_DIR), backupDir };
}
