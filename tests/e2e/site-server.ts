import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/http/app';
import { openDatabase, type Db } from '../../server/db/database';
import { DEFAULT_ORDER_LIMIT } from '../../server/orders/order-limiter';
import { seedIfNew } from '../../server/seed/seed';
import { TEST_PASSWORD_COST, storeTestAdmin } from '../support/test-server';

/** The address every test server is configured with (SITE_URL), unlike the 127.0.0.1 the browser opens. */
export const TEST_SITE_URL = 'https://www.example.test';

export type SiteServer = { url: string; dataDir: string; db: Db; close: () => Promise<void> };

/**
 * The real server over the built site, on a free port, with a new data directory of its own and the test admin
 * account. With `demo`, the data directory is seeded as `npm start` seeds it (a copy of the run's seeded template,
 * global-setup.ts); without, it starts as a real shop
 * starts it (SEED_DEMO=0: nothing in it), for the empty states. Each Playwright worker has one with the demo
 * data (fixtures.ts), so no test of another worker changes what a test sees.
 */
export async function startSiteServer({
  demo = false,
  enquiriesPerHour = 10_000,
  searchesPerMinute = 1_000_000,
}: {
  demo?: boolean;
  /** Orders one address may place in an hour: every browser test sends from 127.0.0.1, so many by default. */
  enquiriesPerHour?: number;
  /** Search pages rendered afresh for one address a minute: many by default, for the same reason. */
  searchesPerMinute?: number;
} = {}): Promise<SiteServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), demo ? 'site-e2e-' : 'site-e2e-empty-'));
  // The demo data as global-setup.ts seeded it once for the run; seedIfNew below then finds it there.
  const template = demo ? process.env.E2E_DEMO_DATA : undefined;
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const db: Db = openDatabase(dataDir);
  await storeTestAdmin(db);
  await seedIfNew(db, path.join(dataDir, 'uploads'), { demo });
  const server: FastifyInstance = await buildApp({
    db,
    dataDir,
    staticDir: path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/client'),
    siteUrl: TEST_SITE_URL,
    orderLimit: { ...DEFAULT_ORDER_LIMIT, maxOrders: enquiriesPerHour },
    insights: { beaconsPerMinute: 1_000_000, eventsPerMinute: 1_000_000, visitsPerMinute: 1_000_000 },
    searchPages: { rendersPerMinute: searchesPerMinute },
    // Every browser test opens repair status links from 127.0.0.1.
    repairStatusPerMinute: 1_000_000,
    passwordCost: TEST_PASSWORD_COST,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    db,
    close: async () => {
      await server.close();
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
