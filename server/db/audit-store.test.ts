import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { openDatabase, type Db } from './database';
import { createAuditLog } from './audit-store';
import { schedulePruning } from '../plugins/audit-trail';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-test-'));
  db = openDatabase(dir);
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A clock that stands still until the test moves it. */
function fakeClock(start: string) {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advanceDays(days: number) {
      time += days * 86_400_000;
    },
    advanceMs(ms: number) {
      time += ms;
    },
  };
}

describe('the audit log', () => {
  test('an entry keeps its time, actor, action, target, detail and address', () => {
    const clock = fakeClock('2025-03-01T02:00:00.000Z');
    const log = createAuditLog(db, clock.now);
    log.record({
      actor: 'owner@example.test',
      action: 'order.status',
      target: 'order1',
      detail: { from: 'pending', to: 'shipped' },
      address: '203.0.113.7',
    });
    expect(log.list({ limit: 10 }).items).toEqual([
      {
        id: expect.any(String),
        at: '2025-03-01T02:00:00.000Z',
        actor: 'owner@example.test',
        action: 'order.status',
        target: 'order1',
        detail: { from: 'pending', to: 'shipped' },
        address: '203.0.113.7',
      },
    ]);
  });

  test('the list is newest first, a page at a time, and entries of the same millisecond keep their order', () => {
    const clock = fakeClock('2025-03-01T02:00:00.000Z');
    const log = createAuditLog(db, clock.now);
    for (let i = 1; i <= 5; i++) {
      log.record({ actor: 'owner@example.test', action: 'product.update', target: `p${i}` });
      if (i !== 3) clock.advanceMs(1_000); // p3 and p4 share a millisecond
    }
    const first = log.list({ limit: 2 });
    expect(first.items.map((e) => e.target)).toEqual(['p5', 'p4']);
    const second = log.list({ limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((e) => e.target)).toEqual(['p3', 'p2']);
    const last = log.list({ limit: 2, cursor: second.nextCursor! });
    expect(last.items.map((e) => e.target)).toEqual(['p1']);
    expect(last.nextCursor).toBeNull();
  });

  test('a malformed cursor is refused', () => {
    const log = createAuditLog(db);
    expect(() => log.list({ limit: 2, cursor: 'not-a-cursor' })).toThrow(/cursor/);
  });

  test('pruning removes the entries older than a year and keeps the rest', () => {
    const clock = fakeClock('2024-01-01T00:00:00.000Z');
    const log = createAuditLog(db, clock.now);
    log.record({ actor: 'owner@example.test', action: 'sign-in.success' });
    clock.advanceDays(200);
    log.record({ actor: 'owner@example.test', action: 'product.delete', target: 'p1' });
    clock.advanceDays(165);
    expect(log.prune()).toBe(0); // exactly a year after the first: not older than a year yet
    clock.advanceDays(1);
    expect(log.prune()).toBe(1);
    expect(log.list({ limit: 10 }).items.map((e) => e.action)).toEqual(['product.delete']);
    clock.advanceDays(200);
    expect(log.prune()).toBe(1);
    expect(log.list({ limit: 10 }).items).toEqual([]);
  });

  test('pruning runs at once and then once a day', () => {
    vi.useFakeTimers();
    try {
      const prune = vi.fn();
      const stop = schedulePruning(prune);
      expect(prune).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(86_400_000 - 1);
      expect(prune).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(prune).toHaveBeenCalledTimes(2);
      stop();
      vi.advanceTimersByTime(86_400_000 * 3);
      expect(prune).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
