import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { test as base, expect, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';
import type { Order, Product, ProductInput } from '../../src/domain';
import type { RepairJob } from '../../src/domain/repair';
import type { RepairInput, RepairMove } from '../../src/domain/repair-schema';
import { createOrderRepository } from '../../server/db/orders-store';
import { startSiteServer, type SiteServer } from './site-server';
import {
  TEST_ADMIN,
  makeOrderInput,
  makeProductInput,
  makeRepairInput,
  uniqueName,
  type OrderInput,
} from '../factories';

/**
 * The fixtures and data helpers of every browser test. Every test makes the data it needs, with names no other
 * test uses, so the tests run in parallel with each other and with whatever demo data the server holds.
 */

type WorkerFixtures = {
  /** This worker's server: the real one, over the built site, with the demo data and a data directory of its own. */
  site: SiteServer;
  /**
   * The admin's sessions on this worker's server, one for its browser pages and one for its API clients, made at
   * the first test that needs one and kept while the server still knows them: most tests need the admin, and a
   * sign-in is a request and a scrypt hash more (the test admin's is a quick one, site-server.ts). A test that signs out or ends a session leaves its
   * cookie worthless, and the next test signs in anew. The sign-in itself is tested through the screen
   * (admin-auth.spec.ts).
   */
  adminSessions: AdminSessions;
};

type AdminSessions = { page: Cookie[] | null; api: Cookie[] | null };

/**
 * Makes `request` (a page's or an API client's, holding the kept session's cookies if there are any) the admin's:
 * as it is when the server still knows that session, else by signing in. Returns the cookies to keep.
 */
async function useAdminSession(
  request: APIRequestContext,
  kept: Cookie[] | null,
  cookies: () => Promise<Cookie[]>,
): Promise<Cookie[]> {
  if (kept) {
    const session = (await (await request.get('/api/session')).json()) as { user: unknown };
    if (session.user) return kept;
  }
  const response = await request.post('/api/session', { data: TEST_ADMIN });
  expect(response.ok(), 'the admin could sign in').toBe(true);
  return cookies();
}

type Fixtures = {
  /**
   * Console errors a test provokes on purpose, such as the browser's own line for a 404 it asked for. One pattern
   * (use `|` for several): Playwright would read a two-item array as a value and its options.
   */
  expectedConsoleErrors: RegExp | null;
  /**
   * API failures a test provokes on purpose: an HTTP status (a wrong password, an ended session) or 'network'
   * (no answer at all). Chromium logs every failed request as a console error; these, from our own /api, are
   * let through.
   */
  expectedApiFailures: (number | 'network')[];
  /** A page whose console errors and uncaught exceptions fail the test, but for those expected above. */
  page: Page;
  /** A page signed in as the admin (through the API, so each test starts at the screen it is about). */
  adminPage: Page;
  /** An API client signed in as the admin, apart from the browser, to make the data a screen shows. */
  api: APIRequestContext;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  site: [
    async ({}, use) => {
      const site = await startSiteServer({ demo: true });
      // insertOrder writes straight to this worker's database.
      process.env.E2E_DATA_DIR = site.dataDir;
      await use(site);
      await site.close();
    },
    // Seeding draws the demo images: more than a test's time on a busy machine.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  adminSessions: [
    async ({}, use) => {
      await use({ page: null, api: null });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  expectedConsoleErrors: [null, { option: true }],
  expectedApiFailures: [[], { option: true }],
  page: async ({ page, baseURL, expectedConsoleErrors, expectedApiFailures }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (expectedConsoleErrors?.test(text)) return;
      const status = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
      const failure = status ? Number(status[1]) : text.startsWith('Failed to load resource: net::') ? 'network' : null;
      const fromOurApi = Boolean(baseURL) && message.location().url.startsWith(`${baseURL}/api/`);
      if (failure !== null && fromOurApi && expectedApiFailures.includes(failure)) return;
      problems.push(`console.error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
  adminPage: async ({ page, adminSessions }, use) => {
    const context = page.context();
    if (adminSessions.page) await context.addCookies(adminSessions.page);
    adminSessions.page = await useAdminSession(page.request, adminSessions.page, () => context.cookies());
    await use(page);
  },
  api: async ({ playwright, baseURL, adminSessions }, use) => {
    const api = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: adminSessions.api ?? [], origins: [] },
    });
    adminSessions.api = await useAdminSession(api, adminSessions.api, async () => (await api.storageState()).cookies);
    await use(api);
    await api.dispose();
  },
});

export { expect, uniqueName };

/**
 * Opens a page and waits until its code has taken over (src/app/root-layout.tsx marks <html> with
 * `data-hydrated`). Most tests need no such wait: a rendered page's links, its language list and its phone
 * menu work as plain HTML before the code starts (tests/e2e/no-javascript.spec.ts), and the code takes over
 * whatever the visitor did meanwhile. This wait stays for the tests about what only the code does, and each
 * use is one of these:
 * - a page clock held still (page.clock): the page's timers count from when its code starts, so a test that
 *   moves the clock must know they are running (the logo strip of the home page);
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

declare global {
  interface Window {
    /** Content-Security-Policy violations seen by this document (recorded by watchPolicyViolations). */
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page: the browser's console line about it, and
 * the `securitypolicyviolation` event of each document it loads. Returns a reader of both that hands over what
 * was seen since it was last called: read it before the page opens another document, whose events are its own.
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) logged.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [...logged.splice(0), ...(await page.evaluate(() => window.__cspViolations?.splice(0) ?? []))];
}

/**
 * A disclosure's toggle, by its name: the header's phone menu and language list are <details>, whose <summary>
 * browsers expose as a button that says whether it is open. Playwright's roles know no <summary> (HTML gives it no
 * ARIA role, and a role on it is invalid), so it is found by its words, and its state read from its <details>.
 */
export function toggleNamed(scope: Page | Locator, name: string | RegExp): Locator {
  // Named as a reader hears it: by the text it shows, not by a label the styles hide in its other state (the phone
  // menu's "Open menu" and "Close menu" are both in it, one shown at a time).
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .locator('summary')
    .filter({ hasText: name })
    .filter({ hasNot: page.locator('*', { hasText: name }).filter({ visible: false }) });
}

/** Whether the disclosure of this toggle (toggleNamed) is open. */
export async function expectOpen(toggle: Locator, open: boolean): Promise<void> {
  await expect(toggle.locator('xpath=..')).toHaveJSProperty('open', open);
}

/** Starts the page in Malay, as a returning visitor who chose it before. */
export async function preferMalay(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
}

/**
 * The visitor's enquiry list as an earlier visit left it in this browser (the store's own storage key), there
 * when the next page opens; once the page changes the list (a quantity, a send), the page's version is kept.
 */
export async function keepEnquiryList(page: Page, lines: { product: Product; quantity: number }[]): Promise<void> {
  const stored = lines.map(({ product, quantity }) => ({
    productId: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    quantity,
  }));
  await page.addInitScript((list) => {
    if (!window.localStorage.getItem('enquiry-list')) window.localStorage.setItem('enquiry-list', list);
  }, JSON.stringify(stored));
}

/** A small real image for a file chooser, a different colour each time, so that the server really decodes it. */
export async function imageFile(
  name: string,
  format: 'png' | 'jpeg' = 'png',
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const background = {
    r: Math.floor(Math.random() * 256),
    g: Math.floor(Math.random() * 256),
    b: Math.floor(Math.random() * 256),
  };
  const image = sharp({ create: { width: 24, height: 16, channels: 3, background } });
  const buffer = format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** Uploads a small real PNG of one colour through the admin API and returns the URL to keep on a product. */
export async function uploadImage(request: APIRequestContext, colour = '#ea580c', baseUrl = ''): Promise<string> {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
  // A unique owner gives each upload its own object key, so parallel tests never overwrite each other's files.
  const owner = `${Date.now()}${Math.floor(Math.random() * 1_000_000)}`;
  const response = await request.post(`${baseUrl}/api/uploads`, {
    multipart: { owner, slot: 'intro', file: { name: 'test.png', mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return url;
}

/**
 * Creates a product through the admin API (the request must be signed in): the factory's product, with a name and
 * an SKU of its own and a real uploaded introduction image unless the overrides give one.
 */
export async function createProduct(
  request: APIRequestContext,
  overrides: Partial<ProductInput> = {},
): Promise<Product> {
  const image = overrides.image ?? (await uploadImage(request));
  const input = makeProductInput({
    name: uniqueName('Test product'),
    sku: uniqueName('SKU').replace(' ', '-'),
    ...overrides,
    image,
  });
  const response = await request.post('/api/products', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

export async function readProduct(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

/**
 * Orders cannot be created through the API (the spec never creates them), so tests write them
 * straight into the test server's SQLite file; WAL mode lets the server and this connection share it.
 */
export function insertOrder(overrides: Partial<OrderInput> = {}): Order {
  return insertOrders(1, overrides)[0]!;
}

/** `count` orders at once, in one transaction (a customer of many years). */
export function insertOrders(count: number, overrides: Partial<OrderInput> = {}): Order[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: the worker's server did not start");
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const orders = createOrderRepository(db);
    return db.transaction(() =>
      Array.from({ length: count }, () =>
        orders.create(makeOrderInput({ customerName: uniqueName('Customer'), ...overrides })),
      ),
    )();
  } finally {
    db.close();
  }
}

/** Logs a repair job through the admin API (the request must be signed in): the factory's job, with any overrides. */
export async function createRepairJob(
  request: APIRequestContext,
  overrides: Partial<RepairInput> = {},
): Promise<RepairJob> {
  const response = await request.post('/api/repairs', { data: makeRepairInput(overrides) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RepairJob;
}

/** Moves a job through the admin API, as the owner does on the job's screen. */
export async function moveRepairJob(request: APIRequestContext, id: string, move: RepairMove): Promise<RepairJob> {
  const response = await request.post(`/api/repairs/${id}/moves`, { data: move });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RepairJob;
}

/**
 * A job that waits for its customer's answer to a quote: looked at (with a note for the customer), then quoted
 * RM 350 with what the quote covers.
 */
export async function quotedRepairJob(
  request: APIRequestContext,
  overrides: Partial<RepairInput> = {},
): Promise<RepairJob> {
  const job = await createRepairJob(request, overrides);
  await moveRepairJob(request, job.id, {
    from: 'received',
    status: 'diagnosing',
    note: 'Opened it up: the power board is burnt.',
  });
  return moveRepairJob(request, job.id, {
    from: 'diagnosing',
    status: 'awaitingApproval',
    lines: [{ kind: 'labour', description: 'New power board and a full service', quantity: 1, unitPrice: 'RM 350' }],
    note: 'New power board and a full service.',
  });
}

/**
 * Moves a job's ready and collected times `days` days back in the worker's store, as if the machine had waited that
 * long: the reminders and the storage fee count from the ready day.
 */
export function ageRepairJob(id: string, days: number): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: the worker's server did not start");
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `UPDATE repairs SET ready_at = strftime('%Y-%m-%dT%H:%M:%fZ', ready_at, @shift),
         collected_at = strftime('%Y-%m-%dT%H:%M:%fZ', collected_at, @shift) WHERE id = @id`,
    ).run({ id, shift: `-${days} days` });
  } finally {
    db.close();
  }
}

/** Finds a product in an order dialog's search and adds it as a line, in English or in Malay. */
export async function addOrderLine(dialog: Locator, productName: string, language: 'en' | 'ms' = 'en') {
  const ms = language === 'ms';
  await dialog.getByLabel(ms ? 'Cari produk' : 'Find a product').fill(productName);
  await dialog
    .getByRole('list', { name: ms ? 'Produk ditemui' : 'Products found' })
    .getByRole('button', { name: `${ms ? 'Tambah' : 'Add'} ${productName}` })
    .click();
}
