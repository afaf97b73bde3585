import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatOrderDate, formatPrice, lineTotal, localeOf, shortOrderId, summariseItems } from './format';

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
    expect(summariseItems([item('Rod', 2), item('Mask', 1)])).toEqual({ shown: ['Rod x2', 'Mask x1'], more: 0 });
    expect(summariseItems([item('Rod', 2)])).toEqual({ shown: ['Rod x2'], more: 0 });
  });

  test('shows the first two and how many more', () => {
    const items = [item('A', 1), item('B', 2), item('C', 3), item('D', 4)];
    expect(summariseItems(items)).toEqual({ shown: ['A x1', 'B x2'], more: 2 });
  });
});

describe('order dates', () => {
  // 16:30 UTC is 00:30 the next day in Kuala Lumpur; 06:30 UTC is 14:30 there.
  const night = '2026-03-01T16:30:00.000Z';
  const afternoon = '2026-03-01T06:30:00.000Z';

  test('are in English with am and pm for an admin reading English, in Malaysian time', () => {
    expect(formatOrderDate(night, 'en')).toBe('2 Mar 2026, 12:30 am');
    expect(formatOrderDate(afternoon, 'en')).toBe('1 Mar 2026, 2:30 pm');
    expect(formatOrderDate(afternoon, 'en')).not.toMatch(/\bPG\b|\bPTG\b/);
  });

  test('are in Malay with PG and PTG for an admin reading Malay, in Malaysian time', () => {
    expect(formatOrderDate(night, 'ms')).toBe('2 Mac 2026, 12:30 PG');
    expect(formatOrderDate(afternoon, 'ms')).toBe('1 Mac 2026, 2:30 PTG');
  });

  test('are the Intl formats of en-MY and ms-MY', () => {
    for (const language of ['en', 'ms'] as const) {
      const intl = new Intl.DateTimeFormat(localeOf(language), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kuala_Lumpur',
      });
      expect(formatOrderDate(night, language)).toBe(intl.format(new Date(night)));
    }
    expect(localeOf('en')).toBe('en-MY');
    expect(localeOf('ms')).toBe('ms-MY');
  });

  test('are empty for a value that is not a date', () => {
    expect(formatOrderDate('not a date', 'en')).toBe('');
    expect(formatOrderDate('not a date', 'ms')).toBe('');
  });
});

test('a line total is price times quantity, to the sen', () => {
  expect(lineTotal({ name: 'x', price: 19.99, quantity: 3 })).toBe(59.97);
});
