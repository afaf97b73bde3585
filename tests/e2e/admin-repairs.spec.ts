import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { create } from 'qrcode';
import type { RepairJob, RepairStatus } from '../../src/domain/repair';
import type { RepairCreateInput } from '../../src/domain/repair-schema';
import { REPAIR_STATUS_NAMES } from '../../src/domain/repair-text';
import { REPAIRS_CSV_COLUMNS } from '../../src/domain/repairs-csv';
import type { ShopSettings } from '../../src/domain/shop-settings';
import { makeRepairInput } from '../factories';
import { expect, imageFile, test, uniqueName } from './fixtures';
import { LANGUAGES, PHONE, texts, type Language } from './site-screens';

/**
 * The owner's side of repairs, in both languages: logging a machine in on a phone (a refusal first, nothing typed
 * lost), printing its slip, moving it through its statuses with the WhatsApp message of each, the customer's answer
 * to the quote, a move someone else made first, and the list: search, filter, overdue, CSV. The customer's page is
 * another test's; here the customer answers through its API.
 */

/** A text of the catalogue with its `{{placeholders}}` filled in. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** The other language: the customer's, to tell apart what is in theirs from what is in the admin's. */
function other(language: Language): Language {
  return language === 'en' ? 'ms' : 'en';
}

/** The admin reads the screens in `language`, as chosen before (the admin has no language switch). */
async function readIn(page: Page, language: Language): Promise<void> {
  if (language === 'ms') await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ms'));
}

/** Random national digits of a mobile number, so that parallel tests never share a customer's phone. */
function mobileNumber(): { typed: string; spaced: string; digits: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return {
    typed: `017-${rest.slice(0, 3)} ${rest.slice(3)}`,
    spaced: `+60 17 ${rest.slice(0, 3)} ${rest.slice(3)}`,
    digits: `6017${rest}`,
  };
}

