import { OrderQuerySchema, ProductQuerySchema, type OrderQuery, type Page, type ProductQuery } from '@/domain';
import { cursorValueOf, decodeCursor, encodeCursor, type Cursor } from './cursor';
import { parseOrThrow } from './validation';

/**
 * What one list call asks of Firestore, as plain data: the adapter turns it into `where`, `orderBy`,
 * `startAfter` and `limit` constraints (firebase-backend.ts), and the tests read it without a database.
 *
 * Order: `createdAt` descending, then the document id descending as a tie-breaker, so that a cursor
 * names one exact place in the list. The equality filters need the composite indexes of
 * firebase/firestore.indexes.json.
 */
export type ListPlan = {
  collection: 'products' | 'orders';
  filters: { field: 'category' | 'subCategory' | 'status'; value: string }[];
  orderBy: readonly [{ field: 'createdAt'; direction: 'desc' }, { field: '__name__'; direction: 'desc' }];
  startAfter: Cursor | null;
  /** Documents to read: one more than the page, to learn whether another page follows. */
  limit: number;
  pageSize: number;
};

const NEWEST_FIRST = [
  { field: 'createdAt', direction: 'desc' },
  { field: '__name__', direction: 'desc' },
] as const;

export function planProductList(query: ProductQuery = {}): ListPlan {
  const parsed = parseOrThrow(ProductQuerySchema, query, 'query');
  const filters: ListPlan['filters'] = [];
  if (parsed.category) {
    filters.push({ field: 'category', value: parsed.category });
    // A sub-category narrows only within a category (spec §4), as on the embedded server.
    if (parsed.subCategory) filters.push({ field: 'subCategory', value: parsed.subCategory });
  }
  return plan('products', filters, parsed.limit, parsed.cursor);
}

export function planOrderList(query: OrderQuery = {}): ListPlan {
  const parsed = parseOrThrow(OrderQuerySchema, query, 'query');
  const filters: ListPlan['filters'] = parsed.status ? [{ field: 'status', value: parsed.status }] : [];
  return plan('orders', filters, parsed.limit, parsed.cursor);
}

function plan(
  collection: ListPlan['collection'],
  filters: ListPlan['filters'],
  pageSize: number,
  cursor: string | undefined,
): ListPlan {
  return {
    collection,
    filters,
    orderBy: NEWEST_FIRST,
    startAfter: cursor ? decodeCursor(cursor) : null,
    limit: pageSize + 1,
    pageSize,
  };
}

/** The documents a plan read, as a page: at most `pageSize` items and the cursor of the last one. */
export function toPage<T>(
  plan: ListPlan,
  docs: readonly { id: string; data(): Record<string, unknown> }[],
  toItem: (id: string, data: Record<string, unknown>) => T,
): Page<T> {
  const shown = docs.slice(0, plan.pageSize);
  const items = shown.map((doc) => toItem(doc.id, doc.data()));
  const last = shown.at(-1);
  if (docs.length <= plan.pageSize || !last) return { items, nextCursor: null };
  const createdAt = cursorValueOf(last.data().createdAt);
  return { items, nextCursor: createdAt ? encodeCursor({ createdAt, id: last.id }) : null };
}
