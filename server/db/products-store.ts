import { nowIso } from './clock';
import type { Page, Product, ProductInput, ProductStatus } from '@/domain';
import type { Db } from './database';
import { isListed } from '@/domain/product';
import { skuKeyOf } from '@/domain/product-import';
import { searchTerms, type ProductSort } from '@/domain/search';
import { exactSlots, forgivingSlots, type SearchSlot } from '@/domain/forgiving-search';
import { searchWordsOf } from './search-words';
import { InvalidCursorError, decodeValues, encodeValues, keysetPage, prepareCached } from './cursor';
import { newId } from './ids';
import { INSERT_PRODUCT, UPDATE_PRODUCT, productParams } from './product-columns';

/**
 * A product's JSON, kept in its row by the schema's triggers (the fields of Product in its order): a page of the
 * catalogue is its rows' JSON joined, sent as it is by the API and parsed where objects are needed. Rows made objects
 * of columns, mapped and then serialised took 166 µs for a page of 24 search results; this takes a sixth of it.
 */
type ProductJson = string;

/**
 * Which products a list holds: `listed`, what visitors see (every status but draft); `all`, the admin's whole
 * catalogue; or one status (the admin's filter). Required, so that no list forgets the drafts.
 */
export type ProductShown = 'listed' | 'all' | ProductStatus;

export type ProductFilter = {
  shown: ProductShown;
  category?: string | undefined;
  subCategory?: string | undefined;
  /** Words to search for; the best matches come first unless `sort` says otherwise. */
  q?: string | undefined;
  sort?: ProductSort | undefined;
  limit: number;
  cursor?: string | undefined;
};

/** How far a visitor can page through search results sorted by price. */
const MAX_SEARCH_OFFSET = 10_000;

/** The columns where a match makes a product one of the best: its names, its SKU and its brand's initials. */
const BEST_COLUMNS = '{name name_ms sku initials}';

const ORDER: Record<ProductSort, { by: string; key?: 'price_up' | 'price_down'; after?: '>' | '<' }> = {
  newest: { by: 'p.created_at DESC, p.id DESC' },
  'price-asc': { by: 'p.price_up, p.id', key: 'price_up', after: '>' },
  'price-desc': { by: 'p.price_down DESC, p.id DESC', key: 'price_down', after: '<' },
};

type Values = Record<string, string | number>;

/**
 * LIMIT and OFFSET of a statement that reads the search index, written `+@limit` rather than `@limit`: SQLite offers
 * a bare parameter there to the virtual table's planner, and then plans the statement anew at every run (a short
 * search took twice as long: 11 µs, not 6).
 */
const SEARCH_LIMIT = 'LIMIT +@limit';
const SEARCH_OFFSET = 'OFFSET +@offset';

/**
 * The WHERE terms of the statuses shown, a category and a sub-category; a sub-category narrows only within a
 * category (spec §4).
 */
function shelfFilter(filter: ProductFilter, where: string[], values: Values): void {
  const status = statusCondition(filter.shown);
  if (status) {
    where.push(status.sql);
    Object.assign(values, status.values);
  }
  if (filter.category) {
    where.push('p.category = @category');
    values.category = filter.category;
    if (filter.subCategory) {
      where.push('p.sub_category = @subCategory');
      values.subCategory = filter.subCategory;
    }
  }
}

/** The condition on a row's status for the products shown, or none for all of them. */
function statusCondition(shown: ProductShown): { sql: string; values: Values } | null {
  if (shown === 'all') return null;
  if (shown === 'listed') return { sql: "p.status <> 'draft'", values: {} };
  return { sql: 'p.status = @status', values: { status: shown } };
}

/**
 * Every part of the query must match by one of its alternatives, each word of that as a word or the start of one
 * (src/domain/forgiving-search.ts); the words hold only letters and digits.
 */
function matchEvery(slots: readonly SearchSlot[]): string {
  // A word with a digit is a model, a size or a rating: found in the names and SKU only, as the figures of a
  // description ("440 × 200 × 320mm") would make "mig 200" find the MIG 160.
  const word = (term: string) => {
    // A term with a space is a phrase of FTS5: its words next to each other, the last as the start of one.
    const quoted = `"${term.replaceAll('"', '""')}"*`;
    return /\d/.test(term) ? `${BEST_COLUMNS}: ${quoted}` : quoted;
  };
  return slots
    .map((slot) => `(${slot.map((alternative) => `(${alternative.map(word).join(' AND ')})`).join(' OR ')})`)
    .join(' AND ');
}

