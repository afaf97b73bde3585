import { describe, expect, test } from 'vitest';
import { makeRepairJob, makeRepairQuote } from '../../../tests/factories';
import {
  formatRepairDay,
  parseRepairListFilter,
  repairFilterQuery,
  repairStatusLink,
  repairWhatsAppHref,
} from './repair-view';

describe("a job's WhatsApp link", () => {
  test("opens a chat with the customer's number, the message of the latest status in their language", () => {
    const job = makeRepairJob({
      language: 'ms',
      customerPhone: '+60174441234',
      status: 'awaitingApproval',
      quote: makeRepairQuote(145_000, { note: 'Papan baharu.' }),
      history: [
        { kind: 'status', at: '2026-01-01T00:00:00.000Z', status: 'received', note: '' },
        {
          kind: 'status',
          at: '2026-01-02T00:00:00.000Z',
          status: 'awaitingApproval',
          note: 'Papan baharu & gelung?',
          quote: 145_000,
          version: 1,
        },
      ],
    });
    const link = repairStatusLink(job.token, 'https://kintaweld.example');
    const url = new URL(repairWhatsAppHref(job, 'Kinta Weld', link));
    expect(url.origin + url.pathname).toBe('https://wa.me/60174441234');
    const text = url.searchParams.get('text') ?? '';
    expect(text.split('\n')).toEqual([
      'Salam Ahmad, ini Kinta Weld.',
      `Status pembaikan ${job.number} (Lincoln Invertec 200) anda kini: Menunggu kelulusan.`,
      'Sebut harga kami: RM\u00a01,450.00. Sila luluskan atau tolak melalui pautan di bawah.',
      // A note's "&" and "?" travel inside the text, not as more of the address.
      'Catatan: Papan baharu & gelung?',
      `Semak status pembaikan anda di sini: https://kintaweld.example/repair/${job.token}`,
    ]);
  });
});

describe('what the screens show', () => {
  test("a promised day in the reader's language, whatever the browser's time zone", () => {
    expect(formatRepairDay('2026-12-15', 'en')).toBe('15 Dec 2026');
    expect(formatRepairDay('2026-12-15', 'ms')).toBe('15 Dis 2026');
  });

  test('the status filter takes a known status and nothing else', () => {
    expect(parseRepairListFilter('ready')).toBe('ready');
    expect(parseRepairListFilter('overdue')).toBe('overdue');
    expect(parseRepairListFilter('Ready')).toBeUndefined();
    expect(parseRepairListFilter('open')).toBeUndefined();
    expect(parseRepairListFilter(null)).toBeUndefined();
    expect(repairFilterQuery('overdue')).toEqual({ overdue: true });
    expect(repairFilterQuery('ready')).toEqual({ status: 'ready' });
    expect(repairFilterQuery(undefined)).toEqual({});
  });
});
