import net from 'node:net';

/**
 * Slows down password guessing without letting anyone keep the owner out
 * (https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html and its "device cookies").
 *
 * - A browser that signed in before shows a signed device cookie (auth/device-cookies.ts). Its attempts are
 *   counted against that cookie only: failures elsewhere never stop it.
 * - Any other attempt is counted against its client address (an IPv6 /64 counts as one address, since one
 *   host may hold the whole prefix), and against the account when failures for it come from many
 *   addresses (guessing spread over many machines). Failures from one address never stop another address.
 *
 * The client address is the socket's unless TRUST_PROXY says which proxies may name it (server/http/trust-proxy.ts),
 * so a forged X-Forwarded-For changes nothing. Kept in memory, bounded: past `maxTrackedKeys` the keys
 * touched longest ago are forgotten, one by one. A restart forgets everything, which costs an attacker a
 * restart they cannot cause.
 *
 * An attempt is reserved before its password is checked and settled after (`reserve`): while it is checked it
 * counts as a failure, so a burst of attempts sent at once cannot all pass the check before the first is counted.
 */
export type ThrottleOptions = {
  /** Failures from one client address before it must wait. */
  maxFailuresPerAddress: number;
  /** Distinct addresses failing for one account before browsers without its device cookie must wait. */
  maxAddressesPerAccount: number;
  /** Failures with one device cookie before it must wait. */
  maxFailuresPerDevice: number;
  windowMs: number;
  /** Addresses, devices and accounts remembered at most, each. */
  maxTrackedKeys: number;
  now?: () => number;
};

export const DEFAULT_THROTTLE: ThrottleOptions = {
  maxFailuresPerAddress: 20,
  maxAddressesPerAccount: 10,
  maxFailuresPerDevice: 10,
  windowMs: 15 * 60 * 1000,
  maxTrackedKeys: 10_000,
};

/** One sign-in attempt: where it comes from, the account it names, and its device cookie's id when valid for that account. */
export type SignInAttempt = { address: string; email: string; device: string | null };

/**
 * An attempt let through, its password not yet checked: it counts as a failure until it is settled. Settling
 * it a second time does nothing, so a route may `release` in a `finally` after `fail` or `succeed`.
 */
export type Reservation = {
  /** The password was wrong: the attempt stays counted, as a failure at this moment. */
  fail(): void;
  /** The password was right: the attempt and the failures of its own counter (device, else address) are forgiven. */
  succeed(): void;
  /** The password was never checked (the server was too busy, or an error): the attempt is not counted. */
  release(): void;
};

