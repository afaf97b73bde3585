import type { Page } from '@/domain';
import {
  REPAIR_STATUSES,
  canAnswerQuote,
  canMoveRepair,
  formatRepairNumber,
  isOpenRepair,
  isRepairToken,
  malaysianDay,
  malaysianYear,
  newRepairToken,
  type QuoteAnswer,
  type RepairCounts,
  type RepairEvent,
  type RepairJob,
  type RepairQuote,
  type RepairStatus,
} from '@/domain/repair';
import type { Language } from '@/domain/limits';
import type { ParsedRepairInput, ParsedRepairMove } from '@/domain/repair-schema';
import { parseRepairSearch } from '@/domain/repair-search';
import { REPAIR_INSIGHT_WEEKS, summariseRepairs, weekStart, type RepairInsights } from '@/domain/repair-insights';
import { nowIso } from './clock';
import { decodeValues, encodeValues, prepareCached } from './cursor';
import type { Db } from './database';
import { newId } from './ids';

type RepairRow = {
  id: string;
  number: string;
  token: string;
  customer_name: string;
  customer_phone: string;
  language: Language;
  brand: string;
  model: string;
  serial: string;
  fault: string;
  accessories: string;
  photos: string;
  estimate: number | null;
  deposit: number | null;
  promised_date: string | null;
  status: RepairStatus;
  open: number;
  quote: string | null;
  history: string;
  created_at: string;
  updated_at: string;
};

export type RepairFilter = {
  status?: RepairStatus | undefined;
  /** Only the open jobs promised before today in Malaysia. */
  overdue?: true | undefined;
  /** A job number, a customer's name or phone: the rows `repair_matches` takes (server/db/database.ts). */
  q?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
};

/** Why a move or an answer was not written. */
export type RepairRefusal = 'notFound' | 'moveNotAllowed' | 'notAwaitingAnswer';

const DEFAULT_PAGE = 20;
const DAY_MS = 86_400_000;

