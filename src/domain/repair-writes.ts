/**
 * Every write of a repair job, decided once (docs/decisions/023-repair-writes-decided-once.md). Each function takes
 * the job as stored, the parsed input and the time, and returns the job as it is to be written and what the audit
 * log says of it, or a refusal: the field at fault and its code. Both stores read, call the same function and
 * write in their own transaction; neither refuses anything by itself. The hosted rules hold the same limits against
 * a forged write (firebase/firestore.rules, its generated block from ./repair-rules-source.ts).
 *
 * Pure and I/O-free: no clock, no id, no store.
 */
import {
  answerRefusal,
  canMoveRepair,
  dueReminder,
  isOpenRepair,
  isAfterToday,
  isUnderWarranty,
  malaysianDay,
  moneyOfJob,
  warrantyEndsOn,
  type QuoteAnswer,
  type ReminderDay,
  type RepairError,
  type RepairEvent,
  type RepairJob,
  type RepairQuote,
} from './repair';
import { REPAIR_INPUT_FIELDS, repairFieldValue, setRepairFieldValue } from './repair-fields';
import {
  MAX_REPAIR_PAYMENTS,
  MAX_REPAIR_PAYMENT_RECORDS,
  quoteTotals,
  serviceTaxRate,
  storageFee,
  type RepairPayment,
} from './repair-money';
import type {
  ParsedRepairClaimInput,
  ParsedRepairCreateInput,
  ParsedRepairInput,
  ParsedRepairMove,
  ParsedRepairPaymentInput,
} from './repair-schema';
import type { RepairSettings } from './shop-settings';

/** The most lines a job's history holds: a bound of the hosted record, the same on both stores. */
export const MAX_REPAIR_HISTORY = 200;

/** Why a write is refused: a field and its code (409), with the job as it is now where the screen shows it again. */
export type RepairRefusal =
  { ok: false; notFound: true } | { ok: false; field: string; code: RepairError; current?: RepairJob };

/** What the audit log keeps of a write: its action's detail, in text. */
export type RepairAudit = Record<string, string>;

export type Decided<T> = { ok: true; next: T; audit: RepairAudit };

const refuse = (field: string, code: RepairError, current?: RepairJob): RepairRefusal => ({
  ok: false,
  field,
  code,
  ...(current ? { current } : {}),
});
const missing: RepairRefusal = { ok: false, notFound: true };

/** The job with its derived parts (money, warranty's last day) worked out again from what it holds. */
export function withDerived(job: RepairJob): RepairJob {
  return { ...job, warrantyEndsOn: warrantyEndsOn(job.collectedAt, job.warrantyDays), money: moneyOfJob(job) };
}

/** A job's details (REPAIR_FIELDS' admin rows) from the owner's parsed input. */
export function detailsOfInput(input: ParsedRepairInput): Partial<RepairJob> {
  const job: Record<string, unknown> = { machine: {} };
  for (const name of REPAIR_INPUT_FIELDS) setRepairFieldValue(job, name, structuredClone(input[name]));
  return job as Partial<RepairJob>;
}

/** The owner's input a job's details make (a warranty claim starts from them). */
export function inputOfJob(job: RepairJob): ParsedRepairInput {
  return Object.fromEntries(
    REPAIR_INPUT_FIELDS.map((name) => [name, repairFieldValue(job, name)]),
  ) as ParsedRepairInput;
}

/** The decisions of the writes, each named in the table of refusals (REPAIR_REFUSALS). */
export type RepairWrite = 'create' | 'edit' | 'move' | 'answer' | 'pay' | 'refund' | 'void' | 'claim' | 'remind';

/**
 * Each 409 refusal code of a repair write with the one function that returns it: the decision record lists the
 * same table, and repair-writes.test.ts holds both ways (each code is returned by its function, and no other code
 * by any). Input refusals (400: required, amount, date…) are the schemas' (repair-schema.ts).
 */
export const REPAIR_REFUSALS = {
  'deposit:overBalance': 'create',
  'estimate:billFixed': 'edit',
  'estimate:belowPaid': 'edit',
  'from:staleStatus': 'move',
  'status:moveNotAllowed': 'move',
  'status:tooMany': 'move',
  'version:staleQuote': 'answer',
  'answer:notAwaitingAnswer': 'answer',
  'payments:tooMany': 'pay',
  'amount:overBalance': 'pay',
  'date:futureDate': 'pay',
  'date:beforeReceived': 'pay',
  'kind:notEnded': 'refund',
  'amount:overRefund': 'refund',
  'payment:alreadyVoided': 'void',
  'status:notCollected': 'claim',
  'warranty:warrantyEnded': 'claim',
  'day:notDue': 'remind',
} as const satisfies Record<string, RepairWrite>;