/** A day before today in Malaysia, `YYYY-MM-DD`. */
function daysAgo(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

async function createRepair(api: APIRequestContext, overrides: Partial<RepairCreateInput> = {}): Promise<RepairJob> {
  const response = await api.post('/api/repairs', {
    data: makeRepairInput({ customerName: uniqueName('Customer'), customerPhone: mobileNumber().typed, ...overrides }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RepairJob;
}

async function moveRepair(api: APIRequestContext, job: RepairJob, status: RepairStatus, quote?: string) {
  const lines =
    quote === undefined ? {} : { lines: [{ kind: 'labour', description: 'Quote', quantity: 1, unitPrice: quote }] };
  const response = await api.post(`/api/repairs/${job.id}/moves`, {
    data: { from: job.status, status, note: '', ...lines },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RepairJob;
}

async function readRepair(api: APIRequestContext, id: string): Promise<RepairJob> {
  const response = await api.get(`/api/repairs/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as RepairJob;
}

/** The dark modules of the QR code the slip draws, read back from its SVG path: "row,column" of each. */
async function drawnModules(svg: Locator): Promise<Set<string>> {
  const path = (await svg.locator('path').getAttribute('d')) ?? '';
  const viewBox = (await svg.getAttribute('viewBox')) ?? '';
  const size = Number(viewBox.split(' ')[2]);
  const dark = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i++) dark.add(`${Number(y) - 4},${Number(x) - 4 + i}`);
  }
  expect(size, 'the code and its quiet zone of four modules').toBeGreaterThan(20);
  return dark;
}

/** The dark modules of the QR code of `text`, as the library makes it for a scanner to read. */
function codeOf(text: string): Set<string> {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) dark.add(`${row},${column}`);
  }
  return dark;
}

/** The print page size the document asks for (its `@page` rule), as written. */
async function pageSize(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSPageRule ? [rule.style.getPropertyValue('size')] : [])),
    ),
  );
}

/** Nothing in the slip reaches past its own edges, nor the page past the screen. */
async function expectSlipFits(page: Page, slip: Locator, width: number): Promise<void> {
  const box = (await slip.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(width + 0.5);
  const wide = await slip.evaluate((article) => {
    const right = article.getBoundingClientRect().right;
    return [...article.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 0.5)
      .map((element) => `${element.tagName}.${element.className}`);
  });
  expect(wide, 'parts of the slip past its edge').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(Math.ceil(width));
}

/**
 * The page as Chromium prints it (print media, the page's own `@page` size): how many sheets, and the first one's
 * size in millimetres, read from the PDF's page objects.
 */
async function printed(page: Page): Promise<{ sheets: number; width: number; height: number }> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  const points = 25.4 / 72;
  return {
    sheets: pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0,
    width: Number(box?.[1]) * points,
    height: Number(box?.[2]) * points,
  };
}

/** CSS pixels in a millimetre (96 per inch). */
const MM = 96 / 25.4;

/** The WhatsApp link's number and message. */
async function whatsApp(page: Page, admin: ReturnType<typeof texts>['admin']) {
  const href = await page.getByRole('link', { name: admin.repairs.detail.whatsApp.send }).getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

for (const language of LANGUAGES) {
  const { admin } = texts(language);
  const customer = other(language);
  const named = language === 'en' ? 'English' : 'Malay';
  const status = (value: RepairStatus) => REPAIR_STATUS_NAMES[value][language];

  test.describe(`in ${named}`, () => {
    test('the owner logs a job on a 360 px phone: a wrong phone and a 3-decimal amount are field messages, nothing typed is lost, and its slip prints alone on A5 or an 80 mm roll with a QR code of the status link', async ({
      adminPage: page,
      api,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await readIn(page, language);
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.goto('/admin-portal/repairs');
      await page.getByRole('link', { name: admin.repairs.add }).click();
      await expect(page.getByRole('heading', { level: 1, name: admin.repairs.form.addTitle })).toBeVisible();

      const name = uniqueName('Walk-in');
      const phone = mobileNumber();
      const form = page.getByRole('form', { name: admin.repairs.form.addTitle });
      await form.getByLabel(admin.repairs.fields.customerName).fill(name);
      await form.getByLabel(admin.repairs.fields.customerPhone).fill('12345');
      // The customer's language is the admin's until the owner chooses theirs.
      await expect(form.getByLabel(admin.repairs.fields.language)).toHaveValue(language);
      await form.getByLabel(admin.repairs.fields.language).selectOption(customer);
      await form.getByLabel(admin.repairs.fields.brand, { exact: true }).fill('Jasic');
      await form.getByLabel(admin.repairs.fields.model, { exact: true }).fill('MIG 200');
      await form.getByLabel(admin.repairs.fields.fault).fill('Wire feed stops after a minute.');
      await form.getByLabel(admin.repairs.fields.accessories).fill('Torch, earth clamp');
      await form.getByLabel(admin.repairs.fields.estimate).fill('12.345');
      await form.getByLabel(admin.repairs.fields.deposit).fill('50');
      await form.getByLabel(admin.repairs.fields.promisedDate).fill(daysAgo(2));
      await form.getByRole('button', { name: admin.repairs.form.save }).click();

      const phoneField = form.getByLabel(admin.repairs.fields.customerPhone);
      const estimate = form.getByLabel(admin.repairs.fields.estimate);
      await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
      await expect(phoneField).toHaveAccessibleDescription(new RegExp(escape(admin.repairs.errors.phone)));
      await expect(estimate).toHaveAttribute('aria-invalid', 'true');
      await expect(estimate).toHaveAccessibleDescription(new RegExp(escape(admin.repairs.errors.amount)));
      await expect(phoneField).toBeFocused();
      // Everything typed is still there, the refused values too, to correct.
      await expect(phoneField).toHaveValue('12345');
      await expect(estimate).toHaveValue('12.345');
      await expect(form.getByLabel(admin.repairs.fields.customerName)).toHaveValue(name);
      await expect(form.getByLabel(admin.repairs.fields.fault)).toHaveValue('Wire feed stops after a minute.');
      await expect(form.getByLabel(admin.repairs.fields.language)).toHaveValue(customer);

      // A reload (a dropped connection, a tap on the wrong tab) brings the typing back.
      await page.reload();
      await expect(page.getByText(admin.repairs.form.restored)).toBeVisible();
      await expect(form.getByLabel(admin.repairs.fields.customerName)).toHaveValue(name);
      await expect(form.getByLabel(admin.repairs.fields.estimate)).toHaveValue('12.345');

      // Typed another way, the phone is shown back as Malaysians write it.
      await phoneField.fill(phone.typed);
      await phoneField.blur();
      await expect(phoneField).toHaveValue(`+60 ${phone.spaced.slice(4).replace(' ', '-')}`);
      await estimate.fill('1,250.50');
      await form
        .getByLabel(admin.repairs.fields.photos)
        .setInputFiles([await imageFile('front.png'), await imageFile('plate.jpg', 'jpeg')]);
      await expect(form.getByRole('img', { name: fill(admin.repairs.form.newPhoto, { number: 2 }) })).toBeVisible();
      await form.getByRole('button', { name: admin.repairs.form.save }).click();

      const heading = page.getByRole('heading', { level: 1, name: /R-\d{4}-\d{4,}/ });
      await expect(heading).toBeVisible();
      const number = /R-\d{4}-\d{4,}/.exec((await heading.textContent()) ?? '')![0];
      await expect(page.getByText(fill(admin.repairs.form.added, { number }))).toBeVisible();
      const id = /\/admin-portal\/repairs\/([^/?#]+)$/.exec(new URL(page.url()).pathname)![1]!;
      const job = await readRepair(api, id);
      // RM 1,250.50 in sen; the deposit of RM 50 its first payment.
      expect(job).toMatchObject({ customerPhone: `+${phone.digits}`, estimate: 125_050, language: customer });
      expect(job.payments).toEqual([expect.objectContaining({ amount: 5_000 })]);
      expect(job.photos).toHaveLength(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // The slip: every word in the customer's language, the shop, the job and a QR code of the status link.
      await page.getByRole('link', { name: admin.repairs.detail.slip }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: fill(admin.repairs.slip.title, { number }) }),
      ).toBeVisible();
      const words = texts(customer).admin.repairs.slip;
      const slip = page.getByRole('article', { name: words.heading });
      const settings = (await (await api.get('/api/settings')).json()) as ShopSettings;
      const link = `${baseURL}/repair/${job.token}`;
      await expect(slip).toHaveAttribute('lang', customer);
      for (const text of [settings.tradeName, number, name, 'Jasic MIG 200', 'Wire feed stops after a minute.']) {
        await expect(slip).toContainText(text);
      }
      await expect(slip).toContainText(words.accessories);
      await expect(slip).toContainText('Torch, earth clamp');
      await expect(slip).toContainText('RM\u00a01,250.50');
      await expect(slip).toContainText(settings.repairTerms[customer]);
      await expect(slip).toContainText(link);
      const qr = slip.getByRole('img', { name: fill(words.qrLabel, { link }) });
      expect(await drawnModules(qr)).toEqual(codeOf(link));

      // On paper: the slip alone, no site header, admin bar nor controls; A5, then an 80 mm roll.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('link', { name: admin.shell.repairs })).toBeHidden();
      await expect(page.getByRole('button', { name: admin.repairs.slip.print })).toBeHidden();
      await expect(qr).toBeVisible();
      expect(await pageSize(page)).toEqual([expect.stringMatching(/^a5\b/)]);
      // The A5 page less its margins of 10 mm.
      await page.setViewportSize({ width: Math.floor(128 * MM), height: 800 });
      await expectSlipFits(page, slip, 128 * MM);
      const a5 = await printed(page);
      expect(a5.sheets, 'the slip on one A5 sheet').toBe(1);
      expect(a5.width).toBeCloseTo(148, 0);
      expect(a5.height).toBeCloseTo(210, 0);

      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.getByLabel(admin.repairs.slip.receipt).click();
      await expect(page.getByLabel(admin.repairs.slip.receipt)).toBeChecked();
      await expect(page).toHaveURL(/paper=receipt/);
      await page.emulateMedia({ media: 'print' });
      expect(await pageSize(page)).toEqual(['80mm 297mm']);
      // The roll's 80 mm less its margins of 3 mm.
      await page.setViewportSize({ width: Math.floor(74 * MM), height: 800 });
      await expectSlipFits(page, slip, 74 * MM);
      const roll = await printed(page);
      expect(roll.sheets, 'the slip in one piece of the roll').toBe(1);
      expect(roll.width).toBeCloseTo(80, 0);
      await expect(qr).toBeVisible();
      const qrBox = (await qr.boundingBox())!;
      expect(qrBox.width).toBeGreaterThanOrEqual(30 * MM);
    });

    test("the owner moves a job through its statuses with a note and a quote, sends each on WhatsApp in the customer's language, and sees the customer approve the quote", async ({
      adminPage: page,
      api,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const phone = mobileNumber();
      const job = await createRepair(api, { language: customer, customerPhone: phone.typed });
      const link = `${baseURL}/repair/${job.token}`;
      await readIn(page, language);
      await page.goto(`/admin-portal/repairs/${job.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: fill(admin.repairs.detail.title, { number: job.number }) }),
      ).toBeVisible();
      await expect(page.getByLabel(admin.repairs.detail.link.label)).toHaveValue(link);

      const move = page.getByRole('form', { name: admin.repairs.detail.move.title });
      const select = move.getByLabel(admin.repairs.detail.move.status);
      // Only the moves REPAIR_MOVES allows from "received": no jump to ready, no way to collected.
      await expect(select.locator('option')).toHaveText([
        admin.repairs.detail.move.choose,
        status('diagnosing'),
        status('cancelled'),
      ]);

      await select.selectOption({ label: status('diagnosing') });
      await move.getByLabel(admin.repairs.detail.move.note).fill('Checking the wire feeder board.');
      await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
      await expect(
        page.getByText(fill(admin.repairs.detail.move.moved, { status: status('diagnosing') })),
      ).toBeVisible();
      let message = await whatsApp(page, admin);
      expect(message.number).toBe(phone.digits);
      expect(message.text).toContain(job.number);
      expect(message.text).toContain(REPAIR_STATUS_NAMES.diagnosing[customer]);
      expect(message.text).toContain('Checking the wire feeder board.');
      expect(message.text).toContain(link);
      expect(message.text.startsWith(customer === 'ms' ? 'Salam ' : 'Hello ')).toBe(true);

      // Waiting for approval needs a quote: asked for, then sent with its note.
      await select.selectOption({ label: status('awaitingApproval') });
      await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
      const quote = move.getByLabel(admin.repairs.detail.move.quote);
      await expect(quote).toHaveAccessibleDescription(new RegExp(escape(admin.repairs.errors.quoteRequired)));
      await quote.fill('1,450.00');
      await move.getByLabel(admin.repairs.detail.move.note).fill('New feeder board and rollers.');
      await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
      await expect(
        page.getByText(fill(admin.repairs.detail.move.moved, { status: status('awaitingApproval') })),
      ).toBeVisible();
      message = await whatsApp(page, admin);
      expect(message.text).toContain(REPAIR_STATUS_NAMES.awaitingApproval[customer]);
      expect(message.text).toContain('RM\u00a01,450.00');
      expect(message.text).toContain('New feeder board and rollers.');
      expect(message.text).toContain(link);
      await expect(page.getByText(admin.repairs.detail.quote.waiting)).toBeVisible();
      // The history says it in the admin's language, the quote with it.
      const history = page.getByRole('region', { name: admin.repairs.detail.sections.history });
      await expect(history).toContainText(status('awaitingApproval'));
      await expect(history).toContainText(fill(admin.repairs.detail.history.quote, { amount: 'RM\u00a01,450.00' }));

      // The customer opens the link on their own phone (no session; the page in their language) and approves.
      const phoneOfCustomer = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height } });
      const customerPage = await phoneOfCustomer.newPage();
      await customerPage.goto(link);
      const words = texts(customer).site.repair.quote;
      const quoteBox = customerPage.getByRole('region', { name: words.heading });
      await expect(quoteBox).toContainText('RM\u00a01,450.00');
      await expect(customerPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await quoteBox.getByRole('button', { name: words.approve, exact: true }).click();
      await quoteBox.getByRole('button', { name: words.yesApprove }).click();
      await expect(quoteBox.getByRole('status')).toHaveText(words.thanksApproved);
      await phoneOfCustomer.close();
      await page.reload();
      await expect(
        page.getByText(new RegExp(escape(admin.repairs.detail.quote.approved.split('{{')[0]!))),
      ).toBeVisible();
      await expect(history).toContainText(admin.repairs.detail.history.approved);

      for (const next of ['awaitingParts', 'repairing', 'ready', 'collected'] as const) {
        await select.selectOption({ label: status(next) });
        await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
        await expect(page.getByText(fill(admin.repairs.detail.move.moved, { status: status(next) }))).toBeVisible();
        message = await whatsApp(page, admin);
        expect(message.text).toContain(REPAIR_STATUS_NAMES[next][customer]);
        expect(message.text).toContain(job.number);
      }
      // Collected: the job is closed, and no move is offered any more.
      await expect(page.getByText(admin.repairs.detail.move.closed)).toBeVisible();
      await expect(page.getByLabel(admin.repairs.detail.move.status)).toHaveCount(0);
    });
  });

  test.describe(`in ${named}, after the counter`, () => {
    test("the owner edits a job's details; its status and number stay", async ({ adminPage: page, api }) => {
      const job = await moveRepair(api, await createRepair(api), 'diagnosing');
      await readIn(page, language);
      await page.goto(`/admin-portal/repairs/${job.id}`);
      await page.getByRole('link', { name: admin.repairs.detail.edit }).click();
      const form = page.getByRole('form', { name: admin.repairs.form.editTitle });
      await expect(form.getByLabel(admin.repairs.fields.model, { exact: true })).toHaveValue(job.machine.model);
      await expect(form.getByLabel(admin.repairs.fields.customerPhone)).toHaveValue('+60 ' + formatted(job));
      await form.getByLabel(admin.repairs.fields.model, { exact: true }).fill('Invertec 220');
      await form.getByRole('button', { name: admin.repairs.form.save }).click();
      await expect(page.getByText(fill(admin.repairs.form.updated, { number: job.number }))).toBeVisible();
      const machine = page.getByRole('region', { name: admin.repairs.detail.sections.machine });
      await expect(machine).toContainText('Invertec 220');
      const saved = await readRepair(api, job.id);
      // An edit changes the details: the payments (none here) stay as they were.
      expect(saved).toMatchObject({
        number: job.number,
        status: 'diagnosing',
        payments: job.payments,
        token: job.token,
      });

      // The activity log names the job by its number, and its move by the statuses' names.
      await page.goto('/admin-portal/activity');
      const entries = page.getByRole('row').filter({ hasText: job.number });
      await expect(entries.filter({ hasText: admin.activity.actions['repair.update'] })).toHaveCount(1);
      await expect(entries.filter({ hasText: admin.activity.actions['repair.status'] })).toContainText(
        `${status('received')} → ${status('diagnosing')}`,
      );
    });

    test('the Insights screen counts the jobs received this week and the days to ready', async ({
      adminPage: page,
      api,
    }) => {
      let job = await createRepair(api);
      for (const next of ['diagnosing', 'repairing', 'ready'] as const) job = await moveRepair(api, job, next);
      await readIn(page, language);
      await page.goto('/admin-portal/insights');
      const repairs = page.getByRole('region', { name: admin.insights.repairs.title, exact: true });
      const table = repairs.getByRole('table', { name: admin.insights.repairs.perWeek });
      await expect(table.getByRole('row')).toHaveCount(13);
      const thisWeek = table.getByRole('row').last();
      expect(Number(await thisWeek.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
      await expect(
        repairs.getByRole('img', { name: new RegExp(escape(admin.insights.repairs.chartLabel.split('{{')[0]!)) }),
      ).toBeVisible();
      await expect(repairs.getByText(admin.insights.repairs.median)).toBeVisible();
      await expect(repairs.getByText(admin.insights.repairs.noReady)).toHaveCount(0);
    });
  });

  test.describe(`in ${named}, when someone else moved the job first`, () => {
    test.use({ expectedApiFailures: [409] });

    test('the refused move says so and shows the job as it is now', async ({ adminPage: page, api }) => {
      const job = await createRepair(api);
      await readIn(page, language);
      await page.goto(`/admin-portal/repairs/${job.id}`);
      const move = page.getByRole('form', { name: admin.repairs.detail.move.title });
      await move.getByLabel(admin.repairs.detail.move.status).selectOption({ label: status('diagnosing') });
      // Another tab (or another person) moves it meanwhile.
      await moveRepair(api, job, 'diagnosing');
      await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: admin.repairs.detail.move.conflict })).toBeVisible();
      // The job as it is now: diagnosing, and the moves from there.
      await expect(move.getByLabel(admin.repairs.detail.move.status).locator('option')).toContainText([
        status('awaitingApproval'),
      ]);
      await expect(
        move.getByLabel(admin.repairs.detail.move.status).locator('option', { hasText: status('diagnosing') }),
      ).toHaveCount(0);
    });
  });

  test.describe(`in ${named}, the list`, () => {
    test("finds a job by its phone typed another way, filters by status, marks the overdue ones in words, and exports a CSV in the admin's language", async ({
      adminPage: page,
      api,
    }) => {
      const phone = mobileNumber();
      const late = await createRepair(api, { customerPhone: phone.typed, promisedDate: daysAgo(3) });
      const ready = await moveRepair(
        api,
        await moveRepair(api, await moveRepair(api, await createRepair(api), 'diagnosing'), 'repairing'),
        'ready',
      );
      await readIn(page, language);
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.goto('/admin-portal/repairs');
      await expect(page.getByRole('heading', { level: 1, name: admin.repairs.title })).toBeVisible();

      await page.getByRole('searchbox', { name: admin.repairs.search.label }).fill(phone.spaced);
      await page.getByRole('button', { name: admin.repairs.search.submit }).click();
      await expect(page).toHaveURL(/q=/);
      const lateCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: late.number }) });
      await expect(lateCard).toBeVisible();
      await expect(lateCard).toContainText(admin.repairs.overdue);
      await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(1);

      await page.goto('/admin-portal/repairs?status=ready');
      await expect(page.getByLabel(admin.repairs.filterLabel)).toHaveValue('ready');
      await expect(page.getByRole('heading', { name: ready.number })).toBeVisible();
      await expect(page.getByRole('heading', { name: late.number })).toHaveCount(0);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: admin.repairs.export }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^repairs-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
      const [header, ...rows] = text.split('\r\n').filter(Boolean);
      expect(header).toBe(
        Object.values(REPAIRS_CSV_COLUMNS)
          .map((names) => names[language])
          .join(','),
      );
      expect(rows.some((row) => row.startsWith(`${ready.number},`))).toBe(true);
      expect(rows.every((row) => row.includes(`,${REPAIR_STATUS_NAMES.ready[language]},`))).toBe(true);
    });

    test('the portal counts open, ready and overdue jobs, each a link to the list of those jobs', async ({
      adminPage: page,
      api,
    }) => {
      const late = await createRepair(api, { promisedDate: daysAgo(1) });
      const onTime = await createRepair(api, { promisedDate: daysAgo(-7) });
      const counts = (await (await api.get('/api/repairs/counts')).json()) as Record<string, number>;
      await readIn(page, language);
      // On a phone, where the list is a card per job.
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.goto('/admin-portal');
      const glance = page.getByRole('navigation', { name: admin.portal.repairCounts });
      await glance
        .getByRole('link', { name: new RegExp(escape(fill(admin.portal.repairsOverdue, { count: counts.overdue! }))) })
        .click();
      // The overdue jobs alone, each marked in words; the job promised for next week is not among them.
      await expect(page).toHaveURL(/\/admin-portal\/repairs\?status=overdue$/);
      await expect(page.getByLabel(admin.repairs.filterLabel)).toHaveValue('overdue');
      await expect(page.getByRole('heading', { name: late.number })).toBeVisible();
      await expect(page.getByRole('heading', { name: onTime.number })).toHaveCount(0);
      const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) await expect(card).toContainText(admin.repairs.overdue);

      await page.goto('/admin-portal');
      await glance
        .getByRole('link', { name: new RegExp(escape(fill(admin.portal.repairsReady, { count: counts.ready! }))) })
        .click();
      await expect(page).toHaveURL(/\/admin-portal\/repairs\?status=ready$/);
      await expect(page.getByRole('heading', { level: 1, name: admin.repairs.title })).toBeVisible();
    });
  });
}

/** The customer's phone as the form shows it, after its country code: '12-345 6789'. */
function formatted(job: RepairJob): string {
  const national = job.customerPhone.slice(3);
  return `${national.slice(0, 2)}-${national.slice(2, 5)} ${national.slice(5)}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
