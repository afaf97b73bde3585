import { isCategory, type Category } from '@/domain/categories';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/domain/limits';
import type { OrderStatus } from '@/domain/order-status';
import { orderMatchesSearch, parseOrderSearch, type OrderSearch } from '@/domain/order-search';
import type { Page, ProductQuery } from '@/domain/paging';
import type { ProductStatus } from '@/domain/product';
import {
  DELETION_MARK,
  MAX_SEARCH_LENGTH,
  deletionKeys,
  isProductSort,
  searchTerms,
  searchToken,
  type ProductSort,
} from '@/domain/search';
import { exactSlots, matchesSlots, meaningsOfMisspelt, type SearchSlot } from '@/domain/forgiving-search';
import type { SynonymTable } from '@/domain/search-synonyms';
import { cursorValueOf, decodeCursor, encodeCursor, type Cursor } from './firestore-cursor';

/**
 * What one list call asks of Firestore, as plain data: the adapter turns it into `where`, `orderBy`,
 * `startAfter` and `limit` constraints (firebase-backend.ts), and the tests read it without a database.
 *
 * Order: `createdAt` descending (or the price, for the catalogue sorted by price), then the document id as a
 * tie-breaker, so that a cursor names one exact place in the list. The filters need the composite indexes of
 * firebase/firestore.indexes.json.
 *
 * A public list of products carries `listed == true` (a draft's `listed` is false): the rules let a visitor list
 * only what they can prove listed, and so refuse a query without it (firestore.rules). The admin's list has no
 * such filter, only the status asked for.
 *
 * A search looks up one word of the query in the product's `searchTokens` (`contains`); the document's tokens
 * must hold the other words too (`match`), which the adapter checks in the browser (docs/hosted-mode.md).
 * A search of the orders (`orderSearch`: a number, a name or a phone) has no index: the adapter reads the orders
 * newest first and keeps those that match, as it does for the other words of a catalogue search.
 */
export type ListPlan = {
  collection: 'products' | 'orders' | 'audit';
  filters: ListFilter[];
  contains?: { field: 'searchTokens'; value: string };
  /** Tokens of which a found document holds one at least (`array-contains-any`, at most 30). */
  containsAny?: { field: 'searchTokens'; values: string[] };
  /** Every word a found document's tokens must hold. */
  match?: string[];
  /** Every part of the query a found document's tokens must match by one of its alternatives (synonyms, forgiven). */
  slots?: SearchSlot[];
  /** The query's words, for the forgiving step when the words as typed find nothing (forgivingPlan). */
  forgive?: string[];
  /** What a found order must match by its number, its customer's name or phone (src/domain/order-search.ts). */
  orderSearch?: OrderSearch;
  orderBy: readonly [
    { field: 'createdAt' | 'priceUp' | 'price'; direction: 'asc' | 'desc' },
    { field: '__name__'; direction: 'asc' | 'desc' },
  ];
  /** After the last document shown: its value of the first order field (named createdAt for history) and id. */
  startAfter: Cursor | null;
  /** Documents to read: one more than the page, to learn whether another page follows. */
  limit: number;
  pageSize: number;
};

/** One equality filter of a list: `listed` (products visitors see), the shelf, or a status (of a product or order). */
export type ListFilter =
  | { field: 'listed'; value: true }
  | { field: 'category' | 'subCategory' | 'status'; value: string };

/** What every public list of products asks for: only documents the rules let a visitor read. */
export const LISTED_FILTER = { field: 'listed', value: true } as const satisfies ListFilter;

/** A list query as its schema (@/domain/paging-schema) gives it back: known fields only, the page size set. */
export type CheckedProductQuery = {
  category?: Category;
  subCategory?: string;
  q?: string;
  sort?: ProductSort;
  limit: number;
  cursor?: string;
};
/** The admin's catalogue query (AdminProductQuerySchema): the catalogue's, and a status to show only. */
export type CheckedAdminProductQuery = CheckedProductQuery & { status?: ProductStatus };
export type CheckedOrderQuery = { status?: OrderStatus; q?: string; limit: number; cursor?: string };
export type CheckedAuditQuery = { limit: number; cursor?: string };

const PRODUCT_QUERY_FIELDS = new Set(['category', 'subCategory', 'q', 'sort', 'limit', 'cursor']);

/**
 * The catalogue's query, checked without the schemas, so that a public page never downloads zod: a query
 * is taken here only when ProductQuerySchema would take it too and give back the same values (a plain
 * object of known fields, a known category, a whole page size within bounds, texts within their
 * lengths). Anything else is null, and the adapter hands it to the schema (input-checks.ts), which
 * refuses it with the server's words or reads it as the server does (e.g. a page size given as text).
 */
