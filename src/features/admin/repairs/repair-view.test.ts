import { describe, expect, test } from 'vitest';
import { quoteTotals } from '@/domain/repair-money';
import { makeRepairJob } from '../../../../tests/factories';
import {
  formatRepairDay,
  parseRepairListFilter,
  repairFilterQuery,
  repairStatusLink,
  repairWhatsAppHref,
} from './repair-screen-view';

describe("a job's WhatsApp link", () => {
  test("opens a chat with the customer's number, the message of the latest status in their language", () => {
    const job = makeRepairJob({
      language: 'ms',
      customerPhone: '+60174441234',
      status: 'awaitingApproval',
      quote: {
        version: 2,
        lines: [
          { kind: 'part', description: 'Papan pemacu', quantity: 2, unitPrice: 50_000, productId: null },
          { kind: 'labour', description: 'Kerja membaiki', quantity: 1, unitPrice: 45_000, productId: null },
        ],
        serviceTaxRate: 800,
        totals: quoteTotals(
          [
            { kind: 'part', quantity: 2, unitPrice: 50_000 },
            { kind: 'labour', quantity: 1, unitPrice: 45_000 },
          ],
          800,
        ),
        note: 'Papan baharu.',
        quotedAt: '2026-01-02T00:00:00.000Z',
        answer: null,
        answeredAt: null,
      },
      history: [
        { kind: 'status', at: '2026-01-01T00:00:00.000Z', status: 'received', note: '' },
        {
          kind: 'status',
          at: '2026-01-02T00:00:00.000Z',
          status: 'awaitingApproval',
          note: 'Papan baharu & gelung?',
          quote: 148_600,
          version: 2,
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
      '- Papan pemacu × 2: RM\u00a01,000.00',
      '- Kerja membaiki × 1: RM\u00a0450.00',
      '- Cukai perkhidmatan 8%: RM\u00a036.00',
      'Sebut harga kami: RM\u00a01,486.00. Sila luluskan atau tolak melalui pautan di bawah.',
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

describe("a job's status link", () => {
  test("is the status page's path on the site's own address, kept whole with its path and without a doubled slash", () => {
    expect(repairStatusLink('abc', 'https://kintaweld.example')).toBe('https://kintaweld.example/repair/abc');
    expect(repairStatusLink('abc', 'https://kintaweld.example/')).toBe('https://kintaweld.example/repair/abc');
    expect(repairStatusLink('abc', 'https://example.test/shop')).toBe('https://example.test/shop/repair/abc');
  });
});
