import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product, ProductInputDraft } from '../../src/domain';
import { expect, test as base } from './fixtures';

/**
 * Helpers of the public-site browser tests. Every test makes the data it needs, with names no other
 * test uses, so the tests run in parallel with each other and with whatever demo data the server holds.
 */

export function uniqueName(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

/** Uploads a small real PNG of one colour through the admin API and returns the URL to keep on a product. */
export async function uploadImage(request: APIRequestContext, colour = '#ea580c'): Promise<string> {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
  // A unique owner gives each upload its own object key, so parallel tests never overwrite each other's files.
  const owner = `${Date.now()}${Math.floor(Math.random() * 1_000_000)}`;
  const response = await request.post('/api/uploads', {
    multipart: { owner, slot: 'intro', file: { name: 'test.png', mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return url;
}

/** Creates a product through the admin API (the request must be signed in); fields default to a plain 'Others' item. */
export async function createProduct(
  request: APIRequestContext,
  overrides: Partial<ProductInputDraft> = {},
): Promise<Product> {
  const image = overrides.image ?? (await uploadImage(request));
  const response = await request.post('/api/products', {
    data: {
      name: uniqueName('Test product'),
      sku: `SKU-${randomUUID().slice(0, 8)}`,
      price: 123.4,
      weight: 5,
      category: 'Others',
      subCategory: '',
      description: 'A product made for a browser test.',
      shopeeUrl: '',
      tiktokUrl: '',
      additionalImages: [],
      ...overrides,
      image,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

/** Starts the page in Malay, as a returning visitor who chose it before. */
export async function preferMalay(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
}

type PublicFixtures = {
  /**
   * The console errors a test expects, such as the browser's own line for a 404 it provoked on purpose.
   * One pattern (use `|` for several): Playwright would read a two-item array as a value and its options.
   */
  expectedConsoleErrors: RegExp | null;
  /**
   * Like `page`, but a console error that matches `expectedConsoleErrors` does not fail the test. Chromium
   * logs every failed HTTP response as a console error, also the 404 of a missing product that the page
   * handles as designed; every other console error or uncaught exception still fails.
   */
  tolerantPage: Page;
};

/**
 * Opens a page and waits until its code has taken over (src/app/root-layout.tsx marks <html> with
 * `data-hydrated`). Most tests need no such wait: a rendered page's links, its language list and its phone
 * menu work as plain HTML before the code starts (tests/e2e/no-javascript.spec.ts), and the code takes over
 * whatever the visitor did meanwhile. This wait stays for the tests about what only the code does, and each
 * use is one of these:
 * - a page clock held still (page.clock): the page's timers count from when its code starts, so a test that
 *   moves the clock by 200 ms must know they are running (the fade-ins of the home and about pages);
 * - a form the code handles (the contact form opens the chat app; nothing goes to the server), which before
 *   the code starts would be an ordinary form submission;
 * - the page's own navigation: a link followed after the take-over asks the API for the data and shows its
 *   loading and error states in the page (the catalogue's shelves, the product page, Back, a route module
 *   that fails to arrive), where before it would load a rendered page from the server;
 * - the take-over itself (the rendered data is used as it is, a failure included, and nothing is asked again).
 */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

export const test = base.extend<PublicFixtures>({
  expectedConsoleErrors: [null, { option: true }],
  tolerantPage: async ({ context, expectedConsoleErrors }, provide) => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (!expectedConsoleErrors?.test(message.text())) {
        problems.push(`console.error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await provide(page);
    expect(problems, 'the page logged unexpected errors').toEqual([]);
  },
});

export { expect };
