import { test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ProductInput } from '../../src/domain';
import { productFields } from '../../src/data/firebase/records';
import { IMAGE_VARIANT_WIDTHS, VARIANTS_MARK, variantKey } from '../../src/domain/image-variants';
import { makeProductInput, uniqueName } from '../factories';

/**
 * The hosted site from end to end, as a visitor and the admin use it: the hosted build (VITE_BACKEND=firebase),
 * served as Firebase Hosting serves it, talking from the browser to the Auth emulator and the local doubles of
 * Firestore and Storage, which judge every request by firestore.rules and storage.rules. Run it with
 * `npm run test:hosted` (scripts/hosted-smoke.ts), which starts all of them.
 *
 * The harness works as the site's owner would, with the emulators' owner credentials: the admin account and its
 * claim, and the catalogue the visitor browses. Everything else goes through the screens.
 */

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-ipoh-welding-smoke';
const AUTH = required('FIREBASE_AUTH_EMULATOR_HOST');
const FIRESTORE = required('FIRESTORE_EMULATOR_HOST');
const STORAGE = required('FIREBASE_STORAGE_EMULATOR_HOST');
const API_KEY = required('HOSTED_SMOKE_API_KEY');
const BUCKET = required('HOSTED_SMOKE_BUCKET');
/** The emulators' stand-in for the Admin SDK's credentials: requests with it bypass the rules. */
const OWNER = { Authorization: 'Bearer owner' };
const ADMIN = { email: '', password: 'smoke-password-2026' };

/** A page whose console errors, uncaught exceptions and requests to any host but this machine fail the test. */
const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.context().route(
      (url) => url.hostname !== '127.0.0.1',
      async (route) => {
        const url = new URL(route.request().url());
        // The chat app the enquiry opens is outside the site: a page of our own stands for it.
        if (url.hostname === 'wa.me') {
          await route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>WhatsApp</title>',
          });
          return;
        }
        problems.push(`a request left this machine: ${url.href}`);
        await route.abort('blockedbyclient');
      },
    );
    await use(page);
    expect(problems, 'the page logged errors or reached another host').toEqual([]);
  },
});

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run this spec through npm run test:hosted (scripts/hosted-smoke.ts)`);
  return value;
}

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A plain object as Firestore REST fields. */
function toFields(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toValue(item)]));
}

function toValue(value: unknown): unknown {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value as object) } };
}

async function picture(format: 'png' | 'webp' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 200, g: 90, b: 20 } } });
  return format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

/** An object stored as the SDK's uploadBytes stores one (a multipart upload); answers its download token. */
async function storeObject(name: string, contentType: string, bytes: Buffer): Promise<string> {
  const boundary = 'smoke-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n` +
        `${JSON.stringify({ name, contentType })}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const response = await fetch(`http://${STORAGE}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: {
      ...OWNER,
      'Content-Type': `multipart/related; boundary=${boundary}`,
      'X-Goog-Upload-Protocol': 'multipart',
    },
    body,
  });
  const stored = (await response.json()) as { downloadTokens?: string };
  if (!response.ok || !stored.downloadTokens) throw new Error(`${name} was not stored: ${JSON.stringify(stored)}`);
  return stored.downloadTokens;
}

/**
 * A product picture as the admin's browser stores one: the picture and its resized WebP copies
 * (src/domain/image-variants.ts), answered with its download URL, marked as having the copies.
 */
async function storePicture(key: string): Promise<string> {
  const name = `products/${key}`;
  for (const width of IMAGE_VARIANT_WIDTHS)
    await storeObject(variantKey(name, width), 'image/webp', await picture('webp'));
  const token = await storeObject(name, 'image/png', await picture());
  return `http://${STORAGE}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media&token=${token}${VARIANTS_MARK}`;
}

/** A listed product in the catalogue, stored as the admin's form stores it. */
async function addProduct(overrides: Partial<ProductInput>): Promise<ProductInput & { id: string }> {
  const id = `Smoke${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const input = makeProductInput({ image: await storePicture(`${id}_intro_${id}.png`), ...overrides });
  const now = new Date().toISOString();
  await call(
    'POST',
    `http://${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents/products?documentId=${id}`,
    {
      fields: {
        ...toFields(productFields(input)),
        createdAt: { timestampValue: now },
        updatedAt: { timestampValue: now },
      },
    },
    OWNER,
  );
  return { ...input, id };
}

