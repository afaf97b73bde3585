import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { newRepairToken, repairStatusView, type RepairStatus } from '@/domain/repair';
import { RepairInputSchema } from '@/domain/repair-schema';
import { makeRepairInput } from '../../../tests/factories';
import {
  answerLine,
  missingRepairFields,
  newJobRecord,
  paymentRecord,
  quoteRecord,
  statusLine,
  toHistory,
  toRepairJob,
  toRepairStatusView,
  upgradeRepairRecord,
  viewFields,
  withAnswerOf,
} from './repair-records';
import { FakeTimestamp } from '../../../tests/fakes/firebase-fakes';

/** Stored times as Firestore gives them back: timestamps, seconds apart. */
const at = (second: number) => new FakeTimestamp(1_764_000_000 + second, 0);
const input = RepairInputSchema.parse(makeRepairInput());
const labour = (total: number) => [
  { kind: 'labour' as const, description: 'New board', quantity: 1, unitPrice: total, productId: null },
];

function storedJob(changes: Record<string, unknown> = {}) {
  return { ...newJobRecord('R-2026-0042', newRepairToken(), input, at(0)), ...changes };
}

describe('a repair job in Firestore', () => {
  test('reads back as the job the owner typed: received, its first line at its creation, its money', () => {
    const stored = storedJob();
    const job = toRepairJob('j1', stored);
    expect(job).toMatchObject({
      id: 'j1',
      number: 'R-2026-0042',
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      machine: { brand: input.brand, model: input.model, serial: input.serial },
      estimate: input.estimate,
      status: 'received',
      quote: null,
      payments: [],
      money: { approved: input.estimate, paid: 0, balance: input.estimate },
    });
    expect(job.history).toEqual([{ kind: 'status', at: job.createdAt, status: 'received', note: '' }]);
    expect(stored).toMatchObject({ open: true, paid: 0, serialKey: 'SN44710093' });
  });

  test('its view holds what repairStatusView gives of the job, and nothing else, whatever the name', () => {
    const names = fc
      .array(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'.-]{0,11}$/), { minLength: 1, maxLength: 4 })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(names, fc.constantFrom<RepairStatus>('received', 'diagnosing', 'collected'), (name, status) => {
        const parsed = RepairInputSchema.parse(makeRepairInput({ customerName: name }));
        const stored = {
          ...newJobRecord('R-2026-0007', newRepairToken(), parsed, at(0)),
          status,
          payments: { '0': paymentRecord({ kind: 'payment', amount: 500, method: 'cash', date: '2026-01-01', note: 'x' }, 'a@b.c', at(1)) },
          paid: 500,
        };
        const view = viewFields(stored);
        expect(toRepairStatusView(String(view.token), view)).toEqual(repairStatusView(toRepairJob('j1', stored)));
        expect(String(view.firstName)).not.toContain(' ');
        expect(view).not.toHaveProperty('payments');
        expect(view).not.toHaveProperty('customerPhone');
      }),
    );
  });

  test('a quote keeps its totals beside its lines; a line of history names its from-status, total and version', () => {
    const quote = quoteRecord(2, [...labour(12_345), { ...labour(100)[0]!, kind: 'part' as const }], 800, 'n', at(2));
    expect(quote).toMatchObject({ version: 2, parts: 100, labour: 12_345, serviceTax: 988, total: 12_345 + 100 + 988 });
    expect(statusLine('awaitingApproval', 'diagnosing', 'n', { total: 13_433, version: 2 }, at(2))).toEqual({
      kind: 'status',
      at: at(2),
      status: 'awaitingApproval',
      from: 'diagnosing',
      note: 'n',
      quote: 13_433,
      version: 2,
    });
    const job = toRepairJob('j1', storedJob({ quote }));
    expect(job.quote?.totals).toEqual({ parts: 100, labour: 12_345, subtotal: 12_445, serviceTax: 988, total: 13_433 });
  });

  test("the admin reads the customer's answer from the view", () => {
    const quote = quoteRecord(1, labour(12_000), 0, '', at(2));
    const history = {
      '0': { kind: 'status', at: at(0), status: 'received', note: '' },
      '1': statusLine('awaitingApproval', 'received', '', { total: 12_000, version: 1 }, at(2)),
    };
    const job = storedJob({ status: 'awaitingApproval', quote, history });
    const view = {
      ...viewFields(job),
      quote: { ...quote, answer: 'declined', answeredAt: at(3) },
      history: { ...history, '2': answerLine('declined', 1, at(3)) },
      updatedAt: at(3),
    };
    const seen = toRepairJob('j1', withAnswerOf(job, view));
    expect(seen.quote).toMatchObject({ answer: 'declined' });
    expect(seen.history.at(-1)).toMatchObject({ kind: 'answer', answer: 'declined', version: 1 });
    expect(withAnswerOf(job, viewFields(job))).toBe(job);
  });

  test('lines are read in the order of their places, ten after nine; a line of an unknown kind is left out', () => {
    const line = (n: number) => ({ kind: 'status', at: at(n), status: 'repairing', note: String(n) });
    const history = Object.fromEntries(Array.from({ length: 12 }, (_, n) => [String(n), line(n)]));
    expect(
      toHistory({ ...history, '12': { kind: 'comment', at: at(12) } }).map((event) => event.kind === 'status' && event.note),
    ).toEqual(Array.from({ length: 12 }, (_, n) => String(n)));
    expect(toHistory(undefined)).toEqual([]);
  });

  test('a record written before money in sen is brought up to the table by the migration', () => {
    const old = {
      number: 'R-2025-0001',
      token: newRepairToken(),
      machine: { brand: 'Lincoln', model: 'V', serial: 'sn 1' },
      estimate: 80.5,
      deposit: 50.1,
      status: 'collected',
      quote: { amount: 350.25, note: 'New board', answer: 'approved', answeredAt: at(3) },
      history: {
        '0': { kind: 'status', at: at(0), status: 'received', note: '' },
        '1': { kind: 'status', at: at(2), status: 'awaitingApproval', note: 'New board', quote: 350.25 },
        '2': { kind: 'answer', at: at(3), answer: 'approved' },
        '3': { kind: 'status', at: at(4), status: 'ready', note: '' },
        '4': { kind: 'status', at: at(5), status: 'collected', note: '' },
      },
      createdAt: at(0),
      updatedAt: at(5),
    };
    const upgrade = upgradeRepairRecord(old, 'DELETE')!;
    const filled = { ...old, ...upgrade, ...missingRepairFields({ ...old, ...upgrade }) };
    delete (filled as Record<string, unknown>).deposit;
    expect(upgrade.deposit).toBe('DELETE');
    const job = toRepairJob('j1', filled);
    expect(job).toMatchObject({
      estimate: 8_050,
      payments: [{ id: '0', amount: 5_010, method: 'other', note: 'Deposit' }],
      quote: { version: 1, lines: [{ kind: 'labour', unitPrice: 35_025 }], answer: 'approved', totals: { total: 35_025 } },
      warrantyDays: 90,
      money: { approved: 35_025, paid: 5_010, balance: 30_015 },
      claims: [],
      remindersSent: [],
    });
    expect(job.readyAt).toBe(toRepairJob('x', { createdAt: at(4) }).createdAt);
    expect(job.history[1]).toMatchObject({ quote: 35_025, version: 1 });
    expect(job.history[2]).toMatchObject({ kind: 'answer', version: 1 });
    expect(filled).toMatchObject({ open: false, serialKey: 'SN1', paid: 5_010 });
    // A record of today's shape needs no upgrade, and lacks nothing.
    expect(upgradeRepairRecord(storedJob(), 'DELETE')).toBeNull();
    expect(missingRepairFields(storedJob())).toEqual({});
  });
});
