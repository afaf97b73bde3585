import { nowIso } from './clock';
import type { Page, Product, ProductInput } from '@/domain';
import type { Db } from './database';
import { searchTerms, type ProductSort } from '@/domain/search';
import { InvalidCursorError, decodeValues, encodeValues, keysetPage, prepareCached } from './cursor';
import { newId } from './ids';

type ProductRow = {
  id: string;
  name: string;
  sku: string;
  price: number;
  weight: number | null;
  category: string;
  sub_category: string;
  description: string;
  shopee_url: string;
  tiktok_url: string;
  image: string;
  additional_images: string;
  created_at: string;
  updated_at: string;
};

export type ProductFilter = {
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

/** The columns where a match makes a product one of the best: its name, its SKU and its brand's initials. */
const BEST_COLUMNS = '{name sku initials}';

const ORDER: Record<ProductSort, { by: string; key?: 'price_up' | 'price_down'; after?: '>' | '<' }> = {
  newest: { by: 'p.created_at DESC, p.id DESC' },
  'price-asc': { by: 'p.price_up, p.id', key: 'price_up', after: '>' },
  'price-desc': { by: 'p.price_down DESC, p.id DESC', key: 'price_down', after: '<' },
};

type Values = Record<string, string | number>;

/** The WHERE terms of a category and sub-category; a sub-category narrows only within a category (spec §4). */
function shelfFilter(filter: ProductFilter, where: string[], values: Values): void {
  if (filter.category) {
    where.push('p.category = @category');
    values.category = filter.category;
    if (filter.subCategory) {
      where.push('p.sub_category = @subCategory');
      values.subCategory = filter.subCategory;
    }
  }
}

/** Every word must match, as a word or the start of one; the words hold only letters and digits. */
function matchEvery(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' ');
}

/**
 * One page of a search, best matches first: the products whose name, SKU or brand initials hold every word, then
 * the others that hold them (in the category, sub-category or description); the most recently added first within
 * each. Each group is a walk of the full-text index down its rowids (the products' own) that stops at the page's
 * end, so a word found in thousands of products costs no more than a rare one. The cursor is the group and the
 * rowid where the page ended.
 */
function bestMatchPage(db: Db, filter: ProductFilter, terms: string[]): Page<Product> {
  const every = matchEvery(terms);
  const groups = [`${BEST_COLUMNS}: (${every})`, `(${every}) NOT ${BEST_COLUMNS}: (${every})`];
  const where = ['product_search MATCH @match', 's.rowid < @before'];
  const values: Values = {};
  shelfFilter(filter, where, values);
  const statement = prepareCached<ProductRow & { search_rowid: number }>(
    db,
    // CROSS JOIN: the index walk leads, also when a category index is there to tempt the planner into a sort.
    `SELECT s.rowid AS search_rowid, p.* FROM product_search s CROSS JOIN products p ON p.rowid = s.rowid
    WHERE ${where.join(' AND ')} ORDER BY s.rowid DESC LIMIT @limit`,
  );

  let [group, before] = filter.cursor
    ? decodeValues(filter.cursor, ['number', 'number'] as const)
    : [0, Number.MAX_SAFE_INTEGER];
  if (!(group === 0 || group === 1) || !Number.isSafeInteger(before)) throw new InvalidCursorError();
  const found: { row: ProductRow & { search_rowid: number }; group: number }[] = [];
  for (; group < groups.length && found.length <= filter.limit; group++, before = Number.MAX_SAFE_INTEGER) {
    const rows = statement.all({ ...values, match: groups[group]!, before, limit: filter.limit + 1 - found.length });
    for (const row of rows) found.push({ row, group });
  }
  const items = found.slice(0, filter.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => toProduct(row)),
    nextCursor: found.length > filter.limit && last ? encodeValues([last.group, last.row.search_rowid]) : null,
  };
}

/**
 * One page of a search in the order of a price, or of a shelf sorted by price (keyset over the price keys, which put
 * price-on-request products last both ways).
 */
