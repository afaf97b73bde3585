import type { Page } from '@playwright/test';
import type { RepairJob } from '../../src/domain/repair';
import { repairStatusName } from '../../src/i18n/names';
import { createRepairJob, expect, moveRepairJob, test, uniqueName } from './fixtures';
import { LANGUAGES, PHONE, texts, type Language } from './site-screens';

/**
 * The quote at the counter, on a 360 px phone in each language: its own action on the job's page, its editor ready
 * with one line, a line left empty never blocking the send and a half-filled one named as it is typed; then the
 * customer's answer at the head of the job, with its day in Malaysia, until the owner moves the job on.
 */

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

async function readIn(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('adminLanguage', chosen), language);
}

/** A moment's day in Malaysia, as the job's page writes it. */
function malaysianDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
    dateStyle: 'medium',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date(iso));
}

for (const language of LANGUAGES) {
  const { admin } = texts(language);
  const q = admin.repairs.quote;
  const named = language === 'en' ? 'English' : 'Malay';

  test.describe(`in ${named}, on a 360 px phone`, () => {
    test("the owner makes a quote from its own button: ready with one line, an empty line dropped, a half-filled one named as it is typed, and the customer's decline heads the job until it moves on", async ({
      adminPage: page,
      api,
    }) => {
      const job = await createRepairJob(api, { customerName: uniqueName('Quote customer'), language });
      await moveRepairJob(api, job.id, { from: 'received', status: 'diagnosing', note: '' });
      await readIn(page, language);
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await page.goto(`/admin-portal/repairs/${job.id}`);

      // Waiting for approval is no longer a status to pick: the quote is its own action.
      const move = page.getByRole('form', { name: admin.repairs.detail.move.title });
      await expect(move.getByLabel(admin.repairs.detail.move.status)).toBeVisible();
      await expect(
        move.getByRole('option', { name: repairStatusName('awaitingApproval', language), exact: true }),
      ).toHaveCount(0);
      const open = page.getByRole('button', { name: admin.repairs.detail.makeQuote.open });
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await open.click();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      const quoting = page.getByRole('form', { name: admin.repairs.detail.makeQuote.title });
      const line = (number: number) => quoting.getByRole('listitem', { name: fill(q.line, { number }) });
      // Each field's plain word, and its line for a screen reader.
      const field = (number: number, label: string) =>
        quoting.getByLabel(`${label}, ${fill(q.line, { number })}`, { exact: true });
      await expect(quoting.getByRole('listitem')).toHaveCount(1);
      // Labels a person reads, on the screen as written.
      await expect(line(1).locator('label')).toHaveText(
        [q.kind, q.description, q.quantity, q.unitPrice].map((label) => `${label}, ${fill(q.line, { number: 1 })}`),
      );
      await field(1, q.description).fill('Rectifier board');
      await field(1, q.unitPrice).fill('280');

      // A second line begun and not finished is named at once; emptied again, it is no longer.
      await quoting.getByRole('button', { name: q.addPart }).click();
      await field(2, q.description).fill('Fan');
      await expect(quoting.getByText(fill(q.incomplete_one, { lines: 2 }))).toBeVisible();
      await field(2, q.description).fill('');
      await expect(quoting.getByText(fill(q.incomplete_one, { lines: 2 }))).toHaveCount(0);
      // A third line added and never touched.
      await quoting.getByRole('button', { name: q.addLabour }).click();
      await expect(quoting.getByRole('listitem')).toHaveCount(3);
      await quoting.getByRole('button', { name: admin.repairs.detail.makeQuote.submit }).click();
      await expect(
        page.getByText(
          fill(admin.repairs.detail.move.moved, { status: repairStatusName('awaitingApproval', language) }),
        ),
      ).toBeVisible();
      const quoted = (await (await api.get(`/api/repairs/${job.id}`)).json()) as RepairJob;
      expect(quoted.quote?.lines).toEqual([
        { kind: 'part', description: 'Rectifier board', quantity: 1, unitPrice: 28_000, productId: null },
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // The customer declines on their page: the job's head says so, and on which day in Malaysia.
      const answer = await api.post(`/api/repair-status/${quoted.token}/answer`, {
        data: { answer: 'declined', version: quoted.quote!.version },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const answered = (await (await api.get(`/api/repairs/${job.id}`)).json()) as RepairJob;
      await page.reload();
      const head = page.getByRole('heading', { level: 1, name: new RegExp(job.number) }).locator('..');
      await expect(head).toContainText(
        fill(admin.repairs.detail.answer.declined, { day: malaysianDay(answered.quote!.answeredAt!, language) }),
      );

      // Moved on, the answer is no longer the news.
      await move.getByLabel(admin.repairs.detail.move.status).selectOption({
        label: repairStatusName('diagnosing', language),
      });
      await move.getByRole('button', { name: admin.repairs.detail.move.submit }).click();
      await expect(
        page.getByText(fill(admin.repairs.detail.move.moved, { status: repairStatusName('diagnosing', language) })),
      ).toBeVisible();
      await expect(head).not.toContainText(admin.repairs.detail.answer.declined.split('{{')[0]!.trim());
    });
  });
}
