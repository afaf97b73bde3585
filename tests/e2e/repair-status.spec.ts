import type { APIRequestContext, Page, Request } from '@playwright/test';
import { malaysianDay, type RepairJob } from '../../src/domain/repair';
import { formatRepairDay } from '../../src/features/site/repair-status/repair-dates';
import {
  createRepairJob,
  expect,
  moveRepairJob,
  openLive,
  quotedRepairJob,
  test,
  toggleNamed,
  uniqueName,
} from './fixtures';
import { siteTranslate, texts, type Language } from './site-screens';

/**
 * The customer's status page (/repair/{token}, issue 35) as the customer uses it: the link the shop sent on WhatsApp,
 * opened on a phone. The owner's side is made through the admin API: a job logged, looked at and quoted.
 */

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/** The job's own page. */
function linkOf(job: Pick<RepairJob, 'token'>): string {
  return `/repair/${job.token}`;
}

/** A customer with a name of their own, so that nothing else on the page could show it. */
function customer(language: Language) {
  const surname = uniqueName('Tan').replace(' ', '');
  return { customerName: `Siti ${surname} binti Ali`, language, customerPhone: '012-987 6543' };
}

/** The job as the owner reads it. */
async function readJob(api: APIRequestContext, id: string): Promise<RepairJob> {
  const response = await api.get(`/api/repairs/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as RepairJob;
}

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('a customer opens their link on a phone, reads where the job is, and approves the quote', async ({
  page,
  api,
}) => {
  const job = await quotedRepairJob(api, { ...customer('en'), serial: 'SERIAL-ONLY-THE-SHOP-SEES' });
  const { site } = texts('en');
  await page.goto(linkOf(job));

  await expect(page.getByRole('heading', { level: 1, name: `Repair ${job.number}` })).toBeVisible();
  await expect(page.getByText('Hello Siti, here is how the repair')).toBeVisible();
  const now = page.getByRole('region', { name: site.repair.now });
  await expect(now).toContainText('Waiting for approval');
  await expect(page.getByText('Lincoln Invertec 200')).toBeVisible();
  const history = page.getByRole('region', { name: site.repair.history }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Waiting for approval');
  await expect(history.nth(0)).toContainText('Quote: RM 350.00');
  await expect(history.nth(1)).toContainText('Opened it up: the power board is burnt.');
  await expect(history.nth(2)).toContainText('Received');
  // The first name, and nothing else of the customer or what only the shop keeps.
  const text = await page.locator('body').innerText();
  for (const secret of [
    job.customerName,
    'binti Ali',
    '987 6543',
    '9876543',
    'SERIAL-ONLY-THE-SHOP-SEES',
    '1,250.50',
  ]) {
    expect(text).not.toContain(secret);
  }
  await expectNoSidewaysScrolling(page);

  await expect(page).toHaveTitle(/^Repair status \| /);
  const quote = page.getByRole('region', { name: site.repair.quote.heading });
  await expect(quote).toContainText('RM 350.00');
  await expect(quote).toContainText('New power board and a full service.');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The page's code names no address of it in the head either.
  await expect(page.locator('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Repair status \| /);
  await quote.getByRole('button', { name: 'Approve', exact: true }).click();
  await quote.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(quote.getByRole('status')).toHaveText(site.repair.quote.thanksApproved);
  await expect(quote).toContainText('You approved this quote on');
  await expect(quote.getByRole('button')).toHaveCount(0);
  await expect(history.nth(0)).toContainText('You approved the quote');
  // The headline is the answer now, with its day in Malaysia.
  const today = formatRepairDay(malaysianDay(new Date().toISOString()), siteTranslate('en'));
  await expect(now.locator('p').first()).toHaveText(`Approved on ${today}`);

  // The owner sees the answer, and the page opened again says it.
  expect((await readJob(api, job.id)).quote).toMatchObject({ answer: 'approved' });
  await page.reload();
  await expect(quote).toContainText('You approved this quote on');
  await expect(quote.getByRole('link')).toHaveCount(0);
  await expect(now.locator('p').first()).toHaveText(`Approved on ${today}`);
  await expect(now).toContainText(site.repair.answeredWhile);
});

test('a Malay customer’s link opens in Malay on an English phone, and they decline the quote', async ({
  page,
  api,
}) => {
  const job = await quotedRepairJob(api, customer('ms'));
  const { site } = texts('ms');
  await page.goto(linkOf(job));

  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('heading', { level: 1, name: `Pembaikan ${job.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: site.repair.now })).toContainText('Menunggu kelulusan');
  // Hydrated as it came, in Malay: the browser's own English did not draw it again.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');

  const quote = page.getByRole('region', { name: site.repair.quote.heading });
  await quote.getByRole('button', { name: 'Tolak', exact: true }).click();
  await expect(quote.getByText('Tolak sebut harga RM 350.00?')).toBeVisible();
  await quote.getByRole('button', { name: 'Ya, tolak' }).click();
  await expect(quote.getByRole('status')).toHaveText(site.repair.quote.thanksDeclined);
  await expect(quote).toContainText('Anda telah menolak sebut harga ini pada');
  await expect(page.getByRole('region', { name: site.repair.now }).locator('p').first()).toHaveText(
    `Ditolak pada ${formatRepairDay(malaysianDay(new Date().toISOString()), siteTranslate('ms'))}`,
  );
  expect((await readJob(api, job.id)).quote).toMatchObject({ answer: 'declined' });
});

