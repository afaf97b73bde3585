import type { Page } from '@/domain';
import {
  MAX_MACHINE_HISTORY,
  REPAIR_STATUSES,
  dueReminder,
  formatRepairNumber,
  isRepairToken,
  malaysianDay,
  malaysianYear,
  newRepairToken,
  serialKey,
  type QuoteAnswer,
  type ReminderDay,
  type RepairCounts,
  type RepairError,
  type RepairEvent,
  type RepairJob,
  type RepairLink,
  type RepairReminder,
  type RepairStatus,
} from '@/domain/repair';
import type {
  ParsedRepairClaimInput,
  ParsedRepairCreateInput,
  ParsedRepairInput,
  ParsedRepairMove,
  ParsedRepairPaymentInput,
} from '@/domain/repair-schema';
import {
  decideAnswer,
  decideClaim,
  decideCreate,
  decideEdit,
  decideMove,
  decidePayment,
  decideReminder,
  decideVoid,
  detailsOfInput,
  withDerived,
  type Decided,
  type RepairAudit,
  type RepairRefusal as DomainRefusal,
} from '@/domain/repair-writes';
import { parseRepairSearch } from '@/domain/repair-search';
import { insightsSince, summariseRepairs, type RepairInsights } from '@/domain/repair-insights';
import { nowIso } from './clock';
import { decodeValues, encodeValues, prepareCached } from './cursor';
import type { Db } from './database';
import { newId } from './ids';
import { INSERT_REPAIR, UPDATE_REPAIR, repairRowParams, toRepairJob, type RepairRow } from './repair-columns';
import { createSettingsRepository } from './settings-store';

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

/** A decision's refusal as the routes take it. */
function refusalOf(refusal: DomainRefusal): RepairRefusal {
  return 'notFound' in refusal ? notFound : conflict(refusal.field, refusal.code, refusal.current);
}
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

  /**
   * Writes a job changed from `before`, only while the stored one is still `before` (its status and updatedAt):
   * false when another write came first. Called inside a transaction, which already holds it; the condition keeps
   * the rule in the statement too.
   */
  function write(before: RepairJob, after: RepairJob): boolean {
    const params = { ...repairRowParams(after), expectedStatus: before.status, expectedUpdatedAt: before.updatedAt };
    return update.run(params).changes === 1;
  }

  /** Runs a decision on one job in an immediate transaction: read, decide, write; a refusal writes nothing. */
  function change(
    id: string,
    decide: (job: RepairJob) => Decided<RepairJob> | DomainRefusal,
  ): { job: RepairJob; before: RepairJob; audit: RepairAudit } | RepairRefusal {
    return db
      .transaction((): { job: RepairJob; before: RepairJob; audit: RepairAudit } | RepairRefusal => {
        const before = get(id);
        if (!before) return notFound;
        const decided = decide(before);
        if (!decided.ok) return refusalOf(decided);
        const after = decided.next;
        if (after !== before && !write(before, after)) return conflict('from', 'staleStatus', get(id) ?? undefined);
        return { job: after, before, audit: decided.audit };
      })
      .immediate();
  }

  /** A new job's row in the transaction: the year's next number, a new token, received `now`. */
  function insertJob(details: ParsedRepairInput, extra: Partial<RepairJob>, now: string): RepairJob {
    const year = malaysianYear(now);
    const job: RepairJob = withDerived({
      ...(detailsOfInput(details) as Pick<RepairJob, 'customerName'>),
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
      createdAt: now,
      updatedAt: now,
      ...extra,
    } as RepairJob);
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
      const decided = decideCreate(input, now, actor);
      if (!decided.ok) return refusalOf(decided);
      return db
        .transaction(() => insertJob(decided.next.details, { payments: decided.next.payments }, now))
        .immediate();
    },

    /**
     * The job's details from the owner's form (decideEdit): its number, token, status, money and history stay; the
     * audit's detail names the estimate's change.
     */
    update(id: string, input: ParsedRepairInput, now = nowIso()) {
      return change(id, (job) => decideEdit(job, input, now));
    },

    /**
     * Moves a job from `move.from`, checked against the status stored now in the same transaction that writes it:
     * a line in the history with the note (and the quote's total and version, for awaitingApproval, whose lines
     * become the job's next quote); ready stamps readyAt; collected stamps collectedAt, charges the storage fee and
     * fixes the warranty, from Shop settings.
     */
    move(id: string, move: ParsedRepairMove, now = nowIso()) {
      const result = change(id, (job) => decideMove(job, move, settings.get().repairs, now));
      return 'refused' in result ? result : { ...result, from: result.before.status };
    },

    /**
     * The customer's answer to the quote of `version` (decideAnswer), in the transaction that writes it; a refusal
     * carries the job as it is now.
     */
    answerQuote(
      token: string,
      answer: QuoteAnswer,
      version: number,
      now = nowIso(),
    ): { job: RepairJob; audit: RepairAudit } | RepairRefusal {
      return db
        .transaction((): { job: RepairJob; audit: RepairAudit } | RepairRefusal => {
          const job = findByToken(token);
          if (!job) return notFound;
          const decided = decideAnswer(job, answer, version, now);
          if (!decided.ok) return refusalOf(decided);
          if (!write(job, decided.next)) {
            return conflict('answer', 'notAwaitingAnswer', findByToken(token) ?? undefined);
          }
          return { job: decided.next, audit: decided.audit };
        })
        .immediate();
    },

    /** A payment or a refund of the owner's (decidePayment), against the balance stored now. */
    recordPayment(id: string, input: ParsedRepairPaymentInput, actor: string, now = nowIso()) {
      return change(id, (job) => decidePayment(job, input, actor, now));
    },

    /** A payment voided (decideVoid): kept on the job with when, who and why, and out of the sums. */
    voidPayment(id: string, paymentId: string, reason: string, actor: string, now = nowIso()) {
      return change(id, (job) => decideVoid(job, paymentId, reason, actor, now));
    },

    /**
     * A warranty claim (decideClaim): a new job of the same customer and machine, priced zero, naming the first,
     * which names it among its claims, in one transaction; while the latest claim is open, that job, unwritten.
     */
    warrantyClaim(
      id: string,
      claim: ParsedRepairClaimInput,
      now = nowIso(),
    ): { job: RepairJob; of: RepairJob; made: boolean } | RepairRefusal {
      return db
        .transaction((): { job: RepairJob; of: RepairJob; made: boolean } | RepairRefusal => {
          const original = get(id);
          if (!original) return notFound;
          const latest = original.claims.at(-1);
          const decided = decideClaim(original, latest ? get(latest.id) : null, claim, now);
          if (!decided.ok) return refusalOf(decided);
          if ('existing' in decided.next) return { job: decided.next.existing, of: original, made: false };
          const job = insertJob(decided.next.details, { claimOf: { id: original.id, number: original.number } }, now);
          const of = { ...original, claims: [...original.claims, { id: job.id, number: job.number }], updatedAt: now };
          if (!write(original, of)) throw new Error('The claimed job changed inside its own transaction');
          return { job, of, made: true };
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

    /** The reminder of `day` sent now (decideReminder): the same day again changes nothing. */
    markReminderSent(id: string, day: ReminderDay, now = nowIso()) {
      return change(id, (job) => decideReminder(job, day, now));
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

export type RepairRepository = ReturnType<typeof createRepairRepository>;
