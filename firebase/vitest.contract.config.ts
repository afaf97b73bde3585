import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * The data-port contract against the Firebase emulators or the local doubles (firebase/contract.test.ts); run
 * through `npm run test:firebase`. The set-up fails a test on a console error or on a request for any host but
 * the emulators and doubles, and gives Node the browser's image decoding and canvas (firebase/local/).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
  },
  test: {
    include: ['firebase/contract.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup/fail-on-console-error.ts', './firebase/local/contract-setup.ts'],
    // One set of emulators, shared state: the tests run one after the other.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
