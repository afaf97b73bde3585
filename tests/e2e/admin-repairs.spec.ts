import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { create } from 'qrcode';
import type { RepairJob, RepairStatus } from '../../src/domain/repair';
import type { RepairInput } from '../../src/domain/repair-schema';
import { REPAIR_INSIGHT_MONTHS } from '../../src/domain/repair-insights';
import { repairStatusName } from '../../src/i18n/names';
import { repairsCsvLabels } from '../../src/i18n/repairs-csv-labels';
import type { ShopSettings } from '../../src/domain/shop-settings';
import { formatPhone } from '../../src/domain/phone';
import { makeRepairInput } from '../factories';
import { ageRepairJob, expect, imageFile, test, uniqueName } from './fixtures';
import { MM, pageSize, printed, rollLengthSettled } from './printed-paper';
import { TEST_SITE_URL } from './site-server';
import { LANGUAGES, PHONE, texts, type Language } from './site-screens';

/**
 * The owner's side of repairs, in both languages: logging a machine in on a phone (a refusal first, nothing typed
 * lost), printing its slip, moving it through its statuses with the WhatsApp message of each, the customer's answer
 * to the quote, a move someone else made first, and the list: search, filter, overdue, CSV. The customer's page is
 * another test's; here the customer answers through its API.
 */

