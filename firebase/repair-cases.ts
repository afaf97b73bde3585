import {
  formatRepairNumber,
  isOpenRepair,
  malaysianYear,
  newRepairToken,
  type QuoteAnswer,
  type RepairStatus,
} from '../src/domain/repair';
import { RepairInputSchema } from '../src/domain/repair-schema';
import {
  answerLine,
  newJobRecord,
  nextKey,
  paymentRecord,
  quoteRecord,
  statusLine,
  viewFields,
  withAnswerOf,
} from '../src/data/firebase/repair-records';
import { makeRepairInput } from '../tests/factories';

/**
 * Repair jobs as the hosted adapter writes them (src/data/firebase/repair-records.ts, the same builders), for the
 * rules' cases (firebase/rules-cases.ts), which run on the doubles and on the emulators. The store's time is a
 * parameter: each case passes serverTimestamp() of `firebase/firestore/lite` (the lite and the full SDK's sentinels
 * are not interchangeable), or a fixed time for documents the owner seeds.
 */

type Data = Record<string, unknown>;

/** A job's details as the shared schema gives them back: a Malay-speaking customer's welder. */
export const REPAIR_INPUT = RepairInputSchema.parse(makeRepairInput());

/** The year the rules expect in a new job's number: Malaysia's, now. */
export function repairYear(): number {
  return malaysianYear(new Date().toISOString());
}

/** The customer's view of a job record, as the adapter writes it. */
export function viewDocument(job: Data): Data {
  return viewFields(job);
}

/** The documents of a new job, the `sequence`th of this year: the admin's job and the customer's view. */
export function newRepairDocuments(
  sequence: number,
  stamp: unknown,
  changes: Data = {},
): { job: Data; view: Data; token: string } {
  const token = newRepairToken();
  const job = { ...newJobRecord(formatRepairNumber(repairYear(), sequence), token, REPAIR_INPUT, stamp), ...changes };
  return { job, view: viewDocument(job), token };
}

/** One labour line of `total` sen: the quote the cases ask approval of. */
export function quoteLines(total: number) {
  return [
    { kind: 'labour' as const, description: 'New rectifier board', quantity: 1, unitPrice: total, productId: null },
  ];
}

/** A job waiting for the customer's approval of a RM 350 quote, all at `at`: its history has lines 0, 1 and 2. */
export function waitingRepairDocuments(number: string, at: unknown): { job: Data; view: Data; token: string } {
  const token = newRepairToken();
  const received = newJobRecord(number, token, REPAIR_INPUT, at);
  const job = {
    ...received,
    status: 'awaitingApproval',
    quote: quoteRecord(1, quoteLines(35_000), 0, 'New rectifier board', at),
    history: {
      ...(received.history as Data),
      '1': statusLine('diagnosing', 'received', '', null, at),
      '2': statusLine('awaitingApproval', 'diagnosing', 'New rectifier board', { total: 35_000, version: 1 }, at),
    },
  };
  return { job, view: viewDocument(job), token };
}

/** A received job, written at `at`. */
export function receivedRepairDocuments(number: string, at: unknown): { job: Data; view: Data; token: string } {
  const token = newRepairToken();
  const job = newJobRecord(number, token, REPAIR_INPUT, at);
  return { job, view: viewDocument(job), token };
}

/** The admin who records payments in the cases: the e-mail of the admin's token of both test files. */
export const CASE_ADMIN_EMAIL = 'owner@example.test';

/** A payment or a refund of `amount` sen, dated `date`, as the admin's browser records it (paymentRecord). */
export function casePayment(
  amount: number,
  date: string,
  stamp: unknown,
  kind: 'payment' | 'refund' = 'payment',
): Data {
  return paymentRecord({ kind, amount, method: 'cash', date, note: '' }, CASE_ADMIN_EMAIL, stamp);
}

