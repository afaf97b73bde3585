import type { Page } from '@playwright/test';
import type { Product } from '../../src/domain';
import { openDatabase } from '../../server/db/database';
import { createProductRepository } from '../../server/db/products-store';
import { makeProductInput } from '../factories';
import {
  createProduct,
  expect,
  imageFile,
  keepEnquiryList,
  openLive,
  quotedRepairJob,
  test,
  uniqueName,
  uploadImage,
} from './fixtures';
import { LANGUAGES, PHONE, inLanguage, texts, type Language } from './site-screens';

/**
 * The owner and the customer on a 360 px phone, in both languages: the admin's own language, Insights as cards, the
 * product photos the page can show, and words that say what happens.
 */

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

const other = (language: Language): Language => (language === 'en' ? 'ms' : 'en');
const languageName = (language: Language) => (language === 'en' ? 'English' : 'Malay');

async function onPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
}

/**
 * A product saved with five additional images before the page's limit of five photos in all was held: straight into
 * the worker's SQLite file, as the server and the import no longer store one.
 */
async function insertOlderProduct(page: Page): Promise<Product> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: the worker's server did not start");
  const images = [];
  for (const colour of ['#1d4ed8', '#15803d', '#b91c1c', '#7c3aed', '#0f766e', '#a16207']) {
    images.push(await uploadImage(page.request, colour));
  }
  const [image = '', ...additionalImages] = images;
  // The server's own way in (its search functions are needed to write a product); WAL shares the file.
  const db = openDatabase(dataDir);
  try {
    return createProductRepository(db).create(
      makeProductInput({ name: uniqueName('Older gallery welder'), sku: `OLD-${Date.now()}`, image, additionalImages }),
    );
  } finally {
    db.close();
  }
}

