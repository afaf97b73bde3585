import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** The security-rules tests only (firebase/rules.test.ts); run through `npm run test:rules`. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // firebase/repair-cases.ts builds jobs with the adapter's own modules, which import by '@/'.
  resolve: {
    alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
  },
  test: {
    include: ['firebase/rules.test.ts'],
    environment: 'node',
    // One emulator, shared state: the files run one after the other.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
