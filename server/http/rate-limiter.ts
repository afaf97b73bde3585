/**
 * A per-key counter over fixed windows, in bounded memory: at most `maxKeys` keys are remembered, and
 * when a new key arrives at the limit the one least recently started is forgotten (a Map keeps insertion
 * order). Forgetting only ever lets a sender through early; it never refuses one wrongly.
 */
export type RateLimiter = {
  /** Counts one hit for `key`; false when the key has had `limit` hits already in this window. */
  hit(key: string): boolean;
  /**
   * Counts up to `wanted` hits for `key` at once (a beacon's events) and says how many fit in what is left of
   * the window's `limit`: 0 once it is used up. Only what fits is counted.
   */
  take(key: string, wanted: number): number;
  readonly size: number;
};

export type RateLimiterOptions = { limit: number; windowMs: number; maxKeys: number; now?: () => number };

export function createRateLimiter({ limit, windowMs, maxKeys, now = Date.now }: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function take(key: string, wanted: number): number {
    const time = now();
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      // Re-inserted, so that the Map's first key is always the one whose window began longest ago.
      windows.delete(key);
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    const taken = Math.max(0, Math.min(wanted, limit - window.count));
    window.count += taken;
    return taken;
  }

  return {
    hit: (key) => take(key, 1) === 1,
    take,
    get size() {
      return windows.size;
    },
  };
}