test('the customer switches the page to the other language, and it stays so when opened again', async ({
  page,
  api,
}) => {
  const job = await createRepairJob(api, customer('ms'));
  await openLive(page, linkOf(job));
  await expect(page.getByRole('heading', { level: 1, name: `Pembaikan ${job.number}` })).toBeVisible();

  await toggleNamed(page, /Tukar bahasa/).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Repair ${job.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status now' })).toContainText('Received');

  await page.goto(linkOf(job));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: `Repair ${job.number}` })).toBeVisible();
});

test('the buttons take the WhatsApp links’ place once the page’s code runs, without moving anything', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const job = await quotedRepairJob(api, customer('en'));
  const withoutCode = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  try {
    const before = await withoutCode.newPage();
    await before.goto(linkOf(job));
    const links = before.getByRole('region', { name: 'Our quote' }).getByRole('link');
    await expect(links).toHaveCount(2);
    const linkBoxes = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];

    await openLive(page, linkOf(job));
    const buttons = page.getByRole('region', { name: 'Our quote' }).getByRole('button');
    await expect(buttons).toHaveText(['Approve', 'Decline']);
    const buttonBoxes = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
    for (const [index, box] of buttonBoxes.entries()) {
      const link = linkBoxes[index]!;
      expect(box!.x).toBeCloseTo(link.x, 0);
      expect(box!.y).toBeCloseTo(link.y, 0);
      expect(box!.width).toBeCloseTo(link.width, 0);
      expect(box!.height).toBeCloseTo(link.height, 0);
    }
    // What follows the quote stays where it was.
    const history = (context: Page) => context.getByRole('heading', { name: 'History' }).boundingBox();
    expect((await history(page))!.y).toBeCloseTo((await history(before))!.y, 0);
  } finally {
    await withoutCode.close();
  }
});

