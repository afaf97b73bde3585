import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** CSS pixels in a millimetre (96 per inch). */
export const MM = 96 / 25.4;

/** The print page size the document asks for (its `@page` rule), as written. */
export async function pageSize(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSPageRule ? [rule.style.getPropertyValue('size')] : [])),
    ),
  );
}

/**
 * The page as Chromium prints it (print media, the page's own `@page` size): how many sheets, and the first one's
 * size in millimetres, read from the PDF's page objects.
 */
export async function printed(page: Page): Promise<{ sheets: number; width: number; height: number }> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  const points = 25.4 / 72;
  return {
    sheets: pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0,
    width: Number(box?.[1]) * points,
    height: Number(box?.[2]) * points,
  };
}

/** Two lines of the roll's 8.5 pt type, leading-snug, with room for a rounding: 2 × 4.1 mm. */
const TWO_ROLL_LINES_MM = 9;

/**
 * Waits until the roll's page rule has caught up with the paper as laid out now, in print media at the roll's
 * printable width (the page measures it after each change of layout), and gives the length it asks for, in mm.
 * That is the content and the margins of 3 mm, rounded up, and 2 mm to spare. A screen is whole pixels and the
 * roll's 74 mm are 279.7 of them: at 279, a line that just fits the roll wraps once more on the screen, so the page
 * may be up to two lines shorter than the screen's view, never longer. Whether it holds the paper is the PDF's
 * to say (`printed`: one sheet).
 */
export async function rollLengthSettled(page: Page, paper: Locator): Promise<number> {
  let length = 0;
  await expect
    .poll(async () => {
      const view = Math.ceil((await paper.boundingBox())!.height / MM + 6) + 2;
      const size = (await pageSize(page)).join();
      length = Number(/^80mm (\d+)mm$/.exec(size)?.[1]);
      return length <= view && length >= view - TWO_ROLL_LINES_MM ? 'fits' : `${size} for 80mm ${view}mm`;
    })
    .toBe('fits');
  return length;
}
