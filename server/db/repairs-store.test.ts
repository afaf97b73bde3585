import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { RepairCreateInputSchema, RepairMoveSchema, type RepairMove } from '@/domain/repair-schema';
import type { RepairJob } from '@/domain/repair';
import { makeRepairInput } from '../../tests/factories';
import { migrate, openDatabase, type Db } from './database';
import { MIGRATIONS } from './migrations';
import { createRepairRepository, type RepairRefusal, type RepairRepository } from './repairs-store';

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
  RepairCreateInputSchema.parse(makeRepairInput(overrides));
const moveOf = (move: RepairMove) => RepairMoveSchema.parse(move);
/** A job that was written: a refusal fails the test. */
function made(result: RepairJob | RepairRefusal): RepairJob {
  if ('refused' in result) throw new Error(`Refused: ${JSON.stringify(result)}`);
  return result;
}
const create = (at?: string, overrides: Parameters<typeof makeRepairInput>[0] = {}) =>
  made(repairs.create(input(overrides), at));

describe('job numbers', () => {
  test('count up within a year in Malaysia and start again at 1 when its new year begins there', () => {
    expect(create('2026-06-01T00:00:00.000Z').number).toBe('R-2026-0001');
    expect(create('2026-12-31T15:59:59.000Z').number).toBe('R-2026-0002');
    // 1 January, 00:00 in Ipoh.
    expect(create('2026-12-31T16:00:00.000Z').number).toBe('R-2027-0001');
    expect(create('2027-01-02T00:00:00.000Z').number).toBe('R-2027-0002');
  });

  test('are never given twice, even after the last job is gone', () => {
    const first = create('2026-06-01T00:00:00.000Z');
    const second = create('2026-06-02T00:00:00.000Z');
    db.prepare('DELETE FROM repairs WHERE id IN (?, ?)').run(first.id, second.id);
    expect(create('2026-06-03T00:00:00.000Z').number).toBe('R-2026-0003');
  });

  test('past 9999 in a year grow a digit', () => {
    db.prepare('INSERT INTO repair_numbers (year, last) VALUES (2026, 9999)').run();
    expect(create('2026-06-01T00:00:00.000Z').number).toBe('R-2026-10000');
  });
});

