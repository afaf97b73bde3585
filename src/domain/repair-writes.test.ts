import { describe, expect, test } from 'vitest';
import { makeRepairJob, makeRepairQuote } from '../../tests/factories';
import { malaysianDay, type RepairJob } from './repair';
import {
  REPAIR_REFUSALS,
  decideAnswer,
  decideClaim,
  decideCreate,
  decideEdit,
  decideMove,
  decidePayment,
  decideReminder,
  decideVoid,
  inputOfJob,
  withDerived,
  type RepairRefusal,
  type RepairWrite,
} from './repair-writes';
import type { RepairPayment } from './repair-money';

const NOW = '2026-03-10T04:00:00.000Z';
const TODAY = malaysianDay(NOW);
const SHOP = { sstNumber: '', warrantyDays: 30, storageFeePerDay: null, storageFreeDays: 14 };

const paidOne = (amount: number, extra: Partial<RepairPayment> = {}): RepairPayment => ({
  id: '0',
  kind: 'payment',
  amount,
  method: 'cash',
  date: TODAY,
  note: '',
  recordedAt: NOW,
  recordedBy: 'owner@example.test',
  voided: null,
  ...extra,
});
const job = (fields: Partial<RepairJob> = {}) =>
  withDerived(makeRepairJob({ createdAt: '2026-03-01T02:00:00.000Z', ...fields }));
const pay = { kind: 'payment' as const, amount: 100, method: 'cash' as const, date: TODAY, note: '' };

/** One case that makes each refusal, by the function the table names for it. */
const CASES: Record<keyof typeof REPAIR_REFUSALS, () => unknown> = {
  'deposit:overBalance': () =>
    decideCreate({ ...inputOfJob(job({ estimate: 1_000 })), deposit: 1_001, depositMethod: 'cash' }, NOW, 'a'),
  'estimate:billFixed': () => decideEdit(job({ status: 'collected' }), { ...inputOfJob(job()), estimate: 1 }, NOW),
  'estimate:belowPaid': () =>
    decideEdit(withDerived(job({ payments: [paidOne(5_000)] })), { ...inputOfJob(job()), estimate: 4_999 }, NOW),
  'from:staleStatus': () => decideMove(job(), { from: 'diagnosing', status: 'repairing', note: '' }, SHOP, NOW),
  'status:moveNotAllowed': () => decideMove(job(), { from: 'received', status: 'ready', note: '' }, SHOP, NOW),
  'status:tooMany': () =>
    decideMove(
      job({ history: Array.from({ length: 200 }, () => ({ kind: 'status', at: NOW, status: 'received', note: '' })) }),
      { from: 'received', status: 'diagnosing', note: '' },
      SHOP,
      NOW,
    ),
  'version:staleQuote': () =>
    decideAnswer(job({ status: 'awaitingApproval', quote: makeRepairQuote(5_000) }), 'approved', 2, NOW),
  'answer:notAwaitingAnswer': () =>
    decideAnswer(job({ status: 'repairing', quote: makeRepairQuote(5_000) }), 'approved', 1, NOW),
  'payments:tooMany': () =>
    decidePayment(
      job({ payments: Array.from({ length: 20 }, (_, i) => paidOne(1, { id: String(i) })) }),
      pay,
      'a',
      NOW,
    ),
  'amount:overBalance': () => decidePayment(job({ estimate: 99 }), pay, 'a', NOW),
  'date:futureDate': () => decidePayment(job(), { ...pay, date: '2026-03-11' }, 'a', NOW),
  'date:beforeReceived': () => decidePayment(job(), { ...pay, date: '2026-02-28' }, 'a', NOW),
  'kind:notEnded': () => decidePayment(job(), { ...pay, kind: 'refund' }, 'a', NOW),
  'amount:overRefund': () => decidePayment(job({ status: 'cancelled' }), { ...pay, kind: 'refund' }, 'a', NOW),
  'payment:alreadyVoided': () =>
    decideVoid(job({ payments: [paidOne(100, { voided: { at: NOW, by: 'a', reason: '' } })] }), '0', '', 'a', NOW),
  'status:notCollected': () => decideClaim(job({ status: 'ready' }), null, { fault: 'x', promisedDate: null }, NOW),
  'warranty:warrantyEnded': () =>
    decideClaim(
      job({
        status: 'collected',
        collectedAt: '2026-01-01T02:00:00.000Z',
        warrantyDays: 30,
        warrantyEndsOn: '2026-01-31',
      }),
      null,
      { fault: 'x', promisedDate: null },
      NOW,
    ),
  'day:notDue': () => decideReminder(job({ status: 'ready', readyAt: NOW }), 3, NOW),
};

const DECISIONS: Record<RepairWrite, string> = {
  create: 'decideCreate',
  edit: 'decideEdit',
  move: 'decideMove',
  answer: 'decideAnswer',
  pay: 'decidePayment',
  refund: 'decidePayment',
  void: 'decideVoid',
  claim: 'decideClaim',
  remind: 'decideReminder',
};

describe('each refusal of a repair write is decided by one function', () => {
  test('every code of the table is returned, with its field, by the function the table names', () => {
    for (const [key, make] of Object.entries(CASES)) {
      const [field, code] = key.split(':');
      const refusal = make() as RepairRefusal;
      expect(refusal, key).toMatchObject({ ok: false, field, code });
      expect(DECISIONS[REPAIR_REFUSALS[key as keyof typeof REPAIR_REFUSALS]], key).toBeDefined();
    }
  });

  test('the table lists every code the decisions return, and the decision record lists the table', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('./repair-writes.ts', import.meta.url), 'utf8');
    const returned = [...source.matchAll(/refuse\('(\w+)', '(\w+)'/g)].map(([, field, code]) => `${field}:${code}`);
    expect(new Set(returned)).toEqual(new Set(Object.keys(REPAIR_REFUSALS)));
    const record = readFileSync(
      new URL('../../docs/decisions/023-repair-writes-decided-once.md', import.meta.url),
      'utf8',
    );
    for (const [key, write] of Object.entries(REPAIR_REFUSALS)) {
      const [field, code] = key.split(':');
      expect(record, key).toMatch(new RegExp(`\\| \`${field}: ${code}\` +\\| ${DECISIONS[write]} +\\|`));
    }
  });

  test('a job that ends without the work keeps its charge, and a claim while the last one is open is that job', () => {
    const moved = decideMove(
      job({ status: 'diagnosing' }),
      {
        from: 'diagnosing',
        status: 'returnedUnrepaired',
        note: '',
        charge: { description: 'Inspection', amount: 3_000 },
      },
      SHOP,
      NOW,
    );
    expect(moved.ok && moved.next.money).toMatchObject({ basis: 'ended', due: 3_000 });
    const open = job({ id: 'claim1', status: 'received' });
    const collected = job({ status: 'collected', collectedAt: NOW, warrantyDays: 30, warrantyEndsOn: '2026-04-09' });
    const claimed = decideClaim(collected, open, { fault: 'Again', promisedDate: null }, NOW);
    expect(claimed.ok && claimed.next).toEqual({ existing: open });
  });
});