test.describe('a quote answered elsewhere meanwhile', () => {
  // The store refuses the second answer with 409, which Chromium logs.
  test.use({ expectedApiFailures: [409] });

  test('is said so, with the answer that stands', async ({ page, api }) => {
    const job = await quotedRepairJob(api, customer('en'));
    await openLive(page, linkOf(job));
    const quote = page.getByRole('region', { name: 'Our quote' });
    await quote.getByRole('button', { name: 'Decline', exact: true }).click();

    // Another phone of the family approves first.
    const other = await page.request.post(`/api/repair-status/${job.token}/answer`, {
      data: { answer: 'approved', version: job.quote!.version },
    });
    expect(other.ok()).toBe(true);

    await quote.getByRole('button', { name: 'Yes, decline' }).click();
    await expect(quote.getByRole('status')).toHaveText(texts('en').site.repair.quote.alreadyAnswered);
    await expect(quote).toContainText('You approved this quote on');
    await expect(quote.getByRole('button')).toHaveCount(0);
    expect((await readJob(api, job.id)).quote).toMatchObject({ answer: 'approved' });
  });

  test('a quote the shop changed while the page was open is shown as it is now, to answer afresh; the old price is never approved', async ({
    page,
    api,
  }) => {
    const job = await quotedRepairJob(api, customer('en'));
    await openLive(page, linkOf(job));
    const quote = page.getByRole('region', { name: 'Our quote' });
    await expect(quote).toContainText('RM\u00a0350.00');
    await quote.getByRole('button', { name: 'Approve', exact: true }).click();

    // The shop re-quotes meanwhile: back to diagnosing, then a dearer quote.
    await moveRepairJob(api, job.id, { from: 'awaitingApproval', status: 'diagnosing', note: '' });
    await moveRepairJob(api, job.id, {
      from: 'diagnosing',
      status: 'awaitingApproval',
      lines: [{ kind: 'part', description: 'New transformer', quantity: 1, unitPrice: '900' }],
      note: '',
    });

    await quote.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(quote.getByRole('status')).toHaveText(texts('en').site.repair.quote.changed);
    await expect(quote).toContainText('New transformer');
    await expect(quote).toContainText('RM\u00a0900.00');
    expect((await readJob(api, job.id)).quote).toMatchObject({ version: 2, answer: null });
    // The current quote is answered on its own.
    await quote.getByRole('button', { name: 'Approve', exact: true }).click();
    await quote.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(quote.getByRole('status')).toHaveText(texts('en').site.repair.quote.thanksApproved);
    expect((await readJob(api, job.id)).quote).toMatchObject({ version: 2, answer: 'approved' });
  });
});

test.describe('when the answer cannot be sent', () => {
  test.use({ expectedApiFailures: ['network'] });

  test('the customer is told, and answers again once the network is back', async ({ page, api }) => {
    const job = await quotedRepairJob(api, customer('en'));
    await openLive(page, linkOf(job));
    const quote = page.getByRole('region', { name: 'Our quote' });
    await page.route('**/api/repair-status/*/answer', (route) => route.abort('internetdisconnected'));
    await quote.getByRole('button', { name: 'Approve', exact: true }).click();
    await quote.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(quote.getByRole('alert')).toContainText(texts('en').site.repair.quote.failed);
    await expect(quote.getByRole('alert')).toContainText(texts('en').common.errors.network);
    expect((await readJob(api, job.id)).quote).toMatchObject({ answer: null });

    await page.unroute('**/api/repair-status/*/answer');
    await quote.getByRole('button', { name: 'Approve', exact: true }).click();
    await quote.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(quote).toContainText('You approved this quote on');
  });
});

test('the page sends its address to no one: no beacon, no referrer', async ({ page, api }) => {
  const job = await quotedRepairJob(api, customer('en'));
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // The collector sends what it counted after a few seconds (src/features/site/visits/collect.ts): the page's clock
  // is moved past that, then the page is left, when it sends whatever is left.
  await page.clock.install();
  await openLive(page, linkOf(job));
  await page.clock.runFor(10_000);
  await page.goto('about:blank');

  const beacons = requests.filter((request) => request.url().includes('/api/insights/beacon'));
  expect(beacons.map((request) => request.postData())).toEqual([]);
  const carrying = requests.filter(
    (request) =>
      (!request.isNavigationRequest() && request.url().includes(job.token)) ||
      (request.headers().referer ?? '').includes(job.token) ||
      (request.postData() ?? '').includes(job.token),
  );
  expect(carrying.map((request) => request.url())).toEqual([]);
  expect(requests.length).toBeGreaterThan(1);
});

