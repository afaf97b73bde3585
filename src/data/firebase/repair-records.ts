import { LANGUAGES, FALLBACK_LANGUAGE, type Language } from '@/domain/limits';
import {
  QUOTE_ANSWERS,
  REMINDER_DAYS,
  REPAIR_VIEW_FIELD_NAMES,
  firstName,
  isOpenRepair,
  isRepairStatus,
  moneyOfJob,
  serialKey,
  warrantyEndsOn,
  type QuoteAnswer,
  type ReminderDay,
  type RepairEvent,
  type RepairJob,
  type RepairLink,
  type RepairQuote,
  type RepairReminderSent,
  type RepairStatus,
  type RepairStatusView,
} from '@/domain/repair';
import {
  REPAIR_FIELDS,
  REPAIR_FIELD_NAMES,
  REPAIR_INPUT_FIELDS,
  repairFieldValue,
  setRepairFieldValue,
  type PlainRepairField,
  type RepairFieldName,
} from '@/domain/repair-fields';
import {
  PAYMENT_METHODS,
  REPAIR_LINE_KINDS,
  quoteTotals,
  repairMoney,
  type RepairCharge,
  type RepairLine,
  type RepairPayment,
  type StorageFee,
} from '@/domain/repair-money';
import type { ParsedRepairInput } from '@/domain/repair-schema';
import { toIsoString } from './records';

/**
 * Repair jobs in Firestore, as plain data both ways (firestore.rules checks the same shapes; docs/hosted-mode.md,
 * "Repair jobs"). The record's fields follow the table of repair fields (src/domain/repair-fields.ts): its paths
 * are the record's, and a record that lacks a field (written before it) reads as the row's `empty`. A job is two
 * documents, always written together by the admin's browser:
 *
 * - `repairs/{id}`: the whole job, which only the admin reads; besides the table's fields it keeps `open` (the
 *   list's order), `serialKey` (machine history's query) and `paid` (the payments not voided, which the rules hold
 *   below the bill);
 * - `repairStatus/{token}`: what the customer's page shows (VIEW_FIELDS) and nothing else, under the status link's
 *   token, which visitors may get and never list. The customer's answer to a quote is written here only, so this
 *   document is the freshest account of the quote and the history: the admin's reads take the answer from it
 *   (withAnswerOf), and the admin's next write copies it into the job.
 *
 * Maps by place rather than lists, where a line carries the store's time (Firestore sets serverTimestamp inside a
 * map, not inside a list): the history ('0', '1', …), the payments ('0', '1', …) and the reminders sent (by day). A
 * quote keeps its totals beside its lines (quoteTotals), so that the rules can hold them to the lines' sum.
 * Writes after the first change only the fields they change (update), so an older job is moved without the fields
 * it lacks (the hosted migration fills them in: migration.ts).
 *
 * Zod-free and without the SDK: the customer's page reads views through this module (repair-view.ts).
 */

export const REPAIRS_COLLECTION = 'repairs';
export const REPAIR_VIEWS_COLLECTION = 'repairStatus';
/** One document per year (in Malaysia): `{ last }`, the last number given. */
export const REPAIR_COUNTERS_COLLECTION = 'repairCounters';


/** The record's keys beyond the table's: the list's order, machine history's key, the sum paid. */
export const REPAIR_RECORD_EXTRAS = ['open', 'serialKey', 'paid'] as const;

/** What the view keeps besides its fields, for the page's money and warranty and its greeting. */
const VIEW_WORKED_FROM = ['firstName', 'paid', 'collectedAt', 'warrantyDays'] as const;

/**
 * The view's fields: RepairStatusView's as stored, from the table of repair fields (the top-level keys of the fields
 * the page is given: REPAIR_VIEW_FIELD_NAMES) and what the page's money and warranty are worked out from on reading
 * (the first name, the sum paid, when it was collected, the days of warranty). The rules' repairViewFields() names
 * the same, held by rules-source.test.ts.
 */
export const VIEW_FIELDS: readonly string[] = [
  ...new Set([...REPAIR_VIEW_FIELD_NAMES.map((name) => REPAIR_FIELDS[name].path.split('.')[0]!), ...VIEW_WORKED_FROM]),
];