/** A text of the catalogue with its `{{placeholders}}` filled in. */
/** What two forms of a text end with alike: the words after a count, whichever form the count takes. */
function sharedEnd(one: string, other: string): string {
  let length = 0;
  while (length < one.length && one.at(-1 - length) === other.at(-1 - length)) length++;
  const end = one.slice(one.length - length);
  // Never the placeholder itself, where both forms are the same text.
  return end.includes('}}') ? end.slice(end.lastIndexOf('}}') + 2) : end;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** The other language: the customer's, to tell apart what is in theirs from what is in the admin's. */
function other(language: Language): Language {
  return language === 'en' ? 'ms' : 'en';
}

/** The admin reads the screens in `language`, as chosen before (the admin's own choice, decision 019, kept in this browser). */
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

async function createRepair(api: APIRequestContext, overrides: Partial<RepairInput> = {}): Promise<RepairJob> {
  const response = await api.post('/api/repairs', {
    data: makeRepairInput({ customerName: uniqueName('Customer'), customerPhone: mobileNumber().typed, ...overrides }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RepairJob;
}

/** A move from the job's status as given, as the job's screen sends it; to awaitingApproval with one labour line. */
async function moveRepair(api: APIRequestContext, job: RepairJob, status: RepairStatus, quote?: string) {
  const lines =
    status === 'awaitingApproval'
      ? [{ kind: 'labour', description: 'Repair', quantity: 1, unitPrice: quote ?? '100' }]
      : undefined;
  const response = await api.post(`/api/repairs/${job.id}/moves`, {
    data: { from: job.status, status, note: '', lines },
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
  const status = (value: RepairStatus) => repairStatusName(value, language);

  test.describe(`in ${named}`, () => {
    test('the owner logs a job on a 360 px phone: a wrong phone and a 3-decimal amount are field messages, nothing typed is lost, and its slip prints alone on A5 or an 80 mm roll with a QR code of the status link', async ({
      adminPage: page,
      api,
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
      expect(job).toMatchObject({ customerPhone: `+${phone.digits}`, estimate: 125_050, language: customer });
      expect(job.money.paid).toBe(5_000);
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
      // On the shop's own address (SITE_URL), not the 127.0.0.1 the admin was opened at.
      const link = `${TEST_SITE_URL}/repair/${job.token}`;
      await expect(slip).toHaveAttribute('lang', customer);
      await expect(slip).toContainText(fill(words.whatsApp, { number: formatPhone(settings.whatsApp) }));
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
      expect(await pageSize(page)).toEqual([expect.stringMatching(/^80mm \d+mm$/)]);
      // The roll's 80 mm less its margins of 3 mm.
      await page.setViewportSize({ width: Math.floor(74 * MM), height: 800 });
      await expectSlipFits(page, slip, 74 * MM);
      const slipLength = await rollLengthSettled(page, slip);
      const roll = await printed(page);
      expect(roll.sheets, 'the slip in one piece of the roll').toBe(1);
      expect(roll.width).toBeCloseTo(80, 0);
      // As long as the page asks: the slip and its margins, not an A4 length of blank roll.
      expect(roll.height).toBeCloseTo(slipLength, 0);
      await expect(qr).toBeVisible();
      const qrBox = (await qr.boundingBox())!;
      expect(qrBox.width).toBeGreaterThanOrEqual(30 * MM);
    });
  });

  test.describe(`in ${named}, money at intake`, () => {
    test('on a 360 px phone, the deposit asks how it was paid, and the job keeps it as held money of that method', async ({
      adminPage: page,
      api,
    }) => {
      await readIn(page, language);
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.goto('/admin-portal/repairs/new');
      const form = page.getByRole('form', { name: admin.repairs.form.addTitle });
      await form.getByLabel(admin.repairs.fields.customerName).fill(uniqueName('Deposit'));
      await form.getByLabel(admin.repairs.fields.customerPhone).fill(mobileNumber().typed);
      await form.getByLabel(admin.repairs.fields.brand, { exact: true }).fill('Jasic');
      await form.getByLabel(admin.repairs.fields.model, { exact: true }).fill('ARC 200');
      await form.getByLabel(admin.repairs.fields.fault).fill('No arc.');
      await form.getByLabel(admin.repairs.fields.estimate).fill('1,000.50');
      await form.getByLabel(new RegExp(escape(admin.repairs.fields.deposit))).fill('5,00');
      await form.getByLabel(admin.repairs.fields.depositMethod).selectOption('duitnow');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await form.getByRole('button', { name: admin.repairs.form.save }).click();
      // "5,00" is no amount: refused at its field, never read as RM 500.
      await expect(form.getByLabel(new RegExp(escape(admin.repairs.fields.deposit)))).toHaveAccessibleDescription(
        new RegExp(escape(admin.repairs.errors.amount)),
      );
      await form.getByLabel(new RegExp(escape(admin.repairs.fields.deposit))).fill('50');
      await form.getByRole('button', { name: admin.repairs.form.save }).click();
      await expect(page.getByRole('heading', { level: 1, name: /R-\d{4}-\d{4,}/ })).toBeVisible();
      const id = /\/admin-portal\/repairs\/([^/?#]+)$/.exec(new URL(page.url()).pathname)![1]!;
      const job = await readRepair(api, id);
      expect(job.estimate).toBe(100_050);
      expect(job.payments).toEqual([expect.objectContaining({ kind: 'payment', amount: 5_000, method: 'duitnow' })]);
      const money = page.getByRole('region', { name: admin.repairs.detail.sections.money });
      await expect(money.getByLabel(admin.repairs.payments.history, { exact: true })).toContainText(
        admin.repairs.payments.methods.duitnow,
      );
      await expect(money.getByLabel(admin.repairs.payments.summary)).toContainText(
        admin.repairs.payments.price.estimate,
      );
    });

    test.describe('when the store refuses the intake', () => {
      // The store's 409 for the deposit is the answer under test.
      test.use({ expectedApiFailures: [409] });
      test('a deposit over the estimate is refused after the photo went up; the next try sends the stored photo, not the file again', async ({
        adminPage: page,
        api,
      }) => {
        await readIn(page, language);
        const uploads: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/repairs/photos')
            uploads.push(request.url());
        });
        await page.goto('/admin-portal/repairs/new');
        const form = page.getByRole('form', { name: admin.repairs.form.addTitle });
        await form.getByLabel(admin.repairs.fields.customerName).fill(uniqueName('Over'));
        await form.getByLabel(admin.repairs.fields.customerPhone).fill(mobileNumber().typed);
        await form.getByLabel(admin.repairs.fields.brand, { exact: true }).fill('Jasic');
        await form.getByLabel(admin.repairs.fields.model, { exact: true }).fill('TIG 200');
        await form.getByLabel(admin.repairs.fields.fault).fill('No gas flow.');
        await form.getByLabel(admin.repairs.fields.estimate).fill('100');
        const deposit = form.getByLabel(new RegExp(escape(admin.repairs.fields.deposit)));
        await deposit.fill('150');
        await form.getByLabel(admin.repairs.fields.photos).setInputFiles([await imageFile('front.png')]);
        await expect(form.getByRole('img', { name: fill(admin.repairs.form.newPhoto, { number: 1 }) })).toBeVisible();
        await form.getByRole('button', { name: admin.repairs.form.save }).click();

        // The store refuses it after the upload: said at the deposit, and the photo is a stored one from here.
        await expect(deposit).toHaveAccessibleDescription(new RegExp(escape(admin.repairs.errors.overBalance)));
        await expect(
          form.getByRole('img', { name: fill(admin.repairs.form.photo, { number: 1 }), exact: true }),
        ).toBeVisible();
        expect(uploads).toHaveLength(1);

        await deposit.fill('50');
        await form.getByRole('button', { name: admin.repairs.form.save }).click();
        await expect(page.getByRole('heading', { level: 1, name: /R-\d{4}-\d{4,}/ })).toBeVisible();
        const id = /\/admin-portal\/repairs\/([^/?#]+)$/.exec(new URL(page.url()).pathname)![1]!;
        const job = await readRepair(api, id);
        expect(job.photos).toHaveLength(1);
        expect(job.money.paid).toBe(5_000);
        expect(uploads, 'the photo went up once').toHaveLength(1);
        const photo = await api.get(new URL(job.photos[0]!, 'http://x').pathname);
        expect(photo.ok()).toBe(true);
      });
    });
  });

  test.describe(`in ${named}, the whole journey`, () => {
    // A payment over the balance is refused with 409, on purpose.
    test.use({ expectedApiFailures: [409] });

    test('on a 360 px phone, the owner takes a job from intake to a warranty claim: a quote of lines the customer approves on their own page, a deposit, ready, a reminder, the final payment, collected, the receipt on paper, and a claim', async ({
      adminPage: page,
      api,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const phone = mobileNumber();
      const serial = `SN-${Math.floor(Math.random() * 1e9)}`;
      // An earlier job of the same machine, for its history.
      const earlier = await createRepair(api, { serial, language: customer });
      await readIn(page, language);
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: '' }));

      // Intake.
      await page.goto('/admin-portal/repairs/new');
      const form = page.getByRole('form', { name: admin.repairs.form.addTitle });
      const name = uniqueName('Journey');
      await form.getByLabel(admin.repairs.fields.customerName).fill(name);
      await form.getByLabel(admin.repairs.fields.customerPhone).fill(phone.typed);
      await form.getByLabel(admin.repairs.fields.language).selectOption(customer);
      await form.getByLabel(admin.repairs.fields.brand, { exact: true }).fill('Jasic');
      await form.getByLabel(admin.repairs.fields.model, { exact: true }).fill('MIG 200');
      await form.getByLabel(admin.repairs.fields.serial).fill(serial);
      await form.getByLabel(admin.repairs.fields.fault).fill('Wire feed stops after a minute.');
      await form.getByLabel(admin.repairs.fields.estimate).fill('500');
      await form.getByRole('button', { name: admin.repairs.form.save }).click();
      const heading = page.getByRole('heading', { level: 1, name: /R-\d{4}-\d{4,}/ });
      await expect(heading).toBeVisible();
      const id = /\/admin-portal\/repairs\/([^/?#]+)$/.exec(new URL(page.url()).pathname)![1]!;
      let job = await readRepair(api, id);
      const link = `${TEST_SITE_URL}/repair/${job.token}`;
      await expect(page.getByLabel(admin.repairs.detail.link.label)).toHaveValue(link);
      // The estimate is an estimate, never an approved price.
      const summary = page
        .getByRole('region', { name: admin.repairs.detail.sections.money })
        .getByLabel(admin.repairs.payments.summary);
      await expect(summary).toContainText(admin.repairs.payments.price.estimate);
      await expect(summary).not.toContainText(admin.repairs.payments.price.approved);
      // The machine's history names the earlier job of the same serial number.
      await expect(
        page.getByRole('region', { name: admin.repairs.detail.sections.machineHistory }).getByRole('link', {
          name: earlier.number,
        }),
      ).toBeVisible();

      // Diagnosing, then a quote of lines: a part and labour, the price typed as people type it.
      const move = page.getByRole('form', { name: admin.repairs.detail.move.title });
      const select = move.getByLabel(admin.repairs.detail.move.status);
      await select.selectOption({ label: status('diagnosing') });
      await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
      await expect(
        page.getByText(fill(admin.repairs.detail.move.moved, { status: status('diagnosing') })),
      ).toBeVisible();
      // A quote is its own action, its editor ready with one line; an extra line left empty is dropped.
      await page.getByRole('button', { name: admin.repairs.detail.makeQuote.open }).click();
      const quoting = page.getByRole('form', { name: admin.repairs.detail.makeQuote.title });
      await expect(quoting.getByLabel(admin.repairs.detail.move.status)).toHaveCount(0);
      const q = admin.repairs.quote;
      const line = (number: number, label: string) =>
        quoting.getByLabel(`${label}, ${fill(q.line, { number })}`, { exact: true });
      await expect(quoting.getByRole('listitem')).toHaveCount(1);
      await line(1, q.description).fill('Wire feeder board');
      await line(1, q.unitPrice).fill('350');
      await quoting.getByRole('button', { name: q.addLabour }).click();
      await line(2, q.description).fill('Fitting and test');
      await line(2, q.quantity).fill('2');
      await line(2, q.unitPrice).fill('RM 60.505');
      await quoting.getByRole('button', { name: q.addPart }).click();
      await quoting.getByRole('button', { name: admin.repairs.detail.makeQuote.submit }).click();
      // Three decimals: said at the field, nothing sent; the untouched third line is gone.
      await expect(quoting.getByRole('listitem')).toHaveCount(2);
      await expect(line(2, q.unitPrice)).toHaveAccessibleDescription(new RegExp(escape(admin.repairs.errors.amount)));
      await line(2, q.unitPrice).fill('RM 60.50');
      const totals = quoting.getByRole('definition').last();
      await expect(totals).toHaveText('RM\u00a0471.00');
      await quoting.getByRole('button', { name: admin.repairs.detail.makeQuote.submit }).click();
      await expect(
        page.getByText(fill(admin.repairs.detail.move.moved, { status: status('awaitingApproval') })),
      ).toBeVisible();
      const message = await whatsApp(page, admin);
      expect(message.text).toContain('Wire feeder board × 1: RM\u00a0350.00');
      expect(message.text).toContain('Fitting and test × 2: RM\u00a0121.00');
      expect(message.text).toContain('RM\u00a0471.00');
      expect(message.text).toContain(link);

      // The customer approves on their own phone, in their language.
      const phoneOfCustomer = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height } });
      const customerPage = await phoneOfCustomer.newPage();
      await customerPage.goto(`${baseURL}/repair/${job.token}`);
      const site = texts(customer).site.repair;
      const quoteBox = customerPage.getByRole('region', { name: site.quote.heading });
      await expect(quoteBox).toContainText('Wire feeder board');
      await expect(quoteBox).toContainText('Fitting and test');
      await expect(quoteBox).toContainText('RM\u00a0471.00');
      await expect(customerPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await quoteBox.getByRole('button', { name: site.quote.approve, exact: true }).click();
      await quoteBox.getByRole('button', { name: site.quote.yesApprove }).click();
      await expect(quoteBox.getByRole('status')).toHaveText(site.quote.thanksApproved);
      await expect(customerPage.getByRole('region', { name: site.now })).toContainText(
        site.nowApproved.split('{{')[0]!.trim(),
      );

      // The answer is seen without opening the job: marked on the list and counted on the portal, and the activity
      // log says which way it went, in the admin's language.
      await page.goto(`/admin-portal/repairs?q=${encodeURIComponent(job.number)}`);
      await expect(
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: job.number }) }),
      ).toContainText(admin.repairs.answered.approved);
      await page.goto('/admin-portal');
      await expect(
        page.getByRole('region', { name: admin.portal.due.heading }).getByRole('link', {
          name: new RegExp(escape(sharedEnd(admin.portal.due.answered_one, admin.portal.due.answered_other))),
        }),
      ).toHaveAttribute('href', '/admin-portal/repairs?status=awaitingApproval');
      await page.goto('/admin-portal/activity');
      await expect(
        page.getByRole('listitem').filter({ hasText: job.number }).filter({ hasText: admin.activity.answers.approved }),
      ).toHaveCount(1);

      // A deposit.
      await page.goto(`/admin-portal/repairs/${id}`);
      await expect(
        page.getByText(new RegExp(escape(admin.repairs.detail.quote.approved.split('{{')[0]!))),
      ).toBeVisible();
      const money = page.getByRole('region', { name: admin.repairs.detail.sections.money });
      const payment = money.getByRole('form', { name: admin.repairs.payments.record });
      // A day not yet come is refused at its field, and nothing is recorded.
      const dateField = payment.getByLabel(admin.repairs.payments.date);
      const today = await dateField.inputValue();
      await payment.getByLabel(admin.repairs.payments.amount).fill('100');
      await dateField.fill('2099-01-01');
      await payment.getByRole('button', { name: admin.repairs.payments.submit }).click();
      await expect(payment.getByText(admin.repairs.errors.futureDate)).toBeVisible();
      // (Nothing was recorded: the one payment below leaves RM 371.00 of RM 471.00 owed, not RM 271.00.)
      await dateField.fill(today);
      await payment.getByLabel(admin.repairs.payments.amount).fill('100');
      await payment.getByRole('button', { name: admin.repairs.payments.submit }).click();
      await expect(money.getByLabel(admin.repairs.payments.summary)).toContainText('RM\u00a0371.00');
      // A payment recorded by mistake is voided: it stays in the history, out of the sums.
      await payment.getByLabel(admin.repairs.payments.amount).fill('10');
      await payment.getByRole('button', { name: admin.repairs.payments.submit }).click();
      await expect(money.getByLabel(admin.repairs.payments.summary)).toContainText('RM\u00a0361.00');
      await money.getByRole('button', { name: fill(admin.repairs.payments.void, { amount: 'RM\u00a010.00' }) }).click();
      // Why, in the owner's words: kept with it.
      const voiding = page.getByRole('alertdialog');
      await expect(voiding.getByLabel(admin.repairs.payments.voidReason)).toBeFocused();
      await voiding.getByLabel(admin.repairs.payments.voidReason).fill('Typed twice');
      await voiding.getByRole('button', { name: admin.repairs.payments.voidConfirm }).click();
      await expect(money.getByLabel(admin.repairs.payments.summary)).toContainText('RM\u00a0371.00');
      await expect(money.getByLabel(admin.repairs.payments.history, { exact: true }).getByRole('listitem')).toHaveCount(
        2,
      );
      await expect(money.getByLabel(admin.repairs.payments.history, { exact: true })).toContainText(
        admin.repairs.payments.voidedOn.split('{{')[0]!.trim(),
      );
      await expect(money.getByLabel(admin.repairs.payments.history, { exact: true })).toContainText('Typed twice');

      // Repairing, then ready.
      for (const next of ['repairing', 'ready'] as const) {
        await select.selectOption({ label: status(next) });
        await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
        await expect(page.getByText(fill(admin.repairs.detail.move.moved, { status: status(next) }))).toBeVisible();
      }

      // Three days later, a reminder: one tap, in the customer's language, marked sent.
      ageRepairJob(id, 3);
      await page.goto('/admin-portal/repairs/remind');
      await expect(page.getByRole('heading', { level: 1, name: admin.repairs.reminders.title })).toBeVisible();
      const card = page.getByRole('listitem').filter({ hasText: name });
      const remind = card.getByRole('link', { name: new RegExp(escape(admin.repairs.reminders.send.split('{{')[0]!)) });
      const reminderText = new URL((await remind.getAttribute('href'))!).searchParams.get('text') ?? '';
      expect(reminderText).toContain(link);
      expect(reminderText.startsWith(customer === 'ms' ? 'Salam ' : 'Hello ')).toBe(true);
      const popup = page.waitForEvent('popup');
      await remind.click();
      await (await popup).close();
      await expect(card.getByRole('status')).toHaveText(admin.repairs.reminders.sent);
      await expect.poll(async () => (await readRepair(api, id)).remindersSent.map((sent) => sent.day)).toEqual([3]);

      // The final payment: more than the balance is refused with the reason, the balance itself taken.
      await page.goto(`/admin-portal/repairs/${id}`);
      await payment.getByLabel(admin.repairs.payments.amount).fill('371.01');
      await payment.getByLabel(admin.repairs.payments.method).selectOption('duitnow');
      await payment.getByRole('button', { name: admin.repairs.payments.submit }).click();
      await expect(payment.getByLabel(admin.repairs.payments.amount)).toHaveAccessibleDescription(
        new RegExp(escape(admin.repairs.errors.overBalance)),
      );
      await payment.getByLabel(admin.repairs.payments.amount).fill('371');
      await payment.getByRole('button', { name: admin.repairs.payments.submit }).click();
      await expect(money.getByLabel(admin.repairs.payments.summary)).toContainText('RM\u00a00.00');

      // Collected: asked first, since it cannot be undone and the warranty starts; Cancel leaves the job ready.
      await select.selectOption({ label: status('collected') });
      await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
      const shop = (await (await api.get('/api/settings')).json()) as ShopSettings;
      const collecting = page.getByRole('alertdialog', {
        name: fill(
          admin.repairs.detail.move[shop.repairs.warrantyDays === 1 ? 'collectQuestion_one' : 'collectQuestion_other'],
          {
            count: shop.repairs.warrantyDays,
          },
        ),
      });
      await expect(collecting).toBeVisible();
      await collecting.getByRole('button', { name: admin.dialog.cancel }).click();
      await expect(collecting).toBeHidden();
      expect((await readRepair(api, id)).status).toBe('ready');
      await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
      await collecting.getByRole('button', { name: admin.repairs.detail.move.collectConfirm }).click();
      // The warranty's last day, and the receipt.
      await expect(
        page.getByText(fill(admin.repairs.detail.move.moved, { status: status('collected') })),
      ).toBeVisible();
      job = await readRepair(api, id);
      expect(job.warrantyEndsOn).not.toBeNull();
      const warranty = page.getByRole('region', { name: admin.repairs.detail.sections.warranty });
      await expect(warranty).toContainText(admin.repairs.warranty.until.split('{{')[0]!.trim());

      await page.getByRole('link', { name: admin.repairs.detail.receipt }).click();
      const words = texts(customer).admin.repairs;
      const receipt = page.getByRole('article', { name: words.receipt.heading });
      const settings = (await (await api.get('/api/settings')).json()) as ShopSettings;
      await expect(receipt).toHaveAttribute('lang', customer);
      for (const text of [
        job.number,
        name,
        'Wire feeder board',
        'Fitting and test',
        'RM\u00a0471.00',
        'RM\u00a0371.00',
        fill(words.slip.whatsApp, { number: formatPhone(settings.whatsApp) }),
        words.receipt.warrantyTerms,
        words.receipt.receivedBy,
        link,
      ]) {
        await expect(receipt).toContainText(text);
      }
      // As a shop hands it over: one Total, no quote version, the terms of collection and not the intake's.
      await expect(receipt.getByText(words.receipt.due, { exact: true })).toHaveCount(1);
      await expect(receipt).not.toContainText(words.quote.caption.split('{{')[0]!.trim());
      await expect(receipt).not.toContainText(settings.repairTerms[customer]);
      // No SST number in Shop settings: no tax line.
      await expect(receipt).not.toContainText(words.quote.serviceTax.split('{{')[0]!.trim());
      await expect(receipt).toContainText(words.receipt.warranty.split('{{')[0]!.trim());

      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: Math.floor(128 * MM), height: 800 });
      const a5 = await printed(page);
      expect(a5.sheets, 'the receipt on one A5 sheet').toBe(1);
      expect(a5.width).toBeCloseTo(148, 0);
      expect(a5.height).toBeCloseTo(210, 0);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.getByLabel(admin.repairs.slip.receipt).click();
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: Math.floor(74 * MM), height: 800 });
      await expectSlipFits(page, receipt, 74 * MM);
      const receiptLength = await rollLengthSettled(page, receipt);
      const roll = await printed(page);
      expect(roll.sheets, 'the receipt in one piece of the roll').toBe(1);
      expect(roll.width).toBeCloseTo(80, 0);
      expect(roll.height).toBeCloseTo(receiptLength, 0);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });

      // A warranty claim: a short form behind a question, the fault as told now (empty, not the first job's) and a
      // promised day; a new job priced zero, each page naming the other.
      await page.goto(`/admin-portal/repairs/${id}`);
      await warranty.getByRole('button', { name: admin.repairs.warranty.claim }).click();
      const claiming = page.getByRole('alertdialog', {
        name: fill(admin.repairs.warranty.confirm, { number: job.number }),
      });
      const claimFault = claiming.getByLabel(admin.repairs.warranty.fault);
      await expect(claimFault).toHaveValue('');
      await claiming.getByRole('button', { name: admin.repairs.warranty.open }).click();
      await expect(claimFault).toHaveAccessibleDescription(new RegExp(escape(admin.repairs.errors.required)));
      await expect(page).toHaveURL(new RegExp(`/admin-portal/repairs/${id}$`));
      await claimFault.fill('Sparks at the torch again.');
      const promised = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await claiming.getByLabel(admin.repairs.warranty.promisedDate).fill(promised);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await claiming.getByRole('button', { name: admin.repairs.warranty.open }).click();
      await expect(page).not.toHaveURL(new RegExp(`/admin-portal/repairs/${id}$`));
      const claimId = /\/admin-portal\/repairs\/([^/?#]+)$/.exec(new URL(page.url()).pathname)![1]!;
      const claim = await readRepair(api, claimId);
      expect(claim).toMatchObject({
        estimate: 0,
        fault: 'Sparks at the torch again.',
        promisedDate: promised,
        claimOf: { id, number: job.number },
      });
      await expect(
        page.getByRole('region', { name: admin.repairs.detail.sections.warranty }).getByRole('link', {
          name: job.number,
        }),
      ).toBeVisible();
      await page.goto(`/admin-portal/repairs/${id}`);
      await expect(warranty.getByRole('link', { name: claim.number })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // Insights: this month's warranty claims over its collected jobs, a card a month on the phone.
      await page.goto('/admin-portal/insights');
      const claims = page.getByRole('list', { name: admin.insights.repairs.claims.title });
      await expect(claims.getByRole('listitem')).toHaveCount(REPAIR_INSIGHT_MONTHS);
      const thisMonth = claims.getByRole('listitem').last();
      await expect(thisMonth.getByRole('definition')).toHaveCount(3);
      const [collected, claimed, rate] = await thisMonth.getByRole('definition').allTextContents();
      expect(Number(collected)).toBeGreaterThanOrEqual(1);
      expect(Number(claimed)).toBeGreaterThanOrEqual(1);
      expect(rate).toMatch(/%$/);
      await phoneOfCustomer.close();
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
      // Money taken later is a payment on the job's page: an edit has no deposit.
      await expect(form.getByLabel(admin.repairs.fields.deposit)).toHaveCount(0);
      await form.getByRole('button', { name: admin.repairs.form.save }).click();
      await expect(page.getByText(fill(admin.repairs.form.updated, { number: job.number }))).toBeVisible();
      const machine = page.getByRole('region', { name: admin.repairs.detail.sections.machine });
      await expect(machine).toContainText('Invertec 220');
      const saved = await readRepair(api, job.id);
      expect(saved).toMatchObject({ number: job.number, status: 'diagnosing', token: job.token });

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
      // The job as it is now: diagnosing, and the moves from there (a quote among them, as its own action).
      await expect(move.getByLabel(admin.repairs.detail.move.status).locator('option')).toContainText([
        status('awaitingParts'),
      ]);
      await expect(page.getByRole('button', { name: admin.repairs.detail.makeQuote.open })).toBeVisible();
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
      expect(header).toBe(Object.values(repairsCsvLabels(language).columns).join(','));
      expect(rows.some((row) => row.startsWith(`${ready.number},`))).toBe(true);
      expect(rows.every((row) => row.includes(`,${repairStatusName('ready', language)},`))).toBe(true);
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
        .getByRole('link', {
          name: new RegExp(escape(fill(admin.portal.repairsOverdue_other, { count: counts.overdue! }))),
        })
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
        .getByRole('link', {
          name: new RegExp(escape(fill(admin.portal.repairsReady_other, { count: counts.ready! }))),
        })
        .click();
      await expect(page).toHaveURL(/\/admin-portal\/repairs\?status=ready$/);
      await expect(page.getByRole('heading', { level: 1, name: admin.repairs.title })).toBeVisible();
    });
  });
}

