import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  // vite.config.ts defines the build's parsed Firebase settings; unit tests hand the adapter their own.
  define: { __FIREBASE_SETTINGS__: 'null' },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    pool: 'forks',
  },
});
