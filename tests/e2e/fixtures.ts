import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin';

type Fixtures = {
  /** A page whose console errors and uncaught exceptions fail the test. */
  page: Page;
  /** A page signed in as the admin (through the API, so each test starts at the screen it is about). */
  adminPage: Page;
};

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
    await use(url);
  },
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
  adminPage: async ({ page }, use) => {
    const response = await page.request.post('/api/session', { data: E2E_ADMIN });
    expect(response.ok(), 'the admin could sign in').toBe(true);
    await use(page);
  },
});

export { expect };
export { E2E_ADMIN };