export function plainProductQuery(query: ProductQuery | undefined): CheckedProductQuery | null {
  const value: unknown = query ?? {};
  if (typeof value !== 'object' || value === null) return null;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return null;
  const fields = value as Record<string, unknown>;
  if (!Object.keys(fields).every((key) => PRODUCT_QUERY_FIELDS.has(key))) return null;
  const { category, subCategory, q, sort, limit = PAGE_SIZE, cursor } = fields;
  if (category !== undefined && !isCategory(category)) return null;
  if (!isTextUpTo(subCategory, 100) || !isTextUpTo(cursor, 200) || !isTextUpTo(q, MAX_SEARCH_LENGTH)) return null;
  if (sort !== undefined && !isProductSort(sort)) return null;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) return null;
  return {
    limit,
    ...(category !== undefined ? { category } : {}),
    ...(subCategory !== undefined ? { subCategory: subCategory as string } : {}),
    ...(q !== undefined ? { q: q as string } : {}),
    ...(sort !== undefined ? { sort } : {}),
    ...(cursor !== undefined ? { cursor: cursor as string } : {}),
  };
}

/** Absent, or a text of at most `max` characters (the schema's `.max`, which counts UTF-16 units). */
function isTextUpTo(value: unknown, max: number): boolean {
  return value === undefined || (typeof value === 'string' && value.length <= max);
}

const NEWEST_FIRST = [
  { field: 'createdAt', direction: 'desc' },
  { field: '__name__', direction: 'desc' },
] as const;

/**
 * The catalogue's orders. Lowest price first goes by `priceUp`, which puts a price on request (0) after every
 * price (src/domain/search.ts, priceUpKey); highest first by the price itself, where 0 comes last anyway.
 * A search without an order is newest first: the hosted store cannot rank matches.
 */
const PRODUCT_ORDERS: Record<ProductSort, ListPlan['orderBy']> = {
  newest: NEWEST_FIRST,
  'price-asc': [
    { field: 'priceUp', direction: 'asc' },
    { field: '__name__', direction: 'asc' },
  ],
  'price-desc': [
    { field: 'price', direction: 'desc' },
    { field: '__name__', direction: 'desc' },
  ],
};

/**
 * A page of the catalogue as visitors see it: listed products only (no draft). With the shop's synonyms, a word of
 * the table is looked up with what it means (`array-contains-any`).
 */
export function planProductList(query: CheckedProductQuery, synonyms?: SynonymTable): ListPlan {
  const base = productPlan(query, [LISTED_FILTER]);
  const terms = base.match;
  if (!terms || !synonyms) return base;
  const slots = exactSlots(terms, synonyms);
  if (slots.every((slot) => slot.length === 1)) return base;
  const { contains: _one, match: _every, ...rest } = base;
  return { ...rest, containsAny: { field: 'searchTokens', values: lookupOf(slots) }, slots };
}

/** Firestore's limit of the values of one `array-contains-any`. */
const MAX_ANY = 30;

/** The tokens a search looks up: those of the part with the fewest alternatives, the first word of each. */
function lookupOf(slots: readonly SearchSlot[]): string[] {
  const part = slots.reduce((fewest, slot) => (slot.length < fewest.length ? slot : fewest));
  return [...new Set(part.map((alternative) => searchToken(alternative[0]!)))].slice(0, MAX_ANY);
}

/**
 * The forgiving step of a search whose words as typed found nothing (src/domain/forgiving-search.ts): the products
 * holding a key of any word one letter off (deletionKeys), the word itself or a word it joins with the next; the
 * adapter checks each found product in the browser, against the words of the products it read.
 */
