import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { seedIfNew } from '../../server/seed/seed';

/**
 * The browser tests run against the built site; each worker starts its own server over it (fixtures.ts).
 * Without a build, say so once, before any worker starts.
 *
 * The demo data is seeded once here, as `npm start` seeds it, into a template directory (E2E_DEMO_DATA) that every
 * server with demo data starts from a copy of (site-server.ts): drawing the demo pictures takes 9 s on an idle
 * machine and more on a busy one, and five servers of a run need them. Removed when the run ends.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => void> {
  const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/client');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error('The site is not built: run `npm run build` before the browser tests.');
  }
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-demo-'));
  const db = openDatabase(template);
  try {
    await seedIfNew(db, path.join(template, 'uploads'), { demo: true });
  } finally {
    // Closed, the database is one file again (its write-ahead log folded in), ready to copy.
    db.close();
  }
  process.env.E2E_DEMO_DATA = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
