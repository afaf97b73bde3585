import {
  formatRepairNumber,
  malaysianYear,
  newRepairToken,
  type QuoteAnswer,
  type RepairStatus,
} from '../src/domain/repair';
import { RepairInputSchema } from '../src/domain/repair-schema';
import {
  answerLine,
  jobDocument,
  movedState,
  newRepairState,
  stateOf,
  viewDocument,
  withState,
} from '../src/data/firebase/repair-records';
import { makeRepairInput } from '../tests/factories';

/**
 * Repair jobs as the hosted adapter writes them (src/data/firebase/repair-records.ts, the same builders), for the
 * rules' tests on the doubles (firebase/local/rules-on-doubles.test.ts) and on the emulators (firebase/rules.test.ts).
 * The store's time is a parameter: each test passes its SDK's serverTimestamp() (the lite and the full SDK's
 * sentinels are not interchangeable), or a fixed time for documents the owner seeds.
 */

type Data = Record<string, unknown>;

/** A job's details as the shared schema gives them back: a Malay-speaking customer's welder. */
export const REPAIR_INPUT = RepairInputSchema.parse(makeRepairInput());

/** The year the rules expect in a new job's number: Malaysia's, now. */
export function repairYear(): number {
  return malaysianYear(new Date().toISOString());
}

/** The documents of a new job, the `sequence`th of this year: the admin's job and the customer's view. */
export function newRepairDocuments(
  sequence: number,
  stamp: unknown,
  changes: Data = {},
): { job: Data; view: Data; token: string } {
  const token = newRepairToken();
  const job = {
    ...jobDocument(formatRepairNumber(repairYear(), sequence), token, REPAIR_INPUT, newRepairState(stamp)),
    ...changes,
  };
  return { job, view: viewDocument(job), token };
}

/** A job waiting for the customer's approval of a RM 350 quote, all at `at`: its history has lines 0, 1 and 2. */
export function waitingRepairDocuments(number: string, at: unknown): { job: Data; view: Data; token: string } {
  const token = newRepairToken();
  const diagnosing = movedState(newRepairState(at), 'diagnosing', '', null, at);
  const state = movedState(diagnosing, 'awaitingApproval', 'New rectifier board', 350, at);
  const job = jobDocument(number, token, REPAIR_INPUT, state);
  return { job, view: viewDocument(job), token };
}

/** A received job, written at `at`. */
export function receivedRepairDocuments(number: string, at: unknown): { job: Data; view: Data; token: string } {
  const token = newRepairToken();
  const job = jobDocument(number, token, REPAIR_INPUT, newRepairState(at));
  return { job, view: viewDocument(job), token };
}

/** The admin's move of a stored job (and its view), as repairs-admin.ts makes it: the job's next state. */
export function movedRepairJob(
  job: Data,
  view: Data | undefined,
  status: RepairStatus,
  quote: number | null,
  stamp: unknown,
): Data {
  return withState(job, movedState(stateOf(job, view), status, `to ${status}`, quote, stamp));
}

/** The customer's answer as an update of the view, under the history's next key (repairs.ts, answerQuote). */
export function answerChange(answer: QuoteAnswer, nextKey: string, stamp: unknown): Data {
  return {
    'quote.answer': answer,
    'quote.answeredAt': stamp,
    [`history.${nextKey}`]: answerLine(answer, stamp),
    updatedAt: stamp,
  };
}

/** A repair photo's object key, as repairPhotoKey makes it. */
export const REPAIR_PHOTO_KEY = 'repairs/1732000000000_0_serial-plate.png';