/** A received job (its estimate RM 80) with a deposit of `deposit` sen taken at intake, all at `at`. */
export function paidRepairDocuments(
  number: string,
  at: unknown,
  deposit: number,
  day: string,
): { job: Data; view: Data; token: string } {
  const token = newRepairToken();
  const job = newJobRecord(number, token, REPAIR_INPUT, at, {
    payments: { '0': casePayment(deposit, day, at) },
    paid: deposit,
  });
  return { job, view: viewDocument(job), token };
}

/**
 * A job collected at `collectedAt` with a warranty of `warrantyDays` (received, diagnosed, repaired and ready at `at`),
 * its estimate RM 80 the bill, paid in full.
 */
export function collectedRepairDocuments(
  number: string,
  at: unknown,
  collectedAt: unknown,
  warrantyDays = 90,
): { job: Data; view: Data; token: string } {
  const token = newRepairToken();
  const received = newJobRecord(number, token, REPAIR_INPUT, at);
  const job = {
    ...received,
    status: 'collected',
    open: false,
    history: {
      ...(received.history as Data),
      '1': statusLine('diagnosing', 'received', '', null, at),
      '2': statusLine('repairing', 'diagnosing', '', null, at),
      '3': statusLine('ready', 'repairing', '', null, at),
      '4': statusLine('collected', 'ready', '', null, collectedAt),
    },
    readyAt: at,
    collectedAt,
    warrantyDays,
    updatedAt: collectedAt,
  };
  return { job, view: viewDocument(job), token };
}

/**
 * A warranty claim on the job `original` (its id and number, its claims so far), as repairs-admin.ts writes it: the
 * new job, the `sequence`th of the year, priced zero, naming the job it claims on; and that job's claims with it.
 */
export function claimDocuments(
  original: { id: string; number: string; claims: readonly Data[] },
  claimId: string,
  sequence: number,
  stamp: unknown,
): { job: Data; view: Data; token: string; claims: Data[] } {
  const token = newRepairToken();
  const number = formatRepairNumber(repairYear(), sequence);
  const job = newJobRecord(number, token, { ...REPAIR_INPUT, estimate: 0 }, stamp, {
    claimOf: { id: original.id, number: original.number },
  });
  return { job, view: viewDocument(job), token, claims: [...original.claims, { id: claimId, number }] };
}

/**
 * The admin's move of a stored job (and its view), as repairs-admin.ts makes it: the job's next state, from the
 * status it is in (`from`, the job's own unless a case says another). A move to awaitingApproval with `quote` (sen)
 * makes the next quote version of one labour line; null leaves it without one (the rules refuse that).
 */
export function movedRepairJob(
  job: Data,
  view: Data | undefined,
  status: RepairStatus,
  quote: number | null,
  stamp: unknown,
  from?: RepairStatus,
): Data {
  const base = withAnswerOf(job, view);
  const previous = base.quote as { version?: number } | null;
  const version = (previous?.version ?? 0) + 1;
  const asked = status === 'awaitingApproval' && quote !== null;
  const note = `to ${status}`;
  const history = base.history as Data;
  return {
    ...base,
    status,
    open: isOpenRepair(status),
    quote: asked ? quoteRecord(version, quoteLines(quote), 0, note, stamp) : base.quote,
    history: {
      ...history,
      [nextKey(history)]: statusLine(
        status,
        from ?? (base.status as RepairStatus),
        note,
        asked ? { total: quote, version } : null,
        stamp,
      ),
    },
    ...(status === 'ready' ? { readyAt: stamp } : {}),
    ...(status === 'collected' ? { collectedAt: stamp, warrantyDays: 90, storageFee: null } : {}),
    updatedAt: stamp,
  };
}

/** The customer's answer to `version` as an update of the view, under the history's next key (repair-view.ts). */
export function answerChange(answer: QuoteAnswer, nextKey: string, stamp: unknown, version = 1): Data {
  return {
    'quote.answer': answer,
    'quote.answeredAt': stamp,
    [`history.${nextKey}`]: answerLine(answer, version, stamp),
    updatedAt: stamp,
  };
}

/** A repair photo's object key, as repairPhotoKey makes it. */
export const REPAIR_PHOTO_KEY = 'repairs/1732000000000_0_serial-plate.png';
