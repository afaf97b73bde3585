import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { quoteTotals, senToText } from '@/domain/repair-money';
import {
  draftTotals,
  draftsFromQuote,
  emptyLine,
  linesToInput,
  linesToKeep,
  productPriceText,
  unfinishedLines,
  type LineDraft,
} from './quote-lines-model';

const line = (kind: 'part' | 'labour', quantity: number, sen: number): LineDraft => ({
  ...emptyLine(kind),
  description: kind === 'part' ? 'Rectifier board' : 'Rewinding',
  quantity: String(quantity),
  unitPrice: senToText(sen),
});

describe("the quote editor's totals", () => {
  test('are the shared quoteTotals of the lines as typed, to the sen, whatever the lines and the tax', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('part' as const, 'labour' as const),
            quantity: fc.integer({ min: 1, max: 999 }),
            unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.constantFrom(0, 800),
        (lines, rate) => {
          const drafts = lines.map((each) => line(each.kind, each.quantity, each.unitPrice));
          expect(draftTotals(drafts, rate)).toEqual({ totals: quoteTotals(lines, rate), complete: true });
        },
      ),
    );
  });

  test('count only the lines the schema takes, and say that one is not complete', () => {
    const drafts = [line('part', 1, 35_000), { ...line('labour', 2, 6_050), unitPrice: '60.505' }];
    expect(draftTotals(drafts, 0)).toEqual({
      totals: quoteTotals([{ kind: 'part', quantity: 1, unitPrice: 35_000 }], 0),
      complete: false,
    });
  });

  test('take the price as people type it: "RM 1,250.50" is 125050 sen', () => {
    const drafts = [{ ...line('labour', 1, 0), unitPrice: 'RM 1,250.50' }];
    expect(draftTotals(drafts, 0).totals.total).toBe(125_050);
  });
});

describe("the quote editor's lines", () => {
  test('a new quote starts from the last one, each line as the owner typed it', () => {
    const drafts = draftsFromQuote({
      lines: [{ kind: 'part', description: 'Fan', quantity: 2, unitPrice: 4_550, productId: 'p1' }],
    });
    expect(linesToInput(drafts)).toEqual([
      { kind: 'part', description: 'Fan', quantity: '2', unitPrice: '45.50', productId: 'p1' },
    ]);
    expect(draftsFromQuote(null)).toHaveLength(1);
  });

  test("a catalogue part's price in ringgit becomes the unit price field's text", () => {
    expect(productPriceText(1299.9)).toBe('1299.90');
    expect(productPriceText(0.29)).toBe('0.29');
  });
});

describe('the lines the quote sends', () => {
  test('leave out a line never touched, whatever its kind, and keep every line begun', () => {
    const begun = { ...emptyLine('labour'), description: 'Rewinding' };
    const priced = { ...emptyLine('part'), unitPrice: '12' };
    const drafts = [emptyLine('part'), begun, emptyLine('labour'), priced, { ...emptyLine('part'), quantity: '' }];
    expect(linesToKeep(drafts)).toEqual([begun, priced]);
  });

  test('an empty line does not make the quote incomplete; a half-filled one is named by its number', () => {
    const drafts = [line('part', 1, 35_000), emptyLine('part'), { ...emptyLine('labour'), description: 'Rewinding' }];
    expect(unfinishedLines(drafts)).toEqual([3]);
    expect(draftTotals(drafts, 0).complete).toBe(false);
    expect(draftTotals(drafts.slice(0, 2), 0)).toEqual({
      totals: quoteTotals([{ kind: 'part', quantity: 1, unitPrice: 35_000 }], 0),
      complete: true,
    });
  });

  test('a quantity changed from 1 makes a line begun, to be named if nothing else is typed', () => {
    expect(unfinishedLines([{ ...emptyLine('part'), quantity: '3' }])).toEqual([1]);
  });
});
