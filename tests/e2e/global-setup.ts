import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { ensureAdminAccount } from '../../server/auth/admin-account';
import { seedIfNew } from '../../server/seed/seed';
import { buildApp } from '../../server/app';
import { DEFAULT_ORDER_LIMIT } from '../../server/orders/order-limiter';
import { TEST_ADMIN } from '../factories';

/**
 * Starts the real server on a free port, over the built site, with a new data directory seeded
 * with the demo data. Tests find it through E2E_BASE_URL (see fixtures.ts).
 */
export default async function globalSetup(_config: FullConfig) {
  const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/client');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error('The site is not built: run `npm run build` before the browser tests.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
  const db = openDatabase(dataDir);
  await ensureAdminAccount(db, TEST_ADMIN);
  await seedIfNew(db, path.join(dataDir, 'uploads'));
  const app = await buildApp({
    db,
    dataDir,
    staticDir,
    siteUrl: 'https://www.example.test',
    // Every browser test sends from 127.0.0.1; the limits per address have server tests of their own.
    orderLimit: { ...DEFAULT_ORDER_LIMIT, maxOrders: 10_000 },
    insights: { beaconsPerMinute: 1_000_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  process.env.E2E_BASE_URL = `http://127.0.0.1:${address.port}`;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await app.close();
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
