import { malaysianDay, type RepairStatus } from '@/domain/repair';
import { insightsSince } from '@/domain/repair-insights';
import { parseRepairSearch, repairMatchesSearch, type RepairSearch } from '@/domain/repair-search';
import { BackendError } from '../backend';
import { cursorValueOf, decodeCursor, encodeCursor, type CursorValue } from './firestore-cursor';
import { REPAIRS_COLLECTION } from './repair-records';

/**
 * The queries of the admin's repair screens, as plain data (the adapter turns them into Firestore constraints in
 * repairs-admin.ts; indexes.test.ts holds firebase/firestore.indexes.json to them without a database).
 *
 * The list: open jobs first, then closed ones, each newest first (the port's order), by the stored `open` flag,
 * `createdAt` and the document id; a status filter makes the flag needless (a status is open or closed). A search
 * (a job number, a name, a phone as typed) has no index: the adapter reads the list in its order and keeps the jobs
 * that repairMatchesSearch() finds, as the orders' search does (docs/hosted-mode.md).
 */

export type RepairQueryPlan = {
  collection: typeof REPAIRS_COLLECTION;
  equalities: ({ field: 'status'; value: RepairStatus } | { field: 'open'; value: boolean })[];
  /** One range filter at most: the overdue count's promised date, Insights' time of the last change. */
  range: { field: 'promisedDate'; op: '<'; value: string } | { field: 'updatedAt'; op: '>='; value: number } | null;
  orderBy: { field: 'open' | 'createdAt' | 'updatedAt' | '__name__'; direction: 'asc' | 'desc' }[];
  /** After this job, in the plan's order. */
  startAfter: RepairPosition | null;
  limit: number | null;
};

/** Where a list goes on: after this job. `open` is part of it only where the list is ordered by it. */
export type RepairPosition = { open?: boolean; createdAt: CursorValue; id: string };

/** A list query as RepairQuerySchema gives it back. */
export type CheckedRepairQuery = { q?: string; status?: RepairStatus; overdue?: true; limit?: number; cursor?: string };

export type RepairListPlan = RepairQueryPlan & {
  pageSize: number;
  /** What a found job must match, checked in the browser; null when the list is not searched. */
  search: RepairSearch | null;
  /**
   * Only jobs promised before this day (`YYYY-MM-DD` in Malaysia), checked in the browser as a search is: the list
   * is of open jobs then, newest first, and a range on the promised day would order it by that day instead.
   */
  promisedBefore: string | null;
};

/** The list's page when the query names none, as the orders' list has it. */
export const REPAIR_PAGE_SIZE = 24;

const NEWEST_FIRST = [
  { field: 'createdAt', direction: 'desc' },
  { field: '__name__', direction: 'desc' },
] as const satisfies RepairQueryPlan['orderBy'];

export function planRepairList(query: CheckedRepairQuery, today = malaysianDay(new Date().toISOString())): RepairListPlan {
  const pageSize = query.limit ?? REPAIR_PAGE_SIZE;
  // Open jobs first, unless the filter takes jobs of one kind only: a status, or the overdue (all open).
  const byOpen = query.status === undefined && !query.overdue;
  const equalities: RepairQueryPlan['equalities'] = query.status ? [{ field: 'status', value: query.status }] : [];
  if (query.overdue && !query.status) equalities.push({ field: 'open', value: true });
  return {
    collection: REPAIRS_COLLECTION,
    equalities,
    range: null,
    orderBy: byOpen ? [{ field: 'open', direction: 'desc' }, ...NEWEST_FIRST] : [...NEWEST_FIRST],
    startAfter: query.cursor ? decodeRepairCursor(query.cursor, byOpen) : null,
    limit: pageSize + 1,
    pageSize,
    search: parseRepairSearch(query.q),
    promisedBefore: query.overdue ? today : null,
  };
}

