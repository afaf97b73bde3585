import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { formatPhone, nationalPhone, toMalaysianE164, whatsAppDigits } from './phone';

describe('Malaysian phone numbers as people type them', () => {
  test.each([
    ['012-345 6789', '+60123456789'],
    ['0123456789', '+60123456789'],
    ['+60 12-345 6789', '+60123456789'],
    ['60123456789', '+60123456789'],
    ['+60 012 345 6789', '+60123456789'],
    ['011-2345 6789', '+601123456789'],
    ['05-254 1234', '+6052541234'],
    ['(05) 254 1234', '+6052541234'],
    ['03-2345 6789', '+60323456789'],
    ['088-123 456', '+6088123456'],
    ['082.123.4567', '+60821234567'],
  ])('%s is %s', (typed, e164) => {
    expect(toMalaysianE164(typed)).toBe(e164);
  });

  test.each(['', 'call me', '12345', '+65 9123 4567', '012-345', '012-345 6789 0000', '02-1234 5678', '+60'])(
    '%j is not a Malaysian number',
    (typed) => {
      expect(toMalaysianE164(typed)).toBeNull();
    },
  );

  test('a WhatsApp link takes the digits without the plus', () => {
    expect(whatsAppDigits('+60123456789')).toBe('60123456789');
  });

  test.each([
    ['+60123456789', '+60 12-345 6789', '012-345 6789'],
    ['+60 19-306 7781', '+60 19-306 7781', '019-306 7781'],
    ['011-2345 6789', '+60 11-2345 6789', '011-2345 6789'],
    ['(03) 2345 6789', '+60 3-2345 6789', '03-2345 6789'],
    ['05-254 1234', '+60 5-254 1234', '05-254 1234'],
    ['088-123 456', '+60 88-123 456', '088-123 456'],
    ['082.123.4567', '+60 82-123 4567', '082-123 4567'],
  ])('%s shows as %s, and in a spreadsheet as %s', (stored, shown, national) => {
    expect(formatPhone(stored)).toBe(shown);
    expect(nationalPhone(stored)).toBe(national);
  });

  test('a number that is not Malaysian shows as it was typed', () => {
    expect(formatPhone(' +65 9123 4567 ')).toBe('+65 9123 4567');
    expect(nationalPhone('call me')).toBe('call me');
  });

  test('however a Malaysian number was written, it shows one way, and that way reads back as the same number', () => {
    const national = fc.oneof(
      fc.stringMatching(/^1[02-9]\d{7}$/),
      fc.stringMatching(/^11\d{8}$/),
      fc.stringMatching(/^3\d{8}$/),
      fc.stringMatching(/^8\d{7,8}$/),
      fc.stringMatching(/^[4-79]\d{7}$/),
    );
    const written = fc.tuple(national, fc.constantFrom('0', '+60', '+60 ', '60'), fc.constantFrom('', ' ', '-'));
    fc.assert(
      fc.property(written, ([digits, start, separator]) => {
        const typed = `${start}${digits.slice(0, 2)}${separator}${digits.slice(2)}`;
        const e164 = toMalaysianE164(typed);
        expect(e164).toBe(`+60${digits}`);
        expect(formatPhone(typed)).toBe(formatPhone(e164!));
        expect(toMalaysianE164(formatPhone(typed))).toBe(e164);
        expect(toMalaysianE164(nationalPhone(typed))).toBe(e164);
        expect(nationalPhone(typed)).toMatch(/^0[\d -]+$/);
      }),
    );
  });
});
