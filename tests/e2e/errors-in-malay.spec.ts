import { MAX_UPLOAD_BYTES } from '../../src/domain';
import { DEFAULT_THROTTLE } from '../../server/auth/throttle';
import { TEST_ADMIN } from '../factories';
import { startSiteServer, type SiteServer } from './site-server';
import type { Page } from '@playwright/test';
import { expect, openLive, test, uniqueName } from './fixtures';

// A browser whose language is Malay: the server and the page both take it from the browser (spec §4).
test.use({ locale: 'ms-MY' });

async function signIn(page: Page, password: string) {
  await page.getByLabel('E-mel').fill(TEST_ADMIN.email);
  await page.getByLabel('Kata laluan', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
}

async function fillNewProduct(page: Page) {
  await page.goto('/admin-portal/add');
  await page.getByLabel('Nama', { exact: true }).fill(uniqueName('Ditolak'));
  await page.getByLabel('SKU').fill(uniqueName('D-1'));
  await page.getByLabel('Harga (RM)').fill('5');
  await page.getByLabel('Berat (kg)').fill('0.5');
  await page.getByLabel('Kategori', { exact: true }).selectOption('Accessories');
  await page.getByLabel('Penerangan', { exact: true }).fill('Bukan gambar sebenar.');
}

test.describe('a wrong password', () => {
  test.use({ expectedApiFailures: [401] });

  test('is said in Malay', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Log Masuk Admin' })).toBeVisible();
    await signIn(page, 'bukan-kata-laluan');
    await expect(page.getByRole('alert')).toHaveText('E-mel atau kata laluan tidak sah');
  });
});

test.describe('a refused upload', () => {
  test.describe('of a file that is not an image', () => {
    test.use({ expectedApiFailures: [415] });

    test('is said in Malay', async ({ adminPage: page }) => {
      await fillNewProduct(page);
      await page
        .getByLabel('Imej pengenalan')
        .setInputFiles({ name: 'palsu.png', mimeType: 'image/png', buffer: Buffer.from('ini teks, bukan gambar') });
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Gagal menambah produk: Fail ini bukan imej (JPEG, PNG, WebP, GIF atau AVIF)',
      );
      await expect(page).toHaveURL(/\/admin-portal\/add$/);
    });
  });

  test.describe('of a file over the size limit', () => {
    test.use({ expectedApiFailures: [413] });

    test('is said in Malay with the limit', async ({ adminPage: page }) => {
      await fillNewProduct(page);
      await page
        .getByLabel('Imej pengenalan')
        .setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1024) });
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByRole('alert')).toHaveText('Gagal menambah produk: Imej terlalu besar: maksimum 8 MB');
    });
  });
});

test.describe('a throttled sign-in', () => {
  // A server of its own, so that the worker's server keeps its throttle clear for the tests after this one.
  let empty: SiteServer;
  test.beforeAll(async () => {
    empty = await startSiteServer();
  });
  test.afterAll(async () => {
    await empty.close();
  });
  // The empty server is another origin than the worker's one the fixture knows, so its 429 is named here.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 429/ });

  test('is said in Malay with the wait in minutes', async ({ page, playwright }) => {
    // Twenty real password checks come first.
    test.slow();
    const stranger = await playwright.request.newContext({ baseURL: empty.url });
    for (let i = 0; i < DEFAULT_THROTTLE.maxFailuresPerAddress; i++) {
      const wrong = await stranger.post('/api/session', { data: { email: TEST_ADMIN.email, password: `teka-${i}` } });
      expect(wrong.status()).toBe(401);
    }
    await stranger.dispose();

    await page.goto(`${empty.url}/admin`);
    await signIn(page, TEST_ADMIN.password);
    await expect(page.getByRole('alert')).toHaveText(
      /^Terlalu banyak percubaan log masuk\. Sila tunggu 1[45] minit dan cuba lagi\.$/,
    );
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('a failed load', () => {
  test.use({ expectedApiFailures: [503] });

  test('of the catalogue is said in Malay, the reason too', async ({ page }) => {
    // The demo catalogue has more products than a page holds: Load more asks the store from the browser.
    await openLive(page, '/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Semua produk' })).toBeVisible();
    // A proxy in front of the server answers for it: no code of ours, only the status.
    await page.route(
      (url) => url.pathname === '/api/products',
      (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
    );
    await page.getByRole('link', { name: 'Muat lagi' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Gagal memuatkan produk: Perkhidmatan ini tidak tersedia sekarang. Sila cuba lagi nanti.',
    );
  });
});