/**
 * A new job: the deposit taken at intake, if any, becomes its first payment (dated the day of intake, with the
 * method the owner picked), never above the estimate, which is the price until a quote is approved.
 */
export function decideCreate(
  input: ParsedRepairCreateInput,
  now: string,
  actor: string,
): Decided<{ details: ParsedRepairInput; payments: RepairPayment[] }> | RepairRefusal {
  const { deposit, depositMethod, ...details } = input;
  if (deposit !== null && deposit > (details.estimate ?? 0)) return refuse('deposit', 'overBalance');
  const payments: RepairPayment[] =
    deposit === null
      ? []
      : [
          {
            id: '0',
            kind: 'payment',
            amount: deposit,
            method: depositMethod,
            date: malaysianDay(now),
            note: '',
            recordedAt: now,
            recordedBy: actor,
            voided: null,
          },
        ];
  return {
    ok: true,
    next: { details, payments },
    audit: deposit === null ? {} : { deposit: String(deposit), method: depositMethod },
  };
}

/**
 * The owner's details of a job: its number, token, status, money and history stay. The estimate is the price
 * while there is no quote, so it is fixed once the job has ended (billFixed), and never goes below what was paid
 * (belowPaid: the balance would go below zero by itself); its change is audited with both amounts.
 */
export function decideEdit(job: RepairJob, input: ParsedRepairInput, now: string): Decided<RepairJob> | RepairRefusal {
  const changed = input.estimate !== job.estimate;
  if (changed && !isOpenRepair(job.status)) return refuse('estimate', 'billFixed');
  if (changed && job.quote === null && (input.estimate ?? 0) < job.money.paid) return refuse('estimate', 'belowPaid');
  const next = withDerived({ ...job, ...detailsOfInput(input), updatedAt: now });
  return {
    ok: true,
    next,
    audit: {
      number: job.number,
      ...(changed ? { estimateFrom: String(job.estimate ?? ''), estimateTo: String(input.estimate ?? '') } : {}),
    },
  };
}

/**
 * A move from `move.from`: refused when the job is no longer in it (staleStatus, with the job as it is) or when
 * REPAIR_MOVES does not allow it. awaitingApproval makes the next version of the quote, at Shop settings' service
 * tax rate of the day; ready stamps readyAt; collected stamps collectedAt, charges the storage fee and fixes the
 * warranty; cancelled and returnedUnrepaired carry the charge for what was done, if the owner adds one.
 */
export function decideMove(
  job: RepairJob,
  move: ParsedRepairMove,
  shop: RepairSettings,
  now: string,
): Decided<RepairJob> | RepairRefusal {
  if (job.status !== move.from) return refuse('from', 'staleStatus', job);
  if (!canMoveRepair(job.status, move.status)) return refuse('status', 'moveNotAllowed');
  if (job.history.length >= MAX_REPAIR_HISTORY) return refuse('status', 'tooMany');
  let quote = job.quote;
  if (move.status === 'awaitingApproval') {
    const lines = move.lines!.map((line) => ({ ...line }));
    const rate = serviceTaxRate(shop);
    const next: RepairQuote = {
      version: (job.quote?.version ?? 0) + 1,
      lines,
      serviceTaxRate: rate,
      totals: quoteTotals(lines, rate),
      note: move.note,
      quotedAt: now,
      answer: null,
      answeredAt: null,
    };
    quote = next;
  }
  const event: RepairEvent = {
    kind: 'status',
    at: now,
    status: move.status,
    from: job.status,
    note: move.note,
    ...(move.status === 'awaitingApproval' ? { quote: quote!.totals.total, version: quote!.version } : {}),
    ...(move.charge ? { charge: { ...move.charge } } : {}),
  };
  const collected = move.status === 'collected';
  const next = withDerived({
    ...job,
    status: move.status,
    quote,
    history: [...job.history, event],
    readyAt: move.status === 'ready' ? now : job.readyAt,
    collectedAt: collected ? now : job.collectedAt,
    storageFee:
      collected && job.readyAt
        ? storageFee(job.readyAt, now, { perDay: shop.storageFeePerDay, freeDays: shop.storageFreeDays })
        : job.storageFee,
    warrantyDays: collected ? shop.warrantyDays : job.warrantyDays,
    updatedAt: now,
  });
  return { ok: true, next, audit: { number: job.number, from: job.status, to: move.status } };
}

/**
 * The customer's answer to the quote of `version`, once, while the job waits for it: an older version is refused
 * (staleQuote) and so is a second answer (notAwaitingAnswer), each with the job as it is now.
 */
