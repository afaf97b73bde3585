import type { Browser, Page } from '@playwright/test';
import type { Page as ListPage, Product } from '../../src/domain';
import type { ShopSettings } from '../../src/domain/shop-settings';
import { startSiteServer, type SiteServer } from './site-server';
import type { RepairJob } from '../../src/domain/repair';
import { TEST_ADMIN, makeRepairInput } from '../factories';
import { expect, openLive, test } from './fixtures';
import { texts } from './site-screens';

// A shop of its own: the settings change what every page shows, and other tests read the company's facts.
let shop: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startSiteServer({ demo: true });
});

test.afterAll(async () => {
  await shop.close();
});

test.beforeEach(async ({ page }) => {
  const signedIn = await page.request.post(`${shop.url}/api/session`, { data: TEST_ADMIN });
  expect(signedIn.ok(), 'the admin could sign in').toBe(true);
});

async function openSettings(page: Page): Promise<void> {
  await openLive(page, `${shop.url}/admin-portal`);
  await page.getByRole('link', { name: 'Shop settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
}

/** Saves the form and waits for the screen to say it is saved. */
async function saveSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();
}

async function storedSettings(page: Page): Promise<ShopSettings> {
  const response = await page.request.get(`${shop.url}/api/settings`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ShopSettings;
}

/** A visitor who has never been here, with the page's code switched off: what they see is the server's HTML. */
async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

const NEW_ADDRESS = 'No. 7, Jalan Raja Ekram, 30450 Ipoh, Perak, Malaysia';
const NEW_QUOTE = {
  en: 'Ten years on, still the welding shop we trust in Ipoh.',
  ms: 'Sepuluh tahun kemudian, masih kedai kimpalan yang kami percayai di Ipoh.',
};

// One test per language: each is a whole journey, the admin's save through the screen and a new visitor's pages.
for (const language of ['en', 'ms'] as const) {
  test(`the admin changes the WhatsApp number, the address and a testimonial; a new visitor sees them in ${language === 'en' ? 'English' : 'Malay'}`, async ({
    page,
    browser,
  }) => {
    await openSettings(page);
    await page.getByLabel('WhatsApp number').fill('012-777 8899');
    await page.getByLabel('Street').fill('No. 7, Jalan Raja Ekram');
    await page.getByLabel('Postcode').fill('30450');
    const first = page.getByRole('group', { name: 'Testimonial 1' });
    await expect(first.getByLabel('Name')).toHaveValue('Ahmad Razak');
    await first.getByLabel('Testimonial (English)').fill(NEW_QUOTE.en);
    await first.getByLabel('Testimonial (Malay)').fill(NEW_QUOTE.ms);
    await saveSettings(page);
    // The WhatsApp number is kept as links need it, and the admin's own frame shows the new address at once.
    await expect(page.getByLabel('WhatsApp number')).toHaveValue('+60127778899');
    await expect(page.getByRole('contentinfo').getByText(NEW_ADDRESS)).toBeVisible();

    const visitor = await newVisitor(browser);
    const products = (await (
      await visitor.request.get(`${shop.url}/api/products?limit=1`)
    ).json()) as ListPage<Product>;
    const product = products.items[0]!;

    const query = language === 'ms' ? '?lang=ms' : '';
    await visitor.goto(`${shop.url}/contact${query}`);
    const card = visitor.getByRole('region', { name: language === 'ms' ? 'Maklumat syarikat' : 'Company details' });
    await expect(card.getByText(NEW_ADDRESS)).toBeVisible();
    await expect(visitor.getByRole('contentinfo').getByText(NEW_ADDRESS)).toBeVisible();
    await expect(visitor.getByText('No. 18, Jalan Kuala Kangsar')).toHaveCount(0);

    await visitor.goto(`${shop.url}/testimonials${query}`);
    const quote = visitor.getByRole('figure').filter({ hasText: 'Ahmad Razak' });
    await expect(quote.getByText(NEW_QUOTE[language])).toBeVisible();
    await expect(quote.getByText('AR', { exact: true })).toBeAttached();

    await visitor.goto(`${shop.url}/products/${product.id}${query}`);
    const ask = visitor.getByRole('link', {
      name: language === 'ms' ? 'Tanya tentang produk ini' : 'Ask about this product',
    });
    await expect(ask).toHaveAttribute('href', /^https:\/\/wa\.me\/60127778899\?text=/);
    await visitor.context().close();
  });
}

test('Save stays in reach at the bottom of the screen while the long form scrolls, and never covers the field in use', async ({
  page,
}) => {
  await openSettings(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const save = page.getByRole('button', { name: 'Save settings' });
  // At the top of a form far longer than the screen, Save is on the screen all the same.
  expect(await page.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight)).toBe(true);
  await expect(save).toBeInViewport();
  const viewport = page.viewportSize()!;
  const atTop = (await save.boundingBox())!;
  expect(atTop.y + atTop.height).toBeLessThanOrEqual(viewport.height);

  // A keyboard user goes from field to field down the form: each one is scrolled clear of the Save bar.
  await page.getByLabel('Legal name').focus();
  for (let step = 0; step < 14; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, name: document.activeElement!.getAttribute('name') };
    });
    const bar = (await save.boundingBox())!;
    await expect(save).toBeInViewport();
    expect(focused.bottom, `${focused.name} is above the Save bar`).toBeLessThanOrEqual(bar.y - 8);
    expect(focused.top).toBeGreaterThanOrEqual(0);
  }
});

