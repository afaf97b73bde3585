/**
 * The money of a repair job, in integer sen (RM 1 = 100 sen) everywhere: the lines of a quote and their totals,
 * Malaysia's service tax on labour, the storage fee of a machine left behind, the payments and the balance
 * (issue 38; docs/decisions/020-repair-money.md). One pure function of each, shared by both stores, the hosted
 * rules' tests, the screens, the slip, the receipt and the CSV, so that a total is worked out once, the same way.
 *
 * Zod-free and I/O-free: the customer's status page imports it.
 */

/** A line of a quote: parts (picked from the catalogue or typed) or labour. */
export const REPAIR_LINE_KINDS = ['part', 'labour'] as const;
export type RepairLineKind = (typeof REPAIR_LINE_KINDS)[number];

export type RepairLine = {
  kind: RepairLineKind;
  /** What the customer reads: "Rectifier board", "Rewinding the transformer". */
  description: string;
  /** A whole number from 1 to MAX_LINE_QUANTITY. */
  quantity: number;
  /** Sen, 0 to MAX_REPAIR_SEN. */
  unitPrice: number;
  /** The catalogue product the part was picked from (its id), or null when typed. */
  productId: string | null;
};

/** At most this many lines in a quote: a repair bill is a handful; 20 keeps a hosted write's rules in bounds. */
export const MAX_REPAIR_LINES = 20;
/**
 * The most of one line: a workshop bills screws by the box and hours by the hour, never a thousand of anything;
 * a quantity of 100,000 is a typing slip. 999 × MAX_REPAIR_SEN stays far inside a safe integer.
 */
export const MAX_LINE_QUANTITY = 999;
/** The most one amount may be (a unit price, an estimate, a payment, a day's storage): RM 1,000,000. */
export const MAX_REPAIR_SEN = 100_000_000;

/**
 * Malaysia's service tax on repair services, in basis points (8 % = 800), since 1 March 2024. A shop charges it
 * only when registered: Shop settings holds its SST registration number. Parts sold are not taxed here.
 */
export const SERVICE_TAX_BASIS_POINTS = 800;

