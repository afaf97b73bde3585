import { describe, expect, test } from 'vitest';
import { STRIP_STEP_PX, STRIP_TICK_MS, nextStripOffset } from './strip-loop';

describe('nextStripOffset', () => {
  test('moves 2 px every 50 ms', () => {
    expect(STRIP_STEP_PX).toBe(2);
    expect(STRIP_TICK_MS).toBe(50);
    expect(nextStripOffset(0, 2000, 500)).toBe(2);
    expect(nextStripOffset(10, 2000, 500)).toBe(12);
  });

  test('returns to the start when it reaches the end of the first copy of the logos', () => {
    // Two copies of 1000 px each: at 1000 px the view equals the start.
    expect(nextStripOffset(996, 2000, 500)).toBe(998);
    expect(nextStripOffset(998, 2000, 500)).toBe(0);
  });

  test('returns at its own scroll end when the screen is wider than one copy', () => {
    // 1200 px wide view of two 800 px copies: it can scroll only 400 px.
    expect(nextStripOffset(396, 1600, 1200)).toBe(398);
    expect(nextStripOffset(398, 1600, 1200)).toBe(0);
  });

  test('stays at the start when there is nothing to scroll', () => {
    expect(nextStripOffset(0, 500, 800)).toBe(0);
    expect(nextStripOffset(40, 0, 0)).toBe(0);
  });
});