test("the contact page's message goes to the new WhatsApp number", async ({ page, browser }) => {
  await openSettings(page);
  await page.getByLabel('WhatsApp number').fill('+60 12-345 0099');
  await saveSettings(page);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });
  await openLive(visitor, `${shop.url}/contact?lang=ms`);
  await visitor.getByRole('textbox', { name: 'Mesej Anda' }).fill('Ada stok TIG 200?');
  await visitor.getByRole('button', { name: 'Hantar melalui WhatsApp' }).click();
  await expect
    .poll(() => visitor.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls))
    .toEqual([
      [`https://wa.me/60123450099?text=${encodeURIComponent('Ada stok TIG 200?')}`, '_blank', 'noopener,noreferrer'],
    ]);
  await context.close();
});

test('a bad phone number or a javascript: shop link is refused with a message naming the field, and nothing changes', async ({
  page,
}) => {
  const before = await storedSettings(page);
  await openSettings(page);

  const whatsApp = page.getByLabel('WhatsApp number');
  await whatsApp.fill('12345');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to save settings: check WhatsApp number.');
  await expect(whatsApp).toHaveAttribute('aria-invalid', 'true');
  await expect(whatsApp).toBeFocused();
  await expect(page.getByText('Enter a Malaysian phone number, e.g. 012-345 6789 or 05-254 1234')).toBeVisible();

  await whatsApp.fill('012-538 7742');
  const shopee = page.getByLabel('Shopee shop URL');
  await shopee.fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'check Shopee shop URL.' })).toBeVisible();
  await expect(shopee).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a link that starts with http:// or https://')).toBeVisible();

  // The server refuses them too, whoever sends them, naming the fields.
  const refused = await page.request.put(`${shop.url}/api/settings`, {
    data: { ...before, whatsApp: '12345', shopee: { ...before.shopee, url: 'javascript:alert(1)' } },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'invalid', fields: { whatsApp: 'phone', 'shopee.url': 'url' } });

  expect(await storedSettings(page)).toEqual(before);
});

