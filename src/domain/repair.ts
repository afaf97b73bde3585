/**
 * Repair jobs: a machine the owner logs in, its statuses and the moves between them, the job number, the
 * customer's status link and what that page may show. Shared by the admin screens, the customer's page, both
 * adapters and the server; the server (and hosted mode's rules) enforce the moves, the screens only offer them.
 */
import type { Language } from './limits';
import { firstName } from './first-name';
import {
  REPAIR_FIELDS,
  REPAIR_FIELD_NAMES,
  repairFieldValue,
  setRepairFieldValue,
  type RepairFieldName,
  type RepairFieldShownOn,
  type RepairMachinePart,
  type RepairTopPath,
  type DERIVED_REPAIR_KEYS,
} from './repair-fields';
import {
  malaysianDayNumber,
  repairMoney,
  type MoneyOfJob,
  type RepairCharge,
  type QuoteTotals,
  type RepairLine,
  type RepairMoney,
  type RepairPayment,
  type StorageFee,
} from './repair-money';

/** A job's statuses, in the order a repair normally goes (issue 35). */
export const REPAIR_STATUSES = [
  'received',
  'diagnosing',
  'awaitingApproval',
  'awaitingParts',
  'repairing',
  'ready',
  'collected',
  'cancelled',
  'returnedUnrepaired',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** Where a job ends: the machine has left the shop, or never will be worked on. */
export const CLOSED_REPAIR_STATUSES = [
  'collected',
  'cancelled',
  'returnedUnrepaired',
] as const satisfies readonly RepairStatus[];

/**
 * The moves the server allows, from each status. A repair goes forward; it may wait for parts more than once and
 * be quoted again after a second look, but a closed job never opens again (a machine brought back is a new job).
 * - received: looked at, or taken back before anyone did (cancelled).
 * - diagnosing: a quote to approve, or straight to parts or repair when the estimate covers it; or given back.
 * - awaitingApproval: the customer said yes (parts or repair), no (returned unrepaired), or asked for another look.
 * - awaitingParts and repairing: back and forth as parts run out; repairing ends ready, or unrepairable.
 * - ready: collected.
 */
export const REPAIR_MOVES = {
  received: ['diagnosing', 'cancelled'],
  diagnosing: ['awaitingApproval', 'awaitingParts', 'repairing', 'returnedUnrepaired', 'cancelled'],
  awaitingApproval: ['diagnosing', 'awaitingParts', 'repairing', 'returnedUnrepaired', 'cancelled'],
  awaitingParts: ['repairing', 'returnedUnrepaired', 'cancelled'],
  repairing: ['awaitingParts', 'ready', 'returnedUnrepaired'],
  ready: ['collected'],
  collected: [],
  cancelled: [],
  returnedUnrepaired: [],
} as const satisfies Record<RepairStatus, readonly RepairStatus[]>;

export function isRepairStatus(value: unknown): value is RepairStatus {
  return typeof value === 'string' && (REPAIR_STATUSES as readonly string[]).includes(value);
}

export function canMoveRepair(from: RepairStatus, to: RepairStatus): boolean {
  return (REPAIR_MOVES[from] as readonly RepairStatus[]).includes(to);
}

export function isOpenRepair(status: RepairStatus): boolean {
  return !(CLOSED_REPAIR_STATUSES as readonly RepairStatus[]).includes(status);
}

/** Badge colour of each status, in the orders' palette. */
export const REPAIR_STATUS_COLOURS = {
  received: 'yellow',
  diagnosing: 'blue',
  awaitingApproval: 'orange',
  awaitingParts: 'purple',
  repairing: 'indigo',
  ready: 'green',
  collected: 'gray',
  cancelled: 'red',
  returnedUnrepaired: 'red',
} as const satisfies Record<RepairStatus, string>;

/** The customer's answer to a quote, from the status page. */
export const QUOTE_ANSWERS = ['approved', 'declined'] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];

/**
 * The latest quote: lines of parts and labour in sen, with the service tax rate of the day it was made. Each quote
 * has a version (1, 2, …: a move to awaitingApproval makes the next); the customer's answer names the version it
 * answers, and an answer to another one is refused (409), so nobody approves a price they never saw.
 */
