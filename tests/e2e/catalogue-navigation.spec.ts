import type { Page } from '@playwright/test';
import { createProduct, expect, openLive, test, uniqueName } from './fixtures';
import { LANGUAGES, texts, type Language } from './site-screens';
import { categoryName } from '../../src/i18n/names';

/**
 * Finding products: "Products" opens every product, newest first, with the categories to narrow it; a product's
 * "Browse other tools" leads to its own category; on a phone the header's search icon puts the cursor in the search
 * box, and the results' heading shows below the fixed header.
 */

function inLanguage(path: string, language: Language): string {
  return language === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=ms`;
}

function cardNames(page: Page) {
  return page.getByRole('article').getByRole('heading');
}

/** The heading sits in the screen, below the fixed header, not under it. */
async function expectBelowHeader(page: Page, heading: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(heading).toBeInViewport();
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
}

for (const language of LANGUAGES) {
  const { common, site } = texts(language);
  const named = language === 'en' ? 'English' : 'Malay';

  test.describe(`in ${named}`, () => {
    test('Products opens every product, newest first, with All products marked before the categories', async ({
      page,
      api,
    }) => {
      const generator = await createProduct(api, { name: uniqueName('Older generator'), category: 'Generator' });
      const drill = await createProduct(api, { name: uniqueName('Newest drill'), category: 'Power Tools' });
      await page.goto(inLanguage('/about', language));
      await page
        .getByRole('navigation', { name: common.nav.label })
        .getByRole('link', { name: common.nav.products, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/products${language === 'ms' ? '\\?lang=ms' : ''}$`));
      await expect(page.getByRole('heading', { level: 1, name: site.catalogue.allProducts })).toBeVisible();
      const categories = page.getByRole('navigation', { name: site.catalogue.categoriesLabel });
      await expect(categories.getByRole('link')).toHaveCount(9);
      await expect(categories.getByRole('link').first()).toHaveText(site.catalogue.allProducts);
      await expect(categories.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
      // Two categories on one shelf, the newest first.
      await expect(cardNames(page).nth(0)).toHaveText(drill.name);
      await expect(cardNames(page).nth(1)).toHaveText(generator.name);
      await expect(page).toHaveTitle(site.meta.products.title);

      await categories.getByRole('link', { name: categoryName('Generator', language) }).click();
      await expect(page.getByRole('heading', { level: 1, name: categoryName('Generator', language) })).toBeVisible();
      await categories.getByRole('link', { name: site.catalogue.allProducts }).click();
      await expect(page.getByRole('heading', { level: 1, name: site.catalogue.allProducts })).toBeVisible();
      await expect(cardNames(page).nth(0)).toHaveText(drill.name);
    });

    test("Browse other tools on a generator's page leads to the generators, with and without the page's code", async ({
      page,
      api,
      browser,
      baseURL,
    }) => {
      const generator = await createProduct(api, { name: uniqueName('Petrol generator'), category: 'Generator' });
      const shelf = new RegExp(`/products\\?category=Generator${language === 'ms' ? '&lang=ms' : ''}$`);
      const link = (on: Page) => on.getByRole('link', { name: site.product.browseOther });

      await openLive(page, inLanguage(`/products/${generator.id}`, language));
      await link(page).click();
      await expect(page).toHaveURL(shelf);
      await expect(page.getByRole('heading', { level: 1, name: categoryName('Generator', language) })).toBeVisible();

      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(inLanguage(`/products/${generator.id}`, language));
      await link(plain).click();
      await expect(plain).toHaveURL(shelf);
      await expect(plain.getByRole('heading', { level: 1, name: categoryName('Generator', language) })).toBeVisible();
      await context.close();
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 360, height: 740 } });

      test("the header's search icon puts the cursor in the search box; the results' heading shows below the header", async ({
        page,
      }) => {
        await openLive(page, inLanguage('/about', language));
        await page.getByRole('banner').getByRole('link', { name: common.nav.search }).click();
        const box = page.getByRole('searchbox', { name: site.catalogue.search.label });
        await expect(box).toBeFocused();
        await expect(box).toBeInViewport();

        await box.fill('welding');
        await box.press('Enter');
        const heading = page.getByRole('heading', {
          level: 1,
          name: site.catalogue.search.heading.replace('{{query}}', 'welding'),
        });
        await expect(heading).toBeVisible();
        await expectBelowHeader(page, heading);

        // Tapped again on the results page: the box again.
        await page.getByRole('banner').getByRole('link', { name: common.nav.search }).click();
        await expect(box).toBeFocused();
      });

      test("before the page's code runs, the header's search icon puts the cursor in the search box too", async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({
          baseURL,
          javaScriptEnabled: false,
          viewport: { width: 360, height: 740 },
        });
        const page = await context.newPage();
        await page.goto(inLanguage('/about', language));
        await page.getByRole('banner').getByRole('link', { name: common.nav.search }).click();
        const box = page.getByRole('searchbox', { name: site.catalogue.search.label });
        await expect(box).toBeFocused();
        await expect(box).toBeInViewport();
        await box.fill('welding');
        await box.press('Enter');
        await expectBelowHeader(
          page,
          page.getByRole('heading', { level: 1, name: site.catalogue.search.heading.replace('{{query}}', 'welding') }),
        );
        await context.close();
      });
    });
  });
}
