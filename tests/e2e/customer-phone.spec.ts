import type { Page, Route } from '@playwright/test';
import type { ShopSettings } from '../../src/domain/shop-settings';
import { formatPhone } from '../../src/domain/phone';
import { categoryName, subCategoryName } from '../../src/i18n/names';
import { createProduct, expect, openLive, test, uniqueName } from './fixtures';
import { inLanguage, LANGUAGES, PHONE, texts, type Language } from './site-screens';

/** The customer on a 360 × 740 phone, in both languages (issue 46). */
test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

const languageName = (language: Language) => (language === 'en' ? 'English' : 'Malay');
const other = (language: Language): Language => (language === 'en' ? 'ms' : 'en');

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

const savedChoice = (page: Page) =>
  page.evaluate(() => ({
    stored: window.localStorage.getItem('i18nextLng'),
    cookie: document.cookie
      .split('; ')
      .filter((pair) => pair.startsWith('lang=') || pair.startsWith('firebase-language-override='))
      .sort(),
  }));

for (const language of LANGUAGES) {
  const site = texts(language).site;

  test(`Contact shows the WhatsApp number as text, a link that opens the chat, in ${languageName(language)}`, async ({
    page,
  }) => {
    const settings = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
    await openLive(page, inLanguage('/contact', language));
    const card = page.getByRole('region', { name: site.contact.card.heading });
    const row = card.getByRole('term').filter({ hasText: site.contact.card.whatsApp });
    await expect(row).toBeVisible();
    const number = card.getByRole('link', { name: new RegExp(`^${escape(formatPhone(settings.whatsApp))}`) });
    // The number is written out (a long press copies it), and a tap opens the chat with the shop.
    await expect(number).toBeVisible();
    await expect(number).toHaveText(new RegExp(`^${escape(formatPhone(settings.whatsApp))}`));
    await expect(number).toHaveAttribute('href', `https://wa.me/${settings.whatsApp.replace(/\D/g, '')}`);
    await expect(number).toHaveAttribute('target', '_blank');
  });

  test(`the language chosen is saved as the page shows it, before its code, and the next page keeps it, in ${languageName(language)}`, async ({
    page,
  }) => {
    // An older choice of the other language, saved by an earlier visit.
    await openLive(page, `/?lang=${other(language)}`);
    expect((await savedChoice(page)).stored).toBe(other(language));

    const code = await holdCode(page);
    await page.goto(`/about?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    expect(await savedChoice(page)).toEqual({
      stored: language,
      cookie: [`firebase-language-override=${language}`, `lang=${language}`],
    });

    // A link followed before the code: the next page is in the choice, and stays in it once its code starts.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: texts(language).common.footer.privacy })
      .click();
    await expect(page).toHaveURL(/\/privacy/);
    await code.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect((await savedChoice(page)).stored).toBe(language);
  });
}

/** How far down the screen a card's top may start and still show its picture and name on the first screen. */
const CARD_SHOWN = 160;

for (const language of LANGUAGES) {
  const site = texts(language).site;
  const back = texts(language).common.labels.back;

  test(`the catalogue's first screen shows products, on every shelf and with the chips, in ${languageName(language)}`, async ({
    page,
  }) => {
    for (const shelf of [
      '/products',
      '/products?category=Welding+Machines',
      '/products?category=Power+Tools&sub=Amaxx',
    ]) {
      await openLive(page, inLanguage(shelf, language));
      const first = await page.getByRole('article').first().boundingBox();
      console.log(`first card at ${Math.round(first!.y)} px: ${shelf} (${language})`);
      expect(first!.y + CARD_SHOWN, shelf).toBeLessThanOrEqual(PHONE.height);
      // Nothing runs off sideways: the rows of categories and chips scroll within themselves.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test(`a chip opens its shelf with the chips and the products in view, headed by the sub-category, in ${languageName(language)}`, async ({
    page,
    api,
  }) => {
    const mig = await createProduct(api, {
      name: uniqueName('Phone MIG welder'),
      category: 'Welding Machines',
      subCategory: 'MIG',
    });
    await openLive(page, inLanguage('/products?category=Welding+Machines', language));
    // Scrolled down a little, as a visitor reading the intro: the chip's shelf opens at its place all the same.
    await page.mouse.wheel(0, 200);
    const chips = page.getByRole('navigation', { name: site.catalogue.filterLabel });
    await chips.getByRole('link', { name: 'MIG', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sub=MIG(&lang=ms)?#results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'MIG' })).toBeAttached();
    // The category, the shelf's title, stands above its sub-category's heading.
    await expect(
      page.getByRole('paragraph').filter({ hasText: new RegExp(`^${categoryName('Welding Machines', language)}$`) }),
    ).toBeAttached();
    await expect(chips.getByRole('link', { name: 'MIG', exact: true })).toBeInViewport();
    const card = page.getByRole('article').filter({ hasText: mig.name });
    await expect(card).toBeInViewport();
    const box = await card.boundingBox();
    expect(box!.y + CARD_SHOWN).toBeLessThanOrEqual(PHONE.height);
    await expect(page).toHaveTitle(new RegExp(`^${escape(categoryName('Welding Machines', language))} – MIG`));
    expect(subCategoryName('MIG', language)).toBe('MIG');
  });

  test(`Back from a product keeps the shelf it came from, its sub-category and order, before and after the code, in ${languageName(language)}`, async ({
    page,
    api,
  }) => {
    const product = await createProduct(api, {
      name: uniqueName('Phone TIG welder'),
      category: 'Welding Machines',
      subCategory: 'TIG',
      price: 1,
    });
    const shelf = inLanguage('/products?category=Welding+Machines&sub=TIG&sort=price-asc', language);
    const card = page.getByRole('article').filter({ hasText: product.name });

    // With the code: the browser's Back.
    await openLive(page, shelf);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(shelf.replace(/^\//, ''))}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'TIG' })).toBeVisible();

    // Before the code, on a slow phone: the page's inline script takes Back the same way, order and all.
    const code = await holdCode(page);
    await page.goto(shelf);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(shelf.replace(/^\//, ''))}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'TIG' })).toBeVisible();
    await code.release();

    // Opened on its own (a shared link): Back is the product's own shelf, its category and sub-category.
    const fresh = await page.context().newPage();
    await openLive(fresh, inLanguage(`/products/${product.id}`, language));
    await fresh.getByRole('link', { name: back }).click();
    await expect(fresh).toHaveURL(/\/products\?category=Welding\+Machines&sub=TIG(&lang=ms)?$/);
    await expect(fresh.getByRole('heading', { level: 1, name: 'TIG' })).toBeVisible();
    await fresh.close();
  });

  test(`the home page's six specialisations lead to their shelves, repair and service to the service page, in ${languageName(language)}`, async ({
    page,
  }) => {
    const items = site.home.specialisations.items;
    const shelves = [
      [items.welding.title, 'Welding Machines'],
      [items.machinery.title, 'Others'],
      [items.powerTools.title, 'Power Tools'],
      [items.abrasives.title, 'Accessories'],
      [items.protection.title, 'Accessories'],
      [items.repair.title, 'Machinery Service Consultant'],
    ] as const;
    await openLive(page, inLanguage('/', language));
    const section = page.getByRole('region', { name: site.home.specialisations.heading });
    await expect(section.getByRole('link')).toHaveCount(6);
    for (const [title, category] of shelves) {
      await expect(section.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        inLanguage(`/products?category=${encodeURIComponent(category).replace(/%20/g, '+')}`, language),
      );
    }
    // A tap anywhere on the card follows it: the repair card opens the service page, with its chat button.
    await section
      .getByRole('listitem')
      .filter({ hasText: items.repair.title })
      .click({ position: { x: 200, y: 60 } });
    await expect(
      page.getByRole('heading', { level: 1, name: categoryName('Machinery Service Consultant', language) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(escape(site.catalogue.service.contact)) })).toBeVisible();
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
