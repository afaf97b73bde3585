import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isPersonName, normaliseNameSpacing } from './person-name';
import { ERASED_NAME } from './personal-data';
import { EnquiryInputSchema } from './enquiry-schema';
import { RepairCreateInputSchema } from './repair-schema';
import { validate } from './validation';
import { makeOrderInput, makeRepairInput } from '../../tests/factories';

describe('a customer’s name', () => {
  test('holds a letter or a digit of some script', () => {
    for (const name of ['Ahmad', '陈大文', 'முத்து', 'Nguyễn', 'محمد', 'R2', '7-Eleven Ipoh', 'a/l']) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  test('made only of punctuation, dashes, symbols, spaces or look-alike blanks is no name, the erased mark either', () => {
    for (const name of ['—', '-', '...', '– –', '( )', '?!', '\u2800', '\u3164', '\u115f\u1160', '\u200b\ufeff', '★']) {
      expect(isPersonName(name), JSON.stringify(name)).toBe(false);
    }
    expect(isPersonName(ERASED_NAME)).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[\p{P}\p{S}\p{Z}\s\u2800\u3164\u200b-\u200d]*$/u), (name) => {
        expect(isPersonName(name)).toBe(false);
      }),
    );
  });

  test('compares as one spelling whatever kind of space parts its words', () => {
    expect(normaliseNameSpacing(' Ali\u00a0bin\u2800\u2800Abu\u200b ')).toBe('Ali bin Abu');
  });
});

describe('a name without a letter or a digit', () => {
  const noNames = ['—', '...', '- -', '\u2800\u2800', '\u3164'];

  test('is refused at repair intake, with the name field’s code', () => {
    for (const customerName of noNames) {
      const result = validate(RepairCreateInputSchema, makeRepairInput({ customerName }), 'repair');
      expect(result, JSON.stringify(customerName)).toMatchObject({ ok: false, fields: { customerName: 'name' } });
    }
    expect(validate(RepairCreateInputSchema, makeRepairInput({ customerName: '陈大文' }), 'repair').ok).toBe(true);
  });

  test('is refused on an enquiry sent as an order', () => {
    for (const customerName of noNames) {
      const result = validate(
        EnquiryInputSchema,
        { ...makeOrderInput({ customerName }), lines: [{ productId: 'p1', quantity: 1 }] },
        'order',
      );
      expect(result, JSON.stringify(customerName)).toMatchObject({ ok: false, fields: { customerName: 'name' } });
    }
  });
});
