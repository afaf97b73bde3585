import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatItemsSummary, formatOrderDate, formatPrice, lineTotal, shortOrderId, summariseItems } from './format';

describe('formatPrice', () => {
  test.each([
    [1299.9, 'RM 1,299.90'],
    [480150, 'RM 480,150.00'],
    [0.5, 'RM 0.50'],
    [4850, 'RM 4,850.00'],
    [999.999, 'RM 1,000.00'],
    [1234567.891, 'RM 1,234,567.89'],
    [12.345, 'RM 12.35'],
    ['89.9', 'RM 89.90'],
    ['1,250', 'RM 1,250.00'],
    [null, 'RM 0.00'],
    ['abc', 'RM 0.00'],
  ] as const)('%s is shown as %s', (price, shown) => {
    // A no-break space after RM: the two never part at a line's end.
    expect(formatPrice(price)).toBe(shown.replace(' ', '\u00a0'));
  });

  test("is the en-MY locale's own MYR format, for any amount in cents", () => {
    const intl = new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 100_000_000_000 }), (cents) => {
        expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100));
      }),
    );
  });
});

test('the short order id is # and the last 8 characters, uppercased', () => {
  expect(shortOrderId('aBcDeFgHiJkLmNoPqRsT')).toBe('#MNOPQRST');
  expect(shortOrderId('abc')).toBe('#ABC');
});

describe('the items summary', () => {
  const item = (name: string, quantity: number) => ({ name, price: 10, quantity });

  test('shows every item when there are two or fewer', () => {
    expect(formatItemsSummary([item('Rod', 2), item('Mask', 1)])).toBe('Rod x2, Mask x1');
    expect(summariseItems([item('Rod', 2)])).toEqual({ shown: ['Rod x2'], more: 0 });
  });

  test('shows the first two and how many more', () => {
    const items = [item('A', 1), item('B', 2), item('C', 3), item('D', 4)];
    expect(summariseItems(items)).toEqual({ shown: ['A x1', 'B x2'], more: 2 });
    expect(formatItemsSummary(items)).toBe('A x1, B x2 +2 more');
  });
});

test('order dates are in the Malaysian locale and time zone', () => {
  const shown = formatOrderDate('2026-03-01T16:30:00.000Z');
  // 16:30 UTC is 00:30 the next day in Kuala Lumpur.
  expect(shown).toContain('2026');
  expect(shown).toMatch(/2 Mac 2026|2\/3\/2026|02\/03\/2026/);
  expect(formatOrderDate('not a date')).toBe('');
});

test('a line total is price times quantity, to the sen', () => {
  expect(lineTotal({ name: 'x', price: 19.99, quantity: 3 })).toBe(59.97);
});
