import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeRepairInput, malaysianNationalNumber, phoneSpelling } from '../../tests/factories';
import { MAX_REPAIR_PHOTOS, newRepairToken } from './repair';
import {
  QuoteAnswerSchema,
  RepairCreateInputSchema,
  RepairDaySchema,
  RepairInputSchema,
  RepairMoveSchema,
  RepairPhoneSchema,
  RepairQuerySchema,
  RepairTokenSchema,
  SenOrNullSchema,
} from './repair-schema';
import { MAX_REPAIR_SEN } from './repair-money';
import { validate } from './validation';

/** The field codes of a refused job, as the server and both adapters say them. */
function refusal(input: Record<string, unknown>): Record<string, string> {
  const result = validate(RepairInputSchema, input, 'repair');
  return result.ok ? {} : result.fields;
}

describe("the customer's phone", () => {
  test('is kept in E.164 however a Malaysian number is written', () => {
    fc.assert(
      fc.property(
        malaysianNationalNumber().chain((national) => fc.tuple(fc.constant(national), phoneSpelling(national))),
        ([national, typed]) => {
          expect(RepairPhoneSchema.parse(typed), typed).toBe(`+60${national}`);
        },
      ),
      { numRuns: 500 },
    );
    expect(RepairPhoneSchema.parse('012-345 6789')).toBe('+60123456789');
    expect(RepairPhoneSchema.parse('+60 12 345 6789')).toBe('+60123456789');
    expect(RepairPhoneSchema.parse('(05) 254 1234')).toBe('+6052541234');
  });

  test("takes another country's number only with its code, and refuses what is no number", () => {
    expect(RepairPhoneSchema.parse('+65 6123 4567')).toBe('+6561234567');
    expect(refusal(makeRepairInput({ customerPhone: '6123 4567' }))).toEqual({ customerPhone: 'phone' });
    expect(refusal(makeRepairInput({ customerPhone: '12345' }))).toEqual({ customerPhone: 'phone' });
    expect(refusal(makeRepairInput({ customerPhone: 'call me' }))).toEqual({ customerPhone: 'phone' });
    expect(refusal(makeRepairInput({ customerPhone: '  ' }))).toEqual({ customerPhone: 'required' });
    expect(refusal(makeRepairInput({ customerPhone: '0'.repeat(31) }))).toEqual({ customerPhone: 'tooLong' });
  });
});

describe('an amount, in sen', () => {
  test('is read from ringgit as the owner types them, or from sen, or left empty', () => {
    const cases: Array<[unknown, number | null]> = [
      ['1,250.50', 125_050],
      ['RM 80', 8_000],
      ['rm80', 8_000],
      ['RM1,000', 100_000],
      [' 80.5 ', 8_050],
      ['0.29', 29],
      ['0', 0],
      [8_000, 8_000],
      ['', null],
      ['  ', null],
      ['RM ', null],
      [null, null],
      [undefined, null],
    ];
    for (const [typed, amount] of cases) expect(SenOrNullSchema.parse(typed), String(typed)).toBe(amount);
  });

  test('is refused when negative, of three decimals, a part of a sen, past the most, or no number at all', () => {
    for (const typed of ['-5', 'RM -1', -5, '12.345', 12.5, '1.2.3', 'twenty', '80 RM', '1e3', 'NaN', Infinity]) {
      expect(SenOrNullSchema.safeParse(typed).success, String(typed)).toBe(false);
    }
    expect(SenOrNullSchema.safeParse(MAX_REPAIR_SEN).success).toBe(true);
    expect(SenOrNullSchema.safeParse(MAX_REPAIR_SEN + 1).success).toBe(false);
    expect(refusal(makeRepairInput({ estimate: '12.345' }))).toEqual({ estimate: 'amount' });
    expect(validate(RepairCreateInputSchema, makeRepairInput({ deposit: '-1' }), 'repair')).toMatchObject({
      fields: { deposit: 'amount' },
    });
  });

  test('any sen amount written with RM, commas and two decimals reads back to itself, never through a float', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_REPAIR_SEN }), fc.boolean(), (sen, prefix) => {
        const text = (sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(SenOrNullSchema.parse(`${prefix ? 'RM ' : ''}${text}`)).toBe(sen);
      }),
    );
  });
});

