/**
 * Password hashes take their turn. A scrypt hash holds 128 · N · r bytes of memory and one of libuv's four
 * threads (https://nodejs.org/api/crypto.html#cryptoscryptpassword-salt-keylen-options-callback), the threads that
 * also open and read the site's files: sixty sign-ins sent at once, each hashed at once, took gigabytes and every
 * thread, and scripts and pictures waited for them. Here at most `maxRunning` hashes run, within `memoryBudget`,
 * a few wait, and one more is refused at once with the seconds after which there should be room.
 */
export type PasswordQueueOptions = {
  /** Hashes running at once, at most: each holds a libuv thread, and the rest are left to files. */
  maxRunning: number;
  /** The memory the running hashes may hold together, in bytes; a hash that needs more runs alone. */
  memoryBudget: number;
  /** Hashes that may wait for their turn; another is refused at once. */
  maxWaiting: number;
};

const MiB = 1024 * 1024;

/**
 * Two hashes at a time within 128 MiB: two at the site's cost (64 MiB each, server/auth/password.ts), or one
 * stored at the earlier cost of 128 MiB. With eight waiting, a burst holds the server's memory to what one
 * old-cost hash took, keeps two of libuv's threads for files, and the last in the queue waits about four hashes.
 */
export const DEFAULT_PASSWORD_QUEUE: PasswordQueueOptions = { maxRunning: 2, memoryBudget: 128 * MiB, maxWaiting: 8 };

/** A job's result, or a refusal because the queue is full: try again after `retryAfter` seconds. */
export type Queued<T> = { ok: true; value: T } | { ok: false; retryAfter: number };

export function createPasswordQueue(options: PasswordQueueOptions = DEFAULT_PASSWORD_QUEUE) {
  const waiting: { memory: number; start: () => void }[] = [];
  let running = 0;
  let memoryInUse = 0;
  /** How long a job has taken lately (a moving average), for the wait a refusal names; a guess before the first. */
  let typicalMs = 1000;

  function fits(memory: number): boolean {
    return running === 0 || (running < options.maxRunning && memoryInUse + memory <= options.memoryBudget);
  }

  /** Starts the jobs at the head of the line while they fit: in order, so a large one is not passed by small ones. */
  function startWaiting(): void {
    while (waiting.length > 0 && fits(waiting[0]!.memory)) waiting.shift()!.start();
  }

  /** Seconds until the jobs ahead, running and waiting, should be done, two at a time. */
  function retryAfter(): number {
    const ahead = running + waiting.length;
    return Math.max(1, Math.ceil((ahead * typicalMs) / options.maxRunning / 1000));
  }

  return {
    /**
     * Runs `job`, which holds `memory` bytes while it runs, when its turn comes; refused at once (without running
     * it) when `maxWaiting` jobs already wait.
     */
    run<T>(memory: number, job: () => Promise<T>): Promise<Queued<T>> {
      const mustWait = waiting.length > 0 || !fits(memory);
      if (mustWait && waiting.length >= options.maxWaiting) {
        return Promise.resolve({ ok: false, retryAfter: retryAfter() });
      }
      return new Promise<Queued<T>>((resolve, reject) => {
        const start = () => {
          running++;
          memoryInUse += memory;
          const started = performance.now();
          job()
            .then((value) => resolve({ ok: true, value }), reject)
            .finally(() => {
              running--;
              memoryInUse -= memory;
              typicalMs = 0.7 * typicalMs + 0.3 * (performance.now() - started);
              startWaiting();
            });
        };
        if (mustWait) waiting.push({ memory, start });
        else start();
      });
    },
    /** Jobs running and waiting now, for the tests. */
    get load(): { running: number; waiting: number } {
      return { running, waiting: waiting.length };
    },
  };
}
