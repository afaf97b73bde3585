import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createProduct, expect, insertOrder, test, uniqueName } from './fixtures';
import {
  DESKTOP,
  LANGUAGES,
  PHONE,
  adminScreens,
  createFullProduct,
  openWith,
  publicScreens,
  type Language,
  type Screen,
  type Viewport,
} from './site-screens';

/** WCAG 2.0 and 2.1, levels A and AA: what the site promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the page as it is and fails with each rule broken and where, readable in the report. */
async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}\n${node.failureSummary ?? ''}`,
    ),
  }));
  expect(found, 'WCAG 2 A/AA violations').toEqual([]);
}

function describeScreens(screens: readonly Screen[]) {
  for (const screen of screens) {
    test.describe(screen.name, () => {
      // An unknown path is answered with 404 by design, which Chromium logs; nothing else may be logged.
      if (screen.answers404) test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

      for (const viewport of [PHONE, DESKTOP] satisfies Viewport[]) {
        if (screen.phoneOnly && viewport !== PHONE) continue;
        for (const language of LANGUAGES satisfies readonly Language[]) {
          const name = `${screen.name} has no WCAG 2 A/AA violation in ${language === 'en' ? 'English' : 'Malay'} on a ${viewport.name}`;
          if (screen.signedIn) {
            test(name, async ({ adminPage: page, api }) => {
              await audit(page, screen, { api, language, viewport });
            });
          } else {
            test(name, async ({ page, api }) => {
              await audit(page, screen, { api, language, viewport });
            });
          }
        }
      }
    });
  }
}

async function audit(page: Page, screen: Screen, context: Omit<Parameters<Screen['show']>[0], 'page'>): Promise<void> {
  await page.setViewportSize({ width: context.viewport.width, height: context.viewport.height });
  // Faded-in content is checked at full opacity, as it ends up: colour contrast is measured on what shows.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await screen.show({ page, ...context });
  await expectNoViolations(page);
}

test.describe('public pages', () => describeScreens(publicScreens));
test.describe('admin screens', () => describeScreens(adminScreens));

test.describe('the site dialog', () => {
  test('the full-size picture closes on Escape, on its button and on a click beside it, and focus goes back', async ({
    page,
    api,
  }) => {
    const product = await createFullProduct(api, 'Dialog welder');
    await page.goto(`/products/${product.id}`);
    const enlarge = page.getByRole('button', { name: `View full-size image of ${product.name}` });
    const dialog = page.getByRole('dialog', { name: `Full-size image of ${product.name}` });

    await openWith(enlarge, dialog);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();

    await enlarge.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();

    await enlarge.click();
    await expect(dialog).toBeVisible();
    // The top left corner is dark space, away from the picture and the close button.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
  });

  test('the order details close on a click on the dark space around them, and the question does not', async ({
    adminPage: page,
  }) => {
    const order = insertOrder();
    const product = await createProduct(page.request, { name: uniqueName('Dialog delete item') });
    await page.goto('/admin-portal/orders');
    const details = page.getByRole('dialog');
    await page.getByRole('row').filter({ hasText: order.customerName }).getByRole('button').first().click();
    await expect(details).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(details).toBeHidden();

    // A question needs an answer: a stray click beside it neither answers nor dismisses it.
    await page.goto('/admin-portal');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product.name, exact: true }) });
    await row.getByRole('button', { name: `Delete ${product.name}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.mouse.click(5, 5);
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(row).toBeVisible();
  });
});
