/**
 * Slows down password guessing: after too many failed sign-ins for one account, or from one address,
 * within the window, every attempt is refused (even with the right password) until the window passes.
 * Kept in memory: a restart forgets it, which costs an attacker a restart they cannot cause.
 */
export type ThrottleOptions = {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
  now?: () => number;
};

export const DEFAULT_THROTTLE: ThrottleOptions = {
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
};

const MAX_TRACKED_KEYS = 50_000;

export function createSignInThrottle(options: ThrottleOptions = DEFAULT_THROTTLE) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - options.windowMs;
    const times = (failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  }

  function keys(address: string, email: string) {
    return [
      { key: `account:${email.trim().toLowerCase()}`, max: options.maxFailuresPerAccount },
      { key: `address:${address}`, max: options.maxFailuresPerAddress },
    ];
  }

  return {
    /** Seconds to wait before another attempt, or 0 when one is allowed now. */
    retryAfter(address: string, email: string): number {
      let wait = 0;
      for (const { key, max } of keys(address, email)) {
        const times = recent(key);
        if (times.length >= max) {
          const oldest = times[times.length - max]!;
          wait = Math.max(wait, Math.ceil((oldest + options.windowMs - now()) / 1000));
        }
      }
      return wait;
    },
    fail(address: string, email: string): void {
      if (failures.size > MAX_TRACKED_KEYS) failures.clear();
      for (const { key } of keys(address, email)) failures.set(key, [...recent(key), now()]);
    },
    succeed(address: string, email: string): void {
      failures.delete(keys(address, email)[0]!.key);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