describe('the list', () => {
  test('pages jobs made in the same millisecond each once, open ones first', () => {
    const at = '2026-06-01T00:00:00.000Z';
    const jobs = Array.from({ length: 7 }, () => create(at));
    repairs.move(jobs[2]!.id, moveOf({ from: 'received', status: 'cancelled' }), at);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = repairs.list({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((job) => job.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect([...seen].sort()).toEqual(jobs.map((job) => job.id).sort());
    expect(seen.at(-1)).toBe(jobs[2]!.id);
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
    expect(plan("SELECT * FROM repairs WHERE serial_key = 'X' AND serial_key <> ''")).toContain('repairs_by_serial');
  });
});

describe('a move', () => {
  test('is checked against the status stored at the time it is written', () => {
    const job = create('2026-06-01T00:00:00.000Z');
    expect(repairs.move(job.id, moveOf({ from: 'received', status: 'cancelled' }))).toMatchObject({ from: 'received' });
    // A second screen that still shows it received cannot take it on.
    expect(repairs.move(job.id, moveOf({ from: 'received', status: 'diagnosing' }))).toMatchObject({
      refused: 'conflict',
      field: 'from',
      code: 'staleStatus',
    });
    expect(repairs.move(job.id, moveOf({ from: 'cancelled', status: 'diagnosing' }))).toMatchObject({
      refused: 'conflict',
      field: 'status',
      code: 'moveNotAllowed',
    });
    expect(repairs.move('NoSuchJob00000000000', moveOf({ from: 'received', status: 'diagnosing' }))).toEqual({
      refused: 'notFound',
    });
    expect(repairs.get(job.id)?.status).toBe('cancelled');
  });

  test('keeps the quote of a later move, and its answer', () => {
    const job = create();
    repairs.move(job.id, moveOf({ from: 'received', status: 'diagnosing' }));
    const lines = [{ kind: 'labour' as const, description: 'Fan', quantity: 1, unitPrice: 20_000 }];
    repairs.move(job.id, moveOf({ from: 'diagnosing', status: 'awaitingApproval', lines, note: 'Fan' }));
    const answered = repairs.answerQuote(job.token, 'approved', 1, '2026-06-02T00:00:00.000Z');
    expect(answered).toMatchObject({ job: { quote: { answer: 'approved', answeredAt: '2026-06-02T00:00:00.000Z' } } });
    expect(repairs.answerQuote(job.token, 'declined', 1)).toMatchObject({ code: 'notAwaitingAnswer' });
    const repairing = repairs.move(job.id, moveOf({ from: 'awaitingApproval', status: 'repairing' }));
    expect(repairing).toMatchObject({
      job: { quote: { version: 1, note: 'Fan', answer: 'approved', totals: { total: 20_000 } } },
    });
    expect('job' in repairing && repairing.job.history.at(-1)).toEqual({
      kind: 'status',
      at: 'job' in repairing ? repairing.job.updatedAt : '',
      status: 'repairing',
      from: 'awaitingApproval',
      note: '',
    });
  });
});

describe('a token', () => {
  test('finds its job; a text of another form is not looked up', () => {
    const job = create();
    expect(repairs.findByToken(job.token)).toEqual(job);
    expect(repairs.findByToken(job.id)).toBeNull();
    // A row whose token is not of a token's form (written by hand) is not reached by that text.
    db.prepare("UPDATE repairs SET token = 'short' WHERE id = ?").run(job.id);
    expect(repairs.findByToken('short')).toBeNull();
  });
});

describe('counts and figures', () => {
  test('count a job overdue from the day after its promised date in Malaysia', () => {
    create('2026-05-01T00:00:00.000Z', { promisedDate: '2026-06-01' });
    // 1 June, 23:59 in Ipoh: still the promised day.
    expect(repairs.counts('2026-06-01T15:59:00.000Z').overdue).toBe(0);
    // 2 June, 00:00 in Ipoh.
    expect(repairs.counts('2026-06-01T16:00:00.000Z')).toMatchObject({ overdue: 1, received: 1, ready: 0 });
  });

  test('count a job received long ago and collected this week as collected this week', () => {
    const old = create('2025-01-06T02:00:00.000Z');
    let from = old.status;
    for (const [status, at] of [
      ['diagnosing', '2025-01-07T02:00:00.000Z'],
      ['repairing', '2025-01-08T02:00:00.000Z'],
      ['ready', '2026-06-01T02:00:00.000Z'],
      ['collected', '2026-06-03T02:00:00.000Z'],
    ] as const) {
      repairs.move(old.id, moveOf({ from, status }), at);
      from = status;
    }
    const figures = repairs.insights('2026-06-04T02:00:00.000Z');
    expect(figures.weeks.at(-1)).toEqual({ start: '2026-06-01', received: 0, collected: 1 });
    expect(figures.readyJobs).toBe(1);
    expect(figures.medianDaysToReady).toBeGreaterThan(500);
  });
});

describe('reminders, the storage fee and the warranty, in Malaysian days', () => {
  /** A job ready at `readyAt`, its RM 150 quote approved. */
  function readyAt(at: string): RepairJob {
    const job = create('2026-01-01T00:00:00.000Z');
    const lines = [{ kind: 'labour' as const, description: 'Service', quantity: 1, unitPrice: 15_000 }];
    repairs.move(job.id, moveOf({ from: 'received', status: 'diagnosing' }), '2026-01-02T00:00:00.000Z');
    repairs.move(job.id, moveOf({ from: 'diagnosing', status: 'awaitingApproval', lines }), '2026-01-02T01:00:00.000Z');
    repairs.answerQuote(job.token, 'approved', 1, '2026-01-02T02:00:00.000Z');
    repairs.move(job.id, moveOf({ from: 'awaitingApproval', status: 'repairing' }), '2026-01-02T03:00:00.000Z');
    const moved = repairs.move(job.id, moveOf({ from: 'repairing', status: 'ready' }), at);
    if ('refused' in moved) throw new Error('not ready');
    return moved.job;
  }

  test('a job ready at 23:30 on 28 February in Ipoh is reminded on 3, 7, 14 and 30 days from that day', () => {
    // 28 February 2027, 23:30 in Ipoh is 15:30 UTC; 1 March begins at 16:00 UTC.
    const job = readyAt('2027-02-28T15:30:00.000Z');
    const dueOn = (day: string) => repairs.reminders(day).find((item) => item.job.id === job.id)?.day ?? null;
    expect(dueOn('2027-03-02')).toBeNull();
    expect(dueOn('2027-03-03')).toBe(3);
    expect(dueOn('2027-03-07')).toBe(7);
    expect(dueOn('2027-03-14')).toBe(14);
    expect(dueOn('2027-03-30')).toBe(30);
    // One minute later it is 1 March in Ipoh: every day moves on by one.
    const later = readyAt('2027-02-28T16:01:00.000Z');
    expect(repairs.reminders('2027-03-03').find((item) => item.job.id === later.id)).toBeUndefined();
    expect(repairs.reminders('2027-03-04').find((item) => item.job.id === later.id)?.day).toBe(3);
  });

  test('the storage fee counts days in Malaysia from ready to collected, past the free days', () => {
    const shop = repairsSettings({ storageFeePerDay: 300, storageFreeDays: 7 });
    expect(shop).toBeTruthy();
    const job = readyAt('2026-01-31T15:59:00.000Z');
    // Ready on 31 January, collected on 10 February in Ipoh: 10 days, 3 beyond the free 7.
    const collected = repairs.move(job.id, moveOf({ from: 'ready', status: 'collected' }), '2026-02-10T01:00:00.000Z');
    expect(collected).toMatchObject({
      job: {
        storageFee: { days: 10, freeDays: 7, perDay: 300, amount: 900 },
        money: { storageFee: 900, due: 15_900 },
        warrantyDays: 90,
        warrantyEndsOn: '2026-05-11',
      },
    });
  });

  /** Shop settings' repair group changed in the store. */
  function repairsSettings(changes: Record<string, unknown>): boolean {
    const row = db.prepare<[], { data: string }>('SELECT data FROM shop_settings WHERE id = 1').get();
    const data = row ? (JSON.parse(row.data) as Record<string, unknown>) : {};
    const repairsGroup = { sstNumber: '', warrantyDays: 90, storageFeePerDay: null, storageFreeDays: 14, ...changes };
    db.prepare(
      `INSERT INTO shop_settings (id, data, updated_at) VALUES (1, @data, '2026-01-01T00:00:00.000Z')
       ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
    ).run({ data: JSON.stringify({ ...data, repairs: repairsGroup }) });
    return true;
  }
});

describe('the migration of jobs written before money in sen', () => {
  test('brings an older job up to the table: sen, the deposit a payment, the quote a line, the times', () => {
    const old = new Database(path.join(dir, 'old.db'));
    const before = MIGRATIONS.findIndex(
      (migration) => typeof migration === 'string' && migration.includes('ADD COLUMN payments'),
    );
    old.function('search_initials', (_subCategory: unknown, _name: unknown) => '');
    for (const migration of MIGRATIONS.slice(0, before)) old.exec(migration as string);
    old.pragma(`user_version = ${before}`);
    old
      .prepare(
        `INSERT INTO repairs (id, number, token, customer_name, customer_phone, language, brand, model, serial, fault,
        accessories, photos, estimate, deposit, promised_date, status, open, quote, history, created_at, updated_at)
       VALUES ('old1', 'R-2025-0001', 'AAAAAAAAAAAAAAAAAAAAAA', 'Ahmad', '+60123456789', 'ms', 'Lincoln', 'V2', 'sn 44-71',
        'Dead', '', '[]', 80.5, 50.1, NULL, 'collected', 0, @quote, @history, '2025-03-01T01:00:00.000Z',
        '2025-03-09T01:00:00.000Z')`,
      )
      .run({
        quote: JSON.stringify({
          amount: 350.25,
          note: 'New board',
          answer: 'approved',
          answeredAt: '2025-03-03T01:00:00.000Z',
        }),
        history: JSON.stringify([
          { kind: 'status', at: '2025-03-01T01:00:00.000Z', status: 'received', note: '' },
          { kind: 'status', at: '2025-03-02T01:00:00.000Z', status: 'diagnosing', note: '' },
          {
            kind: 'status',
            at: '2025-03-02T02:00:00.000Z',
            status: 'awaitingApproval',
            note: 'New board',
            quote: 350.25,
          },
          { kind: 'answer', at: '2025-03-03T01:00:00.000Z', answer: 'approved' },
          { kind: 'status', at: '2025-03-04T01:00:00.000Z', status: 'repairing', note: '' },
          { kind: 'status', at: '2025-03-08T01:00:00.000Z', status: 'ready', note: '' },
          { kind: 'status', at: '2025-03-09T01:00:00.000Z', status: 'collected', note: '' },
        ]),
      });
    migrate(old);
    const job = createRepairRepository(old).get('old1')!;
    old.close();
    expect(job).toMatchObject({
      estimate: 8_050,
      payments: [{ id: '0', amount: 5_010, method: 'other', date: '2025-03-01', note: 'Deposit', voided: null }],
      quote: {
        version: 1,
        lines: [{ kind: 'labour', description: 'New board', quantity: 1, unitPrice: 35_025, productId: null }],
        serviceTaxRate: 0,
        quotedAt: '2025-03-02T02:00:00.000Z',
        answer: 'approved',
        totals: { total: 35_025 },
      },
      readyAt: '2025-03-08T01:00:00.000Z',
      collectedAt: '2025-03-09T01:00:00.000Z',
      warrantyDays: 90,
      warrantyEndsOn: '2025-06-07',
      money: { approved: 35_025, paid: 5_010, balance: 30_015 },
    });
    expect(job.history[2]).toMatchObject({ quote: 35_025, version: 1 });
    expect(job.history[3]).toMatchObject({ kind: 'answer', version: 1 });
  });
});
