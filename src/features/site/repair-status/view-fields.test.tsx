import { LANGUAGES } from '@/domain/locales';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { Language } from '@/domain/limits';
import { REPAIR_VIEW_CARRIED, repairStatusView, type RepairStatusView } from '@/domain/repair';
import {
  REPAIR_FIELDS,
  REPAIR_FIELD_NAMES,
  repairFieldValue,
  repairFieldsShownOn,
  type RepairFieldName,
} from '@/domain/repair-fields';
import { formatSen } from '@/domain/repair-money';
import { repairStatusName } from '@/i18n/names';
import { MessagesContext, messageTable } from '@/i18n/messages';
import { resources } from '@/i18n/resources';
import { fullRepairJob } from '../../../../tests/full-records';
import { RepairStatusPage } from './repair-status-page';
import { serverTranslate } from '@/i18n/server';
import { formatRepairDay as dayIn, formatRepairMoment as momentIn } from './repair-dates';
import { DRAWN_ON_VIEW } from './view-lines';

/**
 * The customer's status page shows what the table of repair fields says it shows (issue 48), and nothing else of
 * the job: rendered as the server renders it, from the view of a job whose every field is filled, each field of
 * `shows: ['view']` is on the page, and no value of a field the page is not given (the full name, the phone, the
 * serial number, the fault, a payment's note…) is in the page or in the view it is handed.
 */

/** The page's text: tags out, entities read, every run of spaces as one. */
function pageText(view: RepairStatusView, language: Language): string {
  const html = renderToString(
    <MessagesContext value={{ language, table: messageTable(resources[language]) }}>
      <RepairStatusPage initial={view} />
    </MessagesContext>,
  );
  return spaced(
    html
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&amp;', '&')
      .replaceAll('&#x27;', "'"),
  );
}

const spaced = (text: string) => text.replace(/\s+/g, ' ');
const formatRepairDay = (value: string, language: Language) => dayIn(value, serverTranslate(language, 'site'));
const formatRepairMoment = (iso: string, language: Language) => momentIn(iso, serverTranslate(language, 'site'));

/** How a field of a plain kind reads on the page. */
function plainText(view: RepairStatusView, name: RepairFieldName, language: Language): string | null {
  const value = repairFieldValue(view, name);
  switch (REPAIR_FIELDS[name].kind) {
    case 'text':
      return String(value);
    case 'sen':
      return `RM ${formatSen(value as number)}`;
    case 'day':
      return formatRepairDay(String(value), language);
    case 'time':
    case 'timeOrNull':
      return formatRepairMoment(String(value), language);
    default:
      return null;
  }
}

/** How each field the page draws itself is seen on it: every name of DRAWN_ON_VIEW has its mark here. */
const DRAWN_MARKS: Record<(typeof DRAWN_ON_VIEW)[number], (view: RepairStatusView, language: Language) => string> = {
  number: (view) => view.number,
  status: (view, language) => repairStatusName(view.status, language),
  quote: (view) => view.quote!.lines[0]!.description,
  history: (view) => view.history.flatMap((event) => (event.kind === 'status' && event.note ? [event.note] : []))[0]!,
  storageFee: (view) => `RM ${formatSen(view.storageFee!.amount)}`,
};

describe("the customer's status page", () => {
  test.each<Language>(LANGUAGES)('shows every field the table shows on it, in %s', (language) => {
    const view = repairStatusView(fullRepairJob(language));
    const text = pageText(view, language);
    const drawn: readonly string[] = DRAWN_ON_VIEW;
    const marks: Record<string, (view: RepairStatusView, language: Language) => string> = DRAWN_MARKS;
    for (const name of repairFieldsShownOn('view')) {
      const expected = drawn.includes(name) ? marks[name]!(view, language) : plainText(view, name, language);
      expect(expected, `${name}: a field of a plain kind`).not.toBeNull();
      expect(text, `the page shows ${name}`).toContain(spaced(expected!));
    }
  });

  test('is given the fields the table shows on it and those it works from, and no other', () => {
    const job = fullRepairJob('en');
    const view = repairStatusView(job);
    const given = new Set<string>([...repairFieldsShownOn('view'), ...REPAIR_VIEW_CARRIED]);
    const tops = (names: readonly RepairFieldName[]) =>
      new Set(names.map((name) => REPAIR_FIELDS[name].path.split('.')[0]!));
    expect(new Set(Object.keys(view))).toEqual(
      new Set([...tops(REPAIR_FIELD_NAMES.filter((name) => given.has(name))), 'firstName', 'money', 'warrantyEndsOn']),
    );
    // Nothing of the fields the page is not given reaches the page or the data it is handed (the island's props).
    const withheld = REPAIR_FIELD_NAMES.filter((name) => !given.has(name));
    const text = pageText(view, 'en');
    const data = JSON.stringify(view);
    const secrets = [
      job.id,
      job.customerName,
      'Hamzah',
      job.customerPhone,
      '398 7654',
      job.machine.serial,
      job.fault,
      job.accessories,
      job.photos[0]!,
      job.payments[0]!.note,
      job.payments[0]!.recordedBy,
      job.claimOf!.number,
    ];
    for (const name of withheld) {
      if (REPAIR_FIELDS[name].kind === 'text') secrets.push(String(repairFieldValue(job, name)));
    }
    for (const secret of secrets) {
      expect(text, `the page shows ${secret}`).not.toContain(secret);
      expect(data, `the view holds ${secret}`).not.toContain(secret);
    }
  });
});
