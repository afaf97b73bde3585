import { expect, test } from './fixtures';

/**
 * The public site before its code has started, or without it: what a visitor on a slow phone can do in the
 * seconds before the code runs. Links, and the disclosures of the language list and the phone menu, are
 * plain HTML.
 */
test.use({ javaScriptEnabled: false });

test('the language switcher opens and loads the same page in Malay, and back in English', async ({ page }) => {
  await page.goto('/products?category=Power+Tools');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Change language (now English)' }).click();
  await page.getByRole('link', { name: 'Bahasa Melayu' }).click();

  // The same page and the same shelf, in Malay.
  await expect(page).toHaveURL('/products?category=Power+Tools&lang=ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('heading', { level: 1, name: 'Alatan Kuasa' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Laman Utama' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Tukar bahasa (kini Bahasa Melayu)' }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL('/products?category=Power+Tools&lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Power Tools' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens, shows the links and leads to a page', async ({ page }) => {
    await page.goto('/');
    const menuLink = page.getByRole('banner').getByRole('link', { name: 'About Us' });
    await expect(menuLink).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menuLink).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeVisible();

    await menuLink.click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(menuLink).toBeHidden();
  });
});

test("the catalogue's category links change the shelf", async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Generator' }).click();
  await expect(page).toHaveURL('/products?category=Generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Generator' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Generator' }),
  ).toHaveAttribute('aria-current', 'page');
});
