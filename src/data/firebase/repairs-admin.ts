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
  MAX_MACHINE_HISTORY,
  REPAIR_STATUSES,
  dueReminder,
  formatRepairNumber,
  isAnswered,
  isOpenRepair,
  isRepairToken,
  malaysianDay,
  malaysianYear,
  newRepairToken,
  serialKey,
  type RepairCounts,
  type RepairError,
  type RepairJob,
} from '@/domain/repair';
import { summariseRepairs } from '@/domain/repair-insights';
import type { RepairPayment } from '@/domain/repair-money';
import type { ParsedRepairClaimInput, ParsedRepairInput } from '@/domain/repair-schema';
import {
  decideClaim,
  decideCreate,
  decideEdit,
  decideMove,
  decidePayment,
  decideReminder,
  decideVoid,
  type Decided,
  type RepairRefusal,
} from '@/domain/repair-writes';
import { buildRepairsCsv } from '@/domain/repairs-csv';
import { repairsCsvLabels } from '@/i18n/repairs-csv-labels';
import type { RepairSettings } from '@/domain/shop-settings';
import { BackendError, type Backend } from '../backend';
import { isDocumentId } from './firestore-cursor';
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
  answerCopied,
  detailFields,
  newJobRecord,
  nextKey,
  paymentRecord,
  quoteRecord,
  statusLine,
  toRepairJob,
  viewFields,
  waitsForAnswer,
  withAnswerOf,
} from './repair-records';
import { SETTINGS_DOCUMENT, repairSettingsOf } from './settings-records';

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
      const parsed = checks.checkStoredRepair(checks.checkRepairCreateInput(input), ctx.stored);
      const by = await adminEmail();
      // By this browser's clock; the rules hold the deposit's day and time to the store's.
      const decided = take(decideCreate(parsed, new Date().toISOString(), by));
      const id = await ctx.adminWrite('repair', () => createJob(decided.next.details, decided.next.payments, by));
      const job = await savedJob(id);
      await ctx.record('repair.create', job.id, { number: job.number, ...decided.audit });
      return job;
    },

    async update(id, input) {
      const checks = await inputChecks();
      const parsed = checks.checkStoredRepair(checks.checkRepairInput(input), ctx.stored);
      if (!isDocumentId(id)) throw notFoundError('repair');
      const edited = await ctx.adminWrite('repair', () =>
        change(id, (job) => {
          const { audit } = take(decideEdit(job, parsed, new Date().toISOString()));
          const details = detailFields(parsed);
          const view = viewFields({ ...details, customerName: parsed.customerName });
          return { job: details, view, result: { photos: job.photos, audit } };
        }),
      );
      const job = await savedJob(id);
      await ctx.record('repair.update', id, edited?.audit ?? { number: job.number });
      await removeFreedPhotos(edited?.photos ?? [], job.photos);
      return job;
    },

    async move(id, repairMove) {
      const move = (await inputChecks()).checkRepairMove(repairMove);
      if (!isDocumentId(id)) throw notFoundError('repair');
      const audit = await ctx.adminWrite('repair', () =>
        change(id, (job, stored, shop) => {
          // By this browser's clock; the rules hold each time and the storage fee's days to the store's.
          const decided = take(decideMove(job, move, shop, new Date().toISOString()));
          const next = decided.next;
          const stamp = serverTimestamp();
          const changes: Data = { status: next.status, open: isOpenRepair(next.status) };
          let quoted: { total: number; version: number } | null = null;
          if (move.status === 'awaitingApproval' && next.quote) {
            changes.quote = quoteRecord(next.quote.version, next.quote.lines, next.quote.serviceTaxRate, move.note, stamp);
            quoted = { total: next.quote.totals.total, version: next.quote.version };
          }
          if (move.status === 'ready') changes.readyAt = stamp;
          if (move.status === 'collected') {
            changes.collectedAt = stamp;
            changes.warrantyDays = next.warrantyDays;
            changes.storageFee = next.storageFee;
          }
          const history = stored.history as Data;
          const line = statusLine(move.status, job.status, move.note, quoted, stamp, move.charge);
          changes.history = { ...history, [nextKey(history)]: line };
          return { job: changes, view: viewFields(changes), result: decided.audit };
        }),
      );
      const job = await savedJob(id);
      await ctx.record('repair.status', id, audit ?? { number: job.number, to: job.status });
      return job;
    },

    async recordPayment(id, input) {
      const payment = (await inputChecks()).checkRepairPayment(input);
      if (!isDocumentId(id)) throw notFoundError('repair');
      const by = await adminEmail();
      const audit = await ctx.adminWrite('repair', () =>
        change(id, (job, stored) => {
          // By this browser's clock; the rules hold the day to the request's time (newRepairPayment).
          const decided = take(decidePayment(job, payment, by, new Date().toISOString()));
          const payments = stored.payments as Data;
          const changes = {
            payments: { ...payments, [nextKey(payments)]: paymentRecord(decided.next.payments.at(-1)!, by, serverTimestamp()) },
            paid: decided.next.money.paid,
          };
          return { job: changes, view: viewFields(changes), result: decided.audit };
        }),
      );
      const job = await savedJob(id);
      await ctx.record('repair.payment', id, audit ?? { number: job.number });
      return job;
    },

    async voidPayment(id, paymentId, input = {}) {
      const { reason } = (await inputChecks()).checkRepairVoid(input);
      if (!isDocumentId(id)) throw notFoundError('repair');
      const by = await adminEmail();
      const audit = await ctx.adminWrite('repair', () =>
        change(id, (job, stored) => {
          const decided = take(decideVoid(job, paymentId, reason, by, new Date().toISOString()));
          const payments = stored.payments as Data;
          const voided = { ...(payments[paymentId] as Data), voided: { at: serverTimestamp(), by, reason } };
          const changes = { payments: { ...payments, [paymentId]: voided }, paid: decided.next.money.paid };
          return { job: changes, view: viewFields(changes), result: decided.audit };
        }),
      );
      const job = await savedJob(id);
      await ctx.record('repair.void', id, audit ?? { number: job.number });
      return job;
    },

    async warrantyClaim(id, input) {
      const claim = (await inputChecks()).checkRepairClaim(input);
      if (!isDocumentId(id)) throw notFoundError('repair');
      const { id: newId, made } = await ctx.adminWrite('repair', () => claimJob(id, claim));
      const job = await savedJob(newId);
      if (made) await ctx.record('repair.claim', newId, { number: job.number, of: job.claimOf?.number ?? '' });
      return job;
    },

    async machineHistory(id) {
      const job = await this.get(id);
      if (!job) throw notFoundError('repair');
      const key = serialKey(job.machine.serial);
      // An erased job's empty phone names no one: it finds nothing by phone.
      const queries = [
        ...(job.customerPhone ? [where('customerPhone', '==', job.customerPhone)] : []),
        ...(key ? [where('serialKey', '==', key)] : []),
      ];
      const found = new Map<string, RepairJob>();
      for (const constraint of queries) {
        const { docs } = await getDocs(
          query(collection(ctx.db, REPAIRS_COLLECTION), constraint, limit(MAX_MACHINE_HISTORY + 1)),
        );
        for (const other of docs) if (other.id !== id) found.set(other.id, await withAnswer(other.id, other.data()));
      }
      return [...found.values()]
        .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
        .slice(0, MAX_MACHINE_HISTORY);
    },

    async reminders(on) {
      const day = (await inputChecks()).checkRemindersDay(on) ?? malaysianDay(new Date().toISOString());
      await ctx.adminSession();
      return (await readyJobs()).flatMap((job) => {
        const due = dueReminder(job, day);
        return due ? [{ job, ...due }] : [];
      });
    },

    async markReminderSent(id, reminderDay) {
      const day = (await inputChecks()).checkReminderDay(reminderDay);
      if (!isDocumentId(id)) throw notFoundError('repair');
      const sent = await ctx.adminWrite('repair', () =>
        change(id, (job, stored) => {
          const decided = take(decideReminder(job, day, new Date().toISOString()));
          if (decided.next === job) return null;
          const changes = { remindersSent: { ...(stored.remindersSent as Data), [String(day)]: serverTimestamp() } };
          return { job: changes, view: {}, result: true };
        }),
      );
      const job = await savedJob(id);
      if (sent) await ctx.record('repair.reminder', id, { number: job.number, day: String(day) });
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
      // The few jobs that wait for an answer or to be collected are read: whether answered is on their views.
      const waiting = await getDocs(
        query(collection(ctx.db, REPAIRS_COLLECTION), where('status', '==', 'awaitingApproval'), limit(500)),
      );
      const answered = (await Promise.all(waiting.docs.map((found) => withAnswer(found.id, found.data())))).filter(
        isAnswered,
      ).length;
      const toRemind = (await readyJobs()).filter((job) => dueReminder(job, today) !== null).length;
      return { ...counts, overdue, answered, toRemind } as RepairCounts;
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
      return new Blob([buildRepairsCsv(jobs, repairsCsvLabels(filter.language ?? FALLBACK_LANGUAGE))], { type: 'text/csv;charset=utf-8' });
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

  async function adminEmail(): Promise<string> {
    const user = await (await ctx.adminSession()).currentUser();
    if (!user) throw signedOut();
    return user.email;
  }

  /** The jobs ready and not collected, oldest ready first (a workshop's floor holds tens, not thousands). */
  async function readyJobs(): Promise<RepairJob[]> {
    const { docs } = await getDocs(
      query(collection(ctx.db, REPAIRS_COLLECTION), where('status', '==', 'ready'), limit(500)),
    );
    return docs
      .map((found) => toRepairJob(found.id, found.data()))
      .sort((a, b) => (a.readyAt ?? '').localeCompare(b.readyAt ?? ''));
  }

  /**
   * One change of a job, in a transaction: the job, its view and Shop settings read; `next` works out the fields
   * to change from the job as the domain reads it (with the customer's answer from the view) and throws a refusal;
   * both documents are updated with those fields (the answer copied into the job when it lacked it), updatedAt
   * the store's time. A `null` from `next` writes nothing. Firestore runs the transaction again when a document it
   * read changed before the commit, so that of two writes from one state one lands and the other is judged anew.
   */
  async function change<T>(
    id: string,
    next: (job: RepairJob, stored: Data, shop: RepairSettings) => { job: Data; view: Data; result: T } | null,
  ): Promise<T | null> {
    return runTransaction(ctx.db, async (transaction) => {
      const { job: data, view } = await readForWrite(transaction, id);
      const settings = await transaction.get(doc(ctx.db, ...SETTINGS_DOCUMENT));
      const stored = withAnswerOf(data, view);
      const filled = { payments: {}, history: {}, remindersSent: {}, ...stored };
      const planned = next(toRepairJob(id, stored), filled, repairSettingsOf(settings.exists() ? settings.data() : undefined));
      if (!planned) return null;
      const stamp = serverTimestamp();
      transaction.update(jobRef(id), { ...answerCopied(data, view), ...planned.job, updatedAt: stamp });
      transaction.update(viewRef(String(data.token)), { ...planned.view, updatedAt: stamp });
      return planned.result;
    });
  }

  /**
   * A new job, received now: the next number of this year's counter (in Malaysia), which the same commit moves on,
   * a new token, its view, and the deposit its first payment. Returns the job's id.
   */
  async function createJob(details: ParsedRepairInput, payments: RepairPayment[], by: string): Promise<string> {
    const { id } = await writeNewJob(details, (stamp) =>
      payments.length === 0
        ? {}
        : {
            payments: Object.fromEntries(payments.map((payment) => [payment.id, paymentRecord(payment, by, stamp)])),
            paid: payments.reduce((sum, payment) => sum + payment.amount, 0),
          },
    );
    return id;
  }

  /**
   * A warranty claim's job and the first job's link to it, in one transaction with the year's counter; while the
   * first job's latest claim is open, that job (decideClaim), nothing written.
   */
  async function claimJob(id: string, claim: ParsedRepairClaimInput): Promise<{ id: string; made: boolean }> {
    return writeNewJob(null, () => ({}), id, claim);
  }

  async function writeNewJob(
    details: ParsedRepairInput | null,
    extra: (stamp: unknown) => Data,
    claimOn?: string,
    claim?: ParsedRepairClaimInput,
  ): Promise<{ id: string; made: boolean }> {
    // The browser's clock names the year; the rules hold it to the store's (a job saved in the seconds around
    // midnight on 1 January by a clock that is off is refused, and saved again).
    const now = new Date().toISOString();
    const year = malaysianYear(now);
    const counter = doc(ctx.db, REPAIR_COUNTERS_COLLECTION, String(year));
    const ref = doc(collection(ctx.db, REPAIRS_COLLECTION));
    const token = newRepairToken();
    const existing = await runTransaction(ctx.db, async (transaction): Promise<string | null> => {
      let input = details;
      let links: Data = {};
      let original: { data: Data; view: Data | undefined; job: RepairJob } | null = null;
      if (claimOn) {
        const { job: data, view } = await readForWrite(transaction, claimOn);
        const job = toRepairJob(claimOn, withAnswerOf(data, view));
        const latestLink = job.claims.at(-1);
        const latest = latestLink ? await transaction.get(jobRef(latestLink.id)) : null;
        const decided = take(
          decideClaim(job, latest?.exists() ? toRepairJob(latest.id, latest.data()) : null, claim!, now),
        );
        if ('existing' in decided.next) return decided.next.existing.id;
        original = { data, view, job };
        input = decided.next.details;
        links = { claimOf: { id: claimOn, number: job.number } };
      }
      const stored = await transaction.get(counter);
      const last: unknown = stored.exists() ? stored.data().last : 0;
      if (!Number.isSafeInteger(last) || (last as number) < 0) {
        throw new BackendError('unknown', 500, { message: `The counter of ${year}'s repair numbers holds ${String(last)}` });
      }
      const next = (last as number) + 1;
      const stamp = serverTimestamp();
      const number = formatRepairNumber(year, next);
      const job = newJobRecord(number, token, input!, stamp, { ...links, ...extra(stamp) });
      transaction.set(counter, { last: next });
      transaction.set(ref, job);
      transaction.set(viewRef(token), viewFields({ ...job, token }));
      if (original && claimOn) {
        const claims = [...(Array.isArray(original.data.claims) ? original.data.claims : []), { id: ref.id, number }];
        transaction.update(jobRef(claimOn), { ...answerCopied(original.data, original.view), claims, updatedAt: stamp });
        transaction.update(viewRef(original.job.token), { updatedAt: stamp });
      }
      return null;
    });
    return existing === null ? { id: ref.id, made: true } : { id: existing, made: false };
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

/** A refusal of the job's state, as the embedded server words it (409, the field and its code). */
function conflict(field: string, code: RepairError, current?: RepairJob): BackendError {
  return new BackendError('conflict', 409, {
    fields: { [field]: code },
    message: `Refused: ${field}: ${code}`,
    ...(current ? { current } : {}),
  });
}

/** A decision's outcome: its next state, or its refusal thrown as the embedded server answers it. */
function take<T>(decided: Decided<T> | RepairRefusal): Decided<T> {
  if (decided.ok) return decided;
  if ('notFound' in decided) throw notFoundError('repair');
  throw conflict(decided.field, decided.code, decided.current);
}
