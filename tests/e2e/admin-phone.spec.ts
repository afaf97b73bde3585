import type { Locator, Page } from '@playwright/test';
import { createProduct, expect, insertOrder, test, uniqueName } from './fixtures';
import { LANGUAGES, PHONE, texts, type Language } from './site-screens';
import { categoryName } from '../../src/i18n/names';
import { shortOrderId } from '../../src/domain/format';

/**
 * The owner on a phone (360 px): each admin list is a column of cards, and everything a record has, its status
 * control and its actions are inside the screen, big enough for a thumb, in both languages.
 */

/** A text of the catalogue with its `{{placeholders}}` filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * The admin's screens in `language`: the language the site was in when the admin first came in, which the admin keeps
 * as its own (the switch in the admin bar is tested in phone-owner.spec.ts).
 */
async function openInLanguage(page: Page, path: string, language: Language): Promise<void> {
  if (language === 'ms') await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await page.goto(path);
}

/** A record's card: the list item whose heading names it (a product's heading also says its status). */
function card(page: Page, heading: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) });
}

/**
 * Nothing on the page reaches past the right edge of the screen, a table's scrolling box included: a card's field
 * hidden in a box that scrolls sideways is as far out of reach as one off the page.
 */
async function expectNothingPastTheScreen(page: Page): Promise<void> {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => !element.closest('dialog:not([open]), .sr-only'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  );
  expect(wide, 'elements past the right edge of the screen').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** A control inside the screen, and at least 44 px tall (the site's size for a thumb). */
async function expectTappable(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

/** The text of the element is on one line: a code (an order number, a SKU) is never broken inside. */
async function expectOneLine(element: Locator): Promise<void> {
  const lines = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, `"${await element.textContent()}" on one line`).toBe(1);
}

for (const language of LANGUAGES) {
  const { admin } = texts(language);

  test.describe(`on a 360 px phone in ${language === 'en' ? 'English' : 'Malay'}`, () => {
    test('each order is a card with every field, and its status, view and delete work from the card', async ({
      adminPage: page,
    }) => {
      const order = insertOrder({
        customerName: uniqueName('Siti Nurhaliza binti Abdullah'),
        customerEmail: 'siti.nurhaliza.workshop.orders@example-engineering.test',
        customerPhone: '+60 12-345 6789',
        items: [
          { name: 'Auto-darkening welding helmet', price: 189, quantity: 1 },
          { name: 'Welding rod 2.6mm (5 kg pack)', price: 25.5, quantity: 2 },
          { name: 'Angle grinder disc', price: 3.2, quantity: 10 },
        ],
        total: 12345.5,
        status: 'pending',
      });
      const number = shortOrderId(order.id);
      await openInLanguage(page, '/admin-portal/orders', language);
      const orderCard = card(page, number);
      await expect(orderCard).toBeVisible();
      await expect(page.getByRole('list', { name: admin.orders.tableCaption })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);

      // Every field of the order, each under its label.
      for (const label of Object.values(admin.orders.columns).filter((text) => text !== admin.orders.columns.actions)) {
        if (label === admin.orders.columns.order) continue;
        await expect(orderCard.getByRole('term').filter({ hasText: label })).toBeVisible();
      }
      await expect(orderCard).toContainText(order.customerName);
      await expect(orderCard).toContainText(order.customerEmail);
      await expect(orderCard).toContainText('+60 12-345 6789');
      await expect(orderCard).toContainText('Auto-darkening welding helmet x1');
      await expect(orderCard).toContainText(/RM\s12,345\.50/);
      await expect(orderCard).toContainText(admin.statuses.pending);
      await expectNothingPastTheScreen(page);
      await expectOneLine(orderCard.getByRole('heading', { name: number }));

      const status = orderCard.getByRole('combobox', { name: fill(admin.orders.statusOf, { order: number }) });
      const view = orderCard.getByRole('button', { name: fill(admin.orders.viewDetailsOf, { order: number }) });
      const remove = orderCard.getByRole('button', { name: fill(admin.orders.deleteOrder, { order: number }) });
      for (const control of [status, view, remove]) await expectTappable(control);

      await status.selectOption('shipped');
      await expect(page.getByRole('status').filter({ hasText: admin.orders.statusUpdated })).toBeVisible();
      await expect(orderCard.getByRole('definition').filter({ hasText: admin.statuses.shipped })).toBeVisible();
      await expect(status).toHaveValue('shipped');

      await view.click();
      const details = page.getByRole('dialog');
      await expect(details).toContainText(order.customerName);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await remove.click();
      const question = page.getByRole('alertdialog', { name: admin.orders.confirmDelete });
      await question.getByRole('button', { name: admin.orders.delete, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: admin.orders.deleted })).toBeVisible();
      await expect(orderCard).toHaveCount(0);
    });

    test('each product is a card with its picture, SKU on one line, category, price and id, and edit and delete', async ({
      adminPage: page,
    }) => {
      const product = await createProduct(page.request, {
        name: uniqueName('Mesin Kimpalan MIG 200 Synergic Inverter 220V dengan obor'),
        sku: `WM-MIG-200-SYN-${Date.now()}`,
        category: 'Generator',
        price: 12345.5,
        // A draft: its status shows beside its name (long in Malay).
        status: 'draft',
      });
      await openInLanguage(page, '/admin-portal', language);
      // The portal leads with what is due: the products wait behind their button on a phone.
      await page.getByRole('button', { name: admin.portal.showProducts }).click();
      const productCard = card(page, product.name);
      await expect(productCard).toBeVisible();
      await expect(page.getByRole('list', { name: admin.portal.tableCaption })).toBeVisible();
      await expect(productCard.getByRole('definition').filter({ hasText: product.sku })).toBeVisible();
      await expect(productCard).toContainText(categoryName('Generator', language));
      await expect(productCard).toContainText(/RM\s12,345\.50/);
      await expect(productCard).toContainText(product.id);
      await expect(productCard.getByRole('heading')).toContainText(admin.productStatuses.draft);
      await expectNothingPastTheScreen(page);
      await expectOneLine(productCard.getByRole('definition').filter({ hasText: product.sku }));

      const edit = productCard.getByRole('link', { name: fill(admin.portal.editProduct, { name: product.name }) });
      const remove = productCard.getByRole('button', {
        name: fill(admin.portal.deleteProduct, { name: product.name }),
      });
      await expectTappable(edit);
      await expectTappable(remove);

      await remove.click();
      const question = page.getByRole('alertdialog', { name: admin.portal.confirmDelete });
      await question.getByRole('button', { name: admin.portal.delete, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: admin.portal.deleted })).toBeVisible();
      await expect(productCard).toHaveCount(0);

      const other = await createProduct(page.request, { name: uniqueName('Card edit item') });
      await page.reload();
      await card(page, other.name)
        .getByRole('link', { name: fill(admin.portal.editProduct, { name: other.name }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin-portal/edit/${other.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: admin.form.editTitle })).toBeVisible();
    });

    test('each activity entry is a card with when, who, what, which record and from where', async ({
      adminPage: page,
    }) => {
      const product = await createProduct(page.request, { name: uniqueName('Activity card item') });
      await openInLanguage(page, '/admin-portal/activity', language);
      const entry = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: admin.activity.actions['product.create'] }) })
        .filter({ hasText: product.name })
        .first();
      await expect(entry).toBeVisible();
      await expect(page.getByRole('list', { name: admin.activity.tableCaption })).toBeVisible();
      for (const label of Object.values(admin.activity.columns)) {
        if (label === admin.activity.columns.what) continue;
        await expect(entry.getByRole('term').filter({ hasText: label })).toBeVisible();
      }
      await expect(entry.locator('time')).toBeVisible();
      await expectNothingPastTheScreen(page);
    });
  });
}

test('the lists turn back into tables on a wider screen, and into cards again on a phone', async ({
  adminPage: page,
}) => {
  const order = insertOrder({ customerName: uniqueName('Turning buyer') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin-portal/orders');
  const row = page.getByRole('row').filter({ hasText: order.customerName });
  await expect(row.getByRole('rowheader')).toHaveText(shortOrderId(order.id));

  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await expect(card(page, shortOrderId(order.id))).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.setViewportSize({ width: 800, height: 800 });
  await expect(row).toBeVisible();
});