/** The machine's parts the view holds (its brand and model: never its serial number). */
const VIEW_MACHINE_PARTS = REPAIR_VIEW_FIELD_NAMES.flatMap((name) => {
  const [top, part] = REPAIR_FIELDS[name].path.split('.');
  return top === 'machine' && part ? [part] : [];
});

type Data = Record<string, unknown>;

function record(value: unknown): Data {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function int(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

function isQuoteAnswer(value: unknown): value is QuoteAnswer {
  return typeof value === 'string' && (QUOTE_ANSWERS as readonly string[]).includes(value);
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A map by place ('0', '1', …) as a list, in the order of the places. */
function byPlace(value: unknown): Array<[string, Data]> {
  return Object.entries(record(value))
    .filter(([key]) => /^\d+$/.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, line]) => [key, record(line)]);
}

/** The key the next line of a map by place goes under: its place. */
export function nextKey(places: unknown): string {
  return String(Object.keys(record(places)).length);
}

/** A line of history for a move from `from` at `at`; a move to awaitingApproval names its quote's total and version. */
export function statusLine(
  status: RepairStatus,
  from: RepairStatus,
  note: string,
  quote: { total: number; version: number } | null,
  at: unknown,
  charge?: RepairCharge,
): Data {
  return {
    kind: 'status',
    at,
    status,
    from,
    note,
    ...(quote ? { quote: quote.total, version: quote.version } : {}),
    ...(charge ? { charge: { description: charge.description, amount: charge.amount } } : {}),
  };
}

/** The customer's answer as a line of history, naming the version it answers. */
export function answerLine(answer: QuoteAnswer, version: number, at: unknown): Data {
  return { kind: 'answer', at, answer, version };
}

/** A quote as stored: its lines, its rate, its totals beside them, unanswered, quoted at `at`. */
export function quoteRecord(version: number, lines: readonly RepairLine[], rate: number, note: string, at: unknown): Data {
  return {
    version,
    lines: lines.map((line) => ({ ...line })),
    serviceTaxRate: rate,
    ...quoteTotals(lines, rate),
    note,
    quotedAt: at,
    answer: null,
    answeredAt: null,
  };
}

/** A payment as stored, recorded at `at` by `by`. */
export function paymentRecord(
  payment: Pick<RepairPayment, 'kind' | 'amount' | 'method' | 'date' | 'note'>,
  by: string,
  at: unknown,
): Data {
  const { kind, amount, method, date, note } = payment;
  return { kind, amount, method, date, note, recordedAt: at, recordedBy: by, voided: null };
}

/** The owner's fields of a job (the table's admin rows) as the record keeps them, and the serial's key. */
export function detailFields(input: ParsedRepairInput): Data {
  const fields: Data = {};
  for (const name of REPAIR_INPUT_FIELDS) setRepairFieldValue(fields, name, structuredClone(input[name]));
  return { ...fields, serialKey: serialKey(input.serial) };
}

/** A new job's record: the owner's details, received at the store's time (`stamp`), and what `extra` sets. */
export function newJobRecord(number: string, token: string, input: ParsedRepairInput, stamp: unknown, extra: Data = {}): Data {
  return {
    number,
    token,
    ...detailFields(input),
    status: 'received',
    open: true,
    quote: null,
    payments: {},
    paid: 0,
    history: { '0': { kind: 'status', at: stamp, status: 'received', note: '' } },
    readyAt: null,
    collectedAt: null,
    storageFee: null,
    warrantyDays: null,
    claimOf: null,
    claims: [],
    remindersSent: {},
    createdAt: stamp,
    updatedAt: stamp,
    ...extra,
  };
}

/** The view's fields of a job record, or of the changes to one (only those it holds). */
export function viewFields(job: Data): Data {
  const view: Data = {};
  for (const field of VIEW_FIELDS) {
    if (field === 'firstName') {
      if ('customerName' in job) view.firstName = firstName(text(job.customerName));
    } else if (field === 'machine') {
      const machine = record(job.machine);
      if ('machine' in job) view.machine = Object.fromEntries(VIEW_MACHINE_PARTS.map((part) => [part, machine[part]]));
    } else if (field in job) {
      view[field] = job[field];
    }
  }
  return view;
}

/** Whether a stored job (or view) waits for the customer's answer: only then can its view hold one the job lacks. */
export function waitsForAnswer(data: Data): boolean {
  return data.status === 'awaitingApproval' && record(data.quote).answer === null;
}

/** The job with the answer its view holds and it does not yet (the customer wrote it there); as it is otherwise. */
export function withAnswerOf(job: Data, view: Data | undefined): Data {
  if (!view || !waitsForAnswer(job) || view.status !== job.status || !isQuoteAnswer(record(view.quote).answer)) {
    return job;
  }
  return { ...job, quote: view.quote, history: view.history, updatedAt: view.updatedAt };
}

/** What an admin's write copies into the job from its view: the customer's answer, when the job lacks it. */
export function answerCopied(job: Data, view: Data | undefined): Data {
  const merged = withAnswerOf(job, view);
  return merged === job ? {} : { quote: merged.quote, history: merged.history };
}

/** A stored history as the domain's: its lines in the order of their places, unknown kinds left out. */
export function toHistory(value: unknown): RepairEvent[] {
  return byPlace(value).flatMap(([, line]) => toEvent(line));
}

function toEvent(line: Data): RepairEvent[] {
  const at = toIsoString(line.at);
  if (line.kind === 'status' && isRepairStatus(line.status)) {
    const quote = int(line.quote);
    const version = int(line.version);
    const charge = record(line.charge);
    const amount = int(charge.amount);
    return [
      {
        kind: 'status',
        at,
        status: line.status,
        ...(isRepairStatus(line.from) ? { from: line.from } : {}),
        note: text(line.note),
        ...(quote === null ? {} : { quote }),
        ...(version === null ? {} : { version }),
        ...(amount === null ? {} : { charge: { description: text(charge.description), amount } }),
      },
    ];
  }
  if (line.kind === 'answer' && isQuoteAnswer(line.answer)) {
    return [{ kind: 'answer', at, answer: line.answer, version: int(line.version) ?? 1 }];
  }
  return [];
}

function toLine(value: unknown): RepairLine {
  const line = record(value);
  return {
    kind: (REPAIR_LINE_KINDS as readonly unknown[]).includes(line.kind) ? (line.kind as RepairLine['kind']) : 'labour',
    description: text(line.description),
    quantity: int(line.quantity) ?? 1,
    unitPrice: int(line.unitPrice) ?? 0,
    productId: typeof line.productId === 'string' ? line.productId : null,
  };
}

export function toQuote(value: unknown): RepairQuote | null {
  if (value === null || value === undefined || typeof value !== 'object') return null;
  const quote = record(value);
  const lines = Array.isArray(quote.lines) ? quote.lines.map(toLine) : [];
  const rate = int(quote.serviceTaxRate) ?? 0;
  const answer = isQuoteAnswer(quote.answer) ? quote.answer : null;
  return {
    version: int(quote.version) ?? 1,
    lines,
    serviceTaxRate: rate,
    totals: quoteTotals(lines, rate),
    note: text(quote.note),
    quotedAt: toIsoString(quote.quotedAt),
    answer,
    answeredAt: answer ? toIsoString(quote.answeredAt) || null : null,
  };
}

/** The view keeps only the sum paid (payments less refunds): it reads as one payment of that sum. */
const PAID_IN_ONE = { kind: 'payment', voided: null } as const;

/** The payments not voided less the refunds not voided. */
function paidOf(payments: readonly RepairPayment[]): number {
  return repairMoney({ status: '', estimate: null, quote: null, payments, storageFee: null, charge: null }).paid;
}

function toPayments(value: unknown): RepairPayment[] {
  return byPlace(value).map(([id, payment]) => {
    const voided = payment.voided === null || payment.voided === undefined ? null : record(payment.voided);
    return {
      id,
      kind: payment.kind === 'refund' ? 'refund' : 'payment',
      amount: int(payment.amount) ?? 0,
      method: (PAYMENT_METHODS as readonly unknown[]).includes(payment.method)
        ? (payment.method as RepairPayment['method'])
        : 'other',
      date: text(payment.date),
      note: text(payment.note),
      recordedAt: toIsoString(payment.recordedAt),
      recordedBy: text(payment.recordedBy),
      voided: voided && { at: toIsoString(voided.at), by: text(voided.by), reason: text(voided.reason) },
    };
  });
}

function toStorageFee(value: unknown): StorageFee | null {
  if (value === null || value === undefined) return null;
  const fee = record(value);
  return {
    days: int(fee.days) ?? 0,
    freeDays: int(fee.freeDays) ?? 0,
    perDay: int(fee.perDay) ?? 0,
    amount: int(fee.amount) ?? 0,
  };
}

function toLink(value: unknown): RepairLink | null {
  const link = record(value);
  return typeof link.id === 'string' && typeof link.number === 'string' ? { id: link.id, number: link.number } : null;
}

function toReminders(value: unknown): RepairReminderSent[] {
  return Object.entries(record(value))
    .map(([day, at]) => ({ day: Number(day) as ReminderDay, at: toIsoString(at) }))
    .filter((sent) => (REMINDER_DAYS as readonly number[]).includes(sent.day))
    .sort((a, b) => a.day - b.day);
}

function orNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIsoString(value) || null;
}

function dayOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The fields whose value is a whole structure (a quote, a list), each read by its own reader. */
type JsonField = Exclude<RepairFieldName, PlainRepairField | 'photos'>;
const JSON_READERS: { [K in JsonField]: (value: unknown) => unknown } = {
  quote: toQuote,
  payments: toPayments,
  history: toHistory,
  storageFee: toStorageFee,
  claimOf: toLink,
  claims: (value) => (Array.isArray(value) ? value.flatMap((link) => toLink(link) ?? []) : []),
  remindersSent: toReminders,
};

/**
 * A field of a record as the domain's value, by its kind (a structure by its reader): what an older record lacks
 * reads as the row's `empty` (a language as the fallback, a status as received).
 */
function readField(name: RepairFieldName, data: Data): unknown {
  const value = repairFieldValue(data, name);
  switch (REPAIR_FIELDS[name].kind) {
    case 'text':
    case 'phone':
      return text(value);
    case 'language':
      return isLanguage(value) ? value : FALLBACK_LANGUAGE;
    case 'photos':
      return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string' && url !== '') : [];
    case 'sen':
    case 'count':
      return int(value);
    case 'day':
      return dayOrNull(value);
    case 'status':
      return isRepairStatus(value) ? value : 'received';
    case 'time':
      return toIsoString(value);
    case 'timeOrNull':
      return orNull(value);
    case 'json':
      return JSON_READERS[name as JsonField](value);
  }
}

