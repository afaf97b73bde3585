/**
 * Repair jobs: a machine the owner logs in, its statuses and the moves between them, the job number, the
 * customer's status link and what that page may show. Shared by the admin screens, the customer's page, both
 * adapters and the server; the server (and hosted mode's rules) enforce the moves, the screens only offer them.
 */
import type { Language } from './limits';
import { firstName } from './first-name';

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

export type RepairQuote = {
  /** RM. */
  amount: number;
  /** What the quote covers, as the owner wrote it; the customer reads it. */
  note: string;
  answer: QuoteAnswer | null;
  /** ISO 8601, UTC; null until answered. */
  answeredAt: string | null;
};

/** One line of a job's history: a status change, or the customer's answer to a quote. */
export type RepairEvent =
  | {
      kind: 'status';
      /** ISO 8601, UTC. */
      at: string;
      status: RepairStatus;
      /** The owner's optional note; the customer reads it on the status page. */
      note: string;
      /** The quote in RM, when the move asked for the customer's approval. */
      quote?: number;
    }
  | { kind: 'answer'; at: string; answer: QuoteAnswer };

export type RepairMachine = { brand: string; model: string; serial: string };

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
  /** The language of the customer's status page, messages and slip. */
  language: Language;
  machine: RepairMachine;
  /** The fault in the customer's words. */
  fault: string;
  /** What was left with the machine (torch, cables, case…), as the owner typed it. */
  accessories: string;
  /** 0–MAX_REPAIR_PHOTOS picture addresses, stored as product pictures are (admin only to read). */
  photos: string[];
  /** RM, or null when not given. */
  estimate: number | null;
  deposit: number | null;
  /** `YYYY-MM-DD` in Malaysia, or null. */
  promisedDate: string | null;
  status: RepairStatus;
  /** The latest quote, once the job has waited for approval; its answer once the customer gave one. */
  quote: RepairQuote | null;
  /** Oldest first; the first line is `received` at createdAt. */
  history: RepairEvent[];
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

/** Open, with a promised date before today in Malaysia. */
export function isOverdue(job: Pick<RepairJob, 'status' | 'promisedDate'>, now: string): boolean {
  return isOpenRepair(job.status) && job.promisedDate !== null && job.promisedDate < malaysianDay(now);
}

/** All the status page shows of the customer's name: the rule is in ./first-name.ts. */
export { firstName };

/**
 * What the customer's status page shows, and all it is given: never the phone, the full name, the serial number,
 * the photos, the deposit or the record's id.
 */
export type RepairStatusView = {
  token: string;
  number: string;
  firstName: string;
  language: Language;
  machine: Pick<RepairMachine, 'brand' | 'model'>;
  status: RepairStatus;
  estimate: number | null;
  promisedDate: string | null;
  quote: RepairQuote | null;
  history: RepairEvent[];
  createdAt: string;
  updatedAt: string;
};

export function repairStatusView(job: RepairJob): RepairStatusView {
  return {
    token: job.token,
    number: job.number,
    firstName: firstName(job.customerName),
    language: job.language,
    machine: { brand: job.machine.brand, model: job.machine.model },
    status: job.status,
    estimate: job.estimate,
    promisedDate: job.promisedDate,
    quote: job.quote,
    history: job.history,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

/** Whether the customer may answer the quote now: the job waits for them and they have not answered. */
export function canAnswerQuote(job: Pick<RepairJob, 'status' | 'quote'>): boolean {
  return job.status === 'awaitingApproval' && job.quote !== null && job.quote.answer === null;
}

/** How many jobs have each status, and how many open ones are past their promised date. */
export type RepairCounts = Record<RepairStatus, number> & { overdue: number };

/** Field codes of a refused job, move or answer (texts: `repairs.errors.*` of admin.json, `repair.errors.*` of site.json). */
export type RepairError =
  | 'required'
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
  /** A move to awaitingApproval needs a quote. */
  | 'quoteRequired'
  /** The quote was answered already, or the job no longer waits for an answer (409). */
  | 'notAwaitingAnswer';
