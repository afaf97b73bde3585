import type { Page } from '@playwright/test';
import { createProduct, expect, imageFile, test, uniqueName } from './fixtures';
import { LANGUAGES, PHONE, texts, type Language } from './site-screens';

/**
 * The product form on a 360 px phone, in each language: what is typed survives a reload, leaving for another screen
 * asks first, and a SKU another product has is refused at its field, nothing saved.
 */

async function readIn(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('adminLanguage', chosen), language);
}

for (const language of LANGUAGES) {
  const { admin } = texts(language);
  const fields = admin.form.fields;
  const named = language === 'en' ? 'English' : 'Malay';

  test.describe(`in ${named}, on a 360 px phone`, () => {
    test('a product half typed survives a reload, and leaving for another screen asks first', async ({
      adminPage: page,
    }) => {
      await readIn(page, language);
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.goto('/admin-portal/add');
      const name = uniqueName('Half typed');
      await page.getByLabel(fields.name, { exact: true }).fill(name);
      await page.getByLabel(fields.price).fill('88.50');
      await page.getByLabel(fields.category, { exact: true }).selectOption('Power Tools');

      await page.reload();
      await expect(page.getByText(admin.form.restored)).toBeVisible();
      await expect(page.getByLabel(fields.name, { exact: true })).toHaveValue(name);
      await expect(page.getByLabel(fields.price)).toHaveValue('88.50');
      await expect(page.getByLabel(fields.category, { exact: true })).toHaveValue('Power Tools');

      // Cancel asks; staying keeps everything.
      await page.getByRole('button', { name: admin.form.cancel, exact: true }).click();
      const question = page.getByRole('alertdialog');
      await expect(question).toContainText(admin.form.leave.question);
      await question.getByRole('button', { name: admin.dialog.cancel }).click();
      await expect(page).toHaveURL(/\/admin-portal\/add$/);
      await expect(page.getByLabel(fields.name, { exact: true })).toHaveValue(name);

      // Leaving is leaving: the draft goes with it.
      await page.getByRole('button', { name: admin.form.cancel, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: admin.form.leave.confirm }).click();
      await expect(page).toHaveURL(/\/admin-portal$/);
      await page.goto('/admin-portal/add');
      await expect(page.getByLabel(fields.name, { exact: true })).toHaveValue('');
      await expect(page.getByText(admin.form.restored)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });

    test.describe(() => {
      // The refused save is answered 409, on purpose.
      test.use({ expectedApiFailures: [409] });

      test('a SKU another product has is refused at the SKU field, whatever its case, and nothing is saved', async ({
        adminPage: page,
        api,
      }) => {
        const sku = uniqueName('DUP').replace(' ', '-').toUpperCase();
        await createProduct(api, { sku });
        await readIn(page, language);
        await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
        await page.goto('/admin-portal/add');
        const name = uniqueName('Second of a SKU');
        await page.getByLabel(fields.name, { exact: true }).fill(name);
        await page.getByLabel(fields.sku).fill(` ${sku.toLowerCase()} `);
        await page.getByLabel(fields.price).fill('10');
        await page.getByLabel(fields.weight).fill('1');
        await page.getByLabel(fields.category, { exact: true }).selectOption('Power Tools');
        await page.getByLabel(fields.description, { exact: true }).fill('Second product of the same SKU.');
        await page.getByLabel(fields.image).setInputFiles(await imageFile('second.png'));
        await page.getByRole('button', { name: admin.form.save }).click();

        const skuField = page.getByLabel(fields.sku);
        await expect(skuField).toHaveAttribute('aria-invalid', 'true');
        await expect(skuField).toHaveAccessibleDescription(admin.validation.skuTaken);
        await expect(page).toHaveURL(/\/admin-portal\/add$/);
        const listed = (await (await api.get(`/api/admin/products?q=${encodeURIComponent(name)}`)).json()) as {
          items: unknown[];
        };
        expect(listed.items).toHaveLength(0);
      });
    });
  });
}
