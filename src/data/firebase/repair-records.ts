import { LANGUAGES, FALLBACK_LANGUAGE, type Language } from '@/domain/limits';
import {
  QUOTE_ANSWERS,
  firstName,
  isOpenRepair,
  isRepairStatus,
  type QuoteAnswer,
  type RepairEvent,
  type RepairJob,
  type RepairQuote,
  type RepairStatus,
  type RepairStatusView,
} from '@/domain/repair';
import type { ParsedRepairInput } from '@/domain/repair-schema';
import { toIsoString, toNumber } from './records';

/**
 * Repair jobs in Firestore, as plain data both ways (firestore.rules checks the same shapes; docs/hosted-mode.md,
 * "Repair jobs"). A job is two documents, always written together by the admin's browser:
 *
 * - `repairs/{id}`: the whole job (jobDocument), which only the admin reads;
 * - `repairStatus/{token}`: what the customer's page shows, RepairStatusView's fields and nothing else
 *   (viewDocument), under the status link's token, which visitors may get and never list. The customer's answer
 *   to a quote is written here only, so this document is the freshest account of the status, the quote and the
 *   history: the admin's reads take the answer from it (withAnswerOf), and the admin's next write copies it into
 *   the job (stateOf).
 *
 * A history is stored as a map of lines by their place ('0', '1', …) rather than a list: Firestore sets the server's
 * time inside a map and not inside a list, and each write adds exactly one line, which the rules judge under its
 * key. Times are the store's own (serverTimestamp, `request.time` in the rules): `stamp` below is that sentinel.
 *
 * Zod-free and without the SDK: the customer's page reads views through this module (repair-view.ts).
 */

export const REPAIRS_COLLECTION = 'repairs';
export const REPAIR_VIEWS_COLLECTION = 'repairStatus';
/** One document per year (in Malaysia): `{ last }`, the last number given. */
export const REPAIR_COUNTERS_COLLECTION = 'repairCounters';

/** The most lines a job's history holds (the rules' bound): a move past it is refused. */
export const MAX_REPAIR_HISTORY = 200;

type Data = Record<string, unknown>;

