import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ROLL_MARGIN_MM, a5Zoom, printRollLength } from './repair-paper';

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

describe("an A5 paper's zoom in print", () => {
  test('is 1 while the content fits the sheet, and else brings it within the printable 190 mm, never below it by 1 %', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 8000, noNaN: true }), (contentPx) => {
        const zoom = a5Zoom(contentPx);
        const mm = contentPx / MM;
        if (mm <= 188) expect(zoom).toBe(1);
        else {
          expect(mm * zoom).toBeLessThanOrEqual(188);
          expect(mm * (zoom + 0.01)).toBeGreaterThan(188);
        }
      }),
    );
  });
});
