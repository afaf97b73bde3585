import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ROLL_MARGIN_MM, printRollLength } from './repair-paper';

const MM = 96 / 25.4;

describe("an 80 mm slip's page length", () => {
  test('holds the content and both margins, in whole millimetres, with at most 3 mm to spare', () => {
    fc.assert(
      fc.property(fc.double({ min: 300, max: 5000, noNaN: true }), (contentPx) => {
        const length = printRollLength(contentPx);
        const needed = contentPx / MM + 2 * ROLL_MARGIN_MM;
        expect(Number.isInteger(length)).toBe(true);
        expect(length).toBeGreaterThanOrEqual(needed + 1);
        expect(length).toBeLessThanOrEqual(needed + 3);
      }),
    );
  });

  test('is never shorter than a short piece of the roll', () => {
    expect(printRollLength(0)).toBe(60);
  });
});
