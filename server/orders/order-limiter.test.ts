import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createOrderLimiter } from './order-limiter';

function limiter(maxTrackedKeys = 100) {
  let time = 1_000_000;
  const limit = createOrderLimiter({ maxOrders: 5, windowMs: 3_600_000, maxTrackedKeys, now: () => time });
  return { limit, advance: (ms: number) => (time += ms) };
}

describe('the per-address order limit', () => {
  test('allows five orders an hour from one address, then says how long to wait', () => {
    const { limit, advance } = limiter();
    for (let i = 0; i < 5; i += 1) {
      expect(limit.retryAfter('203.0.113.7')).toBe(0);
      limit.count('203.0.113.7');
      advance(60_000);
    }
    expect(limit.retryAfter('203.0.113.7')).toBe(3600 - 5 * 60);
    expect(limit.retryAfter('203.0.113.8')).toBe(0);
    advance(3600_000 - 5 * 60_000 + 1);
    expect(limit.retryAfter('203.0.113.7')).toBe(0);
  });

  test('counts an IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one', () => {
    const { limit } = limiter();
    for (let i = 1; i <= 5; i += 1) limit.count(`2001:db8:1:2::${i}`);
    expect(limit.retryAfter('2001:db8:1:2:ffff::9')).toBeGreaterThan(0);
    expect(limit.retryAfter('2001:db8:1:3::1')).toBe(0);
    for (let i = 0; i < 5; i += 1) limit.count('::ffff:198.51.100.1');
    expect(limit.retryAfter('198.51.100.1')).toBeGreaterThan(0);
  });

  test('remembers a bounded number of addresses', () => {
    const { limit } = limiter(50);
    for (let i = 0; i < 500; i += 1) limit.count(`10.0.${Math.floor(i / 250)}.${i % 250}`);
    expect(limit.trackedKeys).toBe(50);
  });

  test('answers as a plain count of the window would, whatever the times and the limit', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 2_000_000 }) }),
      fc.record({ kind: fc.constant('order' as const), address: fc.constantFrom('203.0.113.7', '203.0.113.8') }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(step, { maxLength: 60 }), (maxOrders, steps) => {
        let time = 5_000_000;
        const windowMs = 3_600_000;
        const limit = createOrderLimiter({ maxOrders, windowMs, maxTrackedKeys: 10, now: () => time });
        const placed: Record<string, number[]> = {};
        for (const next of steps) {
          if (next.kind === 'advance') time += next.ms;
          else {
            const recent = (placed[next.address] ?? []).filter((at) => at > time - windowMs);
            const expected =
              recent.length < maxOrders
                ? 0
                : Math.max(1, Math.ceil((recent[recent.length - maxOrders]! + windowMs - time) / 1000));
            expect(limit.retryAfter(next.address)).toBe(expected);
            if (expected === 0) {
              limit.count(next.address);
              placed[next.address] = [...recent, time];
            }
          }
        }
      }),
    );
  });
});
