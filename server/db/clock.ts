let last = 0;

/**
 * The current time as ISO 8601, strictly later than the previous call's. Two writes in the same
 * millisecond would otherwise tie, and newest-first lists would order them by chance.
 */
export function nowIso(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}