for (const language of LANGUAGES) {
  const { admin, site } = texts(language);
  const theOther = texts(other(language)).admin;

  test.describe(`on a 360 px phone, the admin starting in ${languageName(language)}`, () => {
    test('the admin bar switches the admin to the other language, kept apart from the public pages’ language', async ({
      adminPage: page,
    }) => {
      await onPhone(page);
      await page.goto(inLanguage('/admin-portal', language));
      await expect(page.getByRole('heading', { level: 1, name: admin.portal.title })).toBeVisible();
      await page.getByRole('combobox', { name: admin.shell.language }).selectOption(other(language));
      await expect(page.getByRole('heading', { level: 1, name: theOther.portal.title })).toBeVisible();
      await expect(page.getByRole('combobox', { name: theOther.shell.language })).toHaveValue(other(language));

      // A public page keeps the visitor's language, which the admin's switch left alone...
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: site.about.banner.title })).toBeVisible();
      // ...and viewing it leaves the admin's own choice alone.
      await page.goto('/admin-portal/orders');
      await expect(page.getByRole('heading', { level: 1, name: theOther.orders.title })).toBeVisible();
      await expect(
        page
          .locator('[lang]')
          .filter({ has: page.getByRole('heading', { level: 1 }) })
          .last(),
      ).toHaveAttribute('lang', other(language));
    });

    test('the activity log names a customer’s answer to a quote in the admin’s language', async ({
      adminPage: page,
      api,
    }) => {
      const job = await quotedRepairJob(api, { customerName: uniqueName('Activity customer') });
      // An answer names the version of the quote it saw, as the customer's page sends it.
      const answer = await api.post(`/api/repair-status/${job.token}/answer`, {
        data: { answer: 'approved', version: job.quote!.version },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      await onPhone(page);
      await page.goto(inLanguage('/admin-portal/activity', language));
      const entry = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: admin.activity.actions['repair.approve'] }) })
        .filter({ hasText: job.number })
        .first();
      await expect(entry.getByRole('definition').filter({ hasText: admin.activity.customer })).toBeVisible();
      // Never the word as it is stored.
      await expect(entry.getByRole('definition').filter({ hasText: /^customer$/ })).toHaveCount(0);
    });

    test('Insights shows each table of figures as a list of cards, every figure under its name', async ({
      adminPage: page,
    }) => {
      const product = await createProduct(page.request, { name: uniqueName('Insights card item') });
      const beacon = await page.request.post('/api/insights/beacon', {
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        },
        // Five views: more than the other tests of this worker's server give any product, so that it ranks among
        // the top ten whatever ran before (they tie at one view, and a tie goes to the one with more buy clicks).
        data: JSON.stringify({
          e: Array.from({ length: 5 }, () => ({ n: 'view', p: 'product', d: 'phone', id: product.id })),
        }),
      });
      expect(beacon.status()).toBe(204);
      await onPhone(page);
      await page.goto(inLanguage('/admin-portal/insights', language));
      const top = page.getByRole('list', { name: admin.insights.topByViews });
      const card = top.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
      await expect(card).toBeVisible();
      for (const label of [admin.insights.views, admin.insights.shopee, admin.insights.clickThrough]) {
        await expect(card.getByRole('term').filter({ hasText: label })).toBeVisible();
      }
      await expect(page.getByRole('table')).toHaveCount(0);
      await page.getByText(admin.insights.showTable).click();
      await expect(page.getByRole('list', { name: admin.insights.perDay }).getByRole('listitem').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });

    test('the product form keeps the 4 additional photos the page shows beside the introduction image, and says so', async ({
      adminPage: page,
    }) => {
      await onPhone(page);
      await page.goto(inLanguage('/admin-portal/add', language));
      const files = [];
      for (let n = 1; n <= 6; n++) files.push(await imageFile(`side-${n}.png`));
      await page.getByLabel(new RegExp(`^${admin.form.fields.additionalImages}`)).setInputFiles(files);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: fill(admin.form.imagesKept_other, { count: 4, chosen: 6, max: 4 }) }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: fill(admin.form.additionalImage, { number: 4 }) })).toBeVisible();
      await expect(page.getByRole('img', { name: fill(admin.form.additionalImage, { number: 5 }) })).toHaveCount(0);
      await expect(page.getByText(fill(admin.form.additionalFull, { max: 4 }))).toBeVisible();
    });

    test('a product saved with 5 additional photos keeps them, the 5th marked as not shown, and saves again', async ({
      adminPage: page,
    }) => {
      const older = await insertOlderProduct(page);
      await onPhone(page);
      await page.goto(inLanguage(`/admin-portal/edit/${older.id}`, language));
      await expect(page.getByText(fill(admin.form.notShownSummary_one, { total: 5, max: 4, count: 1 }))).toBeVisible();
      for (let number = 1; number <= 5; number++) {
        await expect(page.getByRole('img', { name: fill(admin.form.additionalImage, { number }) })).toBeVisible();
      }
      await expect(page.getByText(admin.form.notShown)).toHaveCount(1);
      await page.getByRole('button', { name: admin.form.save, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: admin.portal.title })).toBeVisible();
      const saved = (await (await page.request.get(`/api/admin/products/${older.id}`)).json()) as Product;
      expect(saved.additionalImages).toEqual(older.additionalImages);
    });

    test('the products page introduction speaks of the cards’ own button, and on the phone leaves it to the cards', async ({
      page,
    }) => {
      await onPhone(page);
      await page.goto(inLanguage('/products', language));
      const intro = page.getByText(site.catalogue.marketing.pitch);
      // On the phone the pitch gives its room to the products: the cards' own button is on the screen instead.
      await expect(intro).toBeHidden();
      await expect(page.getByText(site.catalogue.viewDetails, { exact: true }).first()).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(intro).toBeVisible();
      await expect(intro).toContainText(site.catalogue.viewDetails);
      await expect(intro).not.toContainText(site.catalogue.marketing.buyNow);
    });

    test('the sent page says the order is saved and must now be sent on WhatsApp; the message names the product as shown, with its SKU', async ({
      page,
      api,
    }) => {
      const product = await createProduct(api, {
        name: uniqueName('Sent page welder'),
        nameMs: uniqueName('Mesin kimpalan dihantar'),
        sku: `PH-${Date.now()}`,
        price: 250,
      });
      const shownName = language === 'ms' ? product.nameMs : product.name;
      await page
        .context()
        .route('https://wa.me/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
        );
      await keepEnquiryList(page, [{ product, quantity: 1 }]);
      await onPhone(page);
      await openLive(page, inLanguage('/enquiry', language));
      await page.getByLabel(site.enquiry.form.name, { exact: true }).fill(uniqueName('Farah'));
      await page.getByLabel(site.enquiry.form.phone, { exact: true }).fill('012-345 6789');
      await page.getByRole('radio', { name: site.enquiry.form.deliveryChoice.collect }).check();
      const chat = page.context().waitForEvent('page');
      await page.getByRole('button', { name: site.enquiry.form.send }).click();
      const popup = await chat;
      const message = new URL(popup.url()).searchParams.get('text') ?? '';
      expect(message).toContain(`- ${shownName} (SKU ${product.sku}) × 1`);
      await expect(page.getByRole('heading', { level: 1, name: site.enquiry.sent.heading })).toBeVisible();
      await expect(page.getByText(site.enquiry.sent.next)).toBeVisible();
      await expect(page.getByRole('link', { name: site.enquiry.sent.whatsapp })).toBeVisible();
    });
  });
}

test('the built site serves no copy of its page template, compressed or not', async ({ page }) => {
  // The build writes index.html.br and .gz beside the template (scripts/precompress.mjs); none is a page.
  for (const path of ['/index.html', '/index.html.gz', '/index.html.br']) {
    const response = await page.request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
  }
});
