import { describe, expect, test } from 'vitest';
import { nationalDigits, orderMatchesSearch, parseOrderSearch } from './order-search';

const order = {
  id: 'abcdefghijklMNOPQRST',
  customerName: 'Nur’ain binti Ismaïl',
  customerPhone: '+60123456789',
};

function finds(query: string, overrides: Partial<typeof order> = {}): boolean {
  const search = parseOrderSearch(query);
  return search !== null && orderMatchesSearch({ ...order, ...overrides }, search);
}

describe('a phone number', () => {
  test('is found as a Malaysian types it, with or without the country code, spaces and dashes', () => {
    for (const query of ['012-345 6789', '0123456789', '+60 12-345 6789', '60123456789', '012 345 6789']) {
      expect(finds(query), query).toBe(true);
    }
  });

  test('is found whatever way it was stored', () => {
    for (const stored of ['0123456789', '+60 12-345 6789', '012-3456789', '(012) 345-6789']) {
      expect(finds('012-345 6789', { customerPhone: stored }), stored).toBe(true);
    }
  });

  test('is found by a part of it, from three digits on', () => {
    expect(finds('345 6789')).toBe(true);
    expect(finds('6789')).toBe(true);
    expect(finds('67')).toBe(false);
  });

  test('of another number is not found, nor is an order without a phone', () => {
    expect(finds('012-999 0000')).toBe(false);
    expect(finds('012-345 6789', { customerPhone: '' })).toBe(false);
    expect(finds('+65 6123 4567', { customerPhone: '+65 6123 4567' })).toBe(true);
    expect(finds('012-345 6789', { customerPhone: '+65 6123 4567' })).toBe(false);
  });

  test('reads as its national digits', () => {
    expect(nationalDigits('012-345 6789')).toBe('123456789');
    expect(nationalDigits('+60 5-254 1234')).toBe('52541234');
    expect(nationalDigits('+65 6123 4567')).toBe('6561234567');
    expect(nationalDigits('')).toBe('');
  });
});

describe("a customer's name", () => {
  test('is found by a word or the part of one, case and accents aside', () => {
    expect(finds('ismail')).toBe(true);
    expect(finds('NUR’AIN')).toBe(true);
    expect(finds('bint')).toBe(true);
  });

  test('is found only when it holds every word', () => {
    expect(finds('nur ismail')).toBe(true);
    expect(finds('nur rahman')).toBe(false);
  });
});

describe('an order number', () => {
  test('is found as the list shows it, with or without #, in any case', () => {
    expect(finds('#MNOPQRST')).toBe(true);
    expect(finds('mnopqrst')).toBe(true);
    expect(finds('# mnop qrst')).toBe(true);
  });

  test('is found by a part of four characters or more, or any part after #', () => {
    expect(finds('OPQR')).toBe(true);
    expect(finds('#QR')).toBe(true);
    expect(finds('QR')).toBe(false);
  });

  test('is only the shown number, not the hidden start of the id', () => {
    expect(finds('abcdefgh')).toBe(false);
  });
});

test('an empty or blank query asks for nothing', () => {
  expect(parseOrderSearch('')).toBeNull();
  expect(parseOrderSearch('   ')).toBeNull();
  expect(parseOrderSearch(undefined)).toBeNull();
});
