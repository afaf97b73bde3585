import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects: `unit`, the quick loop (`npm run test:unit`), and `slow`, the suites that start whole
 * processes, build the site or seed thousands of rows (`npm run test:slow`). `npm test` runs both.
 */
const SLOW = [
  'server/seed/seed.test.ts',
  'server/routes/demo-data-routes.test.ts',
  'server/ops/crash.test.ts',
  // Starts the server over an old data directory to see what its start-up touches.
  'server/uploads/start-up-files.test.ts',
  // Runs `npm run admin:reset-password` as the owner would: npm and tsx start for every case.
  'server/auth/reset-password.test.ts',
  'tests/bundles/**/*.test.ts',
  'bench/**/*.test.ts',
];

export default defineConfig({
  // vite.config.ts defines the build's parsed Firebase settings; unit tests hand the adapter their own.
  define: { __FIREBASE_SETTINGS__: 'null' },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // Every core: most files wait on SQLite and sharp rather than on one another.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'firebase/local/**/*.test.ts',
            'tests/contract/http-adapter.contract.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...SLOW],
        },
      },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
