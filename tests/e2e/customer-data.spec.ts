import fs from 'node:fs';
import { createRepairJob, expect, insertOrder, insertOrders, moveRepairJob, test } from './fixtures';
import { PERSONAL_DATA_LIMITS } from '../../src/domain/personal-data';
import { repairStatusName } from '../../src/i18n/names';
import { LANGUAGES, inLanguage, texts } from './site-screens';

/**
 * Customer data (issues 39 and 45) as the owner uses it when a customer asks: found by the phone they give, spelled
 * as they say it, each person on a family phone listed apart with their own records; a copy downloaded for the one
 * who asked; their new phone written into their records alone; and their details erased, each after a question that
 * names them and their records.
 */

/** A Malaysian mobile number no other test uses, in its national digits. */
function nationalDigits(): string {
  return `19${String(Date.now() % 1e7).padStart(7, '0')}`;
}

/** A catalogue text with its values put in. */
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((done, [key, value]) => done.replaceAll(`{{${key}}}`, String(value)), text);

for (const language of LANGUAGES) {
  test(`two people on one family phone are listed apart, and the owner copies, corrects and erases one of them, in ${
    language === 'en' ? 'English' : 'Malay'
  }`, async ({ adminPage: page, api }) => {
    const { admin } = texts(language);
    const words = admin.customers;
    const found = words.found as Record<string, string>;
    /** A counted text in the form the language's plural rules pick (Malay has one form for every count). */
    const counted = (key: string, count: number) =>
      fill(found[`${key}_${new Intl.PluralRules(language).select(count)}`]!, { count });
    const digits = nationalDigits();
    const name = `Nurul ${digits} binti Ali`;
    const husband = `Hakim ${digits} bin Omar`;
    insertOrder({ customerName: name, customerPhone: `+60${digits}`, status: 'delivered', notes: 'gate code 4321' });
    const job = await createRepairJob(api, {
      customerName: name,
      customerPhone: `0${digits}`,
      serial: `SER-${digits}`,
    });
    await moveRepairJob(api, job.id, { from: 'received', status: 'cancelled', note: '' });
    await createRepairJob(api, { customerName: husband, customerPhone: `0${digits}`, serial: `HIS-${digits}` });

    await page.goto(inLanguage('/admin-portal', language));
    await page.getByRole('link', { name: admin.portal.customers }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();

    // Found by the number as the customer says it: two people, each with their own records, counted in words.
    await page.getByLabel(words.find.phone).fill(`+60 ${digits.slice(0, 2)}-${digits.slice(2, 5)} ${digits.slice(5)}`);
    await page.getByRole('button', { name: words.find.submit }).click();
    await expect(page.getByText(counted('people', 2))).toBeVisible();
    const both = fill(words.found.summary, {
      orders: counted('orderCount', 1),
      repairs: counted('repairCount', 1),
    });
    await expect(page.getByText(both, { exact: true })).toBeVisible();
    await expect(page.getByText(`SER-${digits}`)).toBeVisible();

    // Nothing is done before the owner says whom.
    await page.getByRole('button', { name: words.copy.csv }).click();
    await expect(page.getByText(words.found.chooseFirst)).toBeVisible();
    const phone = `+60 ${digits.slice(0, 2)}-${digits.slice(2, 5)} ${digits.slice(5)}`;
    await page.getByRole('radio', { name: fill(words.found.choose, { name, phone }) }).check();

    // The copy, in the admin's language, holds her order's notes and her job's serial, and nothing of his.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: words.copy.csv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${Object.values(words.copy.columns).join(',')}`);
    expect(csv).toContain('gate code 4321');
    expect(csv).toContain(`SER-${digits}`);
    expect(csv).not.toContain(`HIS-${digits}`);
    expect(csv).not.toContain(husband);

    // The JSON copy is in the admin's language too (issue 45): its fields by their names, the status in words, and
    // nothing of the shop's own (the record's id, the status link's key) or of his.
    const jsonDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: words.copy.json }).click();
    const jsonFile = await jsonDownload;
    expect(jsonFile.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/);
    const jsonText = fs.readFileSync(await jsonFile.path(), 'utf8');
    const json = JSON.parse(jsonText) as Record<string, Record<string, unknown>[]>;
    const { file: sections, fields, parts } = words.copy;
    expect(Object.keys(json)).toEqual([sections.madeAt, sections.orders, sections.repairs]);
    expect(json[sections.orders]!.map((order) => order[fields.notes])).toEqual(['gate code 4321']);
    expect(json[sections.repairs]).toHaveLength(1);
    expect(json[sections.repairs]![0]).toMatchObject({
      [fields.number]: job.number,
      [fields.customerName]: name,
      [fields.status]: repairStatusName('cancelled', language),
      [fields.machine]: { [parts.serial]: `SER-${digits}` },
    });
    for (const secret of [husband, `HIS-${digits}`, job.id, job.token]) expect(jsonText).not.toContain(secret);

    // Her new phone, after a question that names her and her records, written into her two records only.
    const fresh = `0${nationalDigits().replace(/^19/, '17')}`;
    await page.getByLabel(words.correct.phone).fill(fresh);
    await page.getByRole('button', { name: words.correct.submit }).click();
    const correction = page.getByRole('alertdialog');
    await expect(correction).toContainText(name);
    await expect(correction).toContainText(fill(words.found.repair, { number: job.number }));
    await correction.getByRole('button', { name: words.correct.confirmButton }).click();
    await expect(
      page.getByText(
        fill(words.correct.saved, {
          orders: counted('orderCount', 1),
          repairs: counted('repairCount', 1),
        }),
      ),
    ).toBeVisible();
    // Found now by her new number, alone: her husband keeps the family phone.
    await expect(page.getByText(counted('people', 1))).toBeVisible();
    await expect(page.getByText(`HIS-${digits}`)).toHaveCount(0);

    // Erased, after the question that names her and her records.
    await page.getByRole('button', { name: words.erase.submit }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(name);
    await expect(question).toContainText(fill(words.found.repair, { number: job.number }));
    await question.getByRole('button', { name: words.erase.confirmButton }).click();
    await expect(page.getByText(words.erase.done)).toBeVisible();
    await expect(page.getByText(words.found.none)).toBeVisible();

    const stored = (await (await api.get(`/api/repairs/${job.id}`)).json()) as {
      customerName: string;
      customerPhone: string;
    };
    expect(stored).toMatchObject({ customerName: '—', customerPhone: '' });
    const left = (await (await api.get(`/api/customers?phone=0${digits}`)).json()) as { people: { name: string }[] };
    expect(left.people.map((person) => person.name)).toEqual([husband]);
  });
}

