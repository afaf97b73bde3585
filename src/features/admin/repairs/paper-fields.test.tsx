import { LANGUAGES } from '@/domain/locales';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { formatOrderDate } from '@/domain/format';
import type { Language } from '@/domain/limits';
import { formatPhone } from '@/domain/phone';
import type { RepairJob } from '@/domain/repair';
import {
  REPAIR_FIELDS,
  REPAIR_FIELD_NAMES,
  repairFieldValue,
  repairFieldsShownOn,
  type RepairFieldName,
} from '@/domain/repair-fields';
import enAdmin from '@/i18n/locales/en/admin.json';
import msAdmin from '@/i18n/locales/ms/admin.json';
import { fullRepairJob } from '../../../../tests/full-records';
import { DRAWN_ON_PAPER, type Paper } from './paper-lines';
import { RepairReceipt } from './repair-receipt';
import { RepairSlip } from './repair-slip';
import { formatRepairDay, formatSenRm } from './repair-screen-view';

/**
 * The slip and the receipt print what the table of repair fields says they show (issue 48): rendered with a job
 * whose every field is filled, each field of `shows: ['slip']` (or `'receipt'`) is on the paper and each text field
 * of neither is not. A row that says a paper shows it and a paper that drops it, or a paper that prints a field
 * its row does not say, fail here.
 */

const admin = i18next.createInstance();
await admin.init({
  lng: 'en',
  resources: { en: { admin: enAdmin }, ms: { admin: msAdmin } },
  ns: ['admin'],
  defaultNS: 'admin',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The status link as the admin's screen makes it of the job's token (repairStatusLink). */
const link = (job: RepairJob) => `https://example.my/repair/${job.token}`;

/** A text with every run of spaces (a no-break space too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** The paper's text as printed: tags out, entities read, spaces as one. */
function printed(paper: Paper, job: RepairJob): string {
  const Paper = paper === 'slip' ? RepairSlip : RepairReceipt;
  const html = renderToString(
    <I18nextProvider i18n={admin}>
      <MemoryRouter>
        <Paper job={job} settings={DEFAULT_SHOP_SETTINGS} link={link(job)} paper="a5" onPaperChange={() => {}} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return spaced(
    html
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&amp;', '&')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"'),
  );
}

/** How a field of a plain kind reads on paper, in the customer's language. */
function plainText(job: RepairJob, name: RepairFieldName): string | null {
  const value = repairFieldValue(job, name);
  const language = job.language;
  switch (REPAIR_FIELDS[name].kind) {
    case 'text':
      return String(value);
    case 'phone':
      return formatPhone(String(value));
    case 'sen':
      return formatSenRm(value as number);
    case 'day':
      return formatRepairDay(String(value), language);
    case 'time':
    case 'timeOrNull':
      return formatOrderDate(String(value), language);
    default:
      return null;
  }
}

/** How each field a paper draws itself is seen on it: every name of DRAWN_ON_PAPER has its mark here. */
const DRAWN_MARKS: { [P in Paper]: Record<(typeof DRAWN_ON_PAPER)[P][number], (job: RepairJob) => string> } = {
  slip: {
    number: (job) => job.number,
    token: (job) => job.token,
    createdAt: (job) => formatOrderDate(job.createdAt, job.language),
  },
  receipt: {
    number: (job) => job.number,
    token: (job) => job.token,
    collectedAt: (job) => formatOrderDate(job.collectedAt!, job.language),
    quote: (job) => job.quote!.lines[0]!.description,
    storageFee: (job) => formatSenRm(job.storageFee!.amount),
    payments: (job) => `-${formatSenRm(job.payments[0]!.amount)}`,
    warrantyDays: (job) => formatRepairDay(job.warrantyEndsOn!, job.language),
  },
};

describe.each(['slip', 'receipt'] as const)('the %s', (paper) => {
  test.each<Language>(LANGUAGES)('prints every field the table shows on it, in %s', (language) => {
    const job = fullRepairJob(language);
    const text = printed(paper, job);
    const drawn: readonly string[] = DRAWN_ON_PAPER[paper];
    const marks: Record<string, (job: RepairJob) => string> = DRAWN_MARKS[paper];
    expect(Object.keys(marks).sort()).toEqual([...drawn].sort());
    for (const name of repairFieldsShownOn(paper)) {
      const expected = drawn.includes(name) ? marks[name]!(job) : plainText(job, name);
      expect(expected, `${name}: a field of a plain kind`).not.toBeNull();
      expect(text, `${paper} shows ${name}`).toContain(spaced(expected!));
    }
  });

  test('prints no text field the table does not show on it', () => {
    const job = fullRepairJob('en');
    const text = printed(paper, job);
    const shown: readonly string[] = repairFieldsShownOn(paper);
    for (const name of REPAIR_FIELD_NAMES) {
      if (shown.includes(name) || REPAIR_FIELDS[name].kind !== 'text') continue;
      expect(text, `${paper} leaves out ${name}`).not.toContain(String(repairFieldValue(job, name)));
    }
  });
});

test('the slip says "none" for an empty line, and the receipt leaves the line out', () => {
  const job = { ...fullRepairJob('en'), machine: { brand: 'Miller', model: 'Dynasty 210', serial: '' } };
  expect(printed('slip', job)).toContain(`${enAdmin.repairs.slip.serial} ${enAdmin.repairs.slip.none}`);
  expect(printed('receipt', job)).not.toContain(enAdmin.repairs.slip.serial);
  // The brand and the model share a label: one line, "Machine Miller Dynasty 210".
  expect(printed('slip', job)).toContain(`${enAdmin.repairs.slip.machine} Miller Dynasty 210`);
});
