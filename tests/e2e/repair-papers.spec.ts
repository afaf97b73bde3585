import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { RepairJob, RepairStatus } from '../../src/domain/repair';
import type { ShopSettings } from '../../src/domain/shop-settings';
import { ageRepairJob, createProduct, createRepairJob, expect, moveRepairJob, test, uniqueName } from './fixtures';
import { MM, pageSize, printed, rollLengthSettled } from './printed-paper';
import { LANGUAGES, PHONE, texts, type Language } from './site-screens';

/**
 * A job's slip and receipt with the longest content the counter gives them (a fault of the longest length, five
 * accessories, a quote of twenty lines, the storage-fee terms), in each language, printed on each paper whichever
 * was chosen first: always exactly one A5 sheet, or one piece of the 80 mm roll.
 */

/** The admin reads the screens in `language` (the admin's own choice, kept in this browser). */
async function readIn(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('adminLanguage', chosen), language);
}

const FAULT_WORDS: Record<Language, string> = {
  en: 'The wire feed stops after a minute, the fan runs loud, the display flickers when the torch is pressed. ',
  ms: 'Suapan wayar berhenti selepas seminit, kipas berbunyi kuat, paparan berkelip apabila obor ditekan. ',
};

/** The longest fault the intake takes (2,000 characters), in the customer's words. */
function longFault(language: Language): string {
  return FAULT_WORDS[language].repeat(30).slice(0, 2_000).trim();
}

/** A job with all the longest content, quoted in twenty lines (the first a catalogue part), approved. */
async function longJob(api: APIRequestContext, language: Language, productId: string, productName: string) {
  let job = await createRepairJob(api, {
    customerName: uniqueName('Long paper'),
    customerPhone: `017-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    language,
    fault: longFault(language),
    accessories:
      language === 'ms'
        ? 'Obor MIG 3 meter, pengapit bumi, kabel kuasa, regulator gas, beg alat'
        : 'MIG torch 3 metres, earth clamp, power cable, gas regulator, tool bag',
  });
  const move = async (status: RepairStatus, extra: object = {}) => {
    job = await moveRepairJob(api, job.id, { from: job.status, status, note: '', ...extra });
  };
  await move('diagnosing');
  const lines = [
    { kind: 'part', description: productName, quantity: 1, unitPrice: '350', productId },
    ...Array.from({ length: 19 }, (_, index) => ({
      kind: index % 2 ? 'labour' : 'part',
      description: `${language === 'ms' ? 'Papan litar kawalan suapan wayar' : 'Wire feed control circuit board'} ${index + 2}`,
      quantity: 2,
      unitPrice: '45.50',
      productId: null,
    })),
  ];
  await move('awaitingApproval', { lines });
  const answer = await api.post(`/api/repair-status/${job.token}/answer`, {
    data: { answer: 'approved', version: job.quote!.version },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  job = (await (await api.get(`/api/repairs/${job.id}`)).json()) as RepairJob;
  await move('repairing');
  await move('ready');
  // Twenty days on the shelf: past the free days, so the receipt carries a storage fee.
  ageRepairJob(job.id, 20);
  job = (await (await api.get(`/api/repairs/${job.id}`)).json()) as RepairJob;
  await move('collected');
  return job;
}

/** Prints the paper shown now and expects one sheet of A5, or one piece of the roll as long as the paper. */
async function expectOnePiece(page: Page, paper: Locator, kind: 'a5' | 'receipt', what: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  if (kind === 'a5') {
    expect(await pageSize(page)).toEqual([expect.stringMatching(/^a5\b/)]);
    const sheet = await printed(page);
    expect(sheet.sheets, `${what} on one A5 sheet`).toBe(1);
    expect(sheet.height).toBeCloseTo(210, 0);
  } else {
    await page.setViewportSize({ width: Math.floor(74 * MM), height: 800 });
    // On a busy machine the new width's layout may still be settling when first read.
    await rollLengthSettled(page, paper);
    const roll = await printed(page);
    expect(roll.sheets, `${what} on one piece of the roll`).toBe(1);
    expect(roll.width).toBeCloseTo(80, 0);
  }
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
}

for (const language of LANGUAGES) {
  const { admin } = texts(language);
  const words = admin.repairs;
  const named = language === 'en' ? 'English' : 'Malay';

  test.describe(`in ${named}, the longest papers`, () => {
    test.describe.configure({ timeout: 120_000 });

    for (const first of ['a5', 'receipt'] as const) {
      test(`the slip and the receipt each print on exactly one page of A5 and of the 80 mm roll, ${first === 'a5' ? 'A5' : 'the roll'} chosen first`, async ({
        adminPage: page,
        api,
      }) => {
        const before = (await (await api.get('/api/settings')).json()) as ShopSettings;
        const saved = await api.put('/api/settings', {
          data: { ...before, repairs: { ...before.repairs, storageFeePerDay: 500, storageFreeDays: 14 } },
        });
        expect(saved.status(), await saved.text()).toBe(200);
        try {
          const malayName = uniqueName('Papan kuasa utama');
          const product = await createProduct(api, { name: uniqueName('Main power board'), nameMs: malayName });
          const job = await longJob(api, language, product.id, product.name);
          expect(job.storageFee?.amount ?? 0).toBeGreaterThan(0);
          await readIn(page, language);
          await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
          const second = first === 'a5' ? 'receipt' : 'a5';

          for (const [screen, heading] of [
            ['slip', words.slip.heading],
            ['receipt', words.receipt.heading],
          ] as const) {
            await page.goto(`/admin-portal/repairs/${job.id}/${screen}${first === 'receipt' ? '?paper=receipt' : ''}`);
            const paper = page.getByRole('article', { name: heading });
            await expect(paper).toBeVisible();
            if (screen === 'slip') {
              await expect(paper).toContainText(longFault(language).slice(0, 40));
              // The slip keeps the intake's terms, the storage fee's among them.
              await expect(paper).toContainText(words.slip.storageFee_other.split('{{')[0]!.trim());
            } else {
              // The catalogue part in the customer's language, the twentieth line, the storage fee.
              await expect(paper).toContainText(language === 'ms' ? malayName : product.name);
              await expect(paper).toContainText(`${language === 'ms' ? 'Papan litar' : 'Wire feed'}`);
              // The table's header row and the twenty lines, with no total row of its own.
              await expect(paper.getByRole('row')).toHaveCount(21);
              await expect(paper).toContainText(words.receipt.receivedBy);
            }
            await expectOnePiece(page, paper, first, `the ${screen}`);
            await page.getByLabel(words.slip[second === 'a5' ? 'a5' : 'receipt']).click();
            await expect(page.getByLabel(words.slip[second === 'a5' ? 'a5' : 'receipt'])).toBeChecked();
            await expectOnePiece(page, paper, second, `the ${screen}`);
          }
        } finally {
          await api.put('/api/settings', { data: before });
        }
      });
    }
  });
}