test.describe("status links on the shop's address", () => {
  test("with the admin opened at 127.0.0.1 and SITE_URL another address, every status link on the job's page, its WhatsApp message, its slip, its receipt and their QR codes is on SITE_URL", async ({
    adminPage: page,
    api,
    baseURL,
  }) => {
    expect(new URL(baseURL!).hostname).toBe('127.0.0.1');
    expect(new URL(TEST_SITE_URL).origin).not.toBe(new URL(baseURL!).origin);
    const job = await moveRepair(api, await createRepair(api), 'diagnosing');
    const expected = `${TEST_SITE_URL}/repair/${job.token}`;
    const { admin } = texts('en');

    await page.goto(`/admin-portal/repairs/${job.id}`);
    await expect(page.getByLabel(admin.repairs.detail.link.label)).toHaveValue(expected);
    const message = await whatsApp(page, admin);
    expect(statusLinksIn(message.text)).toEqual([expected]);
    expect(statusLinksIn(await everyAddressOnThePage(page))).toEqual([expected, expected]);

    for (const [kind, paper] of [
      ['slip', 'a5'],
      ['slip', 'receipt'],
      ['receipt', 'a5'],
      ['receipt', 'receipt'],
    ] as const) {
      await page.goto(`/admin-portal/repairs/${job.id}/${kind}${paper === 'a5' ? '' : '?paper=receipt'}`);
      const slip = page.getByRole('article');
      await expect(slip).toContainText(expected);
      expect(statusLinksIn(await everyAddressOnThePage(page))).toEqual([expected]);
      const qr = slip.getByRole('img', { name: new RegExp(escape(expected)) });
      expect(await drawnModules(qr)).toEqual(codeOf(expected));
    }
  });
});

/** Every status link in a text, absolute, as written. */
function statusLinksIn(text: string): string[] {
  return [...text.matchAll(/\b[a-z]+:\/\/[^\s"'<>]*\/repair\/[\w-]+/gi)].map((match) => match[0]);
}

/** What the page shows or links to: its text, its fields' values, and its links' addresses, decoded. */
async function everyAddressOnThePage(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('input')].map((input) => input.value),
      ...[...document.querySelectorAll('a[href]')].map((link) => decodeURIComponent(link.getAttribute('href')!)),
    ].join('\n'),
  );
}

/** The customer's phone as the form shows it, after its country code: '12-345 6789'. */
function formatted(job: RepairJob): string {
  const national = job.customerPhone.slice(3);
  return `${national.slice(0, 2)}-${national.slice(2, 5)} ${national.slice(5)}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
