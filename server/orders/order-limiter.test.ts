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
});
