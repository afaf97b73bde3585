import type { Page } from '@playwright/test';
import type { ShopSettings } from '../../src/domain/shop-settings';
import { createRepairJob, expect, test } from './fixtures';
import { LANGUAGES, createFullProduct, inLanguage, texts, type Language } from './site-screens';

/**
 * The privacy notice (issue 39): a page of its own in both languages, filled from Shop settings, linked from every
 * page's footer and beside every form that takes a name or a phone.
 */

const languageName = (language: Language) => (language === 'en' ? 'English' : 'Malay');

/** The link to the notice as a visitor in `language` finds it: its address keeps the language. */
function expectNoticeLink(page: Page, scope: ReturnType<Page['locator']>, language: Language, name: string) {
  const link = scope.getByRole('link', { name, exact: true });
  return expect(link).toHaveAttribute('href', inLanguage('/privacy', language));
}

for (const language of LANGUAGES) {
  test(`the notice says in ${languageName(language)} what is kept, for how long Shop settings says, and how to ask`, async ({
    page,
    api,
  }) => {
    const before = (await (await api.get('/api/settings')).json()) as ShopSettings;
    const saved = await api.put('/api/settings', { data: { ...before, retentionMonths: 36 } });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      const { site } = texts(language);
      await page.goto(inLanguage('/privacy', language));
      await expect(page.getByRole('heading', { level: 1, name: site.privacy.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(site.meta.privacy.title));
      const main = page.getByRole('main');
      await expect(main).toContainText(before.legalName);
      await expect(main).toContainText(before.registrationNumber);
      await expect(main).toContainText(before.email);
      for (const form of ['enquiry', 'contact', 'repair'] as const) {
        await expect(page.getByRole('heading', { level: 3, name: site.privacy.forms[form].heading })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: site.privacy.keepHeading })).toContainText('36');
      // How long the nightly backups keep an erased detail (the embedded server's; hosted mode names Google's).
      await expect(page.getByRole('region', { name: site.privacy.keepHeading })).toContainText(
        site.privacy.backups_other.replaceAll('{{count}}', '14'),
      );
      await expect(page.getByRole('region', { name: site.privacy.insightsHeading })).toContainText(
        site.privacy.insights,
      );
      const rights = page.getByRole('region', { name: site.privacy.rightsHeading }).getByRole('listitem');
      await expect(rights).toHaveCount(4);
      await expect(main.getByRole('link', { name: before.email })).toHaveAttribute('href', `mailto:${before.email}`);
    } finally {
      await api.put('/api/settings', { data: before });
    }
  });

  test(`every public page's footer links to the notice, in ${languageName(language)}`, async ({ page, api }) => {
    const { common } = texts(language);
    const product = await createFullProduct(api, 'Privacy footer welder');
    const job = await createRepairJob(api, { language });
    const pages = [
      '/',
      '/about',
      '/products',
      `/products/${product.id}`,
      '/testimonials',
      '/contact',
      `/enquiry?add=${product.id}`,
      '/privacy',
      `/repair/${job.token}`,
    ];
    for (const path of pages) {
      await page.goto(inLanguage(path, language));
      await expectNoticeLink(page, page.getByRole('contentinfo'), language, common.footer.privacy);
    }
  });

  test(`the enquiry list, the contact form and the repair status page link to the notice beside the form, in ${languageName(language)}`, async ({
    page,
    api,
  }) => {
    const { common, site } = texts(language);
    const name = common.privacyLink;
    const product = await createFullProduct(api, 'Privacy form welder');

    await page.goto(inLanguage(`/enquiry?add=${product.id}`, language));
    const enquiryForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: site.enquiry.form.send }) });
    await expectNoticeLink(page, enquiryForm, language, name);

    await page.goto(inLanguage('/contact', language));
    const contactForm = page.locator('form').filter({ has: page.getByLabel(site.contact.form.label) });
    await expectNoticeLink(page, contactForm, language, name);

    const job = await createRepairJob(api, { language });
    await page.goto(inLanguage(`/repair/${job.token}`, language));
    await expectNoticeLink(page, page.getByRole('main'), language, name);
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: site.privacy.title })).toBeVisible();
  });
}

test('a retention of "two" months is refused in Shop settings with a clear message, and nothing is saved', async ({
  adminPage: page,
  api,
}) => {
  const { admin } = texts('en');
  const before = (await (await api.get('/api/settings')).json()) as ShopSettings;
  await page.goto('/admin-portal/settings');
  const field = page.getByLabel(admin.settings.fields.retentionMonths);
  await expect(field).toHaveValue(String(before.retentionMonths));
  for (const months of ['two', '0', '-3', '1e9']) {
    await field.fill(months);
    await page.getByRole('button', { name: admin.settings.save, exact: true }).click();
    await expect(page.getByText(admin.settings.errors.retention)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  expect(((await (await api.get('/api/settings')).json()) as ShopSettings).retentionMonths).toBe(
    before.retentionMonths,
  );
});

test("a repair slip's terms name the notice's address, in the customer's language", async ({ adminPage, api }) => {
  const job = await createRepairJob(api, { language: 'ms' });
  await adminPage.goto(`/admin-portal/repairs/${job.id}/slip`);
  const terms = adminPage.getByRole('article');
  await expect(terms).toContainText(/Cara kami menggunakan butiran anda \(notis privasi\): http\S+\/privacy/);
});
