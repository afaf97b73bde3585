import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PRODUCT_STATUSES } from '@/domain/product';
import { REPAIR_STATUSES } from '@/domain/repair';
import { PRODUCT_SORTS } from '@/domain/search';
import type { Category } from '@/domain/categories';
import { queryProblem, type QueryShape } from '../../../firebase/local/firestore-indexes';
import { DEFAULT_SEARCH_SYNONYMS, synonymTable } from '@/domain/search-synonyms';
import {
  LISTED_FILTER,
  forgivingPlan,
  planAdminProductList,
  planAuditList,
  planOrderList,
  planProductList,
  type CheckedProductQuery,
  type ListPlan,
} from './queries';
import {
  planInsightJobs,
  planOverdueCount,
  planRepairList,
  planStatusCount,
  type RepairQueryPlan,
} from './repair-queries';

/**
 * firebase/firestore.indexes.json holds exactly the composite indexes that the adapter's queries need: every plan
 * that queries.ts can make (the visitors' catalogue, the admin's, the orders, the audit log) finds its index here,
 * and no index is kept that no plan uses. Firestore refuses a query without its index ("The query requires an
 * index"), and so does the local Firestore double (firebase/local/firestore-indexes.ts) for the queries the
 * contract runs; the emulators do not check them. This test sees every plan, run or not.
 *
 * A plan needs a composite index when it filters (an equality or `array-contains`) besides its order; the fields
 * it filters on may stand in any order, before its two order fields (the first, then the document id).
 */

type IndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
type Index = { collectionGroup: string; queryScope: string; fields: IndexField[] };

const file = JSON.parse(readFileSync('firebase/firestore.indexes.json', 'utf8')) as { indexes: Index[] };

/** An index as a key: its collection, the fields it filters on (sorted), and its order fields as they stand. */
function keyOf(collection: string, filtered: string[], ordered: string[]): string {
  return `${collection}: ${[...filtered].sort().join(', ')} | ${ordered.join(', ')}`;
}

function fieldOf(field: IndexField): string {
  return `${field.fieldPath} ${field.arrayConfig ?? field.order}`;
}

function indexKey(index: Index): string {
  const fields = index.fields.map(fieldOf);
  return keyOf(index.collectionGroup, fields.slice(0, -2), fields.slice(-2));
}

/** The composite index a plan needs, or null when Firestore's single-field indexes serve it. */
function neededKey(plan: ListPlan): string | null {
  const filtered = [
    ...plan.filters.map((filter) => `${filter.field} ASCENDING`),
    ...(plan.contains ? [`${plan.contains.field} CONTAINS`] : []),
    ...(plan.containsAny ? [`${plan.containsAny.field} CONTAINS`] : []),
  ];
  if (filtered.length === 0) return null;
  const ordered = plan.orderBy.map((order) => `${order.field} ${order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING'}`);
  return keyOf(plan.collection, filtered, ordered);
}

/** Every shape of catalogue query: no shelf, a category, a sub-category; with and without words; each order. */
function catalogueQueries(): CheckedProductQuery[] {
  const shelves: Pick<CheckedProductQuery, 'category' | 'subCategory'>[] = [
    {},
    { category: 'Power Tools' as Category },
    { category: 'Power Tools' as Category, subCategory: 'Amaxx' },
  ];
  return shelves.flatMap((shelf) =>
    [undefined, 'cordless drill'].flatMap((q) =>
      PRODUCT_SORTS.map((sort) => ({ ...shelf, ...(q ? { q } : {}), sort, limit: 24 })),
    ),
  );
}

/** A plan and, for a search, its forgiving step and its look-up with the shop's synonyms (array-contains-any). */
const withSearchSteps = (plan: ListPlan) => [plan, forgivingPlan(plan)].filter((step): step is ListPlan => step !== null);
const publicPlans = catalogueQueries().flatMap((query) => [
  ...withSearchSteps(planProductList(query)),
  planProductList({ ...query, q: 'genset' }, synonymTable(DEFAULT_SEARCH_SYNONYMS)),
]);
const adminPlans = catalogueQueries().flatMap((query) => [
  ...withSearchSteps(planAdminProductList(query)),
  ...PRODUCT_STATUSES.map((status) => planAdminProductList({ ...query, status })),
]);
const otherPlans = [
  ...[undefined, 'pending' as const].flatMap((status) =>
    [undefined, '#ABCDEFGH'].map((q) => planOrderList({ limit: 20, ...(status ? { status } : {}), ...(q ? { q } : {}) })),
  ),
  planAuditList({ limit: 20 }),
];
const needed = new Set(
  [...publicPlans, ...adminPlans, ...otherPlans].map(neededKey).filter((key): key is string => key !== null),
);
const declared = new Map(file.indexes.map((index) => [indexKey(index), index]));

/** A plan as the Firestore double's index check reads a query (firebase/local/firestore-indexes.ts). */
function shapeOf(plan: ListPlan): QueryShape {
  return {
    collection: plan.collection,
    equalities: plan.filters.map((filter) => filter.field),
    contains: plan.contains ? [plan.contains.field] : plan.containsAny ? [plan.containsAny.field] : [],
    ranges: [],
    orderBy: plan.orderBy.map((order) => ({
      field: order.field,
      direction: order.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
    })),
  };
}