/** A job record as the domain's RepairJob: every field of the table, its `empty` where an older record lacks it. */
export function toRepairJob(id: string, data: Data): RepairJob {
  const fields: Data = { id };
  for (const name of REPAIR_FIELD_NAMES) setRepairFieldValue(fields, name, readField(name, data));
  const job = fields as unknown as RepairJob;
  job.updatedAt ||= job.createdAt;
  job.warrantyEndsOn = warrantyEndsOn(job.collectedAt, job.warrantyDays);
  job.money = moneyOfJob(job);
  return job;
}

/** A stored view as the customer's page reads it: RepairStatusView's fields, the money worked out from the sums. */
export function toRepairStatusView(token: string, data: Data): RepairStatusView {
  const fields: Data = {};
  for (const name of REPAIR_VIEW_FIELD_NAMES) setRepairFieldValue(fields, name, readField(name, data));
  const view = fields as unknown as Omit<RepairStatusView, 'firstName' | 'money' | 'warrantyEndsOn'>;
  view.token = token;
  view.updatedAt ||= view.createdAt;
  const paid = int(data.paid) ?? 0;
  return {
    ...view,
    firstName: text(data.firstName),
    money: moneyOfJob({ ...view, payments: paid ? [{ ...PAID_IN_ONE, amount: paid }] : [] }),
    warrantyEndsOn: warrantyEndsOn(orNull(data.collectedAt), int(data.warrantyDays)),
  };
}