test.describe('a link that leads to no job', () => {
  test.use({ locale: 'ms-MY', expectedConsoleErrors: /the server responded with a status of 404/ });

  test('shows the not-found page in the visitor’s language, whatever the token', async ({ page }) => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token']) {
      const response = await page.goto(`/repair/${token}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
      await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemui' })).toBeVisible();
      await expect(page).toHaveTitle(/^Halaman tidak ditemui \|/);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page).toHaveTitle(/^Halaman tidak ditemui \|/);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote is answered by a WhatsApp message to the shop, in the customer’s language', async ({ page, api }) => {
    const job = await quotedRepairJob(api, customer('ms'));
    await page.goto(linkOf(job));
    const quote = page.getByRole('region', { name: 'Sebut harga kami' });
    await expect(quote.getByRole('button')).toHaveCount(0);
    const approve = quote.getByRole('link', { name: /Luluskan melalui WhatsApp/ });
    const decline = quote.getByRole('link', { name: /Tolak melalui WhatsApp/ });
    const settings = (await (await page.request.get('/api/settings')).json()) as { whatsApp: string };
    const digits = settings.whatsApp.replace(/\D/g, '');
    for (const [link, words] of [
      // formatPrice keeps 'RM' and the amount on one line with a no-break space.
      [approve, 'Saya meluluskan sebut harga RM\u00a0350.00'],
      [decline, 'Saya menolak sebut harga RM\u00a0350.00'],
    ] as const) {
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${digits}`);
      const message = href.searchParams.get('text') ?? '';
      expect(message).toContain(words);
      expect(message).toContain(job.number);
      expect(message).toContain('Siti');
    }
  });

  test('the status and the history are all there', async ({ page, api }) => {
    const job = await createRepairJob(api, customer('en'));
    await moveRepairJob(api, job.id, { from: 'received', status: 'diagnosing', note: 'Checking the fan.' });
    await page.goto(linkOf(job));
    await expect(page.getByRole('region', { name: 'Status now' })).toContainText('Diagnosing');
    await expect(page.getByText('Checking the fan.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our quote' })).toHaveCount(0);
  });
});

for (const language of ['en', 'ms'] as const) {
  test(`in ${language === 'en' ? 'English' : 'Malay'}, a deposit paid while the quote waits is held, never owed back; once the job is cancelled it is to refund, and nothing is owed`, async ({
    page,
    api,
  }) => {
    const { site } = texts(language);
    // A deposit of RM 100 against an estimate of RM 500, then a quote the customer has not answered.
    const job = await createRepairJob(api, { ...customer(language), estimate: 'RM 500' });
    const paid = await api.post(`/api/repairs/${job.id}/payments`, {
      data: { amount: 'RM 100', method: 'cash', date: malaysianDay(job.createdAt) },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await moveRepairJob(api, job.id, { from: 'received', status: 'diagnosing', note: '' });
    await moveRepairJob(api, job.id, {
      from: 'diagnosing',
      status: 'awaitingApproval',
      note: '',
      lines: [{ kind: 'labour', description: 'Rewinding', quantity: 1, unitPrice: '350' }],
    });
    await page.goto(linkOf(job));
    const term = (name: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
    await expect(term(site.repair.held)).toBeVisible();
    await expect(term(site.repair.toRefund)).toHaveCount(0);
    await expect(page.getByText(site.repair.balance, { exact: true })).toBeVisible();
    await expectNoSidewaysScrolling(page);

    // Cancelled: nothing owed; the deposit is to refund, once.
    await moveRepairJob(api, job.id, { from: 'awaitingApproval', status: 'cancelled', note: '' });
    await page.reload();
    await expect(term(site.repair.toRefund)).toHaveCount(1);
    await expect(term(site.repair.toRefund).locator('xpath=following-sibling::dd[1]')).toHaveText(/100\.00/);
    await expect(page.getByText(site.repair.balance, { exact: true })).toHaveCount(0);
    await expect(term(site.repair.held)).toHaveCount(0);
  });
}
