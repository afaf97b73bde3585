import fs from 'node:fs';
import { createRepairJob, expect, insertOrder, moveRepairJob, test } from './fixtures';
import { LANGUAGES, inLanguage, texts } from './site-screens';

/**
 * Customer data (issue 39) as the owner uses it when a customer asks: found by the phone they give, spelled as
 * they say it; a copy downloaded for them; their new phone written everywhere; and their details erased.
 */

/** A Malaysian mobile number no other test uses, in its national digits. */
function nationalDigits(): string {
  return `19${String(Date.now() % 1e7).padStart(7, '0')}`;
}

for (const language of LANGUAGES) {
  test(`the owner finds a customer by phone, downloads the copy, corrects the phone and erases them, in ${
    language === 'en' ? 'English' : 'Malay'
  }`, async ({ adminPage: page, api }) => {
    const { admin } = texts(language);
    const words = admin.customers;
    const digits = nationalDigits();
    const name = `Nurul ${digits} binti Ali`;
    insertOrder({ customerName: name, customerPhone: `+60${digits}`, status: 'delivered', notes: 'gate code 4321' });
    const job = await createRepairJob(api, {
      customerName: name,
      customerPhone: `0${digits}`,
      serial: `SER-${digits}`,
    });
    await moveRepairJob(api, job.id, { from: 'received', status: 'cancelled', note: '' });

    await page.goto(inLanguage('/admin-portal', language));
    await page.getByRole('link', { name: admin.portal.customers }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();

    // Found by the number as the customer says it.
    await page.getByLabel(words.find.phone).fill(`+60 ${digits.slice(0, 2)}-${digits.slice(2, 5)} ${digits.slice(5)}`);
    await page.getByRole('button', { name: words.find.submit }).click();
    await expect(
      page.getByText(words.found.summary.replace('{{orders}}', '1').replace('{{repairs}}', '1')),
    ).toBeVisible();
    await expect(page.getByText(`SER-${digits}`)).toBeVisible();

    // The copy, in the admin's language, holds the order's notes and the job's serial.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: words.copy.csv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${Object.values(words.copy.columns).join(',')}`);
    expect(csv).toContain('gate code 4321');
    expect(csv).toContain(`SER-${digits}`);

    // The new phone, written into both records.
    const fresh = `0${nationalDigits().replace(/^19/, '17')}`;
    await page.getByLabel(words.correct.phone).fill(fresh);
    await page.getByRole('button', { name: words.correct.submit }).click();
    await expect(
      page.getByText(words.correct.saved.replace('{{orders}}', '1').replace('{{repairs}}', '1')),
    ).toBeVisible();
    await expect(page.getByText(`+60${fresh.slice(1)}`)).toHaveCount(2);

    // Erased, after the question.
    await page.getByRole('button', { name: words.erase.submit }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(words.erase.confirm.replace('{{orders}}', '1').replace('{{repairs}}', '1'));
    await question.getByRole('button', { name: words.erase.confirmButton }).click();
    await expect(page.getByText(words.erase.done)).toBeVisible();
    await expect(page.getByText(words.found.none)).toBeVisible();

    const stored = (await (await api.get(`/api/repairs/${job.id}`)).json()) as {
      customerName: string;
      customerPhone: string;
    };
    expect(stored).toMatchObject({ customerName: '—', customerPhone: '' });
  });
}

test('an erasure is refused with the reason while a repair of the customer is open', async ({
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
  await expect(
    page.getByText('This customer has 0 open orders and 1 open repairs. Close or cancel them first'),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a phone search with letters is refused with a clear message', async ({ adminPage: page }) => {
  const { admin } = texts('en');
  await page.goto('/admin-portal/customers');
  await page.getByLabel(admin.customers.find.phone).fill('012-ABC-6789');
  await page.getByRole('button', { name: admin.customers.find.submit }).click();
  await expect(page.getByLabel(admin.customers.find.phone)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(admin.customers.errors.phone)).toBeVisible();
});
