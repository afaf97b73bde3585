import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

/**
 * The browser tests run against the built site; each worker starts its own server over it (fixtures.ts).
 * Without a build, say so once, before any worker starts.
 */
export default function globalSetup(_config: FullConfig): void {
  const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/client');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error('The site is not built: run `npm run build` before the browser tests.');
  }
}
