import type { Page } from '@playwright/test';
import { test, expect, createProduct, keepEnquiryList, openLive } from './fixtures';

/**
 * A visitor's browser as a customer has it. Headless Chromium names itself 'HeadlessChrome', which the
 * server counts as a bot and drops (so that the other browser tests leave no figures behind).
 */
const CUSTOMER_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function productRow(page: Page, table: string, productName: string) {
  return page.getByRole('table', { name: table }).getByRole('row', { name: new RegExp(productName) });
}

test('a product view and a click on "Buy on Shopee" show on the Insights screen, with the product page speed', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(60_000);
  const product = await createProduct(page.request, { shopeeUrl: 'https://shopee.com.my/product/4242' });

  await page.goto('/admin-portal');
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Top products by views' })).toBeVisible();
  await expect(productRow(page, 'Top products by views', product.name)).toHaveCount(0);

  // The visitor, in a browser of their own: no cookie of the admin's.
  const visitorContext = await browser.newContext({ userAgent: CUSTOMER_BROWSER });
  const visitor = await visitorContext.newPage();
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // The marketplace is outside this machine's reach: the new tab gets a stand-in page.
  await visitorContext.route('https://shopee.com.my/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shopee</title>' }),
  );
  const reporter = visitor.waitForResponse((response) => /\/assets\/vitals-[\w-]+\.js$/.test(response.url()));
  await visitor.goto(`/products/${product.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The speed reporter arrives by itself, after the page has loaded and has nothing else to do.
  const reporterUrl = (await reporter).url();
  const timing = await visitor.evaluate((url) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [request] = performance.getEntriesByName(url) as PerformanceResourceTiming[];
    return { loaded: navigation!.loadEventEnd, requested: request!.startTime };
  }, reporterUrl);
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded);
  // The page's largest paint is final once the visitor first taps or clicks, and is sent then.
  const largestPaintSent = visitor.waitForRequest(
    (request) => request.url().endsWith('/api/insights/beacon') && Boolean(request.postData()?.includes('"LCP"')),
  );
  const popup = visitor.waitForEvent('popup');
  await visitor.getByRole('link', { name: /Buy on Shopee/ }).click();
  await (await popup).close();
  await largestPaintSent;
  // Closing the tab sends what is still waiting: the page's speed, final once the page is hidden.
  await visitor.close({ runBeforeUnload: true });
  await visitorContext.close();
  expect(problems).toEqual([]);

  await expect(async () => {
    await page.reload();
    const viewed = productRow(page, 'Top products by views', product.name);
    // Product, views, Shopee, TikTok Shop, buy clicks, click-through rate, enquiries.
    await expect(viewed.getByRole('cell')).toHaveText(['1', '1', '0', '1', '100%', '0'], { timeout: 1000 });
    await expect(productRow(page, 'Top products by buy clicks', product.name)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  const speed = page.getByRole('table', { name: "Speed on visitors' devices" });
  const productPages = speed.getByRole('row', { name: /Product pages/ });
  await expect(productPages.getByRole('cell').first()).toHaveText('Desktop');
  // LCP: seconds, rated by the Core Web Vitals thresholds.
  await expect(productPages.getByRole('cell').nth(1)).toHaveText(/^\d+\.\d s(Good|Needs work|Poor)$/);
  // Each figure named in plain words, and said what it measures and where good and poor begin.
  await expect(speed.getByRole('columnheader', { name: 'Main content shown' })).toBeVisible();
  await expect(page.getByText('Good up to 2.5 s, needs work up to 4.0 s, poor above.')).toBeVisible();

  // The per-day figures have a table as well as the chart.
  await page.getByText('Show the figures as a table').click();
  const perDay = page.getByRole('table', { name: 'Per day' });
  await expect(perDay.getByRole('row')).toHaveCount(8);

  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(productRow(page, 'Top products by views', product.name)).toBeVisible();
});

test('the per-day chart is drawn in a place kept for it: its key and the table toggle do not move when it arrives', async ({
  adminPage: page,
}) => {
  // The chart's code is held back until the screen has shown its figures without it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/daily-chart-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin-portal/insights');
  const chart = page.getByRole('img', { name: /^Chart of visits/ });
  await expect(chart.getByText('Loading the chart...')).toBeVisible();
  const toggle = page.getByText('Show the figures as a table');
  const key = page.getByRole('listitem').filter({ hasText: /^WhatsApp enquiries$/ });
  const before = { toggle: await toggle.boundingBox(), key: await key.boundingBox() };

  release();
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect({ toggle: await toggle.boundingBox(), key: await key.boundingBox() }).toEqual(before);

  await toggle.click();
  await expect(page.getByRole('table', { name: 'Per day' }).getByRole('row')).toHaveCount(8);
});

test('every WhatsApp hand-off of a visitor counts on Insights: the enquiry list, the contact form, the number on Contact and a product page', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  const product = await createProduct(page.request, { name: `Insights welder ${Date.now()}`, price: 1500 });
  const enquiries = page.getByLabel('Totals for the period').getByRole('definition').nth(4);
  await page.goto('/admin-portal/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByLabel('Totals for the period').getByRole('term').nth(4)).toHaveText('WhatsApp enquiries');
  const before = Number((await enquiries.textContent())!.replace(/\D/g, ''));

  // A visitor on a phone, in Malay, in a browser of their own; the chat app is a stand-in page on this machine.
  const visitorContext = await browser.newContext({
    userAgent: CUSTOMER_BROWSER,
    viewport: { width: 360, height: 740 },
  });
  await visitorContext.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const visitor = await visitorContext.newPage();
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const handOff = async (tap: () => Promise<void>) => {
    const chat = visitor.waitForEvent('popup');
    await tap();
    const opened = await chat;
    expect(new URL(opened.url()).origin).toBe('https://wa.me');
    await opened.close();
  };

  // The enquiry list: sent, the chat opens and the page goes on to the confirmation.
  await keepEnquiryList(visitor, [{ product, quantity: 2 }]);
  await openLive(visitor, '/enquiry?lang=ms');
  await visitor.getByLabel('Nama').fill('Aminah Insights');
  await visitor.getByLabel('Telefon').fill('012-345 6789');
  await visitor.getByLabel('Alamat penghantaran').fill('12 Jalan Sultan Idris Shah, 30000 Ipoh');
  await handOff(() => visitor.getByRole('button', { name: 'Hantar pertanyaan' }).click());
  await expect(
    visitor.getByRole('heading', {
      level: 1,
      name: 'Pertanyaan anda telah disimpan: sekarang hantar melalui WhatsApp',
    }),
  ).toBeVisible();

  // Contact: the WhatsApp number, written out, then a message from the form.
  await openLive(visitor, '/contact?lang=ms');
  await handOff(() => visitor.getByRole('link', { name: /^\+60 .*\(dibuka dalam tab baharu\)$/ }).click());
  await visitor.getByLabel('Mesej Anda').fill('Ada mesin kimpalan MIG 200A?');
  await handOff(() => visitor.getByRole('button', { name: 'Hantar melalui WhatsApp' }).click());

  // A product's own question, counted with the product.
  await openLive(visitor, `/products/${product.id}?lang=ms`);
  await handOff(() => visitor.getByRole('link', { name: /Tanya tentang produk ini/ }).click());
  await visitor.close({ runBeforeUnload: true });
  await visitorContext.close();
  expect(problems).toEqual([]);

  await expect(async () => {
    await page.reload();
    await expect(enquiries).toHaveText(String(before + 4), { timeout: 1000 });
    // Product, views, Shopee, TikTok Shop, buy clicks, click-through rate, enquiries.
    await expect(productRow(page, 'Top products by views', product.name).getByRole('cell').last()).toHaveText('1', {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
});
