import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { RepairInputSchema, RepairMoveSchema, type RepairMove } from '@/domain/repair-schema';
import { makeRepairInput } from '../../tests/factories';
import { openDatabase, type Db } from './database';
import { createRepairRepository, type RepairRepository } from './repairs';

let dir: string;
let db: Db;
let repairs: RepairRepository;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repairs-'));
  db = openDatabase(dir);
  repairs = createRepairRepository(db);
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const input = (overrides: Parameters<typeof makeRepairInput>[0] = {}) =>
  RepairInputSchema.parse(makeRepairInput(overrides));
const moveOf = (move: RepairMove) => RepairMoveSchema.parse(move);

describe('job numbers', () => {
  test('count up within a year in Malaysia and start again at 1 when its new year begins there', () => {
    expect(repairs.create(input(), '2026-06-01T00:00:00.000Z').number).toBe('R-2026-0001');
    expect(repairs.create(input(), '2026-12-31T15:59:59.000Z').number).toBe('R-2026-0002');
    // 1 January, 00:00 in Ipoh.
    expect(repairs.create(input(), '2026-12-31T16:00:00.000Z').number).toBe('R-2027-0001');
    expect(repairs.create(input(), '2027-01-02T00:00:00.000Z').number).toBe('R-2027-0002');
  });

  test('are never given twice, even after the last job is gone', () => {
    const first = repairs.create(input(), '2026-06-01T00:00:00.000Z');
    const second = repairs.create(input(), '2026-06-02T00:00:00.000Z');
    db.prepare('DELETE FROM repairs WHERE id IN (?, ?)').run(first.id, second.id);
    expect(repairs.create(input(), '2026-06-03T00:00:00.000Z').number).toBe('R-2026-0003');
  });

  test('past 9999 in a year grow a digit', () => {
    db.prepare('INSERT INTO repair_numbers (year, last) VALUES (2026, 9999)').run();
    expect(repairs.create(input(), '2026-06-01T00:00:00.000Z').number).toBe('R-2026-10000');
  });
});

describe('the list', () => {
  test('pages jobs made in the same millisecond each once, open ones first', () => {
    const at = '2026-06-01T00:00:00.000Z';
    const made = Array.from({ length: 7 }, () => repairs.create(input(), at));
    repairs.move(made[2]!.id, moveOf({ status: 'cancelled' }), at);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = repairs.list({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((job) => job.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect([...seen].sort()).toEqual(made.map((job) => job.id).sort());
    expect(seen.at(-1)).toBe(made[2]!.id);
  });

  test('is read in its order from an index, without sorting the table', () => {
    const plan = (sql: string) =>
      db
        .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((row) => row.detail)
        .join('\n');
    const list = plan('SELECT * FROM repairs ORDER BY open DESC, created_at DESC, id DESC LIMIT 21');
    expect(list).toContain('repairs_by_list');
    expect(list).not.toContain('TEMP B-TREE');
    const byStatus = plan("SELECT * FROM repairs WHERE status = 'ready' ORDER BY created_at DESC, id DESC LIMIT 21");
    expect(byStatus).toContain('repairs_by_status');
    expect(byStatus).not.toContain('TEMP B-TREE');
    expect(plan("SELECT * FROM repairs WHERE token = 'x'")).toMatch(/USING INDEX sqlite_autoindex_repairs_\d/);
  });
});

describe('a move', () => {
  test('is checked against the status stored at the time it is written', () => {
    const job = repairs.create(input(), '2026-06-01T00:00:00.000Z');
    expect(repairs.move(job.id, moveOf({ status: 'cancelled' }))).toMatchObject({ from: 'received' });
    // A second screen that still shows it received cannot take it on.
    expect(repairs.move(job.id, moveOf({ status: 'diagnosing' }))).toEqual({ refused: 'moveNotAllowed' });
    expect(repairs.move('NoSuchJob00000000000', moveOf({ status: 'diagnosing' }))).toEqual({ refused: 'notFound' });
    expect(repairs.get(job.id)?.status).toBe('cancelled');
  });

  test('keeps the quote of a later move, and its answer', () => {
    const job = repairs.create(input());
    repairs.move(job.id, moveOf({ status: 'diagnosing' }));
    repairs.move(job.id, moveOf({ status: 'awaitingApproval', quote: 200, note: 'Fan' }));
    const answered = repairs.answerQuote(job.token, 'approved', '2026-06-02T00:00:00.000Z');
    expect(answered).toMatchObject({ job: { quote: { answer: 'approved', answeredAt: '2026-06-02T00:00:00.000Z' } } });
    expect(repairs.answerQuote(job.token, 'declined')).toEqual({ refused: 'notAwaitingAnswer' });
    const repairing = repairs.move(job.id, moveOf({ status: 'repairing', quote: 999 }));
    expect(repairing).toMatchObject({ job: { quote: { amount: 200, note: 'Fan', answer: 'approved' } } });
    expect('job' in repairing && repairing.job.history.at(-1)).toEqual({
      kind: 'status',
      at: 'job' in repairing ? repairing.job.updatedAt : '',
      status: 'repairing',
      note: '',
    });
  });
});

describe('a token', () => {
  test('finds its job; a text of another form is not looked up', () => {
    const job = repairs.create(input());
    expect(repairs.findByToken(job.token)).toEqual(job);
    expect(repairs.findByToken(job.id)).toBeNull();
    // A row whose token is not of a token's form (written by hand) is not reached by that text.
    db.prepare("UPDATE repairs SET token = 'short' WHERE id = ?").run(job.id);
    expect(repairs.findByToken('short')).toBeNull();
  });
});

describe('counts and figures', () => {
  test('count a job overdue from the day after its promised date in Malaysia', () => {
    repairs.create(input({ promisedDate: '2026-06-01' }), '2026-05-01T00:00:00.000Z');
    // 1 June, 23:59 in Ipoh: still the promised day.
    expect(repairs.counts('2026-06-01T15:59:00.000Z').overdue).toBe(0);
    // 2 June, 00:00 in Ipoh.
    expect(repairs.counts('2026-06-01T16:00:00.000Z')).toMatchObject({ overdue: 1, received: 1, ready: 0 });
  });

  test('count a job received long ago and collected this week as collected this week', () => {
    const old = repairs.create(input(), '2025-01-06T02:00:00.000Z');
    for (const [status, at] of [
      ['diagnosing', '2025-01-07T02:00:00.000Z'],
      ['repairing', '2025-01-08T02:00:00.000Z'],
      ['ready', '2026-06-01T02:00:00.000Z'],
      ['collected', '2026-06-03T02:00:00.000Z'],
    ] as const) {
      repairs.move(old.id, moveOf({ status }), at);
    }
    const figures = repairs.insights('2026-06-04T02:00:00.000Z');
    expect(figures.weeks.at(-1)).toEqual({ start: '2026-06-01', received: 0, collected: 1 });
    expect(figures.readyJobs).toBe(1);
    expect(figures.medianDaysToReady).toBeGreaterThan(500);
  });
});
