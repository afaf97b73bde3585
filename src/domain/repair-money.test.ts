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
  const paid = (amount: number, voided = false, kind: 'payment' | 'refund' = 'payment') => ({
    kind,
    amount,
    voided: voided ? { at: '2026-01-01T00:00:00Z', by: 'a', reason: '' } : null,
  });
  const job = { status: 'diagnosing', estimate: 8_000, quote: null, storageFee: null, charge: null };

  test('is the estimate until a quote, then the approved quote’s total, plus the storage fee, less the payments', () => {
    expect(repairMoney({ ...job, payments: [paid(3_000)] })).toEqual({
      quote: null,
      basis: 'estimate',
      approved: 8_000,
      storageFee: 0,
      due: 8_000,
      paid: 3_000,
      balance: 5_000,
      held: 0,
      toRefund: 0,
    });
    expect(repairMoney({ ...job, quote: quote('declined'), payments: [] }).approved).toBe(0);
    expect(
      repairMoney({
        ...job,
        status: 'ready',
        quote: quote('approved'),
        payments: [paid(10_000), paid(99_999, true)],
        storageFee: { amount: 1_500 },
      }),
    ).toMatchObject({
      basis: 'approved',
      approved: 50_000,
      storageFee: 1_500,
      due: 51_500,
      paid: 10_000,
      balance: 41_500,
    });
  });

  test('a deposit paid while the quote waits is held, with nothing to return and no balance below zero', () => {
    const money = repairMoney({ ...job, status: 'awaitingApproval', quote: quote(null), payments: [paid(3_000)] });
    expect(money).toMatchObject({ basis: 'awaiting', approved: 0, paid: 3_000, balance: 0, held: 3_000, toRefund: 0 });
  });

  test('a job that ends without the work owes only its charge; what was paid beyond is to refund, once', () => {
    const cancelled = { ...job, status: 'cancelled', estimate: 50_000 };
    expect(repairMoney({ ...cancelled, payments: [paid(10_000)] })).toMatchObject({
      basis: 'ended',
      due: 0,
      balance: 0,
      held: 0,
      toRefund: 10_000,
    });
    const charged = {
      ...cancelled,
      status: 'returnedUnrepaired',
      charge: { description: 'Inspection', amount: 3_000 },
    };
    expect(repairMoney({ ...charged, payments: [paid(10_000)] })).toMatchObject({ due: 3_000, toRefund: 7_000 });
    expect(repairMoney({ ...charged, payments: [] })).toMatchObject({ due: 3_000, balance: 3_000, toRefund: 0 });
    // A refund recorded brings it to zero; voided, it counts no more.
    expect(repairMoney({ ...charged, payments: [paid(10_000), paid(7_000, false, 'refund')] })).toMatchObject({
      paid: 3_000,
      balance: 0,
      toRefund: 0,
    });
    expect(repairMoney({ ...charged, payments: [paid(10_000), paid(7_000, true, 'refund')] }).toRefund).toBe(7_000);
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

  test('a comma separates thousands in groups of three and nothing else', () => {
    expect(senFromText('1,000.50')).toBe(100_050);
    expect(senFromText('RM 12,345,678')).toBe(1_234_567_800);
    expect(senFromText('5,00')).toBeNaN();
    expect(senFromText('1,0,0')).toBeNaN();
    expect(senFromText('1,00.50')).toBeNaN();
    expect(senFromText(',500')).toBeNaN();
    expect(senFromText('500,')).toBeNaN();
    expect(senFromText('1000,000')).toBeNaN();
    expect(senFromText('1,000,00')).toBeNaN();
  });

  test('spaces inside a number and digits of other scripts are refused, never guessed', () => {
    for (const text of ['1 000', '1\u00a0000', '12 .50', '١٢٣', '１２３', '१२३', '12.5\u200b0', '1,000 .00', '5. 00']) {
      expect(senFromText(text), JSON.stringify(text)).toBeNaN();
    }
    // Spaces around the amount, and after "RM", are the field's, not the number's.
    expect(senFromText('  RM 80.50 ')).toBe(8_050);
    expect(senFromText('rm80')).toBe(8_000);
  });

  test('an amount as people type it is read exactly or refused: never another amount', () => {
    const typed = fc.tuple(
      fc.stringMatching(/^(RM ?)?$/),
      fc.array(fc.constantFrom('0', '1', '5', '9', ',', '.', ' ', '٣', '５'), { minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(typed, ([prefix, chars]) => {
        const text = prefix + chars.join('');
        const sen = senFromText(text);
        const body = text.trim().replace(/^RM\s*/i, '');
        if (sen === null) {
          expect(body).toBe('');
          return true;
        }
        if (Number.isNaN(sen)) return true;
        // A number read back is the text's own digits: its grouping is right, and shown again it is the same amount.
        expect(body).toMatch(/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/);
        const [whole, decimals = ''] = body.replace(/,/g, '').split('.');
        expect(sen).toBe(Number(whole) * 100 + Number(decimals.padEnd(2, '0')));
        expect(senFromText(formatSen(sen))).toBe(sen);
        return true;
      }),
    );
  });
});
