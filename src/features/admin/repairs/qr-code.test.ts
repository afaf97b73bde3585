import fc from 'fast-check';
import { create } from 'qrcode';
import { describe, expect, test } from 'vitest';
import { QR_QUIET_ZONE, qrDrawing } from './qr-code';

/** The dark modules the path draws, read back from its runs: "row,column" of each. */
function drawnModules(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i++) dark.add(`${Number(y) - QR_QUIET_ZONE},${Number(x) - QR_QUIET_ZONE + i}`);
  }
  return dark;
}

function codeModules(text: string): Set<string> {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) dark.add(`${row},${column}`);
  }
  return dark;
}

describe('the QR code of a status link', () => {
  test('draws exactly the dark modules of the code, inside a quiet zone of four', () => {
    fc.assert(
      fc.property(fc.webUrl(), (link) => {
        const drawing = qrDrawing(link);
        expect(drawnModules(drawing.path)).toEqual(codeModules(link));
        expect(drawing.size).toBe(create(link, { errorCorrectionLevel: 'M' }).modules.size + 2 * QR_QUIET_ZONE);
      }),
      { numRuns: 40 },
    );
  });

  test('two links a character apart make different codes', () => {
    const link = 'https://kintaweld.example/repair/AAAAAAAAAAAAAAAAAAAAAA';
    expect(qrDrawing(link).path).not.toBe(qrDrawing(`${link.slice(0, -1)}Q`).path);
  });
});
