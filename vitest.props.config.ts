import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import base from './vitest.config';

const MORE_RUNS = fileURLToPath(new URL('./tests/support/more-runs.ts', import.meta.url));

/**
 * `npm run test:props`: the unit tests with every fast-check property run ten times as often
 * (tests/support/more-runs.ts; FAST_CHECK_RUNS=40 for forty). Each test's own `fast-check` is that module.
 */
export default mergeConfig(base, {
  plugins: [
    {
      name: 'more-runs',
      enforce: 'pre',
      resolveId: (source: string, importer?: string) =>
        source === 'fast-check' && importer !== MORE_RUNS ? MORE_RUNS : null,
    },
  ],
  test: { testTimeout: 600_000, hookTimeout: 600_000 },
});