export function decideAnswer(
  job: RepairJob,
  answer: QuoteAnswer,
  version: number,
  now: string,
): Decided<RepairJob> | RepairRefusal {
  const refused = answerRefusal(job, version);
  if (refused === 'staleQuote') return refuse('version', 'staleQuote', job);
  if (refused === 'notAwaitingAnswer' || job.quote === null) return refuse('answer', 'notAwaitingAnswer', job);
  const quote: RepairQuote = { ...job.quote, answer, answeredAt: now };
  const event: RepairEvent = { kind: 'answer', at: now, answer, version };
  const next = withDerived({ ...job, quote, history: [...job.history, event], updatedAt: now });
  return { ok: true, next, audit: { number: job.number, version: String(version) } };
}

/**
 * A payment or a refund the owner records, under the next place. A payment is never above the balance; a refund
 * only once the job has ended (what was paid beyond the bill is a deposit held until then) and never above what is
 * to refund. Either is dated from the day the job was received to today in Malaysia. At most MAX_REPAIR_PAYMENTS
 * not voided, and MAX_REPAIR_PAYMENT_RECORDS in all.
 */
export function decidePayment(
  job: RepairJob,
  input: ParsedRepairPaymentInput,
  actor: string,
  now: string,
): Decided<RepairJob> | RepairRefusal {
  const live = job.payments.filter((payment) => payment.voided === null).length;
  if (live >= MAX_REPAIR_PAYMENTS || job.payments.length >= MAX_REPAIR_PAYMENT_RECORDS) {
    return refuse('payments', 'tooMany');
  }
  if (input.kind === 'refund') {
    if (isOpenRepair(job.status)) return refuse('kind', 'notEnded');
    if (input.amount > job.money.toRefund) return refuse('amount', 'overRefund');
  } else if (input.amount > job.money.balance) {
    return refuse('amount', 'overBalance');
  }
  if (isAfterToday(input.date, now)) return refuse('date', 'futureDate');
  if (input.date < malaysianDay(job.createdAt)) return refuse('date', 'beforeReceived');
  const payment: RepairPayment = {
    id: String(job.payments.length),
    kind: input.kind,
    amount: input.amount,
    method: input.method,
    date: input.date,
    note: input.note,
    recordedAt: now,
    recordedBy: actor,
    voided: null,
  };
  const next = withDerived({ ...job, payments: [...job.payments, payment], updatedAt: now });
  return {
    ok: true,
    next,
    audit: { number: job.number, amount: String(input.amount), method: input.method, kind: input.kind },
  };
}

/** A payment (or refund) voided: kept on the job with when, who and why, and out of the sums. */
export function decideVoid(
  job: RepairJob,
  paymentId: string,
  reason: string,
  actor: string,
  now: string,
): Decided<RepairJob> | RepairRefusal {
  const payment = job.payments.find((item) => item.id === paymentId);
  if (!payment) return missing;
  if (payment.voided) return refuse('payment', 'alreadyVoided');
  const payments = job.payments.map((item) =>
    item.id === paymentId ? { ...item, voided: { at: now, by: actor, reason } } : item,
  );
  return {
    ok: true,
    next: withDerived({ ...job, payments, updatedAt: now }),
    audit: { number: job.number, amount: String(payment.amount), kind: payment.kind },
  };
}

/**
 * A warranty claim on a collected job within its warranty: the details of a new job of the same customer and
 * machine, with the fault as told now, priced zero. Made once: while the job's latest claim is still open, a claim
 * answers with that job (`existing`) and nothing is written, so five taps at once make one job.
 */
export function decideClaim(
  original: RepairJob,
  latestClaim: RepairJob | null,
  claim: ParsedRepairClaimInput,
  now: string,
): Decided<{ details: ParsedRepairInput } | { existing: RepairJob }> | RepairRefusal {
  if (original.status !== 'collected') return refuse('status', 'notCollected');
  if (latestClaim !== null && isOpenRepair(latestClaim.status)) {
    return { ok: true, next: { existing: latestClaim }, audit: {} };
  }
  if (!isUnderWarranty(original, now)) return refuse('warranty', 'warrantyEnded');
  const details: ParsedRepairInput = {
    ...inputOfJob(original),
    fault: claim.fault,
    accessories: '',
    photos: [],
    estimate: 0,
    promisedDate: claim.promisedDate,
  };
  return { ok: true, next: { details }, audit: { of: original.number } };
}

/** The reminder of `day` sent now: the same day again changes nothing (`next` is the job itself); one not due today is refused. */
export function decideReminder(job: RepairJob, day: ReminderDay, now: string): Decided<RepairJob> | RepairRefusal {
  if (job.remindersSent.some((sent) => sent.day === day)) return { ok: true, next: job, audit: {} };
  if (dueReminder(job, malaysianDay(now))?.day !== day) return refuse('day', 'notDue');
  return {
    ok: true,
    next: { ...job, remindersSent: [...job.remindersSent, { day, at: now }], updatedAt: now },
    audit: { number: job.number, day: String(day) },
  };
}