/** How a payment was made. */
export const PAYMENT_METHODS = ['cash', 'duitnow', 'bankTransfer', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** At most this many payments not voided on a job: deposit, part and final payments, a refund. */
export const MAX_REPAIR_PAYMENTS = 20;
/**
 * At most this many payments kept on a job, voided ones included: the hosted rules check each place, so the
 * record has a bound; twenty voids beyond the twenty payments is more than any counter makes.
 */
export const MAX_REPAIR_PAYMENT_RECORDS = 40;

/** A payment is money the customer paid; a refund is money the shop paid back (at the end of a job only). */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export type RepairPayment = {
  /** Its place on the job, '0', '1', …: payments are never deleted, so the place names it for good. */
  id: string;
  /** A payment in, or a refund out; a record older than refunds is a payment. */
  kind: PaymentKind;
  /** Sen, 1 to MAX_REPAIR_SEN. */
  amount: number;
  method: PaymentMethod;
  /** The day it was paid, `YYYY-MM-DD` in Malaysia (the owner may record yesterday's). */
  date: string;
  note: string;
  /** ISO 8601, UTC: when it was recorded, and by whom (the admin's email). */
  recordedAt: string;
  recordedBy: string;
  /** A voided payment stays on the job, out of the sums: when, by whom and why. */
  voided: { at: string; by: string; reason: string } | null;
};

/** A line's amount: its quantity times its unit price. */
export function lineTotal(line: Pick<RepairLine, 'quantity' | 'unitPrice'>): number {
  return line.quantity * line.unitPrice;
}

export type QuoteTotals = {
  /** The part lines' sum. */
  parts: number;
  /** The labour lines' sum: what the service tax is on. */
  labour: number;
  /** parts + labour. */
  subtotal: number;
  /** serviceTax(labour, rate): 0 when the shop is not registered. */
  serviceTax: number;
  /** subtotal + serviceTax: what the customer approves. */
  total: number;
};

/**
 * The service tax on an amount of labour at a rate in basis points, rounded to the nearest sen, a half sen up
 * (Customs' rule for a tax amount of more than two decimals). Worked in integers: labour × rate is exact.
 * It is charged once on the labour lines' sum, not line by line, so that the order of the lines or a line split
 * in two never changes it by a sen.
 */
export function serviceTax(labour: number, basisPoints: number): number {
  return Math.floor((labour * basisPoints + 5_000) / 10_000);
}

/** The totals of a quote's lines at its service tax rate (basis points; 0 when the shop is not registered). */
export function quoteTotals(
  lines: readonly Pick<RepairLine, 'kind' | 'quantity' | 'unitPrice'>[],
  basisPoints: number,
): QuoteTotals {
  let parts = 0;
  let labour = 0;
  for (const line of lines) {
    if (line.kind === 'labour') labour += lineTotal(line);
    else parts += lineTotal(line);
  }
  const tax = serviceTax(labour, basisPoints);
  return { parts, labour, subtotal: parts + labour, serviceTax: tax, total: parts + labour + tax };
}

/** The rate a new quote takes from Shop settings: 8 % with an SST registration number, none without. */
export function serviceTaxRate(repairs: { sstNumber: string }): number {
  return repairs.sstNumber.trim() === '' ? 0 : SERVICE_TAX_BASIS_POINTS;
}

/** Shop settings' storage terms: sen per day after `freeDays` days from ready; `perDay` null: no fee. */
export type StorageTerms = { perDay: number | null; freeDays: number };

/** The storage fee of a job, fixed at collection (or as it stands, for a job still ready). */
export type StorageFee = {
  /** Days from the day it was ready to the day it was collected, in Malaysia (0 when the same day). */
  days: number;
  freeDays: number;
  /** Sen per day beyond the free ones. */
  perDay: number;
  /** max(0, days − freeDays) × perDay. */
  amount: number;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The day in Malaysia (UTC+8, no daylight saving) of an instant, as days since 1970-01-01. */
export function malaysianDayNumber(iso: string): number {
  return Math.floor((Date.parse(iso) + 8 * HOUR_MS) / DAY_MS);
}

/** Whole days in Malaysia from one instant's day to another's: 23:59 to 00:01 the next day is 1. */
export function malaysianDaysBetween(from: string, to: string): number {
  return malaysianDayNumber(to) - malaysianDayNumber(from);
}

/**
 * The storage fee of a machine ready at `readyAt` and collected (or looked at) at `until`, on the terms of Shop
 * settings; null when the shop charges none.
 */
export function storageFee(readyAt: string, until: string, terms: StorageTerms): StorageFee | null {
  if (terms.perDay === null || terms.perDay <= 0) return null;
  const days = Math.max(0, malaysianDaysBetween(readyAt, until));
  return {
    days,
    freeDays: terms.freeDays,
    perDay: terms.perDay,
    amount: Math.max(0, days - terms.freeDays) * terms.perDay,
  };
}

/** The statuses in which a job ends without the work: it owes only the charge the owner added at the end. */
export const ENDED_WITHOUT_WORK = ['cancelled', 'returnedUnrepaired'] as const;

/** What the owner charges for what was done on a job that ends without the work: an inspection fee, say. */
export type RepairCharge = { description: string; amount: number };

/** What repairMoney reads of a job (RepairJob has these; so does the customer's view). */
export type MoneyOfJob = {
  status: string;
  estimate: number | null;
  quote: {
    lines: readonly Pick<RepairLine, 'kind' | 'quantity' | 'unitPrice'>[];
    serviceTaxRate: number;
    answer: 'approved' | 'declined' | null;
  } | null;
  payments: readonly Pick<RepairPayment, 'amount' | 'voided' | 'kind'>[];
  storageFee: Pick<StorageFee, 'amount'> | null;
  /** The charge of a job that ended without the work (its last line of history carries it); null otherwise. */
  charge: RepairCharge | null;
};

/** What the job's price is, as the screens name it: never an estimate called an approved price. */
export type PriceBasis =
  /** No quote yet: the estimate, which the owner may go ahead on. */
  | 'estimate'
  /** The latest quote, approved by the customer. */
  | 'approved'
  /** The latest quote waits for the customer's answer, or was declined: nothing is agreed. */
  | 'awaiting'
  /** The job ended without the work: only the charge the owner added, if any. */
  | 'ended';

export type RepairMoney = {
  /** The latest quote's totals, answered or not; null before the first quote. */
  quote: QuoteTotals | null;
  /** What the price below is. */
  basis: PriceBasis;
  /**
   * The price: the estimate while the job has no quote (the owner went ahead on it: REPAIR_MOVES' "when the
   * estimate covers it"); the latest quote's total once approved; 0 while it waits or was declined; on a job that
   * ended without the work (cancelled, returned unrepaired), the charge the owner added, or 0.
   */
  approved: number;
  /** The storage fee charged at collection; 0 before, and when the shop charges none. */
  storageFee: number;
  /** approved + storageFee: the bill. */
  due: number;
  /** The payments not voided, less the refunds not voided. */
  paid: number;
  /** due − paid, never below 0: what the customer still owes. */
  balance: number;
  /**
   * What was paid beyond the bill, while the job goes on: a deposit held, nothing to return yet (a new quote may
   * take it). 0 once the job has ended.
   */
  held: number;
  /** What was paid beyond the bill once the job has ended: the shop refunds it. 0 while the job goes on. */
  toRefund: number;
};

const CLOSED = ['collected', 'cancelled', 'returnedUnrepaired'];

/** The money of a job: one function for every screen, both stores, the slip, the receipt and the CSV. */
export function repairMoney(job: MoneyOfJob): RepairMoney {
  const quote = job.quote ? quoteTotals(job.quote.lines, job.quote.serviceTaxRate) : null;
  const ended = (ENDED_WITHOUT_WORK as readonly string[]).includes(job.status);
  const basis: PriceBasis = ended
    ? 'ended'
    : job.quote === null
      ? 'estimate'
      : job.quote.answer === 'approved'
        ? 'approved'
        : 'awaiting';
  const approved =
    basis === 'ended'
      ? (job.charge?.amount ?? 0)
      : basis === 'estimate'
        ? (job.estimate ?? 0)
        : basis === 'approved'
          ? quote!.total
          : 0;
  const storage = job.storageFee?.amount ?? 0;
  const paid = job.payments.reduce(
    (sum, payment) => (payment.voided ? sum : payment.kind === 'refund' ? sum - payment.amount : sum + payment.amount),
    0,
  );
  const due = approved + storage;
  const over = Math.max(0, paid - due);
  const closed = CLOSED.includes(job.status);
  return {
    quote,
    basis,
    approved,
    storageFee: storage,
    due,
    paid,
    balance: Math.max(0, due - paid),
    held: closed ? 0 : over,
    toRefund: closed ? over : 0,
  };
}

/** Sen as the receipt writes ringgit: 125050 → '1,250.50' (no "RM": the screens put it where their language does). */
export function formatSen(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(sen));
  const ringgit = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}

/** Ringgit as typed, after "RM": whole ringgit with commas in groups of three, or none; two decimals at most. */
const RINGGIT_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Ringgit as the owner types them ("1,250.50", "RM 80", "80.5") in sen; null for an empty text; NaN for anything
 * else. A comma is a thousands separator in groups of three and nothing else ("5,00" and "1,0,0" are NaN, never
 * 500 or 100); spaces inside the number, a third decimal and digits of other scripts are NaN, never guessed.
 * Worked on the digits, never through a float: "0.29" is 29 sen, not 28.999….
 */
export function senFromText(text: string): number | null {
  const cleaned = text.trim().replace(/^RM\s*/i, '');
  if (cleaned === '') return null;
  const match = RINGGIT_PATTERN.exec(cleaned);
  if (!match) return Number.NaN;
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Sen as a form's text field shows them for editing: 125050 → '1250.50'; null → ''. */
export function senToText(sen: number | null): string {
  return sen === null ? '' : `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;
}