describe('a promised date', () => {
  test('is a day that exists, or empty', () => {
    expect(RepairDaySchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(RepairDaySchema.parse('')).toBeNull();
    expect(RepairDaySchema.parse(null)).toBeNull();
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-02-32',
      '15/12/2026',
      '2026-2-3',
      '2026-02-03T00:00',
    ]) {
      expect(refusal(makeRepairInput({ promisedDate: day })), day).toEqual({ promisedDate: 'date' });
    }
  });

  test('any text is answered, never thrown at', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/), fc.anything()), (value) => {
        expect(() => RepairDaySchema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

describe('a job', () => {
  test('is taken with its optional fields left out, trimmed and defaulted', () => {
    const { serial: _serial, accessories: _accessories, photos: _photos, ...required } = makeRepairInput();
    const parsed = RepairCreateInputSchema.parse({
      ...required,
      customerName: '  Ahmad  ',
      estimate: undefined,
      deposit: undefined,
      promisedDate: undefined,
    });
    expect(parsed).toMatchObject({
      customerName: 'Ahmad',
      serial: '',
      accessories: '',
      photos: [],
      estimate: null,
      deposit: null,
      depositMethod: 'cash',
      promisedDate: null,
    });
    // An edit takes the details only: a deposit is a new job's.
    expect(validate(RepairInputSchema, { ...required, deposit: '5' }, 'repair')).toMatchObject({ ok: false });
  });

  test('names each required field it misses, and a field it does not know', () => {
    expect(refusal({})).toEqual({
      customerName: 'required',
      customerPhone: 'required',
      language: 'language',
      brand: 'required',
      model: 'required',
      fault: 'required',
    });
    expect(refusal(makeRepairInput({ customerName: 'x'.repeat(101), fault: 'y'.repeat(2001) }))).toEqual({
      customerName: 'tooLong',
      fault: 'tooLong',
    });
    expect(refusal({ ...makeRepairInput(), status: 'ready' })).toEqual({ status: 'unknownField' });
  });

  test(`keeps ${MAX_REPAIR_PHOTOS} photos at most, each an upload under repairs/ or a web address`, () => {
    const upload = '/uploads/repairs/1732000000000_0_plate.jpg?v=abc123';
    expect(RepairInputSchema.parse(makeRepairInput({ photos: [upload, 'https://example.com/a.png'] })).photos).toEqual([
      upload,
      'https://example.com/a.png',
    ]);
    expect(refusal(makeRepairInput({ photos: Array(MAX_REPAIR_PHOTOS + 1).fill(upload) }))).toEqual({
      photos: 'tooManyPhotos',
    });
    for (const photo of [
      '/uploads/products/1732000000000_intro_drill.webp',
      '/uploads/repairs/../site.db',
      '/uploads/repairs/1732000000000_0_plate.svg',
      'javascript:alert(1)',
      'file:///etc/passwd',
      '',
    ]) {
      expect(refusal(makeRepairInput({ photos: [upload, photo] })), photo).toEqual({ 'photos.1': 'photo' });
    }
  });
});

describe('a move', () => {
  test('to waiting for approval needs a quote; another takes a note alone', () => {
    expect(
      validate(RepairMoveSchema, { from: 'diagnosing', status: 'awaitingApproval', note: 'x' }, 'move'),
    ).toMatchObject({
      ok: false,
      fields: { lines: 'quoteRequired' },
    });
    const line = { kind: 'labour', description: 'Fan', quantity: '2', unitPrice: 'RM 350' };
    expect(RepairMoveSchema.parse({ from: 'diagnosing', status: 'awaitingApproval', lines: [line] })).toEqual({
      from: 'diagnosing',
      status: 'awaitingApproval',
      note: '',
      lines: [{ kind: 'labour', description: 'Fan', quantity: 2, unitPrice: 35_000, productId: null }],
    });
    expect(RepairMoveSchema.parse({ from: 'repairing', status: 'ready' })).toEqual({
      from: 'repairing',
      status: 'ready',
      note: '',
    });
    expect(validate(RepairMoveSchema, { status: 'ready' }, 'move')).toMatchObject({ fields: { from: 'status' } });
    expect(validate(RepairMoveSchema, { from: 'repairing', status: 'ready', lines: [line] }, 'move')).toMatchObject({
      fields: { lines: 'invalid' },
    });
    expect(validate(RepairMoveSchema, { from: 'ready', status: 'fixed' }, 'move')).toMatchObject({
      fields: { status: 'status' },
    });
    expect(
      validate(RepairMoveSchema, { from: 'repairing', status: 'ready', note: 'n'.repeat(1001) }, 'move'),
    ).toMatchObject({ fields: { note: 'tooLong' } });
    for (const quantity of [0, -1, 100_000, 1.5, '1.5', 'two']) {
      expect(
        validate(
          RepairMoveSchema,
          { from: 'diagnosing', status: 'awaitingApproval', lines: [{ ...line, quantity }] },
          'move',
        ),
        String(quantity),
      ).toMatchObject({ fields: { 'lines.0.quantity': 'quantity' } });
    }
  });

  test('and an answer take nothing but their fields', () => {
    expect(QuoteAnswerSchema.parse({ answer: 'approved', version: 2 })).toEqual({ answer: 'approved', version: 2 });
    expect(QuoteAnswerSchema.safeParse({ answer: 'approved' }).success).toBe(false);
    expect(QuoteAnswerSchema.safeParse({ answer: 'maybe', version: 1 }).success).toBe(false);
    expect(QuoteAnswerSchema.safeParse({ answer: 'declined', version: 1, status: 'ready' }).success).toBe(false);
  });
});

describe('the list query and the token parameter', () => {
  test('take a search, a status, a limit and a cursor, an empty status meaning every one', () => {
    expect(RepairQuerySchema.parse({ q: ' 0001 ', status: '', limit: '20' })).toEqual({ q: '0001', limit: 20 });
    expect(RepairQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(RepairQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(RepairQuerySchema.safeParse({ status: 'fixed' }).success).toBe(false);
  });

  test('is a token of the right form only', () => {
    expect(RepairTokenSchema.safeParse(newRepairToken()).success).toBe(true);
    expect(RepairTokenSchema.safeParse('not-a-token').success).toBe(false);
  });
});
