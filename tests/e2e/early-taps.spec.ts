import type { Page, Route } from '@playwright/test';
import { createProduct, expect, keepEnquiryList, test, uniqueName } from './fixtures';
import { createFullProduct, inLanguage, LANGUAGES, PHONE } from './site-screens';

/**
 * The taps a public page answers before its code has arrived (src/islands/early-taps.ts): on a slow phone the page's
 * code comes seconds after its first paint, and "Add to enquiry" and the main photo answer at once all the same.
 * The code is held back here (every script of /assets waits) until the test lets it through, and then takes over
 * what was done, with no error in the console (the page fixture fails the test on one).
 */

const TEXTS = {
  en: {
    add: 'Add to enquiry',
    added: 'Added to enquiry',
    inList: 'In your list · View list',
    oneMore: (count: number) => `Add one more (${count} in your list)`,
    addedOneMore: (count: number) => `One more added: ${count} in your list`,
    list: (count: number) => `Enquiry list (${count} ${count === 1 ? 'item' : 'items'})`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    enlarge: (name: string) => `View full-size image of ${name}`,
    overlay: (name: string) => `Full-size image of ${name}`,
    close: 'Close',
    next: 'Next picture',
  },
  ms: {
    add: 'Tambah ke pertanyaan',
    added: 'Ditambah ke pertanyaan',
    inList: 'Dalam senarai anda · Lihat senarai',
    oneMore: (count: number) => `Tambah satu lagi (${count} dalam senarai anda)`,
    addedOneMore: (count: number) => `Satu lagi ditambah: ${count} dalam senarai anda`,
    list: (count: number) => `Senarai pertanyaan (${count} item)`,
    quantityOf: (name: string) => `Kuantiti ${name}`,
    enlarge: (name: string) => `Lihat imej saiz penuh ${name}`,
    overlay: (name: string) => `Imej saiz penuh ${name}`,
    close: 'Tutup',
    next: 'Gambar seterusnya',
  },
};

