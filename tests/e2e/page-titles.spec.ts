import type { APIRequestContext, Page } from '@playwright/test';
import type { RepairJob } from '../../src/domain/repair';
import type { ShopSettings } from '../../src/domain/shop-settings';
import { makeRepairInput } from '../factories';
import { createProduct, expect, openLive, test, uniqueName } from './fixtures';
import { LANGUAGES, texts, type Language } from './site-screens';

/**
 * A browser tab, a bookmark and a search result say which page it is: the spec's public titles word for word, each
 * admin screen its own in the admin's language, and a page that is not there says so, then the shop's name.
 */

async function shopName(api: APIRequestContext): Promise<string> {
  return ((await (await api.get('/api/settings')).json()) as ShopSettings).tradeName;
}

function inLanguage(path: string, language: Language): string {
  return language === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=ms`;
}

async function preferLanguage(page: Page, language: Language): Promise<void> {
  if (language === 'ms') await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
}

for (const language of LANGUAGES) {
  const { admin, site } = texts(language);
  const named = language === 'en' ? 'English' : 'Malay';

  test.describe(`in ${named}`, () => {
    // The missing product and the unknown address answer 404: Chromium logs it.
    test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

    test('an unknown address and a missing product are titled as not found, as served and once the code runs', async ({
      page,
      api,
    }) => {
      const shop = await shopName(api);
      for (const [path, title] of [
        ['/no/such/page', `${site.notFound.heading} | ${shop}`],
        ['/products/doesNotExist123', `${site.meta.productNotFound} | ${shop}`],
      ] as const) {
        await page.goto(inLanguage(path, language));
        await expect(page).toHaveTitle(title);
        await openLive(page, inLanguage(path, language));
        await expect(page).toHaveTitle(title);
      }
      // The card of a shared link names the shop as its settings have it.
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', shop);
    });

    test("the spec's public titles stay word for word; the enquiry list ends with the shop's name", async ({
      page,
      api,
    }) => {
      await page.goto(inLanguage('/products', language));
      await expect(page).toHaveTitle(site.meta.products.title);
      await page.goto(inLanguage('/contact', language));
      await expect(page).toHaveTitle(site.meta.contact.title);
      await openLive(page, inLanguage('/enquiry', language));
      await expect(page).toHaveTitle(`${site.meta.enquiry.title} | ${await shopName(api)}`);
    });

    test("each admin screen has its own title in the admin's language", async ({ adminPage: page, api }) => {
      const shop = await shopName(api);
      const product = await createProduct(api, { name: uniqueName('Titled item') });
      const repair = (await (
        await api.post('/api/repairs', { data: makeRepairInput({ customerName: uniqueName('Titled customer') }) })
      ).json()) as RepairJob;
      const numbered = (title: string) => title.replace('{{number}}', repair.number);
      await preferLanguage(page, language);
      const screens = [
        ['/admin-portal', admin.portal.title],
        ['/admin-portal/add', admin.form.addTitle],
        [`/admin-portal/edit/${product.id}`, admin.form.editTitle],
        ['/admin-portal/orders', admin.orders.title],
        ['/admin-portal/activity', admin.activity.title],
        ['/admin-portal/insights', admin.insights.title],
        ['/admin-portal/settings', admin.settings.title],
        ['/admin-portal/password', admin.password.title],
        ['/admin-portal/repairs', admin.repairs.title],
        ['/admin-portal/repairs/new', admin.repairs.form.addTitle],
        [`/admin-portal/repairs/${repair.id}`, numbered(admin.repairs.detail.title)],
        [`/admin-portal/repairs/${repair.id}/edit`, admin.repairs.form.editTitle],
        [`/admin-portal/repairs/${repair.id}/slip`, numbered(admin.repairs.slip.title)],
        ['/admin-portal/import', admin.import.title],
      ] as const;
      for (const [path, title] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page).toHaveTitle(`${title} | ${shop}`);
      }
      // Moving between screens inside the app changes it too.
      await page.getByRole('link', { name: admin.shell.backToPortal }).click();
      await expect(page).toHaveTitle(`${admin.portal.title} | ${shop}`);
      await page.getByRole('link', { name: admin.portal.manageOrders }).click();
      await expect(page).toHaveTitle(`${admin.orders.title} | ${shop}`);
    });

    test('an unknown address under /admin is titled as not found', async ({ adminPage: page, api }) => {
      await preferLanguage(page, language);
      await page.goto('/admin-portal/no-such-screen');
      await expect(page.getByRole('heading', { level: 1, name: site.notFound.heading })).toBeVisible();
      await expect(page).toHaveTitle(`${site.notFound.heading} | ${await shopName(api)}`);
    });

    test('the sign-in page is titled as what it is', async ({ page, api }) => {
      await preferLanguage(page, language);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: admin.login.title })).toBeVisible();
      await expect(page).toHaveTitle(`${admin.login.title} | ${await shopName(api)}`);
    });
  });
}
