/** The collaborators strip moves 2 px every 50 ms (spec §9). */
export const STRIP_STEP_PX = 2;
export const STRIP_TICK_MS = 50;

/**
 * Where the strip is after one more tick. The logo list is rendered twice, so the end of the loop is
 * the width of one copy: there the view looks exactly like the start, and the strip returns to 0.
 * On a screen wider than one copy the strip cannot scroll that far; it then returns at its own end.
 */
export function nextStripOffset(
  offset: number,
  scrollWidth: number,
  clientWidth: number,
  step = STRIP_STEP_PX,
): number {
  const end = Math.min(scrollWidth / 2, scrollWidth - clientWidth);
  if (!(end > 0)) return 0;
  const next = offset + step;
  return next >= end ? 0 : next;
}
