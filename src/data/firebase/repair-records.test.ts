import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { newRepairToken, repairStatusView, type RepairStatus } from '@/domain/repair';
import { RepairInputSchema } from '@/domain/repair-schema';
import { makeRepairInput } from '../../../tests/factories';
import {
  jobDocument,
  movedState,
  newRepairState,
  stateOf,
  toHistory,
  toRepairJob,
  toRepairStatusView,
  viewDocument,
  withAnswerOf,
  withLine,
  withState,
  answerLine,
} from './repair-records';
import { FakeTimestamp } from './test-fakes';

/** Stored times as Firestore gives them back: timestamps, seconds apart. */
const at = (second: number) => new FakeTimestamp(1_764_000_000 + second, 0);
const input = RepairInputSchema.parse(makeRepairInput());

function storedJob(state = newRepairState(at(0))) {
  return jobDocument('R-2026-0042', newRepairToken(), input, state);
}

describe('a repair job in Firestore', () => {
  test('reads back as the job the owner typed: received, its first line at its creation', () => {
    const stored = storedJob();
    const job = toRepairJob('j1', stored);
    expect(job).toMatchObject({
      id: 'j1',
      number: 'R-2026-0042',
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      machine: { brand: input.brand, model: input.model, serial: input.serial },
      estimate: input.estimate,
      deposit: input.deposit,
      status: 'received',
      quote: null,
    });
    expect(job.history).toEqual([{ kind: 'status', at: job.createdAt, status: 'received', note: '' }]);
    expect(stored.open).toBe(true);
  });

  test('its view holds what repairStatusView gives of the job, and nothing else, whatever the name', () => {
    const names = fc
      .array(fc.stringMatching(/^[A-Za-zÀ-ÿ'.-]{1,12}$/), { minLength: 1, maxLength: 4 })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(names, fc.constantFrom<RepairStatus>('received', 'diagnosing', 'collected'), (name, status) => {
        const parsed = RepairInputSchema.parse(makeRepairInput({ customerName: name }));
        const state = { ...newRepairState(at(0)), status };
        const stored = jobDocument('R-2026-0007', newRepairToken(), parsed, state);
        const view = viewDocument(stored);
        expect(toRepairStatusView(String(stored.token), view)).toEqual(repairStatusView(toRepairJob('j1', stored)));
        expect(Object.keys(view).sort()).toEqual(Object.keys(repairStatusView(toRepairJob('j1', stored))).sort());
        expect(String(view.firstName)).not.toContain(' ');
      }),
    );
  });

  test('a move adds one line under the next key; a wait for approval sets a new, unanswered quote and others keep it', () => {
    const quoted = movedState(movedState(newRepairState(at(0)), 'diagnosing', 'Opened it', null, at(1)), 'awaitingApproval', 'New board', 350, at(2));
    expect(Object.keys(quoted.history)).toEqual(['0', '1', '2']);
    expect(quoted.quote).toEqual({ amount: 350, note: 'New board', answer: null, answeredAt: null });
    expect(quoted.history['2']).toEqual({ kind: 'status', at: at(2), status: 'awaitingApproval', note: 'New board', quote: 350 });
    expect(quoted.updatedAt).toEqual(at(2));

    const answered = { ...quoted, quote: { ...quoted.quote!, answer: 'approved', answeredAt: at(3) }, history: withLine(quoted.history, answerLine('approved', at(3))) };
    const repairing = movedState(answered, 'repairing', '', 350, at(4));
    // Only a wait for approval carries an amount on its line; the answered quote stays.
    expect(repairing.history['4']).toEqual({ kind: 'status', at: at(4), status: 'repairing', note: '' });
    expect(repairing.quote).toEqual(answered.quote);
    expect(withState(storedJob(), repairing)).toMatchObject({ status: 'repairing', open: true });
    expect(withState(storedJob(), movedState(repairing, 'returnedUnrepaired', '', null, at(5))).open).toBe(false);
  });

  test("the admin reads the customer's answer from the view, and the next write starts from it", () => {
    const quoted = movedState(movedState(newRepairState(at(0)), 'diagnosing', '', null, at(1)), 'awaitingApproval', '', 120, at(2));
    const job = storedJob(quoted);
    const view = {
      ...viewDocument(job),
      quote: { amount: 120, note: '', answer: 'declined', answeredAt: at(3) },
      history: withLine(quoted.history, answerLine('declined', at(3))),
      updatedAt: at(3),
    };
    const seen = toRepairJob('j1', withAnswerOf(job, view));
    expect(seen.quote).toMatchObject({ answer: 'declined' });
    expect(seen.history.at(-1)).toMatchObject({ kind: 'answer', answer: 'declined' });
    expect(seen.updatedAt).toBe(toRepairJob('j1', { ...job, updatedAt: at(3) }).updatedAt);
    // A view without an answer, or a job that waits for none, changes nothing.
    expect(withAnswerOf(job, viewDocument(job))).toBe(job);
    const received = storedJob();
    expect(withAnswerOf(received, view)).toBe(received);

    const next = stateOf(job, view);
    expect(next.history).toBe(view.history);
    expect(next.quote).toEqual(view.quote);
    expect(next.createdAt).toBe(job.createdAt);
  });

  test('lines are read in the order of their places, ten after nine; a line of an unknown kind is left out', () => {
    const line = (n: number) => ({ kind: 'status', at: at(n), status: 'repairing', note: String(n) });
    const history = Object.fromEntries(Array.from({ length: 12 }, (_, n) => [String(n), line(n)]));
    expect(toHistory({ ...history, '12': { kind: 'comment', at: at(12) } }).map((event) => event.kind === 'status' && event.note)).toEqual(
      Array.from({ length: 12 }, (_, n) => String(n)),
    );
    expect(toHistory(undefined)).toEqual([]);
  });
});