/** Holds every script of the site back until `release` is called: the page as a slow phone has it after first paint. */
async function holdCode(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** The current history entry's state: the photo overlay's while it is open. */
const historyState = (page: Page) => page.evaluate(() => window.history.state as unknown);

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

for (const language of LANGUAGES) {
  const text = TEXTS[language];
  test.describe(`in ${language === 'en' ? 'English' : 'Malay'}`, () => {
    test('"Add to enquiry" before the code: answered in place with the way to the list, kept, and the code agrees', async ({
      page,
      api,
    }) => {
      const product = await createProduct(api, { name: uniqueName('Early welder'), price: 1890 });
      const code = await holdCode(page);
      const address = inLanguage(`/products/${product.id}`, language);
      await page.goto(address);
      const add = page.getByRole('button', { name: text.add });
      const viewList = page.getByRole('link', { name: text.inList });
      await expect(viewList).toBeHidden();
      await add.click();
      // In place, at once: no page load; the button gives way to the link to the list, which has the focus.
      await expect(viewList).toBeVisible();
      await expect(viewList).toBeFocused();
      await expect(add).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: text.added })).toHaveCount(1);
      expect(new URL(page.url()).pathname).toBe(`/products/${product.id}`);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

      await code.release();
      await hydrated(page);
      // The code's first look agrees with the screen, and its count has the product.
      await expect(viewList).toBeVisible();
      await expect(add).toBeHidden();
      await expect(page.getByRole('link', { name: text.list(1) }).first()).toBeAttached();
      // The link leads to the list, where the product is once: more of it is a quantity changed there.
      await viewList.click();
      await expect(page).toHaveURL(new RegExp(`/enquiry${language === 'ms' ? '\\?lang=ms' : ''}$`));
      await expect(page.getByLabel(text.quantityOf(product.name))).toHaveValue('1');
    });

    test('"Add to enquiry" of a product already in the list: before the code it keeps the quantity chosen, after it shows the way to the list', async ({
      page,
      api,
    }) => {
      const product = await createProduct(api, { name: uniqueName('Listed welder'), price: 2400 });
      await keepEnquiryList(page, [{ product, quantity: 3 }]);
      const code = await holdCode(page);
      await page.goto(inLanguage(`/products/${product.id}`, language));
      // The server cannot know this browser's list: the button, until a tap or the code says otherwise.
      await page.getByRole('button', { name: text.add }).click();
      await expect(page.getByRole('link', { name: text.inList })).toBeVisible();
      await code.release();
      await hydrated(page);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('button', { name: text.add })).toBeHidden();
      await page.getByRole('link', { name: text.inList }).click();
      await expect(page.getByLabel(text.quantityOf(product.name))).toHaveValue('3');
    });

    test('"+1" beside the way to the list: one more, said, before the code and after it, on a 360 px phone', async ({
      page,
      api,
    }) => {
      const product = await createProduct(api, { name: uniqueName('One more welder'), price: 1500 });
      const code = await holdCode(page);
      await page.goto(inLanguage(`/products/${product.id}`, language));
      const oneMore = (count: number) => page.getByRole('button', { name: text.oneMore(count) });
      await expect(oneMore(0)).toBeHidden();
      await page.getByRole('button', { name: text.add }).click();
      // Beside the link to the list, saying what it does and how many the list holds.
      await expect(page.getByRole('link', { name: text.inList })).toBeVisible();
      await expect(oneMore(1)).toBeVisible();
      await oneMore(1).click();
      await expect(oneMore(2)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.addedOneMore(2) })).toHaveCount(1);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

      // The code's first look agrees, and its "+1" does the same.
      await code.release();
      await hydrated(page);
      await expect(oneMore(2)).toBeVisible();
      await oneMore(2).click();
      await expect(oneMore(3)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.addedOneMore(3) })).toHaveCount(1);
      // The main control still only leads to the list: it never adds one more unseen.
      await page.getByRole('link', { name: text.inList }).click();
      await expect(page.getByLabel(text.quantityOf(product.name))).toHaveValue('3');
    });

    test('the main photo before the code: the overlay opens at once, Back closes it, and the code takes it over', async ({
      page,
      api,
    }) => {
      const product = await createFullProduct(api, 'Early gallery');
      const code = await holdCode(page);
      const address = inLanguage(`/products/${product.id}`, language);
      await page.goto(address);
      const enlarge = page.getByRole('link', { name: text.enlarge(product.name) });
      const overlay = page.getByRole('dialog', { name: text.overlay(product.name) });
      await enlarge.click();
      await expect(overlay).toBeVisible();
      await expect(overlay.getByRole('img')).toHaveJSProperty('complete', true);
      await expect(overlay.getByRole('button', { name: text.close })).toBeFocused();
      // Back closes it and stays on the product.
      await page.goBack();
      await expect(overlay).toBeHidden();
      expect(new URL(page.url()).pathname).toBe(`/products/${product.id}`);
      // Its close button, and a tap beside the picture.
      await enlarge.click();
      await overlay.getByRole('button', { name: text.close }).click();
      await expect(overlay).toBeHidden();
      await expect(enlarge).toBeFocused();
      // Closed, its history entry goes with it (history.back(), which the browser carries out a moment later): Back
      // then leaves the product.
      await expect.poll(() => historyState(page)).toBeNull();
      await enlarge.click();
      await overlay.click({ position: { x: 5, y: 5 } });
      await expect(overlay).toBeHidden();
      await expect.poll(() => historyState(page)).toBeNull();

      // Open when the code arrives: the code's overlay, with its other pictures, in its place; Back closes it.
      await enlarge.click();
      await expect(overlay).toBeVisible();
      await code.release();
      await hydrated(page);
      await expect(overlay.getByRole('button', { name: text.next })).toBeVisible();
      await expect(overlay).toHaveCount(1);
      await page.goBack();
      await expect(overlay).toBeHidden();
      expect(new URL(page.url()).pathname).toBe(`/products/${product.id}`);
    });
  });
}

test('"Add to enquiry" on a catalogue card before the code: answered, and the grid\'s code agrees as it starts', async ({
  page,
  api,
}) => {
  const product = await createProduct(api, { name: uniqueName('Early card welder'), price: 990 });
  const code = await holdCode(page);
  await page.goto('/products');
  // The newest first: the product just made.
  const card = page.getByRole('listitem').filter({ hasText: product.name });
  await card.getByRole('button', { name: TEXTS.en.add }).click();
  await expect(card.getByRole('link', { name: TEXTS.en.inList })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(TEXTS.en.added);
  expect(new URL(page.url()).pathname).toBe('/products');
  await code.release();
  await hydrated(page);
  await expect(card.getByRole('link', { name: TEXTS.en.inList })).toBeVisible();
  await expect(card.getByRole('button', { name: TEXTS.en.add })).toBeHidden();
  await expect(page.getByRole('link', { name: TEXTS.en.list(1) }).first()).toBeAttached();
});
