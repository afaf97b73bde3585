import {
  Timestamp,
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  where,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import type { Page } from '@/domain/paging';
import {
  REPAIR_STATUSES,
  canMoveRepair,
  formatRepairNumber,
  isRepairToken,
  malaysianDay,
  malaysianYear,
  newRepairToken,
  type RepairCounts,
  type RepairJob,
  type RepairStatus,
} from '@/domain/repair';
import { summariseRepairs } from '@/domain/repair-insights';
import type { ParsedRepairInput } from '@/domain/repair-schema';
import { buildRepairsCsv } from '@/domain/repairs-csv';
import { BackendError, type Backend } from '../backend';
import { isDocumentId } from './cursor';
import { notFoundError } from './errors';
import { inputChecks, signedOut, toFirestoreValue, type HostedContext } from './hosted-context';
import { planRepairPhotoUpload } from './image-file';
import { repairPhotosToDelete } from './image-objects';
import {
  encodeRepairCursor,
  matchesRepairSearch,
  picksInBrowser,
  planInsightJobs,
  planOverdueCount,
  planRepairList,
  planStatusCount,
  repairPositionAfter,
  type RepairListPlan,
  type RepairPosition,
  type RepairQueryPlan,
} from './repair-queries';
import {
  REPAIRS_COLLECTION,
  REPAIR_COUNTERS_COLLECTION,
  REPAIR_VIEWS_COLLECTION,
  jobDocument,
  movedState,
  newRepairState,
  stateOf,
  toRepairJob,
  viewDocument,
  waitsForAnswer,
  withAnswerOf,
  withState,
} from './repair-records';

/** The admin's part of the repairs area: everything but the customer's two calls (repairs.ts). */
type RepairsAdmin = Omit<Backend['repairs'], 'status' | 'answerQuote'>;

type Data = Record<string, unknown>;
type Found = { id: string; data(): Data };

/** Documents read per batch of a search, and batches at most for one page: as the orders' search reads. */
const SEARCH_BATCH = 100;
const SEARCH_ROUNDS = 5;
/** The export reads the list a page of this many at a time. */
const EXPORT_PAGE = 100;

/**
 * The admin's repair jobs in Firestore (repair-records.ts; docs/hosted-mode.md, "Repair jobs"). Loaded by repairs.ts
 * on the first admin call, with the schemas (input-checks.ts) that the writes are checked with first.
 *
 * Every write of a job writes its two documents in one transaction, from what the transaction read: the job and its
 * view (the view may hold the customer's answer, which the write then copies into the job), and for a new job its
 * year's counter. Firestore lite runs a transaction in the browser: its reads, then one commit that holds only
 * while what it read is unchanged, run again by the SDK otherwise; so two admins never take one number, and a move
 * never overwrites an answer given meanwhile. The rules check the same (firestore.rules).
 */
export function repairsAdmin(ctx: HostedContext): RepairsAdmin {
  const jobRef = (id: string) => doc(ctx.db, REPAIRS_COLLECTION, id);
  const viewRef = (token: string) => doc(ctx.db, REPAIR_VIEWS_COLLECTION, token);

  return {
    async list(repairQuery = {}) {
      const plan = planRepairList((await inputChecks()).checkRepairQuery(repairQuery));
      // The admin's token on the request; without the claim the rules refuse the list (a 401).
      await ctx.adminSession();
      return readList(plan);
    },

    async get(id) {
      if (!(await (await ctx.adminSession()).currentUser())) throw signedOut();
      if (!isDocumentId(id)) return null;
      return readJob(id);
    },

    async create(input) {
      const checks = await inputChecks();
      const parsed = checks.checkRepairInput(input);
      const id = await ctx.adminWrite('repair', () => createJob(checks.checkStoredRepair(parsed, ctx.stored)));
      const job = await savedJob(id);
      await ctx.record('repair.create', job.id, { number: job.number });
      return job;
    },

    async update(id, input) {
      const checks = await inputChecks();
      const parsed = checks.checkRepairInput(input);
      if (!isDocumentId(id)) throw notFoundError('repair');
      const before = await ctx.adminWrite('repair', () => updateJob(id, checks.checkStoredRepair(parsed, ctx.stored)));
      const job = await savedJob(id);
      await ctx.record('repair.update', id, { number: job.number });
      await removeFreedPhotos(before, job.photos);
      return job;
    },

    async move(id, repairMove) {
      const move = (await inputChecks()).checkRepairMove(repairMove);
      if (!isDocumentId(id)) throw notFoundError('repair');
      const from = await ctx.adminWrite('repair', () =>
        runTransaction(ctx.db, async (transaction) => {
          const { job, view } = await readForWrite(transaction, id);
          const state = stateOf(job, view);
          // The rules refuse it too; this says why, as the embedded server does.
          if (!canMoveRepair(state.status, move.status)) throw moveNotAllowed(state.status, move.status);
          const next = withState(job, movedState(state, move.status, move.note, move.quote, serverTimestamp()));
          writeBoth(transaction, id, next);
          return state.status;
        }),
      );
      const job = await savedJob(id);
      await ctx.record('repair.status', id, { number: job.number, from, to: job.status });
      return job;
    },

    async uploadPhoto(file, owner, index) {
      // Refused here, before Auth or Storage code is even downloaded.
      planRepairPhotoUpload(file, owner, index);
      return ctx.adminWrite('image', async () => {
        const { uploadRepairPhoto } = await ctx.storageCode();
        return uploadRepairPhoto(ctx.app, ctx.settings.emulators.storage, file, owner, index);
      });
    },

    async counts() {
      await ctx.adminSession();
      const today = malaysianDay(new Date().toISOString());
      const [overdue, ...byStatus] = await Promise.all([
        countOf(planOverdueCount(today)),
        ...REPAIR_STATUSES.map((status) => countOf(planStatusCount(status))),
      ]);
      const counts = Object.fromEntries(REPAIR_STATUSES.map((status, i) => [status, byStatus[i]!]));
      return { ...counts, overdue } as RepairCounts;
    },

    async exportCsv(exportQuery) {
      const filter = (await inputChecks()).checkRepairExportQuery(exportQuery);
      await ctx.adminSession();
      // The whole list in its order (open jobs first, each newest first), a page at a time.
      const jobs: RepairJob[] = [];
      let cursor: string | undefined;
      do {
        const page = await readList(
          planRepairList({
            limit: EXPORT_PAGE,
            ...(filter.status ? { status: filter.status } : {}),
            ...(filter.overdue ? { overdue: true } : {}),
            ...(cursor ? { cursor } : {}),
          }),
        );
        jobs.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return new Blob([buildRepairsCsv(jobs, filter.language ?? FALLBACK_LANGUAGE)], { type: 'text/csv;charset=utf-8' });
    },

    async insights() {
      await ctx.adminSession();
      const now = new Date().toISOString();
      const { docs } = await getDocs(query(collection(ctx.db, REPAIRS_COLLECTION), ...constraintsOf(planInsightJobs(now))));
      return summariseRepairs(
        docs.map((found) => toRepairJob(found.id, found.data())),
        now,
      );
    },
  };

  /**
   * A new job, received now: the next number of this year's counter (in Malaysia), which the same commit moves on,
   * a new token, and its view. Returns the job's id.
   */
  async function createJob(input: ParsedRepairInput): Promise<string> {
    // The browser's clock names the year; the rules hold it to the store's (a job saved in the seconds around
    // midnight on 1 January by a clock that is off is refused, and saved again).
    const year = malaysianYear(new Date().toISOString());
    const counter = doc(ctx.db, REPAIR_COUNTERS_COLLECTION, String(year));
    const ref = doc(collection(ctx.db, REPAIRS_COLLECTION));
    const token = newRepairToken();
    await runTransaction(ctx.db, async (transaction) => {
      const stored = await transaction.get(counter);
      const last: unknown = stored.exists() ? stored.data().last : 0;
      if (!Number.isSafeInteger(last) || (last as number) < 0) {
        throw new BackendError('unknown', 500, { message: `The counter of ${year}'s repair numbers holds ${String(last)}` });
      }
      const next = (last as number) + 1;
      transaction.set(counter, { last: next });
      writeBoth(transaction, ref.id, jobDocument(formatRepairNumber(year, next), token, input, newRepairState(serverTimestamp())));
    });
    return ref.id;
  }

  /** The job's details replaced; its number, token, status, quote and history kept. Returns the photos it had. */
  async function updateJob(id: string, input: ParsedRepairInput): Promise<string[]> {
    return runTransaction(ctx.db, async (transaction) => {
      const { job, view } = await readForWrite(transaction, id);
      const state = { ...stateOf(job, view), updatedAt: serverTimestamp() };
      writeBoth(transaction, id, jobDocument(String(job.number), String(job.token), input, state));
      return toRepairJob(id, job).photos;
    });
  }

  /** The job and its view, read in the transaction; a job that is not there is a 404. */
  async function readForWrite(transaction: Transaction, id: string): Promise<{ job: Data; view: Data | undefined }> {
    const stored = await transaction.get(jobRef(id));
    if (!stored.exists()) throw notFoundError('repair');
    const job = stored.data();
    const token = typeof job.token === 'string' && isRepairToken(job.token) ? job.token : null;
    const view = token ? await transaction.get(viewRef(token)) : null;
    return { job, view: view?.exists() ? view.data() : undefined };
  }

  /** The job and its view, which says what the job says (the rules refuse one without the other). */
  function writeBoth(transaction: Transaction, id: string, job: Data): void {
    transaction.set(jobRef(id), job);
    transaction.set(viewRef(String(job.token)), viewDocument(job));
  }

  /** A job as the admin sees it, with the customer's answer if it is on the view only; null when there is none. */
  async function readJob(id: string): Promise<RepairJob | null> {
    const snapshot = await getDoc(jobRef(id));
    return snapshot.exists() ? withAnswer(snapshot.id, snapshot.data()) : null;
  }

  async function savedJob(id: string): Promise<RepairJob> {
    const job = await readJob(id);
    if (!job) throw notFoundError('repair');
    return job;
  }

  /** Only a job that waits for an answer can lack one its view holds: only its view is read. */
  async function withAnswer(id: string, data: Data): Promise<RepairJob> {
    if (!waitsForAnswer(data) || typeof data.token !== 'string' || !isRepairToken(data.token)) return toRepairJob(id, data);
    const view = await getDoc(viewRef(data.token));
    return toRepairJob(id, withAnswerOf(data, view.exists() ? view.data() : undefined));
  }

  /**
   * A page of the list. Without a search, one read of a page and one more (to know whether another follows). With a
   * search, batches in the list's order, each job checked in the browser, until the page is full and one more match
   * shows that another follows; after SEARCH_ROUNDS batches the page is sent as it is, perhaps short, its cursor after
   * the last job read, so that 'Load more' goes on from there.
   */
  async function readList(plan: RepairListPlan): Promise<Page<RepairJob>> {
    const batch = picksInBrowser(plan) ? SEARCH_BATCH : plan.pageSize + 1;
    const shown: Found[] = [];
    let after: RepairPosition | null = plan.startAfter;
    let lastRead: Found | null = null;
    for (let round = 0; round < (picksInBrowser(plan) ? SEARCH_ROUNDS : 1); round++) {
      const { docs } = await getDocs(
        query(collection(ctx.db, REPAIRS_COLLECTION), ...constraintsOf({ ...plan, startAfter: after, limit: batch })),
      );
      for (const found of docs) {
        if (!matchesRepairSearch(plan, found.data())) continue;
        if (shown.length === plan.pageSize) return pageOf(shown, cursorAfter(shown.at(-1)!));
        shown.push(found);
      }
      if (docs.length < batch) return pageOf(shown, null);
      lastRead = docs.at(-1)!;
      after = repairPositionAfter(plan, lastRead);
      if (!after) return pageOf(shown, null);
    }
    return pageOf(shown, lastRead ? cursorAfter(lastRead) : null);

    function cursorAfter(found: Found): string | null {
      const position = repairPositionAfter(plan, found);
      return position ? encodeRepairCursor(position) : null;
    }
  }

  async function pageOf(found: Found[], nextCursor: string | null): Promise<Page<RepairJob>> {
    return { items: await Promise.all(found.map((job) => withAnswer(job.id, job.data()))), nextCursor };
  }

  async function countOf(plan: RepairQueryPlan): Promise<number> {
    const snapshot = await getCount(query(collection(ctx.db, REPAIRS_COLLECTION), ...constraintsOf(plan)));
    return snapshot.data().count;
  }

  /** After a job's change is saved: deletes the photos it no longer names. A failure is logged, never a failed save. */
  async function removeFreedPhotos(before: readonly string[], after: readonly string[]): Promise<void> {
    const keys = repairPhotosToDelete(before, after, ctx.settings.options.storageBucket);
    if (keys.length === 0) return;
    try {
      await (await ctx.storageCode()).deleteImages(ctx.app, ctx.settings.emulators.storage, keys);
    } catch (error) {
      console.warn('Repair photos were not deleted from Storage', keys, error);
    }
  }
}

/** A plan (repair-queries.ts) as Firestore query constraints. */
function constraintsOf(plan: RepairQueryPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = plan.equalities.map((filter) => where(filter.field, '==', filter.value));
  if (plan.range?.field === 'promisedDate') constraints.push(where('promisedDate', '<', plan.range.value));
  if (plan.range?.field === 'updatedAt') constraints.push(where('updatedAt', '>=', Timestamp.fromMillis(plan.range.value)));
  for (const order of plan.orderBy) {
    constraints.push(orderBy(order.field === '__name__' ? documentId() : order.field, order.direction));
  }
  const position = plan.startAfter;
  if (position) {
    const values = [toFirestoreValue(position.createdAt), position.id];
    constraints.push(position.open === undefined ? startAfter(...values) : startAfter(position.open, ...values));
  }
  if (plan.limit !== null) constraints.push(limit(plan.limit));
  return constraints;
}

function moveNotAllowed(from: RepairStatus, to: RepairStatus): BackendError {
  return new BackendError('conflict', 409, {
    fields: { status: 'moveNotAllowed' },
    message: `A repair cannot move from ${from} to ${to}.`,
  });
}
