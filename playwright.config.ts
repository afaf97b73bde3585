import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium';

/**
 * Browser tests run in Debian's Chromium (CHROME_PATH or /usr/bin/chromium) against the built site,
 * served by the real embedded server: each worker starts its own on a free port, with a throwaway DATA_DIR seeded
 * with the demo data (the `site` fixture in tests/e2e/fixtures.ts), so tests of two workers never see each other.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two cores: one browser per core.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Two browsers and two servers share two cores: the longest journeys take 20 s there, more when the other
  // worker is drawing images.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] },
  },
});