export type RepairQuote = {
  version: number;
  lines: RepairLine[];
  /** Basis points: SERVICE_TAX_BASIS_POINTS when Shop settings held an SST number when quoted, else 0. */
  serviceTaxRate: number;
  /** quoteTotals(lines, serviceTaxRate): the same function in every store, kept beside the lines. */
  totals: QuoteTotals;
  /** What the quote covers, as the owner wrote it; the customer reads it. */
  note: string;
  /** ISO 8601, UTC: when it was sent for approval. */
  quotedAt: string;
  answer: QuoteAnswer | null;
  /** ISO 8601, UTC; null until answered. The status page headlines "Approved on {date}" from it. */
  answeredAt: string | null;
};

/** One line of a job's history: a status change, or the customer's answer to a quote. */
export type RepairEvent =
  | {
      kind: 'status';
      /** ISO 8601, UTC. */
      at: string;
      status: RepairStatus;
      /** The status it was made from; absent on the first line (received) and on lines older than issue 38. */
      from?: RepairStatus;
      /** The owner's optional note; the customer reads it on the status page. */
      note: string;
      /** A move to awaitingApproval: the new quote's total in sen, and its version. */
      quote?: number;
      version?: number;
      /** A move to cancelled or returnedUnrepaired: what the owner charged for what was done, if anything. */
      charge?: RepairCharge;
    }
  | { kind: 'answer'; at: string; answer: QuoteAnswer; /** The quote's version it answered. */ version: number };

export type RepairMachine = { brand: string; model: string; serial: string };

/** Another job, as a job names it: a warranty claim and the job it claims on know each other. */
export type RepairLink = { id: string; number: string };

/** The days after ready on which the customer of a machine not yet collected is reminded (issue 38). */
export const REMINDER_DAYS = [3, 7, 14, 30] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];

/** A reminder the owner sent (tapped its WhatsApp link): which day's, and when. */
export type RepairReminderSent = { day: ReminderDay; at: string };

export type RepairJob = {
  /** The record's id, for the admin's addresses. Never shown to the customer; not the token. */
  id: string;
  /** `R-2026-0042`: the year the job came in and its place in that year. */
  number: string;
  /** The customer's status link's secret (`/repair/{token}`): REPAIR_TOKEN_BYTES random bytes, base64url. */
  token: string;
  customerName: string;
  /** E.164 ("+60123456789"). */
  customerPhone: string;
  /** The language of the customer's status page, messages, slip and receipt. */
  language: Language;
  machine: RepairMachine;
  /** The fault in the customer's words. */
  fault: string;
  /** What was left with the machine (torch, cables, case…), as the owner typed it. */
  accessories: string;
  /** 0–MAX_REPAIR_PHOTOS picture addresses, stored as product pictures are (admin only to read). */
  photos: string[];
  /** Sen, or null when not given: the figure told at intake, the price while there is no quote (repairMoney). */
  estimate: number | null;
  /** `YYYY-MM-DD` in Malaysia, or null. */
  promisedDate: string | null;
  status: RepairStatus;
  /** The latest quote, once the job has waited for approval; its answer once the customer gave one. */
  quote: RepairQuote | null;
  /**
   * Every payment in the order recorded, voided ones too (never deleted). A deposit is a payment: the intake
   * form's deposit is recorded as one with the job, and the older `deposit` figure became one (decision 020).
   */
  payments: RepairPayment[];
  /** Oldest first; the first line is `received` at createdAt. */
  history: RepairEvent[];
  /** ISO 8601, UTC: when it last became ready; null before. Reminders and the storage fee count from its day. */
  readyAt: string | null;
  /** ISO 8601, UTC: when it was collected; null before. The warranty counts from its day. */
  collectedAt: string | null;
  /** Charged at collection from Shop settings' terms; null when none was (no terms, or not collected yet). */
  storageFee: StorageFee | null;
  /** Shop settings' warranty period when it was collected, in days; null before collection. */
  warrantyDays: number | null;
  /** The last day of its warranty, `YYYY-MM-DD` in Malaysia: warrantyEndsOn(collectedAt, warrantyDays). */
  warrantyEndsOn: string | null;
  /** The job this one is a warranty claim on, or null. */
  claimOf: RepairLink | null;
  /** The warranty claims made on this job, oldest first. */
  claims: RepairLink[];
  /** The reminders sent while it waited to be collected, oldest first. */
  remindersSent: RepairReminderSent[];
  /** repairMoney(job): worked out by the store that reads it, never stored as such. */
  money: RepairMoney;
  createdAt: string;
  updatedAt: string;
};

