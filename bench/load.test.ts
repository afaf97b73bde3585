import { describe, expect, test } from 'vitest';
import { memoryGrowth, percentile } from './load';

const MB = 1024 * 1024;

/** A minute of readings: garbage collection's saw from 300 to 420 MB every 20 s, plus `leakPerSecond`. */
function readings(leakPerSecond: number): number[] {
  return Array.from({ length: 61 }, (_, second) => (300 + 6 * (second % 20) + leakPerSecond * second) * MB);
}

describe('memory growth over a soak', () => {
  test('the saw of garbage collection is no growth, wherever the readings start and end', () => {
    const saw = readings(0);
    // The two ends alone read +40 % (300 MB, then 420 MB at the last tooth's top).
    const ended = [...saw.slice(0, 60), 420 * MB];
    expect(ended.at(-1)! / ended[0]! - 1).toBeGreaterThan(0.3);
    // The medians stay within the target of +10 % (the phase of the saw in each half moves them a little).
    expect(Math.abs(memoryGrowth(ended).growth)).toBeLessThan(0.1);
    expect(Math.abs(memoryGrowth(saw).growth)).toBeLessThan(0.1);
  });

  test('a leak of two megabytes a second under the same saw reads as growth beyond the target', () => {
    const { growth, first, second } = memoryGrowth(readings(2));
    expect(growth).toBeGreaterThan(0.1);
    expect(second).toBeGreaterThan(first);
  });
});

describe('a percentile of latencies', () => {
  test('is the value of its rank: one slow answer in a hundred is the p99, two are above it', () => {
    const fast = Array.from({ length: 99 }, (_, i) => 5 + (i % 7));
    expect(percentile([...fast, 16_000], 0.99)).toBe(11);
    expect(percentile([...fast.slice(1), 16_000, 15_000], 0.99)).toBe(15_000);
    // Few samples, as when the site stalls for the whole burst: the p99 is the slowest.
    expect(percentile([40, 65_000, 30], 0.99)).toBe(65_000);
    expect(percentile([], 0.99)).toBeNaN();
  });
});