/** The account the owner makes with the Admin SDK (docs/hosted-mode.md, step 5): a user with the admin claim. */
async function addAdmin(): Promise<void> {
  const created = (await call(
    'POST',
    `http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { ...ADMIN, returnSecureToken: true },
  )) as { localId: string };
  await call(
    'POST',
    `http://${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    { localId: created.localId, customAttributes: JSON.stringify({ admin: true }) },
    OWNER,
  );
}

async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe.configure({ mode: 'serial' });

let customer = '';
let word = '';
let welder: ProductInput & { id: string };
let rods: ProductInput & { id: string };
let orderNumber = '';

// Names of their own for each run (`--repeat-each`): the store and the accounts live as long as the emulators.
test.beforeAll(async () => {
  orderNumber = '';
  customer = uniqueName('Aminah');
  word = `Smoke${Date.now().toString(36)}`;
  ADMIN.email = `smoke-admin-${Date.now().toString(36)}@example.test`;
  await addAdmin();
  welder = await addProduct({
    name: uniqueName(`${word} MIG welder`),
    sku: 'MIG-200',
    price: 1299.9,
    category: 'Welding Machines',
    subCategory: 'MIG',
  });
  rods = await addProduct({ name: uniqueName('Welding rods'), sku: 'ROD-32', price: 45.5, category: 'Accessories' });
});

test('a visitor browses the catalogue, searches, adds two products and sends an enquiry', async ({ page }) => {
  // The catalogue opens on all its products; a shelf is a link away.
  await openLive(page, '/products');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: welder.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: rods.name })).toBeVisible();
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Accessories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: rods.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: welder.name })).toHaveCount(0);

  // A search finds the welder by a word of its name, and only the products that have it.
  const box = page.getByRole('search', { name: 'Search products' }).getByRole('searchbox', { name: 'Search products' });
  await box.fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: welder.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: rods.name })).toHaveCount(0);

  await page
    .getByRole('link', { name: new RegExp(welder.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: welder.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to enquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to enquiry' })).toBeVisible();

  await openLive(page, `/products/${rods.id}`);
  await expect(page.getByRole('heading', { level: 1, name: rods.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to enquiry' }).click();
  await page.getByRole('link', { name: 'Enquiry list (2 items)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your enquiry list' })).toBeVisible();
  // A hosted enquiry holds as many products as the rules can check in one write (docs/hosted-mode.md).
  await expect(page.getByText('Your list holds up to 10 products.')).toBeVisible();

  await page.getByLabel(`Quantity of ${rods.name}`).fill('3');
  await page.getByLabel('Name').fill(customer);
  await page.getByLabel('Phone').fill('012-345 6789');
  await page.getByLabel('Delivery address').fill('12 Jalan Sultan Idris Shah, 30000 Ipoh');
  const chat = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await (await chat).close();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your enquiry is saved: now send it on WhatsApp' }),
  ).toBeVisible();
  const number = page.getByText(/^Your enquiry number is #[0-9A-Z]{8}\.$/);
  await expect(number).toBeVisible();
  orderNumber = /#[0-9A-Z]{8}/.exec((await number.textContent()) ?? '')![0];
  await expect(page.getByRole('link', { name: 'Enquiry list (0 items)' })).toBeVisible();
});

test('the admin signs in, finds the enquiry, changes its status, sees the views on Insights and uploads a product picture', async ({
  page,
}) => {
  expect(orderNumber, 'the visitor sent an enquiry').not.toBe('');
  // A forgotten password: Firebase Auth sends the reset link (the login route's action, `intent` 'reset').
  await page.goto('/admin');
  const forgot = page.locator('details', { hasText: 'Forgot password?' });
  await forgot.getByText('Forgot password?').click();
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
  await forgot.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(
    'If an admin account has this email address, a link to reset the password is on its way. Check your inbox.',
  );
  // The emulator keeps the e-mails it would have sent.
  const sent = await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await sent.json()) as { oobCodes: { email: string; requestType: string }[] };
  expect(oobCodes).toContainEqual(expect.objectContaining({ email: ADMIN.email, requestType: 'PASSWORD_RESET' }));

  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-portal$/);

  await page.getByRole('link', { name: /Manage Orders/ }).click();
  const row = page.getByRole('row').filter({ hasText: customer });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pending');
  const status = page.getByLabel(`Status of order ${orderNumber}`);
  await status.selectOption('confirmed');
  await expect(page.getByRole('status').filter({ hasText: 'Order status updated successfully!' })).toBeVisible();
  await expect(status).toHaveValue('confirmed');
  await page.reload();
  await expect(page.getByLabel(`Status of order ${orderNumber}`)).toHaveValue('confirmed');
  await expect(row).toContainText('Confirmed');

  // The visitor's browser sent its product views to Firestore itself (src/data/insight-beacon.ts); the
  // summary reads them back with its range query.
  await page.goto('/admin-portal');
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const viewed = page
    .getByRole('table', { name: 'Top products by views' })
    .getByRole('row', { name: new RegExp(welder.name) });
  // Views, then Shopee and TikTok Shop clicks. The browser sends the beacon when it suits it (a page left): on a
  // busy machine it may land after the screen has read, so the screen is read again until it has.
  await expect(async () => {
    await page.reload();
    await expect(viewed.getByRole('cell').first()).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await page.goto('/admin-portal');
  await page.getByRole('link', { name: `Edit ${rods.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(rods.name);
  await page
    .getByLabel('Introduction image')
    .setInputFiles({ name: 'rods on the bench.png', mimeType: 'image/png', buffer: await picture() });
  await expect(page.getByRole('img', { name: 'New introduction image: rods on the bench.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully!' })).toBeVisible();

  // The visitor's page shows the new picture, from the Storage double, as it would from Cloud Storage.
  await openLive(page, `/products/${rods.id}`);
  const image = page.getByRole('img', { name: rods.name }).first();
  await expect(image).toBeVisible();
  const stored = `http://${STORAGE}/v0/b/${BUCKET}/o/products%2F${rods.id}_intro_rods-on-the-bench.png?alt=media&token=`;
  await expect(image).toHaveAttribute('src', new RegExp(`^${stored.replace(/[.?]/g, '\\$&')}`));
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the owner logs a repair with a photo, finds it by phone, asks for approval of a quote and prints its slip', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-portal$/);

  await page.getByRole('link', { name: 'Repairs', exact: true }).click();
  await page.getByRole('link', { name: 'Log a repair' }).click();
  const form = page.getByRole('form', { name: 'Log a repair' });
  const name = uniqueName('Rahim');
  const rest = String(Date.now() % 10_000_000).padStart(7, '0');
  await form.getByLabel("Customer's name").fill(name);
  await form.getByLabel("Customer's phone number").fill(`019-${rest.slice(0, 3)} ${rest.slice(3)}`);
  await form.getByLabel("Customer's language").selectOption('ms');
  await form.getByLabel('Brand', { exact: true }).fill('Jasic');
  await form.getByLabel('Model', { exact: true }).fill('ARC 200');
  await form.getByLabel("Fault, in the customer's words").fill('No arc.');
  await form.getByLabel('Estimate (RM)').fill('RM 120');
  await form.getByLabel('Photos').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await picture() });
  await form.getByRole('button', { name: 'Save repair' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /Repair R-\d{4}-\d{4,}/ });
  await expect(heading).toBeVisible();
  const number = /R-\d{4}-\d{4,}/.exec((await heading.textContent()) ?? '')![0];
  // The photo, from the Storage double, for the admin's eyes only.
  const photo = page.getByRole('img', { name: 'Photo 1 of the machine' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const move = page.getByRole('form', { name: 'Change the status' });
  await move.getByLabel('New status').selectOption({ label: 'Diagnosing' });
  await move.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('Status changed to Diagnosing.')).toBeVisible();
  // The quote is its own action: one part, its price typed as people type it.
  await page.getByRole('button', { name: 'Make a quote' }).click();
  const quoting = page.getByRole('form', { name: 'The quote' });
  await quoting.getByLabel('What, Line 1', { exact: true }).fill('Wire feeder board');
  await quoting.getByLabel('Price of one (RM), Line 1', { exact: true }).fill('350');
  await quoting.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByText('Status changed to Waiting for approval.')).toBeVisible();
  const href = (await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')) ?? '';
  expect(href.startsWith(`https://wa.me/6019${rest}?text=`)).toBe(true);
  expect(new URL(href).searchParams.get('text')).toContain('Menunggu kelulusan');

  // The list finds it by the phone typed another way.
  await page.getByRole('link', { name: 'All repairs' }).click();
  await page.getByRole('searchbox', { name: 'Find a repair' }).fill(`+60 19 ${rest.slice(0, 3)} ${rest.slice(3)}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: number })).toBeVisible();
  await page.getByRole('link', { name: `Print the slip of ${number}` }).click();
  const slip = page.getByRole('article', { name: 'Slip kerja pembaikan' });
  await expect(slip).toContainText(name);
  await expect(
    // On the site's configured address (SITE_URL of the build), never the address the admin's browser used.
    slip.getByRole('img', { name: new RegExp(`^Kod QR pautan status https://${PROJECT}\\.web\\.app/repair/`) }),
  ).toBeVisible();
});