/**
 * One page of a search, best matches first: the products whose name, SKU or brand initials hold every word, then
 * the others that hold them (in the category, sub-category or description); the most recently added first within
 * each. Each group is a walk of the full-text index up its rowids (the products' own, negated: newest first) that
 * stops at the page's end, so a word found in thousands of products costs no more than a rare one. The cursor is
 * the group and the index rowid where the page ended.
 */
function bestMatchPage(db: Db, filter: ProductFilter, slots: readonly SearchSlot[]): Page<ProductJson> {
  const every = matchEvery(slots);
  const groups = [`${BEST_COLUMNS}: (${every})`, `(${every}) NOT ${BEST_COLUMNS}: (${every})`];
  const where = ['product_search MATCH @match', 's.rowid > @after'];
  const values: Values = {};
  shelfFilter(filter, where, values);
  const statement = prepareCached<{ search_rowid: number; json: ProductJson }>(
    db,
    // CROSS JOIN: the index walk leads, also when a category index is there to tempt the planner into a sort.
    `SELECT s.rowid AS search_rowid, p.json FROM product_search s
    CROSS JOIN products p ON p.rowid = -s.rowid WHERE ${where.join(' AND ')} ORDER BY s.rowid ${SEARCH_LIMIT}`,
  );

  let [group, after] = filter.cursor
    ? decodeValues(filter.cursor, ['number', 'number'] as const)
    : [0, Number.MIN_SAFE_INTEGER];
  if (!(group === 0 || group === 1) || !Number.isSafeInteger(after)) throw new InvalidCursorError();
  const found: { row: { search_rowid: number; json: ProductJson }; group: number }[] = [];
  for (; group < groups.length && found.length <= filter.limit; group++, after = Number.MIN_SAFE_INTEGER) {
    const rows = statement.all({ ...values, match: groups[group]!, after, limit: filter.limit + 1 - found.length });
    for (const row of rows) found.push({ row, group });
  }
  const items = found.slice(0, filter.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => row.json),
    nextCursor: found.length > filter.limit && last ? encodeValues([last.group, last.row.search_rowid]) : null,
  };
}

/**
 * One page of a search in the order of a price, or of a shelf sorted by price (keyset over the price keys, which put
 * price-on-request products last both ways).
 */
function sortedPage(
  db: Db,
  filter: ProductFilter & { sort: ProductSort },
  slots: readonly SearchSlot[],
): Page<ProductJson> {
  const where: string[] = [];
  const values: Values = { limit: filter.limit + 1 };
  shelfFilter(filter, where, values);
  const order = ORDER[filter.sort];
  let from = 'products p';
  let offset = 0;
  if (slots.length) {
    from = 'product_search s JOIN products p ON p.rowid = -s.rowid';
    where.unshift('product_search MATCH @match');
    values.match = matchEvery(slots);
    if (filter.cursor) [offset] = decodeValues(filter.cursor, ['number'] as const);
    if (!Number.isInteger(offset) || offset < 0 || offset > MAX_SEARCH_OFFSET) throw new InvalidCursorError();
    values.offset = offset;
  } else if (order.key && filter.cursor) {
    const [key, id] = decodeValues(filter.cursor, ['number', 'string'] as const);
    where.push(`(p.${order.key}, p.id) ${order.after} (@afterKey, @afterId)`);
    values.afterKey = key;
    values.afterId = id;
  }
  const sql = `SELECT p.id, p.price_up, p.price_down, p.json FROM ${from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${order.by} ${slots.length ? `${SEARCH_LIMIT} ${SEARCH_OFFSET}` : 'LIMIT @limit'}`;
  const rows = prepareCached<{ id: string; price_up: number; price_down: number; json: ProductJson }>(db, sql).all(
    values,
  );
  const items = rows.slice(0, filter.limit).map((row) => row.json);
  const more = rows.length > filter.limit;
  const last = rows[filter.limit - 1];
  let nextCursor: string | null = null;
  if (more && slots.length) nextCursor = encodeValues([offset + filter.limit]);
  else if (more && last && order.key) nextCursor = encodeValues([last[order.key], last.id]);
  return { items, nextCursor };
}

/**
 * Merges the search index into one segment, as the server starts. Every write adds a small segment and SQLite
 * merges them only now and then, so after many changes (or a large import) a search reads several; one segment
 * makes a search of a common word or a SKU about twice as fast. Milliseconds for a shop's catalogue.
 * The words of the forgiving search are read into their tree too (a fifth of a second at 10,000 products).
 */