test('an erasure is refused with the reason while a repair of the customer is open, before any question', async ({
  adminPage: page,
  api,
}) => {
  const { admin } = texts('en');
  const digits = nationalDigits();
  await createRepairJob(api, { customerPhone: `0${digits}` });
  await page.goto('/admin-portal/customers');
  await page.getByLabel(admin.customers.find.phone).fill(`0${digits}`);
  await page.getByRole('button', { name: admin.customers.find.submit }).click();
  await page.getByRole('button', { name: admin.customers.erase.submit }).click();
  await expect(page.getByText('Among the records ticked, 0 orders and 1 repair are still open.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('more records ticked than one write takes are refused with a message, before any question, in Malay', async ({
  adminPage: page,
}) => {
  const { admin } = texts('ms');
  const digits = nationalDigits();
  insertOrders(PERSONAL_DATA_LIMITS.records + 1, {
    customerName: `Pelanggan ${digits} lama`,
    customerPhone: `+60${digits}`,
    status: 'delivered',
  });
  await page.goto(inLanguage('/admin-portal/customers', 'ms'));
  await page.getByLabel(admin.customers.find.phone).fill(`0${digits}`);
  await page.getByRole('button', { name: admin.customers.find.submit }).click();
  // One person found: every record of theirs is ticked.
  await expect(page.getByRole('button', { name: admin.customers.erase.submit })).toBeVisible({ timeout: 15_000 });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(request.url());
  });
  await page.getByRole('button', { name: admin.customers.erase.submit }).click();
  await expect(page.getByText(admin.customers.errors.tooMany)).toHaveCount(1);
  await page.getByLabel(admin.customers.correct.name).fill('Nama baru');
  // The next action puts the last one's message away: this one is the correction's.
  await page.getByRole('button', { name: admin.customers.correct.submit }).click();
  await expect(page.getByText(admin.customers.errors.tooMany)).toHaveCount(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(writes).toEqual([]);
});

test('a phone search with letters is refused with a clear message', async ({ adminPage: page }) => {
  const { admin } = texts('en');
  await page.goto('/admin-portal/customers');
  await page.getByLabel(admin.customers.find.phone).fill('012-ABC-6789');
  await page.getByRole('button', { name: admin.customers.find.submit }).click();
  await expect(page.getByLabel(admin.customers.find.phone)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(admin.customers.errors.phone)).toBeVisible();
});

test('the search is the address: a reload keeps it, and Back goes to the search before', async ({
  adminPage: page,
  api,
}) => {
  const { admin } = texts('en');
  const digits = nationalDigits();
  const job = await createRepairJob(api, { customerPhone: `0${digits}` });
  await page.goto('/admin-portal/customers');
  // Exact: the correction's "Correct phone number" holds the words too.
  const search = page.getByLabel(admin.customers.find.phone, { exact: true });
  await search.fill(`0${digits}`);
  await page.getByRole('button', { name: admin.customers.find.submit }).click();
  const found = page.getByText(job.number, { exact: false }).first();
  await expect(found).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin-portal/customers\\?phone=0${digits}&name=$`));

  await page.reload();
  await expect(search).toHaveValue(`0${digits}`);
  await expect(found).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/admin-portal\/customers$/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { name: admin.customers.found.heading })).toHaveCount(0);
});
