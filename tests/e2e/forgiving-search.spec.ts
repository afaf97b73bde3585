import type { Page } from '@playwright/test';
import { TEST_ADMIN } from '../factories';
import { expect, openLive, preferMalay, test } from './fixtures';
import { startSiteServer, type SiteServer } from './site-server';

// A shop of its own over the demo catalogue: the owner edits the synonyms, which other tests must not see.
let shop: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startSiteServer({ demo: true });
});

test.afterAll(async () => {
  await shop.close();
});

const LANGUAGES = [
  {
    language: 'English',
    search: 'Search products',
    generator: 'Petrol Generator 3.5kVA Recoil Start',
    mig: 'MIG 200 Synergic Inverter Welder 220V',
    empty: (query: string) => `No products match “${query}”.`,
    didYouMean: 'Did you mean Generator?',
    ask: 'Ask on WhatsApp',
    enquiry: (query: string) => `Hello, I am looking for “${query}”. Do you have it?`,
  },
  {
    language: 'Malay',
    search: 'Cari produk',
    generator: 'Janakuasa Petrol 3.5kVA Tarik Tali',
    mig: 'Mesin Kimpalan MIG 200 Synergic Inverter 220V',
    empty: (query: string) => `Tiada produk yang sepadan dengan “${query}”.`,
    didYouMean: 'Adakah anda maksudkan Penjana?',
    ask: 'Tanya di WhatsApp',
    enquiry: (query: string) => `Hai, saya sedang mencari “${query}”. Ada stok?`,
  },
] as const;

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function search(page: Page, label: string, query: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(query);
  await box.press('Enter');
}

for (const texts of LANGUAGES) {
  test.describe(`forgiving search at 360 px in ${texts.language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      if (texts.language === 'Malay') await preferMalay(page);
    });

    test('"genset", "weldng" and "MIG200" find what a customer in Ipoh means', async ({ page }) => {
      await openLive(page, `${shop.url}/products`);
      await search(page, texts.search, 'genset');
      await expect(card(page, texts.generator)).toBeVisible();

      await search(page, texts.search, 'weldng');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: texts.empty('weldng') })).toHaveCount(0);

      await search(page, texts.search, 'MIG200');
      await expect(card(page, texts.mig)).toBeVisible();
    });

    test('a search that finds nothing says so, offers the category meant and a WhatsApp enquiry with the query', async ({
      page,
    }) => {
      await openLive(page, `${shop.url}/products`);
      await search(page, texts.search, 'penjana');
      const empty = page.getByRole('status').filter({ hasText: texts.empty('penjana') });
      await expect(empty).toBeVisible();
      const ask = empty.getByRole('link', { name: texts.ask });
      await expect(ask).toHaveAttribute('href', new RegExp(`text=${encodeURIComponent(texts.enquiry('penjana'))}$`));
      await empty.getByRole('link', { name: texts.didYouMean }).click();
      await expect(page).toHaveURL(/category=Generator/);
      await expect(card(page, texts.generator)).toBeVisible();
    });

    test('the "did you mean" answer works without the page code', async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
        ...(texts.language === 'Malay' ? { locale: 'ms-MY' } : {}),
      });
      const page = await context.newPage();
      await page.goto(`${shop.url}/products?q=penjana${texts.language === 'Malay' ? '&lang=ms' : ''}`);
      const empty = page.getByRole('status').filter({ hasText: texts.empty('penjana') });
      await expect(empty).toBeVisible();
      await expect(empty.getByRole('link', { name: texts.ask })).toBeVisible();
      await empty.getByRole('link', { name: texts.didYouMean }).click();
      await expect(card(page, texts.generator)).toBeVisible();
      await context.close();
    });
  });
}

test('the owner adds a line to the synonyms table and the next search uses it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const signedIn = await page.request.post(`${shop.url}/api/session`, { data: TEST_ADMIN });
  expect(signedIn.ok(), 'the admin could sign in').toBe(true);

  await openLive(page, `${shop.url}/products?q=${encodeURIComponent('mesin rumput')}`);
  await expect(page.getByRole('status').filter({ hasText: 'No products match “mesin rumput”.' })).toBeVisible();

  await openLive(page, `${shop.url}/admin-portal`);
  await page.getByRole('link', { name: 'Shop settings' }).click();
  const table = page.getByRole('textbox', { name: 'Search synonyms' });
  await expect(table).toHaveValue(/genset, jenset: generator, janakuasa/);
  await table.fill(`${await table.inputValue()}\nmesin rumput: generator`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();

  await openLive(page, `${shop.url}/products?q=${encodeURIComponent('mesin rumput')}`);
  await expect(card(page, 'Petrol Generator 3.5kVA Recoil Start')).toBeVisible();

  // A line without its meaning is refused by name, in the admin's words.
  await openLive(page, `${shop.url}/admin-portal`);
  await page.getByRole('link', { name: 'Shop settings' }).click();
  await table.fill('mesin rumput');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText('Write each line as words, a colon, and what they mean, e.g. genset: generator, janakuasa'),
  ).toBeVisible();
});
