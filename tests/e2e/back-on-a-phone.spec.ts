import { createProduct, expect, openLive, test, uploadImage } from './fixtures';
import { uniqueName } from '../factories';

/**
 * Back as a phone user expects it (issue 41): the photo overlay is an entry of the tab's history, which Back closes
 * without leaving the product; it shows the largest stored size, and a pinch zooms it. (Back to a list with the
 * products added by Load more, at the same place: public-catalogue.spec.ts.)
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('Back closes the full-size photo and stays on the product, whose overlay shows the largest size and lets a pinch zoom', async ({
  page,
  api,
}) => {
  const [intro, second] = [await uploadImage(api, '#dc2626'), await uploadImage(api, '#16a34a')];
  const product = await createProduct(api, {
    name: uniqueName('Plasma cutter'),
    image: intro,
    additionalImages: [second!],
  });

  await openLive(page, '/products?category=Others');
  await openLive(page, `/products/${product.id}`);
  const dialog = page.getByRole('dialog', { name: `Full-size image of ${product.name}` });
  await page.getByRole('link', { name: `View full-size image of ${product.name}` }).click();
  await expect(dialog).toBeVisible();

  // The stored file itself, not a resized copy the page chose for its width.
  await expect(dialog.getByRole('img')).toHaveAttribute('src', intro);
  // The browser's pinch zoom is allowed (a swipe sideways still goes to the next photo).
  expect(await dialog.getByRole('img').evaluate((image) => getComputedStyle(image.parentElement!).touchAction)).toMatch(
    /pinch-zoom/,
  );

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Closed by its button, its entry goes too: the next Back leaves the product for the list.
  await page.getByRole('link', { name: `View full-size image of ${product.name}` }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?category=Others$/);
});