/** At most this many photos per job. */
export const MAX_REPAIR_PHOTOS = 5;

/** A token carries this many random bytes: 128 bits, beyond any guessing (issue 35). */
export const REPAIR_TOKEN_BYTES = 16;
/** 16 bytes in unpadded base64url. */
const REPAIR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/**
 * Whether a text has the form of a token: 22 base64url characters whose last carries the 16th byte's two last
 * bits only. Anything else is not looked up at all, so a crafted address costs no read.
 */
export function isRepairToken(value: string): boolean {
  return REPAIR_TOKEN_PATTERN.test(value);
}

/** A new token from a cryptographic source (Web Crypto: the browser, and Node's global `crypto`). */
export function newRepairToken(): string {
  const bytes = new Uint8Array(REPAIR_TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Four digits at least; a busy year's ten-thousandth job reads R-2026-10000. */
const REPAIR_NUMBER_PATTERN = /^R-(\d{4})-(\d{4,})$/;

/** `R-2026-0042` from the year and the job's place in it (1 for the first). */
export function formatRepairNumber(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(4, '0')}`;
}

export function parseRepairNumber(number: string): { year: number; sequence: number } | null {
  const match = REPAIR_NUMBER_PATTERN.exec(number);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}

/** The year in Malaysia (UTC+8, no daylight saving) of an instant: a job logged at 7 a.m. on 1 January is the new year's. */
export function malaysianYear(iso: string): number {
  return new Date(Date.parse(iso) + 8 * 3_600_000).getUTCFullYear();
}

/** Today in Malaysia as `YYYY-MM-DD`. */
export function malaysianDay(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether a day (`YYYY-MM-DD`) is after today in Malaysia: a payment cannot have been made then. */
export function isAfterToday(day: string, now: string): boolean {
  return day > malaysianDay(now);
}

/** Open, with a promised date before today in Malaysia. */
export function isOverdue(job: Pick<RepairJob, 'status' | 'promisedDate'>, now: string): boolean {
  return isOpenRepair(job.status) && job.promisedDate !== null && job.promisedDate < malaysianDay(now);
}

/** All the status page shows of the customer's name: the rule is in ./first-name.ts. */
export { firstName };

/**
 * The fields of a job the status page is given besides those it shows (`shows: ['view']` in the table of repair
 * fields): the link's key, the customer's language (the page's), when it was ready, received and last changed.
 */
export const REPAIR_VIEW_CARRIED = [
  'token',
  'language',
  'readyAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly RepairFieldName[];

/** The fields of a job its status view holds, in the table's order: those the page shows, and REPAIR_VIEW_CARRIED. */
export const REPAIR_VIEW_FIELD_NAMES: readonly RepairViewField[] = REPAIR_FIELD_NAMES.filter(
  (name): name is RepairViewField =>
    (REPAIR_FIELDS[name].shows as readonly string[]).includes('view') ||
    (REPAIR_VIEW_CARRIED as readonly string[]).includes(name),
);

type RepairViewField = RepairFieldShownOn<'view'> | (typeof REPAIR_VIEW_CARRIED)[number];

/**
 * What the customer's status page shows, and all it is given: the job's fields the table of repair fields shows
 * on it (`shows: ['view']`) and REPAIR_VIEW_CARRIED, the first name (never the full one), the money worked out
 * and the warranty's last day. Never the phone, the full name, the serial number, the photos, the payments
 * themselves (only their sum, in `money`) or the record's id.
 */
export type RepairStatusView = Pick<RepairJob, Exclude<RepairTopPath<RepairViewField>, 'machine'>> & {
  firstName: string;
  machine: Pick<RepairMachine, RepairMachinePart<RepairViewField>>;
  /** repairMoney of the job: the approved total, the storage fee, what was paid and the balance. */
  money: RepairMoney;
  warrantyEndsOn: string | null;
};

export function repairStatusView(job: RepairJob): RepairStatusView {
  const view: Record<string, unknown> = {};
  for (const name of REPAIR_VIEW_FIELD_NAMES) setRepairFieldValue(view, name, repairFieldValue(job, name));
  return {
    ...view,
    firstName: firstName(job.customerName),
    money: job.money,
    warrantyEndsOn: job.warrantyEndsOn,
  } as RepairStatusView;
}

/** Whether the customer may answer the quote now: the job waits for them and they have not answered. */
export function canAnswerQuote(job: Pick<RepairJob, 'status' | 'quote'>): boolean {
  return job.status === 'awaitingApproval' && job.quote !== null && job.quote.answer === null;
}

/**
 * Why the customer's answer to the quote of `version` is refused, or null: another version is the job's now
 * (staleQuote), or the job waits for no answer (notAwaitingAnswer). decideAnswer and the hosted status page both
 * ask it, so the answer is judged once.
 */
export function answerRefusal(
  job: Pick<RepairJob, 'status' | 'quote'>,
  version: number,
): 'staleQuote' | 'notAwaitingAnswer' | null {
  if (job.quote !== null && job.quote.version !== version) return 'staleQuote';
  return canAnswerQuote(job) ? null : 'notAwaitingAnswer';
}

/** Whether a job waits for the owner after the customer's answer: the list and the portal mark it. */
export function isAnswered(job: Pick<RepairJob, 'status' | 'quote'>): boolean {
  return job.status === 'awaitingApproval' && job.quote !== null && job.quote.answer !== null;
}

/**
 * The charge of a job that ended without the work: the one its last move (to cancelled or returned unrepaired)
 * carries; null for any other job.
 */
export function endCharge(job: Pick<RepairJob, 'status' | 'history'>): RepairCharge | null {
  if (job.status !== 'cancelled' && job.status !== 'returnedUnrepaired') return null;
  const last = job.history.findLast((event) => event.kind === 'status');
  return last?.kind === 'status' && last.status === job.status ? (last.charge ?? null) : null;
}

/** repairMoney of a job as stored: its status, estimate, quote, payments, storage fee and end charge. */
export function moneyOfJob(
  job: Pick<RepairJob, 'status' | 'history'> & Omit<MoneyOfJob, 'status' | 'charge'>,
): RepairMoney {
  return repairMoney({ ...job, charge: endCharge(job) });
}

/** `YYYY-MM-DD` of a day number (days since 1970-01-01). */
function dayText(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The last day a collected job is under warranty, in Malaysia: the day it was collected plus the period
 * (collected on 30 January with 30 days: 1 March, or 29 February in a leap year). Null before collection.
 */
export function warrantyEndsOn(collectedAt: string | null, warrantyDays: number | null): string | null {
  if (collectedAt === null || warrantyDays === null) return null;
  return dayText(malaysianDayNumber(collectedAt) + warrantyDays);
}

/** Whether a warranty claim may be made on `now` (Malaysia's day): collected, and not past its last day. */
export function isUnderWarranty(job: Pick<RepairJob, 'status' | 'warrantyEndsOn'>, now: string): boolean {
  return job.status === 'collected' && job.warrantyEndsOn !== null && malaysianDay(now) <= job.warrantyEndsOn;
}

/**
 * The reminder due on `today` (`YYYY-MM-DD` in Malaysia) for a job ready and not collected: the latest of
 * REMINDER_DAYS that the days since its ready day have reached, unless it or a later one was sent. A reminder not
 * sent on its day stays due until the next day of the list takes its place (a shop closed on day 3 reminds on
 * day 4); on day 3, 7, 14 and 30 exactly, that one is due. Null when none is.
 */
export function dueReminder(
  job: Pick<RepairJob, 'status' | 'readyAt' | 'remindersSent'>,
  today: string,
): { day: ReminderDay; daysSinceReady: number } | null {
  if (job.status !== 'ready' || job.readyAt === null) return null;
  const daysSinceReady = Date.parse(`${today}T00:00:00Z`) / 86_400_000 - malaysianDayNumber(job.readyAt);
  const reached = REMINDER_DAYS.filter((day) => day <= daysSinceReady);
  const day = reached.at(-1);
  if (day === undefined) return null;
  if (job.remindersSent.some((sent) => sent.day >= day)) return null;
  return { day, daysSinceReady };
}

/** A job on the "To remind today" list, with the reminder due. */
export type RepairReminder = { job: RepairJob; day: ReminderDay; daysSinceReady: number };

/** Machine history: at most this many other jobs of the same serial number or phone, newest first. */
export const MAX_MACHINE_HISTORY = 50;

/**
 * A serial number as jobs are matched by it: letters and digits only, in capitals ("sn-4471 0093" is
 * "SN44710093"); '' for none.
 */
export function serialKey(serial: string): string {
  return serial.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * How many jobs have each status; how many open ones are past their promised date; how many wait for the owner
 * after the customer's answer (isAnswered); and how many reminders are due today.
 */
export type RepairCounts = Record<RepairStatus, number> & { overdue: number; answered: number; toRemind: number };

/** Field codes of a refused job, move or answer (texts: `repairs.errors.*` of admin.json, `repair.errors.*` of site.json). */
export type RepairError =
  | 'required'
  /** A customer's name without a letter or a digit (isPersonName). */
  | 'name'
  | 'tooLong'
  | 'phone'
  | 'amount'
  | 'date'
  | 'tooManyPhotos'
  | 'photo'
  | 'language'
  | 'status'
  /** The move is not one REPAIR_MOVES allows from the job's status (409). */
  | 'moveNotAllowed'
  /** The move names a status the job is no longer in: someone else moved it meanwhile (409). */
  | 'staleStatus'
  /** A move to awaitingApproval needs a quote of one line at least. */
  | 'quoteRequired'
  /** The quote was answered already, or the job no longer waits for an answer (409). */
  | 'notAwaitingAnswer'
  /** The answer names a quote version that is no longer the job's: the page shows the current one (409). */
  | 'staleQuote'
  /** A quantity that is not a whole number from 1 to MAX_LINE_QUANTITY. */
  | 'quantity'
  /** More lines than MAX_REPAIR_LINES, or more payments than MAX_REPAIR_PAYMENTS. */
  | 'tooMany'
  /** A line's kind or a payment's method that is not one of the list. */
  | 'invalid'
  /** A payment larger than the balance (409). */
  | 'overBalance'
  /** A change of the estimate after the job was collected or ended: the bill is fixed (409). */
  | 'billFixed'
  /** An estimate below what was paid: it would leave the balance below zero (409). */
  | 'belowPaid'
  /** A payment dated before the day the job was received (409). */
  | 'beforeReceived'
  /** A refund while the job goes on: money beyond the bill is a deposit held until the end (409). */
  | 'notEnded'
  /** A refund above what was paid beyond the bill (409). */
  | 'overRefund'
  /** A payment dated after today in Malaysia (409): it cannot have been made yet. */
  | 'futureDate'
  /** A payment already voided (409). */
  | 'alreadyVoided'
  /** A warranty claim on a job that was not collected (409). */
  | 'notCollected'
  /** A warranty claim after the warranty's last day (409). */
  | 'warrantyEnded'
  /** A reminder that is not due: the job is not ready, or that day is not reached (409). */
  | 'notDue';

// RepairJob's keys are the table's top-level paths and the derived ones, exactly: a field added to the type and
// not to the table (or the other way) fails the type check here, beside the type (the table knows no RepairJob).
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameKeys: Exactly<RepairTopPath<RepairFieldName> | (typeof DERIVED_REPAIR_KEYS)[number], keyof RepairJob> = true;
void _sameKeys;