/** The hosted queries that are not list plans: Insights' range over the period, the testimonials in order. */
const OTHER_QUERIES: readonly QueryShape[] = [
  // src/data/firebase/insights-read.ts: where('at', '>=', start), orderBy('at', 'desc')
  { collection: 'insightEvents', equalities: [], contains: [], ranges: ['at'], orderBy: [{ field: 'at', direction: 'DESCENDING' }] },
  // src/data/firebase/firestore-settings.ts: orderBy('position'), and the whole collection to find strays
  { collection: 'testimonials', equalities: [], contains: [], ranges: [], orderBy: [{ field: 'position', direction: 'ASCENDING' }] },
  { collection: 'testimonials', equalities: [], contains: [], ranges: [], orderBy: [] },
];

/**
 * Every query of the repair screens (repair-queries.ts): the list with and without a status, a search or the overdue
 * filter, counts, Insights.
 */
const REPAIR_PLANS: readonly RepairQueryPlan[] = [
  planRepairList({}),
  planRepairList({ q: 'R-2026-0042', limit: 100 }),
  ...REPAIR_STATUSES.map((status) => planRepairList({ status })),
  planRepairList({ status: 'received', q: 'Aminah' }),
  planRepairList({ overdue: true }, '2026-11-26'),
  planRepairList({ overdue: true, q: '012-345 6789' }, '2026-11-26'),
  planRepairList({ overdue: true, status: 'repairing' }, '2026-11-26'),
  ...REPAIR_STATUSES.map(planStatusCount),
  planOverdueCount('2026-11-26'),
  planInsightJobs('2026-11-26T08:00:00.000Z'),
];

function repairShapeOf(plan: RepairQueryPlan): QueryShape {
  return {
    collection: plan.collection,
    equalities: plan.equalities.map((filter) => filter.field),
    contains: [],
    ranges: plan.range ? [plan.range.field] : [],
    orderBy: plan.orderBy.map((order) => ({
      field: order.field,
      direction: order.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
    })),
  };
}

const REPAIR_SHAPES = REPAIR_PLANS.map(repairShapeOf);
const repairIndexes = file.indexes.filter((index) => index.collectionGroup === 'repairs');

describe('the index check of the Firestore double', () => {
  test.each([...publicPlans, ...adminPlans, ...otherPlans].map((plan) => [JSON.stringify(plan), plan] as const))(
    'passes the plan %s',
    (_label, plan) => {
      expect(queryProblem(shapeOf(plan), file.indexes)).toBeNull();
    },
  );

  test.each(OTHER_QUERIES.map((shape) => [JSON.stringify(shape), shape] as const))('passes %s', (_label, shape) => {
    expect(queryProblem(shape, file.indexes)).toBeNull();
  });

  test.each(REPAIR_SHAPES.map((shape) => [JSON.stringify(shape), shape] as const))(
    'passes the repair query %s',
    (_label, shape) => {
      expect(queryProblem(shape, file.indexes)).toBeNull();
    },
  );

  test('refuses a plan whose index is taken out of the file', () => {
    const plan = publicPlans.find((candidate) => candidate.filters.length > 1)!;
    const without = file.indexes.filter((index) => indexKey(index) !== neededKey(plan));
    expect(without.length).toBe(file.indexes.length - 1);
    expect(queryProblem(shapeOf(plan), without)).toMatchObject({ kind: 'needs-index' });
  });
});

describe('firestore.indexes.json', () => {
  test.each([...needed])('has the index of %s', (key) => {
    expect([...declared.keys()]).toContain(key);
  });

  test('holds no index that no query uses, and none twice', () => {
    // The repairs' indexes are held to their queries below: their list is ordered by three fields.
    const planned = [...declared.entries()].filter(([, index]) => index.collectionGroup !== 'repairs');
    expect(planned.map(([key]) => key).filter((key) => !needed.has(key))).toEqual([]);
    expect(declared.size).toBe(file.indexes.length);
  });

  test('holds the three indexes the repair screens need, each needed: without it a query of theirs is refused', () => {
    expect(repairIndexes).toHaveLength(3);
    for (const index of repairIndexes) {
      const without = file.indexes.filter((other) => other !== index);
      const refused = REPAIR_SHAPES.filter((shape) => queryProblem(shape, without)?.kind === 'needs-index');
      expect(refused.length, JSON.stringify(index.fields)).toBeGreaterThan(0);
    }
  });

  test("every public list of products needs an index, and each starts with `listed`; the admin's never use one", () => {
    for (const plan of publicPlans) {
      const index = declared.get(neededKey(plan) ?? '');
      expect(index?.fields[0], JSON.stringify(plan)).toEqual({ fieldPath: LISTED_FILTER.field, order: 'ASCENDING' });
    }
    const listedIndexes = file.indexes.filter((index) => index.fields.some((field) => field.fieldPath === 'listed'));
    expect(listedIndexes).toHaveLength(new Set(publicPlans.map(neededKey)).size);
    for (const plan of adminPlans) expect(plan.filters.map((filter) => filter.field)).not.toContain('listed');
  });
});
