import { describe, expect, test } from 'vitest';
import { toMalaysianE164, whatsAppDigits } from './phone';

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
});
