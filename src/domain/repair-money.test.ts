import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  MAX_REPAIR_LINES,
  MAX_REPAIR_SEN,
  SERVICE_TAX_BASIS_POINTS,
  formatSen,
  quoteTotals,
  repairMoney,
  senFromText,
  senToText,
  serviceTax,
  serviceTaxRate,
  storageFee,
} from './repair-money';
import { dueReminder, warrantyEndsOn } from './repair';

const line = fc.record({
  kind: fc.constantFrom('part' as const, 'labour' as const),
  quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
  unitPrice: fc.integer({ min: 0, max: MAX_REPAIR_SEN }),
});
const lines = fc.array(line, { minLength: 1, maxLength: MAX_REPAIR_LINES });
const rate = fc.constantFrom(0, SERVICE_TAX_BASIS_POINTS);

describe('a quote’s totals', () => {
  test('are the sum of the lines to the sen, in whole sen, whatever their order', () => {
    fc.assert(
      fc.property(lines, rate, fc.integer(), (items, basisPoints, seed) => {
        const totals = quoteTotals(items, basisPoints);
        const sum = items.reduce((total, item) => total + item.quantity * item.unitPrice, 0);
        expect(totals.subtotal).toBe(sum);
        expect(totals.parts + totals.labour).toBe(sum);
        expect(totals.total).toBe(sum + totals.serviceTax);
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
        const shuffled = [...items].sort((a, b) => ((a.unitPrice ^ seed) % 5) - ((b.unitPrice ^ seed) % 5));
        expect(quoteTotals(shuffled, basisPoints)).toEqual(totals);
      }),
    );
  });

  test('tax labour only, 8 % of the labour sum rounded to the sen, a half sen up; none without an SST number', () => {
    expect(serviceTax(12_345, 800)).toBe(988); // 987.6
    expect(serviceTax(10_000, 800)).toBe(800);
    expect(serviceTax(6_25, 800)).toBe(50); // 50.0
    expect(serviceTax(1_31, 800)).toBe(10); // 10.48
    expect(serviceTax(1_94, 800)).toBe(16); // 15.52
    expect(serviceTax(6_3, 800)).toBe(5); // 5.04
    expect(serviceTax(1_9, 800)).toBe(2); // 1.52
    expect(serviceTax(3_1, 800)).toBe(2); // 2.48
    expect(serviceTax(1_8_75, 800)).toBe(150); // 150.0
    // A half sen goes up: 8 % of 6.25 sen is 0.5.
    expect(serviceTax(6.25 * 4, 200)).toBe(1);
    expect(quoteTotals([{ kind: 'part', quantity: 3, unitPrice: 10_000 }], 800).serviceTax).toBe(0);
    expect(serviceTaxRate({ sstNumber: '' })).toBe(0);
    expect(serviceTaxRate({ sstNumber: ' ' })).toBe(0);
    expect(serviceTaxRate({ sstNumber: 'W10-1808-32000123' })).toBe(SERVICE_TAX_BASIS_POINTS);
  });
});

describe('the money of a job', () => {
  const quote = (answer: 'approved' | 'declined' | null) => ({
    lines: [{ kind: 'labour' as const, quantity: 1, unitPrice: 50_000 }],
    serviceTaxRate: 0,
    answer,
  });
  const paid = (amount: number, voided = false) => ({
    amount,
    voided: voided ? { at: '2026-01-01T00:00:00Z', by: 'a', reason: '' } : null,
  });

  test('is the estimate until a quote, then the approved quote’s total, plus the storage fee, less the payments', () => {
    expect(repairMoney({ estimate: 8_000, quote: null, payments: [paid(3_000)], storageFee: null })).toEqual({
      quote: null,
      approved: 8_000,
      storageFee: 0,
      due: 8_000,
      paid: 3_000,
      balance: 5_000,
    });
    expect(
      repairMoney({ estimate: 8_000, quote: quote(null), payments: [paid(3_000)], storageFee: null }),
    ).toMatchObject({ approved: 0, balance: -3_000 });
    expect(repairMoney({ estimate: 8_000, quote: quote('declined'), payments: [], storageFee: null }).approved).toBe(0);
    expect(
      repairMoney({
        estimate: 8_000,
        quote: quote('approved'),
        payments: [paid(10_000), paid(99_999, true)],
        storageFee: { amount: 1_500 },
      }),
    ).toMatchObject({ approved: 50_000, storageFee: 1_500, due: 51_500, paid: 10_000, balance: 41_500 });
  });
});

describe('days in Malaysia', () => {
  test('the storage fee counts calendar days in Ipoh from ready to collected', () => {
    const terms = { perDay: 500, freeDays: 3 };
    // Ready 31 January at 23:59 in Ipoh, collected 5 February at 00:01 there: 5 days, 2 charged.
    expect(storageFee('2026-01-31T15:59:00.000Z', '2026-02-04T16:01:00.000Z', terms)).toEqual({
      days: 5,
      freeDays: 3,
      perDay: 500,
      amount: 1_000,
    });
    expect(storageFee('2026-01-31T15:59:00.000Z', '2026-02-01T00:00:00.000Z', terms)).toMatchObject({ amount: 0 });
    expect(
      storageFee('2026-01-31T15:59:00.000Z', '2026-03-31T00:00:00.000Z', { perDay: null, freeDays: 3 }),
    ).toBeNull();
  });

  test('a warranty ends its period after the collection day in Ipoh, across month ends and leap days', () => {
    expect(warrantyEndsOn('2028-01-30T02:00:00.000Z', 30)).toBe('2028-02-29');
    expect(warrantyEndsOn('2027-01-30T02:00:00.000Z', 30)).toBe('2027-03-01');
    // 23:30 on 31 December in Ipoh is still that day.
    expect(warrantyEndsOn('2026-12-31T15:30:00.000Z', 1)).toBe('2027-01-01');
    expect(warrantyEndsOn('2026-12-31T16:30:00.000Z', 1)).toBe('2027-01-02');
    expect(warrantyEndsOn(null, 90)).toBeNull();
  });

  test('reminders: on days 3, 7, 14 and 30 after the ready day, whatever the instant and month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 45 }),
        (ready, offset) => {
          const readyAt = ready.toISOString();
          const readyDay = new Date(ready.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
          const today = new Date(Date.parse(`${readyDay}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
          const job = { status: 'ready' as const, readyAt, remindersSent: [] };
          const expected = ([30, 14, 7, 3] as const).find((day) => day <= offset) ?? null;
          expect(dueReminder(job, today)?.day ?? null).toBe(expected);
          if (expected !== null) {
            expect(dueReminder({ ...job, remindersSent: [{ day: expected, at: readyAt }] }, today)).toBeNull();
          }
        },
      ),
    );
  });
});

describe('amounts as typed and shown', () => {
  test('ringgit text to sen and back, digit by digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_REPAIR_SEN }), (sen) => {
        expect(senFromText(senToText(sen))).toBe(sen);
        expect(senFromText(`RM ${formatSen(sen)}`)).toBe(sen);
      }),
    );
    expect(senFromText('12.345')).toBeNaN();
    expect(senFromText('')).toBeNull();
    expect(formatSen(125_050)).toBe('1,250.50');
    expect(formatSen(-3_000)).toBe('-30.00');
  });
});
