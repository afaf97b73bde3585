/**
 * Password hashes take their turn. A scrypt hash holds 128 · N · r bytes of memory, a core, and one of libuv's four
 * threads (https://nodejs.org/api/crypto.html#cryptoscryptpassword-salt-keylen-options-callback), the threads that
 * also open and read the site's files: sixty sign-ins sent at once, each hashed at once, took gigabytes and every
 * thread, and scripts, pictures and /healthz waited for them. Here `maxRunning` hashes run, a few wait, and one more
 * is refused at once with the seconds after which there should be room.
 */
export type PasswordQueueOptions = {
  /** Hashes running at once, at most: each holds a libuv thread and a core, and the rest are left to the site. */
  maxRunning: number;
  /** Hashes that may wait for their turn; another is refused at once. */
  maxWaiting: number;
};

/**
 * One hash at a time, eight waiting. At the site's cost (64 MiB, server/auth/password-hash.ts) a burst holds 64 MiB of
 * the server's 1 GB and one core, whatever its size, leaves three of libuv's threads to files and the other core (on
 * a machine of two) to the site; the last in the queue waits about eight hashes, some two seconds.
 */
export const DEFAULT_PASSWORD_QUEUE: PasswordQueueOptions = { maxRunning: 1, maxWaiting: 8 };

/** A job's result, or a refusal because the queue is full: try again after `retryAfter` seconds. */
export type Queued<T> = { ok: true; value: T } | { ok: false; retryAfter: number };

/**
 * Whose hash it is: `known` is a browser the account knows (a valid device cookie) or a signed-in admin, whose hashes
 * have a waiting line of their own, served first, so that strangers filling theirs cannot keep the owner out.
 */
export type PasswordLane = 'known' | 'other';

export function createPasswordQueue(options: PasswordQueueOptions = DEFAULT_PASSWORD_QUEUE) {
  const waiting: Record<PasswordLane, (() => void)[]> = { known: [], other: [] };
  let running = 0;
  /** How long a job has taken lately (a moving average), for the wait a refusal names; a guess before the first. */
  let typicalMs = 1000;

  /** Seconds until the jobs ahead, running and waiting, should be done. */
  function retryAfter(): number {
    const ahead = running + waiting.known.length + waiting.other.length;
    return Math.max(1, Math.ceil((ahead * typicalMs) / options.maxRunning / 1000));
  }

  return {
    /**
     * Runs `job` when its turn comes; refused at once (without running it) when `maxWaiting` jobs already wait in
     * its lane.
     */
    run<T>(job: () => Promise<T>, lane: PasswordLane = 'other'): Promise<Queued<T>> {
      const mustWait = running >= options.maxRunning;
      if (mustWait && waiting[lane].length >= options.maxWaiting) {
        return Promise.resolve({ ok: false, retryAfter: retryAfter() });
      }
      return new Promise<Queued<T>>((resolve, reject) => {
        const start = () => {
          running++;
          const started = performance.now();
          job()
            .then((value) => resolve({ ok: true, value }), reject)
            .finally(() => {
              running--;
              typicalMs = 0.7 * typicalMs + 0.3 * (performance.now() - started);
              (waiting.known.shift() ?? waiting.other.shift())?.();
            });
        };
        if (mustWait) waiting[lane].push(start);
        else start();
      });
    },
    /** Jobs running and waiting now, for the tests. */
    get load(): { running: number; waiting: number } {
      return { running, waiting: waiting.known.length + waiting.other.length };
    },
  };
}