export function optimizeSearchIndex(db: Db): void {
  db.exec("INSERT INTO product_search (product_search) VALUES ('optimize')");
  // The forgiving search's words, read now rather than by the first visitor whose search needs them.
  searchWordsOf(db).vocabulary();
}

/** A page of products as the API sends it: the rows' JSON joined, no object made of any. */
function pageText(page: Page<ProductJson>): string {
  return `{"items":[${page.items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}

function parsePage(page: Page<ProductJson>): Page<Product> {
  return { items: page.items.map(parseProduct), nextCursor: page.nextCursor };
}

function parseProduct(json: ProductJson): Product {
  return JSON.parse(json) as Product;
}

export function createProductRepository(db: Db) {
  const byId = db.prepare<[string], ProductJson>(`SELECT p.json FROM products p WHERE p.id = ?`).pluck();
  const insert = db.prepare(INSERT_PRODUCT);
  const updateRow = db.prepare(UPDATE_PRODUCT);
  const deleteRow = db.prepare<[string]>('DELETE FROM products WHERE id = ?');
  const countRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM products');
  const allRows = db.prepare<[], ProductJson>('SELECT p.json FROM products p ORDER BY p.rowid').pluck();

  function listJson(filter: ProductFilter): Page<ProductJson> {
    if (filter.q !== undefined && filter.q.trim()) {
      const terms = searchTerms(filter.q);
      // A query of nothing but punctuation finds nothing, rather than everything.
      if (!terms.length) return { items: [], nextCursor: null };
      const page = (slots: readonly SearchSlot[]) =>
        filter.sort === undefined
          ? bestMatchPage(db, filter, slots)
          : sortedPage(db, { ...filter, sort: filter.sort }, slots);
      const words = searchWordsOf(db);
      const exact = page(exactSlots(terms, words.table));
      // Only a search that finds nothing as typed is forgiven; a page past the first of one has a cursor that
      // finds nothing as typed too, as the exact step's pages always hold something.
      if (exact.items.length) return exact;
      const forgiving = forgivingSlots(terms, words.table, words.vocabulary());
      return forgiving ? page(forgiving) : exact;
    }
    if (filter.sort && filter.sort !== 'newest') return sortedPage(db, { ...filter, sort: filter.sort }, []);
    // A sub-category narrows only within a category (spec §4).
    const equals = {
      category: filter.category,
      sub_category: filter.category ? filter.subCategory : undefined,
    };
    const status = statusCondition(filter.shown);
    return keysetPage(
      db,
      'products',
      equals,
      filter,
      'p.json',
      (row: { json: ProductJson }) => row.json,
      status ? [status] : [],
    );
  }

  return {
    /** One page of the catalogue: a shelf, a search, in the order asked for. */
    list(filter: ProductFilter): Page<Product> {
      return parsePage(listJson(filter));
    },
    /** The same page as the API's answer, in JSON. */
    listText(filter: ProductFilter): string {
      return pageText(listJson(filter));
    },
    /** Any product, a draft too: the admin's read. */
    get(id: string): Product | null {
      const json = byId.get(id);
      return json === undefined ? null : parseProduct(json);
    },
    /** A product visitors may see: null for a draft, as for a product that does not exist. */
    getListed(id: string): Product | null {
      const product = this.get(id);
      return product && isListed(product) ? product : null;
    },
    create(input: ProductInput, now = nowIso(), id = newId()): Product {
      insert.run({ ...productParams(input), id, createdAt: now, updatedAt: now });
      return this.get(id)!;
    },
    update(id: string, input: ProductInput, now = nowIso()): Product | null {
      const result = updateRow.run({ ...productParams(input), id, updatedAt: now });
      return result.changes === 0 ? null : this.get(id);
    },
    remove(id: string): boolean {
      return deleteRow.run(id).changes > 0;
    },
    /** The id of another product than `exceptId` with this SKU (as the import matches SKUs), or null. */
    skuTakenBy(sku: string, exceptId = ''): string | null {
      const key = skuKeyOf(sku);
      // Every SKU read and compared as the import compares them; an admin's save, at most a shop's catalogue.
      return this.all().find((product) => product.id !== exceptId && skuKeyOf(product.sku) === key)?.id ?? null;
    },
    /** Every product, the oldest first: an import matches its lines against them. */
    all(): Product[] {
      return allRows.all().map(parseProduct);
    },
    count(): number {
      return countRows.get()!.n;
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
