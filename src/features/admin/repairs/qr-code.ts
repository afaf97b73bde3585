import { create } from 'qrcode';

/** White modules around the code, as the QR standard asks, so that a scanner finds its edges on any paper. */
export const QR_QUIET_ZONE = 4;

export type QrDrawing = {
  /** Modules across, the quiet zone included: the SVG's viewBox is this square. */
  size: number;
  /** One SVG path of the dark modules, a rectangle per horizontal run, in module units. */
  path: string;
};

/**
 * The QR code of a text as an SVG path, drawn by React as markup: no inline script, no `innerHTML`, nothing the
 * content security policy refuses. Error correction M (15% of the code may be lost): a slip gets creased and
 * smudged at the counter, and a status link is short enough for it to stay a small code.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      const run = column - start;
      parts.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size + 2 * QR_QUIET_ZONE, path: parts.join('') };
}