/**
 * What a record lacks of the table (and of the extras), with the value it reads as: the hosted migration's fill
 * (migration.ts), so that every job holds every field. `open`, `serialKey` and `paid` are worked out of the record.
 */
export function missingRepairFields(data: Data): Data {
  const missing: Data = {};
  for (const name of REPAIR_FIELD_NAMES) {
    const [top] = REPAIR_FIELDS[name].path.split('.');
    if (top && !(top in data) && !(top in missing)) {
      missing[top] = top === 'machine' ? { brand: '', model: '', serial: '' } : structuredClone(REPAIR_FIELDS[name].empty);
    }
  }
  // The history, the payments and the reminders sent are maps by place or day in the store, not lists.
  for (const key of ['payments', 'history', 'remindersSent'] as const) if (Array.isArray(missing[key])) missing[key] = {};
  if (!('open' in data)) missing.open = isOpenRepair(isRepairStatus(data.status) ? data.status : 'received');
  if (!('serialKey' in data)) missing.serialKey = serialKey(text(record(data.machine).serial));
  if (!('paid' in data)) missing.paid = paidOf(toPayments(data.payments));
  return missing;
}

/**
 * A job record written before money in sen (issue 38) brought to the table, or null when it is not one (it has
 * no `deposit` and no quote of one `amount`): as the embedded store's migration does it (server/db/repair-upgrade.ts,
 * decision 020), the figures in RM become sen, the deposit the first payment ('other', dated the day the job came
 * in), the quote version 1 of one labour line, history lines their quote in sen and its version, and the ready and
 * collection times come from the history. `deposit` is deleted (`deleteField` is the caller's to put there).
 */
export function upgradeRepairRecord(data: Data, remove: unknown): Data | null {
  const oldQuote = record(data.quote);
  const old = 'deposit' in data || (data.quote !== null && data.quote !== undefined && 'amount' in oldQuote);
  if (!old) return null;
  const sen = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : null);
  const history: Data = {};
  let version = 0;
  let quotedAt: unknown = data.updatedAt;
  let readyAt: unknown = null;
  let collectedAt: unknown = null;
  for (const [key, line] of byPlace(data.history)) {
    if (line.kind === 'status' && typeof line.quote === 'number') {
      version++;
      quotedAt = line.at;
      history[key] = { ...line, quote: sen(line.quote), version };
    } else if (line.kind === 'answer') {
      history[key] = { ...line, version: Math.max(version, 1) };
    } else {
      history[key] = line;
    }
    if (line.status === 'ready') readyAt = line.at;
    if (line.status === 'collected') collectedAt = line.at;
  }
  const amount = sen(oldQuote.amount);
  const note = text(oldQuote.note);
  const quote =
    amount === null
      ? null
      : {
          ...quoteRecord(
            Math.max(version, 1),
            [{ kind: 'labour', description: (note.trim() || 'Repair').slice(0, 200), quantity: 1, unitPrice: amount, productId: null }],
            0,
            note,
            quotedAt,
          ),
          answer: isQuoteAnswer(oldQuote.answer) ? oldQuote.answer : null,
          answeredAt: isQuoteAnswer(oldQuote.answer) ? (oldQuote.answeredAt ?? null) : null,
        };
  const deposit = sen(data.deposit);
  const createdAt = data.createdAt;
  const day = toIsoString(createdAt);
  const payments =
    deposit !== null && deposit > 0
      ? {
          '0': {
            amount: deposit,
            method: 'other',
            date: day ? new Date(Date.parse(day) + 8 * 3_600_000).toISOString().slice(0, 10) : '1970-01-01',
            note: 'Deposit',
            recordedAt: createdAt,
            recordedBy: '',
            voided: null,
          },
        }
      : {};
  return {
    estimate: sen(data.estimate),
    deposit: remove,
    quote,
    history,
    payments,
    paid: deposit !== null && deposit > 0 ? deposit : 0,
    readyAt: data.readyAt ?? readyAt,
    collectedAt: data.collectedAt ?? collectedAt,
    warrantyDays: collectedAt ? 90 : null,
  };
}