/** Whether the plan's jobs are picked in the browser (a search, the overdue), so that it reads in batches. */
export function picksInBrowser(plan: RepairListPlan): boolean {
  return plan.search !== null || plan.promisedBefore !== null;
}

/** The jobs of one status, for its count. */
export function planStatusCount(status: RepairStatus): RepairQueryPlan {
  return plainPlan({ equalities: [{ field: 'status', value: status }] });
}

/** The open jobs promised before `today` (`YYYY-MM-DD` in Malaysia), for the overdue count: isOverdue() of each. */
export function planOverdueCount(today: string): RepairQueryPlan {
  return plainPlan({ equalities: [{ field: 'open', value: true }], range: { field: 'promisedDate', op: '<', value: today } });
}

/** Insights reads at most this many jobs: far beyond a shop's twelve weeks of repairs. */
export const MAX_INSIGHT_JOBS = 5_000;

/**
 * The jobs Insights needs for the weeks up to the one holding `now`: every job changed since the first week began.
 * A job received, made ready or collected in those weeks was written then, and its `updatedAt` is that late at least.
 */
export function planInsightJobs(now: string): RepairQueryPlan {
  return plainPlan({
    range: { field: 'updatedAt', op: '>=', value: insightsStart(now) },
    orderBy: [{ field: 'updatedAt', direction: 'desc' }],
    limit: MAX_INSIGHT_JOBS,
  });
}

/** The instant Insights read from: the first week's Monday or the first month's first day, in Malaysia (UTC+8). */
export function insightsStart(now: string): number {
  return insightsSince(now);
}

function plainPlan(parts: Partial<RepairQueryPlan>): RepairQueryPlan {
  return { collection: REPAIRS_COLLECTION, equalities: [], range: null, orderBy: [], startAfter: null, limit: null, ...parts };
}

/** Where the plan's list goes on after this stored job, or null when it lacks what the list is ordered by. */
export function repairPositionAfter(
  plan: RepairQueryPlan,
  job: { id: string; data(): Record<string, unknown> },
): RepairPosition | null {
  const data = job.data();
  const createdAt = cursorValueOf(data.createdAt);
  if (!createdAt) return null;
  const byOpen = plan.orderBy[0]?.field === 'open';
  if (byOpen && typeof data.open !== 'boolean') return null;
  return { ...(byOpen ? { open: data.open as boolean } : {}), createdAt, id: job.id };
}

/**
 * A cursor as the port hands it out: the position of the last job shown, opaque. A list ordered by the open flag
 * carries it before the position (`o.` or `c.`, a dot being no base64url character), another list does not.
 */
export function encodeRepairCursor(position: RepairPosition): string {
  const rest = encodeCursor({ createdAt: position.createdAt, id: position.id });
  return position.open === undefined ? rest : `${position.open ? 'o' : 'c'}.${rest}`;
}

export function decodeRepairCursor(cursor: string, byOpen: boolean): RepairPosition {
  const flag = /^([oc])\.(.*)$/.exec(cursor);
  if (byOpen !== Boolean(flag)) {
    throw new BackendError('invalid', 400, { fields: { cursor: 'invalid' }, message: 'Invalid query: cursor: invalid' });
  }
  const position = decodeCursor(flag ? flag[2]! : cursor);
  return flag ? { ...position, open: flag[1] === 'o' } : position;
}

/** Whether a stored job is one the plan's search asks for (by its number, its customer's name or phone). */
export function matchesRepairSearch(plan: RepairListPlan, data: Record<string, unknown>): boolean {
  if (plan.promisedBefore !== null) {
    // Overdue: open, and promised before the day (isOverdue). A status filter's jobs may be closed ones.
    if (data.open !== true) return false;
    if (typeof data.promisedDate !== 'string' || !(data.promisedDate < plan.promisedBefore)) return false;
  }
  if (!plan.search) return true;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return repairMatchesSearch(
    { number: text(data.number), customerName: text(data.customerName), customerPhone: text(data.customerPhone) },
    plan.search,
  );
}