function sortedPage(db: Db, filter: ProductFilter & { sort: ProductSort }, terms: string[]): Page<Product> {
  const where: string[] = [];
  const values: Values = { limit: filter.limit + 1 };
  shelfFilter(filter, where, values);
  const order = ORDER[filter.sort];
  let from = 'products p';
  let offset = 0;
  if (terms.length) {
    from = 'product_search s JOIN products p ON p.rowid = s.rowid';
    where.unshift('product_search MATCH @match');
    values.match = matchEvery(terms);
    if (filter.cursor) [offset] = decodeValues(filter.cursor, ['number'] as const);
    if (!Number.isInteger(offset) || offset < 0 || offset > MAX_SEARCH_OFFSET) throw new InvalidCursorError();
    values.offset = offset;
  } else if (order.key && filter.cursor) {
    const [key, id] = decodeValues(filter.cursor, ['number', 'string'] as const);
    where.push(`(p.${order.key}, p.id) ${order.after} (@afterKey, @afterId)`);
    values.afterKey = key;
    values.afterId = id;
  }
  const sql = `SELECT p.* FROM ${from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${order.by} LIMIT @limit${terms.length ? ' OFFSET @offset' : ''}`;
  const rows = prepareCached<ProductRow & { price_up: number; price_down: number }>(db, sql).all(values);
  const items = rows.slice(0, filter.limit).map(toProduct);
  const more = rows.length > filter.limit;
  const last = rows[filter.limit - 1];
  let nextCursor: string | null = null;
  if (more && terms.length) nextCursor = encodeValues([offset + filter.limit]);
  else if (more && last && order.key) nextCursor = encodeValues([last[order.key], last.id]);
  return { items, nextCursor };
}

/**
 * Merges the search index into one segment, as the server starts. Every write adds a small segment and SQLite
 * merges them only now and then, so after many changes (or a large import) a search reads several; one segment
 * makes a search of a common word or a SKU about twice as fast. Milliseconds for a shop's catalogue.
 */
export function optimizeSearchIndex(db: Db): void {
  db.exec("INSERT INTO product_search (product_search) VALUES ('optimize')");
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: row.price,
    weight: row.weight,
    category: row.category,
    subCategory: row.sub_category,
    description: row.description,
    shopeeUrl: row.shopee_url,
    tiktokUrl: row.tiktok_url,
    image: row.image,
    additionalImages: JSON.parse(row.additional_images) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createProductRepository(db: Db) {
  const byId = db.prepare<[string], ProductRow>('SELECT * FROM products WHERE id = ?');
  const insert = db.prepare(`
    INSERT INTO products (id, name, sku, price, weight, category, sub_category, description,
      shopee_url, tiktok_url, image, additional_images, created_at, updated_at)
    VALUES (@id, @name, @sku, @price, @weight, @category, @subCategory, @description,
      @shopeeUrl, @tiktokUrl, @image, @additionalImages, @createdAt, @updatedAt)`);
  const updateRow = db.prepare(`
    UPDATE products SET name = @name, sku = @sku, price = @price, weight = @weight, category = @category,
      sub_category = @subCategory, description = @description, shopee_url = @shopeeUrl,
      tiktok_url = @tiktokUrl, image = @image, additional_images = @additionalImages, updated_at = @updatedAt
    WHERE id = @id`);
  const deleteRow = db.prepare<[string]>('DELETE FROM products WHERE id = ?');
  const countRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM products');

  function params(input: ProductInput) {
    return { ...input, additionalImages: JSON.stringify(input.additionalImages) };
  }

  return {
    list(filter: ProductFilter): Page<Product> {
      if (filter.q !== undefined && filter.q.trim()) {
        const terms = searchTerms(filter.q);
        // A query of nothing but punctuation finds nothing, rather than everything.
        if (!terms.length) return { items: [], nextCursor: null };
        return filter.sort === undefined
          ? bestMatchPage(db, filter, terms)
          : sortedPage(db, { ...filter, sort: filter.sort }, terms);
      }
      if (filter.sort && filter.sort !== 'newest') return sortedPage(db, { ...filter, sort: filter.sort }, []);
      // A sub-category narrows only within a category (spec §4).
      const equals = {
        category: filter.category,
        sub_category: filter.category ? filter.subCategory : undefined,
      };
      return keysetPage(db, 'products', equals, filter, toProduct);
    },
    get(id: string): Product | null {
      const row = byId.get(id);
      return row ? toProduct(row) : null;
    },
    create(input: ProductInput, now = nowIso(), id = newId()): Product {
      insert.run({ ...params(input), id, createdAt: now, updatedAt: now });
      return this.get(id)!;
    },
    update(id: string, input: ProductInput, now = nowIso()): Product | null {
      const result = updateRow.run({ ...params(input), id, updatedAt: now });
      return result.changes === 0 ? null : this.get(id);
    },
    remove(id: string): boolean {
      return deleteRow.run(id).changes > 0;
    },
    count(): number {
      return countRows.get()!.n;
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