function record(value: unknown): Data {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isQuoteAnswer(value: unknown): value is QuoteAnswer {
  return typeof value === 'string' && (QUOTE_ANSWERS as readonly string[]).includes(value);
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Where a job stands, as stored: its status, its quote, its history by place, and its two times. */
export type RepairState = {
  status: RepairStatus;
  quote: Data | null;
  history: Data;
  createdAt: unknown;
  updatedAt: unknown;
};

/** A new job's state: received at the store's time (`stamp`), its first line of history saying so. */
export function newRepairState(stamp: unknown): RepairState {
  return {
    status: 'received',
    quote: null,
    history: { '0': statusLine('received', '', null, stamp) },
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/**
 * The job as the admin's next write starts from it: the view's status, quote and history when there is a view
 * (it holds the customer's answer, which the job may not yet), the job's own otherwise.
 */
export function stateOf(job: Data, view: Data | undefined): RepairState {
  const current = view ?? job;
  return {
    status: isRepairStatus(current.status) ? current.status : 'received',
    quote: current.quote === null || current.quote === undefined ? null : record(current.quote),
    history: record(current.history),
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

/** A line of history for a move, at `at`: a move to awaitingApproval carries the quote's amount, no other does. */
export function statusLine(status: RepairStatus, note: string, quote: number | null, at: unknown): Data {
  return { kind: 'status', at, status, note, ...(status === 'awaitingApproval' && quote !== null ? { quote } : {}) };
}

/** The customer's answer as a line of history. */
export function answerLine(answer: QuoteAnswer, at: unknown): Data {
  return { kind: 'answer', at, answer };
}

/** The key the next line of a stored history goes under: its place. */
export function nextHistoryKey(history: Data): string {
  return String(Object.keys(history).length);
}

/** The history with one more line. */
export function withLine(history: Data, line: Data): Data {
  return { ...history, [nextHistoryKey(history)]: line };
}

/**
 * The state after a move to `status` at `at`, with the owner's note, and for awaitingApproval the quote: a new quote,
 * unanswered, whose note is the move's. Any other move keeps the latest quote (and its answer) as it was.
 */
export function movedState(state: RepairState, status: RepairStatus, note: string, quote: number | null, at: unknown): RepairState {
  const newQuote =
    status === 'awaitingApproval' && quote !== null ? { amount: quote, note, answer: null, answeredAt: null } : state.quote;
  return {
    ...state,
    status,
    quote: newQuote,
    history: withLine(state.history, statusLine(status, note, quote, at)),
    updatedAt: at,
  };
}

/** The admin's job document: the owner's input, where the job stands, and whether it is open (the list's order). */
export function jobDocument(number: string, token: string, input: ParsedRepairInput, state: RepairState): Data {
  return {
    number,
    token,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    language: input.language,
    machine: { brand: input.brand, model: input.model, serial: input.serial },
    fault: input.fault,
    accessories: input.accessories,
    photos: [...input.photos],
    estimate: input.estimate,
    deposit: input.deposit,
    promisedDate: input.promisedDate,
    status: state.status,
    open: isOpenRepair(state.status),
    quote: state.quote,
    history: state.history,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/** A stored job with its state replaced: the rest of it (the owner's details, number, token, createdAt) as it was. */
export function withState(job: Data, state: RepairState): Data {
  return {
    ...job,
    status: state.status,
    open: isOpenRepair(state.status),
    quote: state.quote,
    history: state.history,
    updatedAt: state.updatedAt,
  };
}

/**
 * The customer's view of a job document, as repairStatusView() makes it of a job: the first name only, the
 * machine's brand and model; never the phone, the serial number, the photos, the deposit or the job's id.
 */
export function viewDocument(job: Data): Data {
  const machine = record(job.machine);
  return {
    token: job.token,
    number: job.number,
    firstName: firstName(text(job.customerName)),
    language: job.language,
    machine: { brand: machine.brand, model: machine.model },
    status: job.status,
    estimate: job.estimate,
    promisedDate: job.promisedDate,
    quote: job.quote,
    history: job.history,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
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

/** A stored history as the domain's: its lines in the order of their places, unknown kinds left out. */
export function toHistory(value: unknown): RepairEvent[] {
  return Object.entries(record(value))
    .filter(([key]) => /^\d+$/.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, line]) => toEvent(record(line)));
}

function toEvent(line: Data): RepairEvent[] {
  const at = toIsoString(line.at);
  if (line.kind === 'status' && isRepairStatus(line.status)) {
    const quote = toNumber(line.quote);
    return [{ kind: 'status', at, status: line.status, note: text(line.note), ...(quote === null ? {} : { quote }) }];
  }
  if (line.kind === 'answer' && isQuoteAnswer(line.answer)) return [{ kind: 'answer', at, answer: line.answer }];
  return [];
}

export function toQuote(value: unknown): RepairQuote | null {
  if (value === null || value === undefined || typeof value !== 'object') return null;
  const quote = record(value);
  const answer = isQuoteAnswer(quote.answer) ? quote.answer : null;
  return {
    amount: toNumber(quote.amount) ?? 0,
    note: text(quote.note),
    answer,
    answeredAt: answer ? toIsoString(quote.answeredAt) || null : null,
  };
}

function amountOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value);
}

function dayOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function toRepairJob(id: string, data: Data): RepairJob {
  const machine = record(data.machine);
  const createdAt = toIsoString(data.createdAt);
  return {
    id,
    number: text(data.number),
    token: text(data.token),
    customerName: text(data.customerName),
    customerPhone: text(data.customerPhone),
    language: isLanguage(data.language) ? data.language : FALLBACK_LANGUAGE,
    machine: { brand: text(machine.brand), model: text(machine.model), serial: text(machine.serial) },
    fault: text(data.fault),
    accessories: text(data.accessories),
    photos: Array.isArray(data.photos) ? data.photos.filter((url): url is string => typeof url === 'string' && url !== '') : [],
    estimate: amountOrNull(data.estimate),
    deposit: amountOrNull(data.deposit),
    promisedDate: dayOrNull(data.promisedDate),
    status: isRepairStatus(data.status) ? data.status : 'received',
    quote: toQuote(data.quote),
    history: toHistory(data.history),
    createdAt,
    updatedAt: toIsoString(data.updatedAt) || createdAt,
  };
}

/** A stored view as the customer's page reads it: RepairStatusView's fields, whatever else the document holds. */
export function toRepairStatusView(token: string, data: Data): RepairStatusView {
  const machine = record(data.machine);
  const createdAt = toIsoString(data.createdAt);
  return {
    token,
    number: text(data.number),
    firstName: text(data.firstName),
    language: isLanguage(data.language) ? data.language : FALLBACK_LANGUAGE,
    machine: { brand: text(machine.brand), model: text(machine.model) },
    status: isRepairStatus(data.status) ? data.status : 'received',
    estimate: amountOrNull(data.estimate),
    promisedDate: dayOrNull(data.promisedDate),
    quote: toQuote(data.quote),
    history: toHistory(data.history),
    createdAt,
    updatedAt: toIsoString(data.updatedAt) || createdAt,
  };
}