test('the settings screen speaks Malay, with its messages per field', async ({ page }) => {
  await openLive(page, `${shop.url}/admin-portal/settings?lang=ms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tetapan kedai' })).toBeVisible();
  await page.getByLabel('URL kedai Shopee').fill('ftp://shopee.com.my/kintaweld');
  await page.getByRole('button', { name: 'Simpan tetapan' }).click();
  await expect(page.getByRole('alert')).toContainText('Gagal menyimpan tetapan: semak URL kedai Shopee.');
  await expect(page.getByText('Masukkan pautan yang bermula dengan http:// atau https://')).toBeVisible();

  // As from every admin screen, the way back to the portal; the change is not saved, so leaving asks first.
  await page.getByRole('link', { name: 'Kembali ke Portal Admin' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Tinggalkan borang ini? Apa yang anda taip di sini belum disimpan.');
  await question.getByRole('button', { name: 'Tinggalkan tanpa menyimpan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portal Admin' })).toBeVisible();
});

test('testimonials can be added, moved and deleted, and the page shows them in that order', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  const added = page.getByRole('group', { name: 'Testimonial 5' });
  await added.getByLabel('Name').fill('Siti Aminah');
  await added.getByLabel('Testimonial (English)').fill('They fixed our compressor the same day.');
  await added.getByLabel('Testimonial (Malay)').fill('Mereka membaiki pemampat kami pada hari yang sama.');
  await page.getByRole('button', { name: 'Move Testimonial 5 up' }).click();
  await page.getByRole('button', { name: 'Delete Testimonial 1' }).click();
  await saveSettings(page);

  await page.goto(`${shop.url}/testimonials`);
  // Each caption: the avatar's initials, then the name.
  const captions = page.getByRole('figure').locator('figcaption');
  await expect(captions).toHaveText([/Lim Wei Ming$/, /Nurul Aina$/, /Siti Aminah$/, /Rajesh Kumar$/]);
  await expect(captions.nth(2)).toContainText('SA');
});

test('opening hours, given in both languages, show on the contact card and in the footer in the visitor’s language', async ({
  page,
  browser,
}) => {
  await openSettings(page);
  await page.getByLabel('Opening hours (English)').fill('Monday to Saturday, 9 am to 6 pm');
  await page.getByLabel('Opening hours (Malay)').fill('Isnin hingga Sabtu, 9 pagi hingga 6 petang');
  await saveSettings(page);

  const visitor = await newVisitor(browser);
  await visitor.goto(`${shop.url}/contact`);
  const card = visitor.getByRole('region', { name: 'Company details' });
  await expect(card.getByRole('term').filter({ hasText: 'Opening hours' })).toBeVisible();
  await expect(card.getByText('Monday to Saturday, 9 am to 6 pm')).toBeVisible();
  await expect(visitor.getByRole('contentinfo').getByText('Monday to Saturday, 9 am to 6 pm')).toBeVisible();

  await visitor.goto(`${shop.url}/contact?lang=ms`);
  await expect(visitor.getByRole('contentinfo').getByText('Isnin hingga Sabtu, 9 pagi hingga 6 petang')).toBeVisible();
  await expect(visitor.getByText('Monday to Saturday, 9 am to 6 pm')).toHaveCount(0);
  await visitor.context().close();
});

test('opening hours typed in one language show in both on a 360 px phone, and the contact card shows the usual hours until they are set', async ({
  page,
  browser,
}) => {
  const site = { en: texts('en').site.contact.card.defaultHours, ms: texts('ms').site.contact.card.defaultHours };
  const malayOnly = `Isnin hingga Jumaat, 8 pagi hingga 5 petang (${Math.floor(Math.random() * 9000) + 1000})`;
  await openSettings(page);
  await page.getByLabel('Opening hours (English)').fill('');
  await page.getByLabel('Opening hours (Malay)').fill(malayOnly);
  await saveSettings(page);

  const visitor = await newVisitor(browser);
  await visitor.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/contact?lang=en', '/contact?lang=ms']) {
    await visitor.goto(`${shop.url}${path}`);
    await expect(visitor.locator('#company-card-heading').locator('..').getByText(malayOnly)).toBeVisible();
  }

  await openSettings(page);
  await page.getByLabel('Opening hours (English)').fill('');
  await page.getByLabel('Opening hours (Malay)').fill('');
  await saveSettings(page);
  await visitor.goto(`${shop.url}/contact?lang=en`);
  await expect(visitor.getByRole('region', { name: 'Company details' }).getByText(site.en)).toBeVisible();
  await visitor.goto(`${shop.url}/contact?lang=ms`);
  await expect(visitor.locator('#company-card-heading').locator('..').getByText(site.ms)).toBeVisible();
  await visitor.context().close();
});

test('the Activity screen says which settings a save changed, in the admin’s language', async ({ page }) => {
  const tag = String(Math.floor(Math.random() * 9000) + 1000);
  await openSettings(page);
  await page.getByLabel('Phone', { exact: true }).fill(`05-241 ${tag}`);
  await page.getByLabel('Opening hours (English)').fill(`Monday to Friday, 9 am to 5 pm (${tag})`);
  await page.getByLabel('Opening hours (Malay)').fill(`Isnin hingga Jumaat, 9 pagi hingga 5 petang (${tag})`);
  await saveSettings(page);

  await page.goto(`${shop.url}/admin-portal/activity`);
  const table = page.getByRole('table', { name: 'Activity, newest first' });
  const newest = table.locator('tbody tr').first();
  await expect(newest.getByRole('rowheader')).toHaveText(/^Changed the settings\s*Changed: phone, opening hours$/);

  // The admin's own language switch, in the admin bar.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
  const jadual = page.getByRole('table', { name: 'Aktiviti, yang terbaharu dahulu' });
  await expect(jadual.locator('tbody tr').first().getByRole('rowheader')).toHaveText(
    /^Menukar tetapan\s*Diubah: telefon, waktu operasi$/,
  );
});

test("a repair slip prints the terms saved in Shop settings, in the customer's language", async ({ page }) => {
  await openSettings(page);
  const terms = { en: `Collect within 30 days. ${Date.now()}`, ms: `Ambil dalam tempoh 30 hari. ${Date.now()}` };
  await page.getByLabel('Slip terms (English)').fill(terms.en);
  await page.getByLabel('Slip terms (Malay)').fill(terms.ms);
  await saveSettings(page);
  expect((await storedSettings(page)).repairTerms).toEqual(terms);

  for (const language of ['en', 'ms'] as const) {
    const created = await page.request.post(`${shop.url}/api/repairs`, { data: makeRepairInput({ language }) });
    expect(created.status(), await created.text()).toBe(201);
    const job = (await created.json()) as RepairJob;
    await page.goto(`${shop.url}/admin-portal/repairs/${job.id}/slip`);
    const slip = page.getByRole('article');
    await expect(slip).toContainText(terms[language]);
    await expect(slip).not.toContainText(terms[language === 'en' ? 'ms' : 'en']);
  }
});

test('settings half typed survive a reload, a deleted testimonial included, until the admin starts again', async ({
  page,
}) => {
  const before = await storedSettings(page);
  await openSettings(page);
  await page.getByLabel('Street').fill('No. 9, Jalan Sultan Idris Shah');
  await page.getByRole('button', { name: 'Delete Testimonial 1' }).click();

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'What you typed here before is back' })).toBeVisible();
  await expect(page.getByLabel('Street')).toHaveValue('No. 9, Jalan Sultan Idris Shah');
  const first = page.getByRole('group', { name: 'Testimonial 1' });
  await expect(first.getByLabel('Name')).toHaveValue(before.testimonials[1]!.author);
  expect(await storedSettings(page)).toEqual(before);

  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByLabel('Street')).toHaveValue(before.address.street);
  await expect(first.getByLabel('Name')).toHaveValue(before.testimonials[0]!.author);
});
