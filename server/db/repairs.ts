import type { Page } from '@/domain';
import {
  MAX_MACHINE_HISTORY,
  NO_PAYMENT_STATUSES,
  REPAIR_STATUSES,
  canAnswerQuote,
  canMoveRepair,
  dueReminder,
  formatRepairNumber,
  isRepairToken,
  isUnderWarranty,
  isAfterToday,
  malaysianDay,
  malaysianYear,
  newRepairToken,
  serialKey,
  warrantyEndsOn,
  type QuoteAnswer,
  type ReminderDay,
  type RepairCounts,
  type RepairError,
  type RepairEvent,
  type RepairJob,
  type RepairLink,
  type RepairQuote,
  type RepairReminder,
  type RepairStatus,
} from '@/domain/repair';
import { REPAIR_INPUT_FIELDS, repairFieldValue, setRepairFieldValue } from '@/domain/repair-fields';
import {
  MAX_REPAIR_PAYMENTS,
  quoteTotals,
  repairMoney,
  serviceTaxRate,
  storageFee,
  type RepairPayment,
} from '@/domain/repair-money';
import type {
  ParsedRepairClaimInput,
  ParsedRepairCreateInput,
  ParsedRepairInput,
  ParsedRepairMove,
  ParsedRepairPaymentInput,
} from '@/domain/repair-schema';
import { parseRepairSearch } from '@/domain/repair-search';
import { insightsSince, summariseRepairs, type RepairInsights } from '@/domain/repair-insights';
import { nowIso } from './clock';
import { decodeValues, encodeValues, prepareCached } from './cursor';
import type { Db } from './database';
import { newId } from './ids';
import { INSERT_REPAIR, UPDATE_REPAIR, repairRowParams, toRepairJob, type RepairRow } from './repair-columns';
import { createSettingsRepository } from './settings';

export type RepairFilter = {
  status?: RepairStatus | undefined;
  /** Only the open jobs promised before today in Malaysia. */
  overdue?: true | undefined;
  /** A job number, a customer's name or phone: the rows `repair_matches` takes (server/db/database.ts). */
  q?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
};

/**
 * Why a write was refused: the field at fault and its code (RepairError), and for the customer's answer the view
 * as it is now. 'notFound' is the job (or the payment) that is not there.
 */
export type RepairRefusal =
  { refused: 'notFound' } | { refused: 'conflict'; field: string; code: RepairError; current?: RepairJob };

const DEFAULT_PAGE = 20;

const notFound = { refused: 'notFound' } as const;
const conflict = (field: string, code: RepairError, current?: RepairJob): RepairRefusal => ({
  refused: 'conflict',
  field,
  code,
  ...(current ? { current } : {}),
});

/** The list's order: open jobs first, then newest first; the cursor carries the last row's place in it. */
const LIST_ORDER = 'ORDER BY open DESC, created_at DESC, id DESC';

/** The overdue jobs (isOverdue): open, promised before `@today` in Malaysia. */
const OVERDUE = 'open = 1 AND promised_date IS NOT NULL AND promised_date < @today';

/** The conditions of a filter's status and overdue jobs, and their values: the list's and the export's. */
function filterConditions(filter: Pick<RepairFilter, 'status' | 'overdue'>, now: string) {
  const where: string[] = [];
  const values: Record<string, string | number> = {};
  if (filter.status !== undefined) {
    where.push('status = @status');
    values.status = filter.status;
  }
  if (filter.overdue) {
    where.push(OVERDUE);
    values.today = malaysianDay(now);
  }
  return { where, values };
}

