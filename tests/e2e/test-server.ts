import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { ensureAdminAccount } from '../../server/auth/admin-account';
import { openDatabase, type Db } from '../../server/db/database';
import { seedIfNew } from '../../server/seed/seed';
import { TEST_ADMIN } from '../factories';

export type EmptyServer = { url: string; db: Db; close: () => Promise<void> };

/**
 * A server of its own over a new data directory started as a real shop starts it (SEED_DEMO=0: no demo data;
 * `demo` seeds it as `npm start` does),
 * serving the built site, with the test admin account: for the empty states, which the shared test server
 * (where other tests add products and orders all the time) cannot show.
 */
export async function startEmptyServer({ demo = false }: { demo?: boolean } = {}): Promise<EmptyServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-empty-'));
  const db: Db = openDatabase(dataDir);
  await ensureAdminAccount(db, TEST_ADMIN);
  await seedIfNew(db, path.join(dataDir, 'uploads'), { demo });
  const server: FastifyInstance = await buildApp({
    db,
    dataDir,
    staticDir: path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/client'),
    siteUrl: 'https://www.example.test',
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The empty server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    db,
    close: async () => {
      await server.close();
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