function toJob(row: RepairRow): RepairJob {
  return {
    id: row.id,
    number: row.number,
    token: row.token,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    language: row.language,
    machine: { brand: row.brand, model: row.model, serial: row.serial },
    fault: row.fault,
    accessories: row.accessories,
    photos: JSON.parse(row.photos) as string[],
    estimate: row.estimate,
    deposit: row.deposit,
    promisedDate: row.promised_date,
    status: row.status,
    quote: row.quote === null ? null : (JSON.parse(row.quote) as RepairQuote),
    history: JSON.parse(row.history) as RepairEvent[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns the owner's form writes, from its parsed input. */
function detailColumns(input: ParsedRepairInput) {
  return {
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    language: input.language,
    brand: input.brand,
    model: input.model,
    serial: input.serial,
    fault: input.fault,
    accessories: input.accessories,
    photos: JSON.stringify(input.photos),
    estimate: input.estimate,
    deposit: input.deposit,
    promisedDate: input.promisedDate,
  };
}

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
  const byId = db.prepare<[string], RepairRow>('SELECT * FROM repairs WHERE id = ?');
  const byToken = db.prepare<[string], RepairRow>('SELECT * FROM repairs WHERE token = ?');
  const nextNumber = db.prepare<[number], { last: number }>(
    `INSERT INTO repair_numbers (year, last) VALUES (?, 1)
     ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
  );
  const insert = db.prepare(`
    INSERT INTO repairs (id, number, token, customer_name, customer_phone, language, brand, model, serial, fault,
      accessories, photos, estimate, deposit, promised_date, status, open, quote, history, created_at, updated_at)
    VALUES (@id, @number, @token, @customerName, @customerPhone, @language, @brand, @model, @serial, @fault,
      @accessories, @photos, @estimate, @deposit, @promisedDate, @status, @open, NULL, @history, @now, @now)`);
  const updateDetails = db.prepare(`
    UPDATE repairs SET customer_name = @customerName, customer_phone = @customerPhone, language = @language,
      brand = @brand, model = @model, serial = @serial, fault = @fault, accessories = @accessories,
      photos = @photos, estimate = @estimate, deposit = @deposit, promised_date = @promisedDate, updated_at = @now
    WHERE id = @id`);
  const updateState = db.prepare<{
    id: string;
    status: RepairStatus;
    open: number;
    quote: string | null;
    history: string;
    now: string;
  }>(
    `UPDATE repairs SET status = @status, open = @open, quote = @quote, history = @history, updated_at = @now
     WHERE id = @id`,
  );
  const countByStatus = db.prepare<[], { status: RepairStatus; n: number }>(
    'SELECT status, count(*) AS n FROM repairs GROUP BY status',
  );
  const countOverdue = db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM repairs WHERE ${OVERDUE.replace('@today', '?')}`,
  );
  const changedSince = db.prepare<[string], Pick<RepairRow, 'created_at' | 'history'>>(
    'SELECT created_at, history FROM repairs WHERE updated_at >= ?',
  );
  const allPhotos = db.prepare<[], { photos: string }>("SELECT photos FROM repairs WHERE photos <> '[]'");

  function get(id: string): RepairJob | null {
    const row = byId.get(id);
    return row ? toJob(row) : null;
  }

  function findByToken(token: string): RepairJob | null {
    if (!isRepairToken(token)) return null;
    const row = byToken.get(token);
    return row ? toJob(row) : null;
  }

  function writeState(job: RepairJob, now: string): RepairJob {
    updateState.run({
      id: job.id,
      status: job.status,
      open: isOpenRepair(job.status) ? 1 : 0,
      quote: job.quote === null ? null : JSON.stringify(job.quote),
      history: JSON.stringify(job.history),
      now,
    });
    return { ...job, updatedAt: now };
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
        items: rows.slice(0, limit).map(toJob),
        nextCursor: rows.length > limit && last ? encodeValues([last.open, last.created_at, last.id]) : null,
      };
    },

    get,

    /** The job of a status link's token; a text of another form is not looked up at all. */
    findByToken,

    /** A new job, received `now`, with the next number of the year in Malaysia and a new token. */
    create(input: ParsedRepairInput, now = nowIso()): RepairJob {
      const id = newId();
      db.transaction(() => {
        const year = malaysianYear(now);
        const number = formatRepairNumber(year, nextNumber.get(year)!.last);
        const history: RepairEvent[] = [{ kind: 'status', at: now, status: 'received', note: '' }];
        insert.run({
          ...detailColumns(input),
          id,
          number,
          token: newRepairToken(),
          status: 'received',
          open: 1,
          history: JSON.stringify(history),
          now,
        });
      }).immediate();
      return get(id)!;
    },

    /** The job's details from the owner's form; its number, token, status, quote and history stay. */
    update(id: string, input: ParsedRepairInput, now = nowIso()): RepairJob | null {
      const result = updateDetails.run({ ...detailColumns(input), id, now });
      return result.changes === 0 ? null : get(id);
    },

    /**
     * Moves a job to another status, checked against the status stored now in the same transaction that writes it:
     * a line in the history with the note (and the quote, for awaitingApproval, which becomes the job's quote).
     */
    move(
      id: string,
      move: ParsedRepairMove,
      now = nowIso(),
    ): { job: RepairJob; from: RepairStatus } | { refused: RepairRefusal } {
      return db
        .transaction(() => {
          const job = get(id);
          if (!job) return { refused: 'notFound' as const };
          if (!canMoveRepair(job.status, move.status)) return { refused: 'moveNotAllowed' as const };
          const quoted = move.status === 'awaitingApproval' && move.quote !== null;
          const event: RepairEvent = {
            kind: 'status',
            at: now,
            status: move.status,
            note: move.note,
            ...(quoted ? { quote: move.quote! } : {}),
          };
          const quote: RepairQuote | null = quoted
            ? { amount: move.quote!, note: move.note, answer: null, answeredAt: null }
            : job.quote;
          const moved = writeState({ ...job, status: move.status, quote, history: [...job.history, event] }, now);
          return { job: moved, from: job.status };
        })
        .immediate();
    },

    /** The customer's answer to the job's quote, once, while it waits for one. */
    answerQuote(token: string, answer: QuoteAnswer, now = nowIso()): { job: RepairJob } | { refused: RepairRefusal } {
      return db
        .transaction(() => {
          const job = findByToken(token);
          if (!job) return { refused: 'notFound' as const };
          if (!canAnswerQuote(job) || job.quote === null) return { refused: 'notAwaitingAnswer' as const };
          const quote: RepairQuote = { ...job.quote, answer, answeredAt: now };
          const event: RepairEvent = { kind: 'answer', at: now, answer };
          return { job: writeState({ ...job, quote, history: [...job.history, event] }, now) };
        })
        .immediate();
    },

    /** How many jobs have each status, and how many open ones were promised before today in Malaysia. */
    counts(now = nowIso()): RepairCounts {
      const counts = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, 0])) as RepairCounts;
      counts.overdue = 0;
      for (const row of countByStatus.all()) {
        if (row.status in counts) counts[row.status] = row.n;
      }
      counts.overdue = countOverdue.get(malaysianDay(now))!.n;
      return counts;
    },

    /** Every job of the export's filter, in the list's order. */
    listForExport(filter: Pick<RepairFilter, 'status' | 'overdue'> = {}, now = nowIso()): RepairJob[] {
      const { where, values } = filterConditions(filter, now);
      const sql = `SELECT * FROM repairs ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${LIST_ORDER}`;
      return prepareCached<RepairRow>(db, sql).all(values).map(toJob);
    },

    /**
     * The Insights figures of the weeks up to `now`: over the jobs changed since the first of them began (a job
     * received, ready or collected in those weeks was written then), a day early for the hours Malaysia is ahead.
     */
    insights(now = nowIso()): RepairInsights {
      const first = Date.parse(`${weekStart(now)}T00:00:00Z`) - (REPAIR_INSIGHT_WEEKS - 1) * 7 * DAY_MS;
      const since = new Date(first - DAY_MS).toISOString();
      const jobs = changedSince.all(since).map((row) => ({
        createdAt: row.created_at,
        history: JSON.parse(row.history) as RepairEvent[],
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