/** Repair jobs in SQLite: every statement the repair routes and the customer's status page run. */
export function createRepairRepository(db: Db) {
  const settings = createSettingsRepository(db);
  const byId = db.prepare<[string], RepairRow>('SELECT * FROM repairs WHERE id = ?');
  const byToken = db.prepare<[string], RepairRow>('SELECT * FROM repairs WHERE token = ?');
  const nextNumber = db.prepare<[number], { last: number }>(
    `INSERT INTO repair_numbers (year, last) VALUES (?, 1)
     ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
  );
  const insert = db.prepare(INSERT_REPAIR);
  const update = db.prepare(UPDATE_REPAIR);
  const countByStatus = db.prepare<[], { status: RepairStatus; n: number }>(
    'SELECT status, count(*) AS n FROM repairs GROUP BY status',
  );
  const countOverdue = db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM repairs WHERE ${OVERDUE.replace('@today', '?')}`,
  );
  const countAnswered = db.prepare<[], { n: number }>(
    `SELECT count(*) AS n FROM repairs
     WHERE status = 'awaitingApproval' AND json_extract(quote, '$.answer') IS NOT NULL`,
  );
  const readyJobs = db.prepare<[], RepairRow>("SELECT * FROM repairs WHERE status = 'ready' ORDER BY ready_at, id");
  const sameMachine = db.prepare<{ id: string; serialKey: string; phone: string; limit: number }, RepairRow>(
    `SELECT * FROM repairs WHERE id <> @id AND ((@serialKey <> '' AND serial_key = @serialKey) OR (@phone <> '' AND customer_phone = @phone))
     ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const changedSince = db.prepare<[string], { created_at: string; history: string; claim_of: string | null }>(
    'SELECT created_at, history, claim_of FROM repairs WHERE updated_at >= ?',
  );
  const allPhotos = db.prepare<[], { photos: string }>("SELECT photos FROM repairs WHERE photos <> '[]'");

  function get(id: string): RepairJob | null {
    const row = byId.get(id);
    return row ? toRepairJob(row) : null;
  }

  function findByToken(token: string): RepairJob | null {
    if (!isRepairToken(token)) return null;
    const row = byToken.get(token);
    return row ? toRepairJob(row) : null;
  }

  /** The job with its money worked out again (after a change of quote, payments or storage fee). */
  function withMoney(job: RepairJob): RepairJob {
    return { ...job, warrantyEndsOn: warrantyEndsOn(job.collectedAt, job.warrantyDays), money: repairMoney(job) };
  }

  /**
   * Writes a job changed from `before`, only while the stored one is still `before` (its status and updatedAt):
   * false when another write came first. Called inside a transaction, which already holds it; the condition keeps
   * the rule in the statement too.
   */
  function write(before: RepairJob, after: RepairJob): boolean {
    const params = { ...repairRowParams(after), expectedStatus: before.status, expectedUpdatedAt: before.updatedAt };
    return update.run(params).changes === 1;
  }

  /** A payment added to a job, or why not: never on a cancelled job, never above the balance. */
  function withPayment(
    job: RepairJob,
    input: ParsedRepairPaymentInput,
    actor: string,
    now: string,
    field = 'amount',
  ): RepairJob | RepairRefusal {
    if ((NO_PAYMENT_STATUSES as readonly RepairStatus[]).includes(job.status))
      return conflict('status', 'jobCancelled');
    if (job.payments.length >= MAX_REPAIR_PAYMENTS) return conflict('payments', 'tooMany');
    if (input.amount > job.money.balance) return conflict(field, 'overBalance');
    if (isAfterToday(input.date, now)) return conflict('date', 'futureDate');
    const payment: RepairPayment = {
      id: String(job.payments.length),
      amount: input.amount,
      method: input.method,
      date: input.date,
      note: input.note,
      recordedAt: now,
      recordedBy: actor,
      voided: null,
    };
    return withMoney({ ...job, payments: [...job.payments, payment], updatedAt: now });
  }

  /** Runs a change of one job in an immediate transaction: read, check, write; a refusal writes nothing. */
  function change(
    id: string,
    next: (job: RepairJob) => RepairJob | RepairRefusal,
  ): { job: RepairJob; before: RepairJob } | RepairRefusal {
    return db
      .transaction((): { job: RepairJob; before: RepairJob } | RepairRefusal => {
        const before = get(id);
        if (!before) return notFound;
        const after = next(before);
        if ('refused' in after) return after;
        if (after !== before && !write(before, after)) return conflict('from', 'staleStatus', get(id) ?? undefined);
        return { job: after, before };
      })
      .immediate();
  }

  /** A new job's row in the transaction: the year's next number, a new token, received `now`. */
  function insertJob(details: ParsedRepairInput, extra: Partial<RepairJob>, now: string): RepairJob {
    const year = malaysianYear(now);
    const job: RepairJob = withMoney({
      ...jobOfInput(details),
      id: newId(),
      number: formatRepairNumber(year, nextNumber.get(year)!.last),
      token: newRepairToken(),
      status: 'received',
      quote: null,
      payments: [],
      history: [{ kind: 'status', at: now, status: 'received', note: '' }],
      readyAt: null,
      collectedAt: null,
      storageFee: null,
      warrantyDays: null,
      warrantyEndsOn: null,
      claimOf: null,
      claims: [],
      remindersSent: [],
      money: repairMoney({ estimate: null, quote: null, payments: [], storageFee: null }),
      createdAt: now,
      updatedAt: now,
      ...extra,
    });
    insert.run(repairRowParams(job));
    return job;
  }

  return {
    /**
     * A page of jobs, open ones first and then newest first, of a status and a search. Every row's number, name and
     * phone is read for a search: a shop logs a few thousand jobs a year, a scan of a few ms.
     */
    list(filter: RepairFilter = {}, now = nowIso()): Page<RepairJob> {
      const limit = filter.limit ?? DEFAULT_PAGE;
      const { where, values } = filterConditions(filter, now);
      values.limit = limit + 1;
      if (parseRepairSearch(filter.q)) {
        where.push('repair_matches(@q, number, customer_name, customer_phone)');
        values.q = filter.q!;
      }
      if (filter.cursor) {
        const [open, createdAt, id] = decodeValues(filter.cursor, ['number', 'string', 'string'] as const);
        where.push(`(open < @cursorOpen OR (open = @cursorOpen AND
          (created_at < @cursorCreatedAt OR (created_at = @cursorCreatedAt AND id < @cursorId))))`);
        Object.assign(values, { cursorOpen: open, cursorCreatedAt: createdAt, cursorId: id });
      }
      // Jobs of one status are all open or all closed: their order is the status index's own.
      const order = filter.status === undefined ? LIST_ORDER : 'ORDER BY created_at DESC, id DESC';
      const sql = `SELECT * FROM repairs ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${order} LIMIT @limit`;
      const rows = prepareCached<RepairRow>(db, sql).all(values);
      const last = rows[limit - 1];
      return {
        items: rows.slice(0, limit).map(toRepairJob),
        nextCursor: rows.length > limit && last ? encodeValues([last.open, String(last.created_at), last.id]) : null,
      };
    },

    get,

    /** The job of a status link's token; a text of another form is not looked up at all. */
    findByToken,

    /**
     * A new job, received `now`, with the next number of the year in Malaysia and a new token; the deposit, if any,
     * its first payment (up to the estimate), in the same transaction.
     */
    create(input: ParsedRepairCreateInput, now = nowIso(), actor = ''): RepairJob | RepairRefusal {
      const { deposit, depositMethod, ...details } = input;
      return db
        .transaction((): RepairJob | RepairRefusal => {
          if (deposit !== null && deposit > (details.estimate ?? 0)) return conflict('deposit', 'overBalance');
          const job = insertJob(details, {}, now);
          if (deposit === null) return job;
          const paid = withPayment(
            job,
            { amount: deposit, method: depositMethod, date: malaysianDay(now), note: '' },
            actor,
            now,
            'deposit',
          );
          if ('refused' in paid) throw new Error('A deposit within the estimate was refused');
          write(job, paid);
          return paid;
        })
        .immediate();
    },

    /** The job's details from the owner's form; its number, token, status, money and history stay. */
    update(id: string, input: ParsedRepairInput, now = nowIso()): RepairJob | null {
      const result = change(id, (job) => withMoney({ ...job, ...jobOfInput(input), updatedAt: now }));
      return 'refused' in result ? null : result.job;
    },

    /**
     * Moves a job from `move.from`, checked against the status stored now in the same transaction that writes it:
     * a line in the history with the note (and the quote's total and version, for awaitingApproval, whose lines
     * become the job's next quote); ready stamps readyAt; collected stamps collectedAt, charges the storage fee and
     * fixes the warranty, from Shop settings.
     */
    move(id: string, move: ParsedRepairMove, now = nowIso()): { job: RepairJob; from: RepairStatus } | RepairRefusal {
      const result = change(id, (job) => {
        if (job.status !== move.from) return conflict('from', 'staleStatus', job);
        if (!canMoveRepair(job.status, move.status)) return conflict('status', 'moveNotAllowed');
        const shop = settings.get().repairs;
        let quote = job.quote;
        if (move.status === 'awaitingApproval') {
          const lines = move.lines!.map((line) => ({ ...line }));
          const serviceTaxRateNow = serviceTaxRate(shop);
          quote = {
            version: (job.quote?.version ?? 0) + 1,
            lines,
            serviceTaxRate: serviceTaxRateNow,
            totals: quoteTotals(lines, serviceTaxRateNow),
            note: move.note,
            quotedAt: now,
            answer: null,
            answeredAt: null,
          };
        }
        const event: RepairEvent = {
          kind: 'status',
          at: now,
          status: move.status,
          from: job.status,
          note: move.note,
          ...(move.status === 'awaitingApproval' ? { quote: quote!.totals.total, version: quote!.version } : {}),
        };
        const collected = move.status === 'collected';
        return withMoney({
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
      });
      return 'refused' in result ? result : { job: result.job, from: result.before.status };
    },

    /**
     * The customer's answer to the quote of `version`, once, while it waits for one: an older version is refused
     * (staleQuote) and so is a second answer (notAwaitingAnswer), each with the job as it is now.
     */
    answerQuote(
      token: string,
      answer: QuoteAnswer,
      version: number,
      now = nowIso(),
    ): { job: RepairJob } | RepairRefusal {
      return db
        .transaction((): { job: RepairJob } | RepairRefusal => {
          const job = findByToken(token);
          if (!job) return notFound;
          if (job.quote !== null && job.quote.version !== version) return conflict('version', 'staleQuote', job);
          if (!canAnswerQuote(job) || job.quote === null) return conflict('answer', 'notAwaitingAnswer', job);
          const quote: RepairQuote = { ...job.quote, answer, answeredAt: now };
          const event: RepairEvent = { kind: 'answer', at: now, answer, version };
          const answered = withMoney({ ...job, quote, history: [...job.history, event], updatedAt: now });
          if (!write(job, answered)) return conflict('answer', 'notAwaitingAnswer', findByToken(token) ?? undefined);
          return { job: answered };
        })
        .immediate();
    },

    /** A payment of the owner's, checked against the balance stored now, in the transaction that writes it. */
    recordPayment(id: string, input: ParsedRepairPaymentInput, actor: string, now = nowIso()) {
      return change(id, (job) => withPayment(job, input, actor, now));
    },

    /** A payment voided: kept on the job with when, who and why, and out of the sums. */
    voidPayment(id: string, paymentId: string, reason: string, actor: string, now = nowIso()) {
      return change(id, (job) => {
        const payment = job.payments.find((item) => item.id === paymentId);
        if (!payment) return notFound;
        if (payment.voided) return conflict('payment', 'alreadyVoided');
        const payments = job.payments.map((item) =>
          item.id === paymentId ? { ...item, voided: { at: now, by: actor, reason } } : item,
        );
        return withMoney({ ...job, payments, updatedAt: now });
      });
    },

    /**
     * A warranty claim on a collected job within its warranty: a new job of the same customer and machine, priced
     * zero (estimate 0), naming the first; the first names it among its claims. One transaction.
     */
    warrantyClaim(
      id: string,
      claim: ParsedRepairClaimInput,
      now = nowIso(),
    ): { job: RepairJob; of: RepairJob } | RepairRefusal {
      return db
        .transaction((): { job: RepairJob; of: RepairJob } | RepairRefusal => {
          const original = get(id);
          if (!original) return notFound;
          if (original.status !== 'collected') return conflict('status', 'notCollected');
          if (!isUnderWarranty(original, now)) return conflict('warranty', 'warrantyEnded');
          const details: ParsedRepairInput = {
            ...inputOfJob(original),
            fault: claim.fault || original.fault,
            accessories: '',
            photos: [],
            estimate: 0,
            promisedDate: claim.promisedDate,
          };
          const job = insertJob(details, { claimOf: { id: original.id, number: original.number } }, now);
          const of = { ...original, claims: [...original.claims, { id: job.id, number: job.number }], updatedAt: now };
          if (!write(original, of)) return conflict('warranty', 'warrantyEnded');
          return { job, of };
        })
        .immediate();
    },

    /** The other jobs of the same serial number or the same phone, newest first (MAX_MACHINE_HISTORY). */
    machineHistory(id: string): RepairJob[] | null {
      const job = get(id);
      if (!job) return null;
      return sameMachine
        .all({ id, serialKey: serialKey(job.machine.serial), phone: job.customerPhone, limit: MAX_MACHINE_HISTORY })
        .map(toRepairJob);
    },

    /** The jobs ready and not collected whose reminder is due on `on` (Malaysia's day), longest waiting first. */
    reminders(on: string = malaysianDay(nowIso())): RepairReminder[] {
      return readyJobs.all().flatMap((row) => {
        const job = toRepairJob(row);
        const due = dueReminder(job, on);
        return due ? [{ job, ...due }] : [];
      });
    },

    /** The reminder of `day` sent now: the same day again changes nothing; a day not due today is refused. */
    markReminderSent(id: string, day: ReminderDay, now = nowIso()) {
      return change(id, (job) => {
        if (job.remindersSent.some((sent) => sent.day === day)) return job;
        if (dueReminder(job, malaysianDay(now))?.day !== day) return conflict('day', 'notDue');
        return { ...job, remindersSent: [...job.remindersSent, { day, at: now }], updatedAt: now };
      });
    },

    /**
     * How many jobs have each status; how many open ones were promised before today in Malaysia; how many answered
     * quotes wait for the owner; how many reminders are due today.
     */
    counts(now = nowIso()): RepairCounts {
      const counts = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, 0])) as RepairCounts;
      for (const row of countByStatus.all()) {
        if (row.status in counts) counts[row.status] = row.n;
      }
      counts.overdue = countOverdue.get(malaysianDay(now))!.n;
      counts.answered = countAnswered.get()!.n;
      counts.toRemind = this.reminders(malaysianDay(now)).length;
      return counts;
    },

    /** Every job of the export's filter, in the list's order. */
    listForExport(filter: Pick<RepairFilter, 'status' | 'overdue'> = {}, now = nowIso()): RepairJob[] {
      const { where, values } = filterConditions(filter, now);
      const sql = `SELECT * FROM repairs ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${LIST_ORDER}`;
      return prepareCached<RepairRow>(db, sql).all(values).map(toRepairJob);
    },

    /**
     * The Insights figures of the weeks up to `now`: over the jobs changed since the first of them began (a job
     * received, ready or collected in those weeks was written then), a day early for the hours Malaysia is ahead.
     */
    insights(now = nowIso()): RepairInsights {
      const since = new Date(insightsSince(now)).toISOString();
      const jobs = changedSince.all(since).map((row) => ({
        createdAt: row.created_at,
        history: JSON.parse(row.history) as RepairEvent[],
        claimOf: row.claim_of === null ? null : (JSON.parse(row.claim_of) as RepairLink),
      }));
      return summariseRepairs(jobs, now);
    },

    /** Every photo address some job keeps. */
    photoAddresses(): Set<string> {
      const addresses = new Set<string>();
      for (const row of allPhotos.iterate()) {
        for (const url of JSON.parse(row.photos) as string[]) addresses.add(url);
      }
      return addresses;
    },
  };
}

/** A job's details (REPAIR_FIELDS' admin rows) from the owner's parsed input. */
function jobOfInput(input: ParsedRepairInput): Pick<RepairJob, RepairInputTop> {
  const job: Record<string, unknown> = { machine: {} };
  for (const name of REPAIR_INPUT_FIELDS) setRepairFieldValue(job, name, input[name]);
  return job as Pick<RepairJob, RepairInputTop>;
}

/** The owner's input a job's details make (a warranty claim copies them). */
function inputOfJob(job: RepairJob): ParsedRepairInput {
  return Object.fromEntries(
    REPAIR_INPUT_FIELDS.map((name) => [name, repairFieldValue(job, name)]),
  ) as ParsedRepairInput;
}

type RepairInputTop =
  | 'customerName'
  | 'customerPhone'
  | 'language'
  | 'machine'
  | 'fault'
  | 'accessories'
  | 'photos'
  | 'estimate'
  | 'promisedDate';

export type RepairRepository = ReturnType<typeof createRepairRepository>;
