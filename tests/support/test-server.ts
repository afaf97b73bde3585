import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../../server/db/database';
import { createAdminRepository } from '../../server/db/admins-store';
import { hashPassword } from '../../server/auth/password-hash';
import { buildApp, type AppOptions } from '../../server/http/app';
import { TEST_ADMIN } from '../factories';

export type TestServer = {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  /** Signs in and returns the Cookie header for later requests. */
  signIn(): Promise<string>;
  /** Closes the app and the database; the data directory stays for a restart. */
  stop(): Promise<void>;
  /** Closes everything and deletes the data directory. */
  close(): Promise<void>;
};

/**
 * The scrypt cost of test servers' passwords (unit and browser tests alike): N = 2^10 instead of 2^16, the same
 * code, about a hundred times quicker, so that a busy machine's sign-ins and password changes do not eat a test's
 * time. Test servers store their admin at this cost and ask the app for it (AppOptions.passwordCost); the
 * production cost is checked in server/auth/sessions.test.ts and server/routes/password-routes.test.ts.
 */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

/** Stores the test admin at TEST_PASSWORD_COST; the hash is made once per process. */
let testAdminHash: Promise<string> | undefined;
export async function storeTestAdmin(db: Db): Promise<void> {
  const admins = createAdminRepository(db);
  if (admins.findByEmail(TEST_ADMIN.email)) return;
  testAdminHash ??= hashPassword(TEST_ADMIN.password, TEST_PASSWORD_COST);
  admins.save(TEST_ADMIN.email, await testAdminHash);
}

/** A real app over a real SQLite file in a new temporary directory. */
export async function startTestServer(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-')),
  options: Partial<
    Pick<
      AppOptions,
      | 'trustProxy'
      | 'throttle'
      | 'now'
      | 'orderLimit'
      | 'passwordCost'
      | 'passwordQueue'
      | 'remoteImages'
      | 'staticDir'
      | 'logger'
      | 'searchPages'
    >
  > = {},
): Promise<TestServer> {
  const db = openDatabase(dataDir);
  await storeTestAdmin(db);
  const app = await buildApp({
    db,
    dataDir,
    staticDir: null,
    siteUrl: 'http://localhost:3000',
    passwordCost: TEST_PASSWORD_COST,
    ...options,
  });
  await app.ready();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
    db.close();
  };
  return {
    app,
    db,
    dataDir,
    async signIn() {
      const response = await app.inject({ method: 'POST', url: '/api/session', payload: TEST_ADMIN });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'sid');
      if (!cookie) throw new Error('no session cookie');
      return `sid=${cookie.value}`;
    },
    stop,
    async close() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function pngBytes(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer();
}

/** A multipart body for POST /api/uploads. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
