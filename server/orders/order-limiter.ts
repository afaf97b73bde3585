import { clientKey, createBoundedMap } from '../auth/throttle';

/**
 * How many orders one client address may place in a window. Kept in memory and bounded like the sign-in
 * throttle (server/auth/throttle.ts): past `maxTrackedKeys` the addresses seen longest ago are forgotten, one
 * by one. An IPv6 /64 counts as one address. The address is `request.ip`, which names the client behind a
 * proxy only when TRUST_PROXY says so (server/http/trust-proxy.ts).
 */
export type OrderLimitOptions = {
  /** Orders one address may place per window. */
  maxOrders: number;
  windowMs: number;
  maxTrackedKeys: number;
  now?: () => number;
};

export const DEFAULT_ORDER_LIMIT: OrderLimitOptions = {
  maxOrders: 5,
  windowMs: 60 * 60 * 1000,
  maxTrackedKeys: 10_000,
};

export function createOrderLimiter(options: OrderLimitOptions = DEFAULT_ORDER_LIMIT) {
  const now = options.now ?? Date.now;
  /** Times of the latest `maxOrders` orders per address, the oldest first. */
  const placed = createBoundedMap<string, number[]>(options.maxTrackedKeys);

  /**
   * The address's times within the window, kept in place: the expired are dropped from the front, so a request costs
   * the same however many orders the window holds (a bench's limit of a million an hour).
   */
  function recent(key: string): number[] {
    const times = placed.peek(key) ?? [];
    const since = now() - options.windowMs;
    let expired = 0;
    while (expired < times.length && times[expired]! <= since) expired += 1;
    if (expired > 0) times.splice(0, expired);
    return times;
  }

  return {
    /** Seconds until this address may place another order, or 0 when it may now. */
    retryAfter(address: string): number {
      const times = recent(clientKey(address));
      if (times.length < options.maxOrders) return 0;
      const oldest = times[times.length - options.maxOrders]!;
      return Math.max(1, Math.ceil((oldest + options.windowMs - now()) / 1000));
    },
    /** Counts an order placed from this address. */
    count(address: string): void {
      const key = clientKey(address);
      const times = recent(key);
      times.push(now());
      if (times.length > options.maxOrders) times.splice(0, times.length - options.maxOrders);
      placed.set(key, times);
    },
    /** How many addresses are remembered, for the test of the bound. */
    get trackedKeys(): number {
      return placed.size;
    },
  };
}
