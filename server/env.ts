import { z } from 'zod';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

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

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; staticDir: string };

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
  return { ...env, dataDir: path.resolve(env.DATA_DIR), staticDir: path.resolve(env.STATIC_DIR) };
}