export function createSignInThrottle(options: ThrottleOptions = DEFAULT_THROTTLE) {
  const now = options.now ?? Date.now;
  /** Failure times by `address:…` or `device:…`, the latest `max` of them at most. */
  const failures = createBoundedMap<string, number[]>(options.maxTrackedKeys);
  /** By account: the addresses that failed for it and when each last did, the latest `maxAddressesPerAccount`. */
  const accounts = createBoundedMap<string, Map<string, number>>(options.maxTrackedKeys);
  /**
   * Attempts being checked: by counter key, and by account then address. Entries leave when their attempts are
   * settled, so these hold no more than the attempts in flight (which the password queue bounds).
   */
  const pending = new Map<string, number>();
  const pendingByAccount = new Map<string, Map<string, number>>();

  function counterOf(attempt: SignInAttempt): { key: string; max: number } {
    return attempt.device
      ? { key: `device:${attempt.device}`, max: options.maxFailuresPerDevice }
      : { key: `address:${clientKey(attempt.address)}`, max: options.maxFailuresPerAddress };
  }

  /** Seconds until the oldest of `max` failure times leaves the window, or 0 when fewer than `max` are in it. */
  function waitFor(times: number[], max: number): number {
    const since = now() - options.windowMs;
    const recent = times.filter((time) => time > since);
    if (recent.length < max) return 0;
    const oldest = recent[recent.length - max]!;
    return Math.ceil((oldest + options.windowMs - now()) / 1000);
  }

  /** Failure times with each attempt in flight counted as failing now, the worst it can turn out to be. */
  function withPending(times: number[], count: number): number[] {
    return count ? [...times, ...Array<number>(count).fill(now())] : times;
  }

  function retryAfter(attempt: SignInAttempt): number {
    const { key, max } = counterOf(attempt);
    const own = waitFor(withPending(failures.peek(key) ?? [], pending.get(key) ?? 0), max);
    if (attempt.device) return own;
    const account = accountKey(attempt.email);
    const lastFailed = new Map(accounts.peek(account));
    for (const address of pendingByAccount.get(account)?.keys() ?? []) lastFailed.set(address, now());
    const held = waitFor(
      [...lastFailed.values()].sort((a, b) => a - b),
      options.maxAddressesPerAccount,
    );
    return Math.max(own, held);
  }

  function countPending(attempt: SignInAttempt, step: 1 | -1): void {
    const { key } = counterOf(attempt);
    addTo(pending, key, step);
    if (attempt.device) return;
    const account = accountKey(attempt.email);
    const addresses = pendingByAccount.get(account) ?? new Map<string, number>();
    addTo(addresses, clientKey(attempt.address), step);
    if (addresses.size) pendingByAccount.set(account, addresses);
    else pendingByAccount.delete(account);
  }

  function fail(attempt: SignInAttempt): void {
    const { key, max } = counterOf(attempt);
    const since = now() - options.windowMs;
    const times = (failures.peek(key) ?? []).filter((time) => time > since);
    failures.set(key, [...times, now()].slice(-max));
    if (attempt.device) return;
    const account = accountKey(attempt.email);
    const addresses = accounts.peek(account) ?? new Map<string, number>();
    const address = clientKey(attempt.address);
    addresses.delete(address);
    addresses.set(address, now());
    // Insertion order is age order: the first is the address that failed longest ago.
    while (addresses.size > options.maxAddressesPerAccount) addresses.delete(addresses.keys().next().value!);
    accounts.set(account, addresses);
  }

  return {
    /** Seconds to wait before another attempt, or 0 when one is allowed now; attempts in flight count as failures. */
    retryAfter,
    /**
     * Lets an attempt through and counts it at once, or says how many seconds to wait. Checking and counting are
     * one step, taken before the password is checked, so no two attempts can pass on the same free place.
     */
    reserve(attempt: SignInAttempt): { retryAfter: number } | { reservation: Reservation } {
      const wait = retryAfter(attempt);
      if (wait > 0) return { retryAfter: wait };
      countPending(attempt, 1);
      let settled = false;
      const settle = (outcome: () => void) => () => {
        if (settled) return;
        settled = true;
        countPending(attempt, -1);
        outcome();
      };
      return {
        reservation: {
          fail: settle(() => fail(attempt)),
          succeed: settle(() => failures.delete(counterOf(attempt).key)),
          release: settle(() => {}),
        },
      };
    },
    /** How many keys are remembered, for the tests of the bound. */
    get trackedKeys(): number {
      return failures.size + accounts.size;
    },
    /** How many attempts are being checked, for the tests that every reservation is settled. */
    get inFlight(): number {
      return [...pending.values()].reduce((sum, count) => sum + count, 0);
    },
  };
}

function addTo(counts: Map<string, number>, key: string, step: 1 | -1): void {
  const count = (counts.get(key) ?? 0) + step;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The key a client address is counted under: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64 prefix.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A Map that holds at most `capacity` keys: setting a key makes it the newest, and past the capacity
 * the oldest keys are dropped, one by one (never all at once, which would forgive every counted failure).
 */
export function createBoundedMap<K, V>(capacity: number) {
  const entries = new Map<K, V>();
  return {
    /** The value, without making the key newer. */
    peek: (key: K): V | undefined => entries.get(key),
    set(key: K, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    delete: (key: K): boolean => entries.delete(key),
    has: (key: K): boolean => entries.has(key),
    get size(): number {
      return entries.size;
    },
  };
}
