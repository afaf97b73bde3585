import { nowIso } from './clock';
import type { Page, Product, ProductInput } from '@/domain';
import type { Db } from './database';
import { DEFAULT_PRODUCT_SORT, searchTerms, type ProductSort } from '@/domain/search';
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

/** How far a visitor can page through search results. */
const MAX_SEARCH_OFFSET = 10_000;

/**
 * Weights of the searched columns (id, name, sku, category, sub-category, description, initials) in the
 * ranking: a word of the name or the SKU counts far more than one of the description.
 */
const RANK = 'bm25(product_search, 0, 10, 8, 2, 3, 1, 5)';

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

/**
 * One page of a search (full-text match, best first or in the given order) or of a shelf sorted by price
 * (keyset over the price keys, which put price-on-request products last both ways).
 */
function searchOrSortPage(
  db: Db,
  filter: ProductFilter & { sort: ProductSort; explicitSort: boolean },
  terms: string[],
): Page<Product> {
  const where: string[] = [];
  const values: Values = { limit: filter.limit + 1 };
  shelfFilter(filter, where, values);
  const order = ORDER[filter.sort];
  let from = 'products p';
  let orderBy = order.by;
  let offset = 0;
  if (terms.length) {
    from = 'product_search s JOIN products p ON p.rowid = s.rowid';
    where.unshift('product_search MATCH @match');
    // Every word must match, as a word or the start of one; the words hold only letters and digits.
    values.match = terms.map((term) => `"${term}"*`).join(' ');
    if (!filter.explicitSort) orderBy = `${RANK}, p.created_at DESC, p.id DESC`;
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
    ORDER BY ${orderBy} LIMIT @limit${terms.length ? ' OFFSET @offset' : ''}`;
  const rows = prepareCached<ProductRow & { price_up: number; price_down: number }>(db, sql).all(values);
  const items = rows.slice(0, filter.limit).map(toProduct);
  const more = rows.length > filter.limit;
  const last = rows[filter.limit - 1];
  let nextCursor: string | null = null;
  if (more && terms.length) nextCursor = encodeValues([offset + filter.limit]);
  else if (more && last && order.key) nextCursor = encodeValues([last[order.key], last.id]);
  return { items, nextCursor };
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
        return searchOrSortPage(
          db,
          { ...filter, sort: filter.sort ?? DEFAULT_PRODUCT_SORT, explicitSort: filter.sort !== undefined },
          terms,
        );
      }
      if (filter.sort && filter.sort !== 'newest') {
        return searchOrSortPage(db, { ...filter, sort: filter.sort, explicitSort: true }, []);
      }
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
