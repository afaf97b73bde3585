import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { createRateLimiter } from './rate-limiter';

describe('the rate limiter', () => {
  test('lets `limit` hits through per window and key, then refuses until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, maxKeys: 10, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.hit('a'))).toEqual([true, true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    now = 999;
    expect(limiter.hit('a')).toBe(false);
    now = 1000;
    expect(limiter.hit('a')).toBe(true);
  });

  test('remembers at most `maxKeys` keys, forgetting the oldest window first', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100, now: () => now });
    limiter.hit('first');
    for (let i = 0; i < 10_000; i++) {
      now++;
      limiter.hit(`address ${i}`);
    }
    expect(limiter.size).toBe(100);
    // The first key was forgotten: it may start again (never refused wrongly).
    expect(limiter.hit('first')).toBe(true);
    // A recent one is still held to its limit.
    expect(limiter.hit('address 9999')).toBe(false);
  });
});

describe('taking several hits at once', () => {
  test('takes what fits in the window and no more, then nothing until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 60, windowMs: 60_000, maxKeys: 10, now: () => now });
    expect(limiter.take('a', 20)).toBe(20);
    expect(limiter.take('a', 20)).toBe(20);
    expect(limiter.take('a', 20)).toBe(20);
    expect(limiter.take('a', 20)).toBe(0);
    expect(limiter.hit('a')).toBe(false);
    expect(limiter.take('b', 70)).toBe(60);
    now = 60_000;
    expect(limiter.take('a', 5)).toBe(5);
  });

  test('whatever the sizes asked, a key never gets more than `limit` in a window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 50 }), (sizes) => {
        const limiter = createRateLimiter({ limit: 60, windowMs: 60_000, maxKeys: 10, now: () => 0 });
        const taken = sizes.map((size) => limiter.take('a', size));
        taken.forEach((count, index) => expect(count).toBeLessThanOrEqual(sizes[index]!));
        expect(taken.reduce((sum, count) => sum + count, 0)).toBe(
          Math.min(
            60,
            sizes.reduce((sum, size) => sum + size, 0),
          ),
        );
      }),
    );
  });
});
