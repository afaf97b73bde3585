import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium';

/**
 * The hosted smoke (hosted-smoke.spec.ts) in Debian's Chromium. Run it with `npm run test:hosted`
 * (scripts/hosted-smoke.ts), which builds and serves the hosted site and starts the emulator and the doubles
 * it talks to: its steps share one store, so they run in order in one worker.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'hosted-smoke.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: process.env.HOSTED_SMOKE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] },
  },
});
