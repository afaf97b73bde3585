import { describe, expect, test } from 'vitest';
import { createPasswordQueue } from './password-queue';

/** A hash that ends when the test says so, and records that it started. */
function job(started: string[], name: string) {
  let finish!: () => void;
  let fault!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fault = reject;
  });
  return {
    run: () => {
      started.push(name);
      return done;
    },
    finish,
    fault,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password queue', () => {
  test('runs two hashes at once, the others in their order as places free up', async () => {
    const queue = createPasswordQueue({ maxRunning: 2, maxWaiting: 8 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => job(started, name));
    const answers = jobs.map((j) => queue.run(j.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    jobs[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd'].map((value) => ({ ok: true, value })));
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  test('with its waiting places taken, it refuses another hash at once, without running it, and names a wait', async () => {
    const queue = createPasswordQueue({ maxRunning: 1, maxWaiting: 2 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'refused'].map((name) => job(started, name));
    const answers = jobs.map((j) => queue.run(j.run));
    // Refused before anything ran or finished.
    expect(await answers[3]).toEqual({ ok: false, retryAfter: expect.any(Number) });
    const refused = await answers[3]!;
    expect(!refused.ok && refused.retryAfter).toBeGreaterThanOrEqual(1);
    await settle();
    expect(started).toEqual(['a']);
    for (const j of jobs.slice(0, 3)) {
      j.finish();
      await settle();
    }
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  test('a known browser’s hash has a waiting line of its own, served first: strangers filling theirs do not refuse it', async () => {
    const queue = createPasswordQueue({ maxRunning: 1, maxWaiting: 2 });
    const started: string[] = [];
    const strangers = ['s1', 's2', 's3', 's4'].map((name) => job(started, name));
    const answers = strangers.map((j) => queue.run(j.run));
    expect(await answers[3]).toMatchObject({ ok: false });
    const owner = job(started, 'owner');
    const ownerAnswer = queue.run(owner.run, 'known');
    strangers[0]!.finish();
    await settle();
    expect(started).toEqual(['s1', 'owner']);
    owner.finish();
    expect(await ownerAnswer).toEqual({ ok: true, value: 'owner' });
    await settle();
    expect(started).toEqual(['s1', 'owner', 's2']);
    strangers[1]!.finish();
    await settle();
    expect(started).toEqual(['s1', 'owner', 's2', 's3']);
    strangers[2]!.finish();
    await settle();
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  test('a hash that fails gives its place to the next', async () => {
    const queue = createPasswordQueue({ maxRunning: 1, maxWaiting: 2 });
    const started: string[] = [];
    const [broken, next] = ['broken', 'next'].map((name) => job(started, name));
    const failed = queue.run(broken!.run);
    const after = queue.run(next!.run);
    broken!.fault(new Error('scrypt failed'));
    await expect(failed).rejects.toThrow('scrypt failed');
    await settle();
    expect(started).toEqual(['broken', 'next']);
    next!.finish();
    expect(await after).toEqual({ ok: true, value: 'next' });
  });
});