export function forgivingPlan(plan: ListPlan, synonyms: SynonymTable = new Map()): ListPlan | null {
  const terms = plan.forgive;
  if (!terms) return null;
  const keys = new Set<string>();
  // A word misspelt from one of the synonyms table's: the products of what it means.
  for (const term of terms) {
    for (const meaning of meaningsOfMisspelt(synonyms, term)) keys.add(searchToken(meaning[0]!));
  }
  // The longest words first: they are the likeliest misspelt and the fewest products hold their keys.
  const byLength = [...terms].sort((a, b) => b.length - a.length);
  for (const term of byLength) {
    for (const key of [searchToken(term), DELETION_MARK + term, ...deletionKeys(term), ...deletionKeys(term).map(unmarked)]) {
      keys.add(key);
    }
  }
  // A word joined by mistake: the products of a word its first letters start ("dongcheng": dong, "mig200": mig).
  for (const term of byLength) {
    for (let at = 3; at <= term.length - 2 && at <= 24; at++) keys.add(term.slice(0, at));
    const split = /^(\p{L}+)\d|^(\d+)\p{L}/u.exec(term);
    if (split) keys.add(split[1] ?? split[2]!);
  }
  terms.slice(0, -1).forEach((term, index) => keys.add(searchToken(term + terms[index + 1]!)));
  const { contains: _one, match: _every, slots: _slots, forgive: _forgive, ...rest } = plan;
  return { ...rest, containsAny: { field: 'searchTokens', values: [...keys].slice(0, MAX_ANY) }, forgive: terms };
}

const unmarked = (key: string) => key.slice(DELETION_MARK.length);

/** A page of the admin's catalogue: every product, drafts too, or only those of the status asked for. */
export function planAdminProductList(query: CheckedAdminProductQuery): ListPlan {
  return productPlan(query, query.status ? [{ field: 'status', value: query.status }] : []);
}

function productPlan(query: CheckedProductQuery, shown: ListFilter[]): ListPlan {
  const filters: ListFilter[] = [...shown];
  if (query.category) {
    filters.push({ field: 'category', value: query.category });
    // A sub-category narrows only within a category (spec §4), as on the embedded server.
    if (query.subCategory) filters.push({ field: 'subCategory', value: query.subCategory });
  }
  const base = plan('products', filters, query.limit, query.cursor, PRODUCT_ORDERS[query.sort ?? 'newest']);
  const terms = searchTerms(query.q ?? '').map(searchToken);
  if (terms.length === 0) return base;
  // The longest word is looked up: it is likely the one that fewest products hold.
  const lookedUp = terms.reduce((longest, term) => (term.length > longest.length ? term : longest));
  return { ...base, contains: { field: 'searchTokens', value: lookedUp }, match: terms, forgive: terms };
}

export function planOrderList(query: CheckedOrderQuery): ListPlan {
  const filters: ListFilter[] = query.status ? [{ field: 'status', value: query.status }] : [];
  const base = plan('orders', filters, query.limit, query.cursor);
  const orderSearch = parseOrderSearch(query.q);
  return orderSearch ? { ...base, orderSearch } : base;
}

/** The audit log, newest first by the store's time of each entry (audit-records.ts). */
export function planAuditList(query: CheckedAuditQuery): ListPlan {
  return plan('audit', [], query.limit, query.cursor);
}

function plan(
  collection: ListPlan['collection'],
  filters: ListFilter[],
  pageSize: number,
  cursor: string | undefined,
  orderBy: ListPlan['orderBy'] = NEWEST_FIRST,
): ListPlan {
  return {
    collection,
    filters,
    orderBy,
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
  return { items, nextCursor: cursorAfter(plan, last) };
}

/** Where a plan's list goes on after this document, or null when its order field holds nothing. */
export function positionAfter(plan: ListPlan, last: { id: string; data(): Record<string, unknown> }): Cursor | null {
  const value = cursorValueOf(last.data()[plan.orderBy[0].field]);
  return value ? { createdAt: value, id: last.id } : null;
}

/** The cursor that continues a plan's list after this document, or null when its order field holds nothing. */
export function cursorAfter(plan: ListPlan, last: { id: string; data(): Record<string, unknown> }): string | null {
  const position = positionAfter(plan, last);
  return position ? encodeCursor(position) : null;
}

/** Whether a plan that searches is one that reads its documents to check them in the browser. */
export function searchesInBrowser(plan: ListPlan): boolean {
  return Boolean(plan.match ?? plan.slots ?? plan.orderSearch ?? plan.containsAny);
}

/**
 * Whether a found document is one the search asks for, checked in the browser: a product that holds every word
 * (its `searchTokens`), an order of the number, name or phone asked for.
 */
export function matchesSearch(plan: ListPlan, data: Record<string, unknown>, id = ''): boolean {
  if (plan.orderSearch) {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return orderMatchesSearch(
      { id, customerName: text(data.customerName), customerPhone: text(data.customerPhone) },
      plan.orderSearch,
    );
  }
  const tokens = Array.isArray(data.searchTokens) ? (data.searchTokens as unknown[]) : [];
  if (plan.slots) return matchesSlots(plan.slots, (word) => tokens.includes(searchToken(word)));
  if (!plan.match) return true;
  return plan.match.every((term) => tokens.includes(term));
}
