import { createProduct, expect, insertOrder, openLive, test, uniqueName } from './fixtures';
import { createFullProduct, openWith } from './site-screens';

// Every screen in both languages on a phone and a desktop has no WCAG 2 A/AA violation: site-audit.spec.ts.

test.describe('the site dialog', () => {
  test('the full-size picture closes on Escape, on its button and on a click beside it, and focus goes back', async ({
    page,
    api,
  }) => {
    const product = await createFullProduct(api, 'Dialog welder');
    // The code's overlay (the lighter one that answers before the code: early-taps.spec.ts).
    await openLive(page, `/products/${product.id}`);
    const enlarge = page.getByRole('link', { name: `View full-size image of ${product.name}` });
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
