import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Product, ProductInput } from '@/domain';
import { makeProductInput } from '../../tests/factories';
import { openDatabase, type Db } from './database';
import { MIGRATIONS } from './migrations';
import { InvalidCursorError } from './cursor';
import { createProductRepository, optimizeSearchIndex, type ProductFilter, type ProductShown } from './products-store';

let dir: string;
let db: Db;
let products: ReturnType<typeof createProductRepository>;
let minute = 0;

/** Products a minute apart, so "newest" has one answer. */
function add(overrides: Partial<ProductInput>): Product {
  minute += 1;
  const input = makeProductInput({ description: 'A product of the shop.', ...overrides });
  return products.create(input, new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString());
}

/** A list as visitors see it, unless the filter says otherwise. */
type Query = Omit<ProductFilter, 'shown'> & { shown?: ProductShown };
const list = (filter: Query) => products.list({ shown: 'listed', ...filter });

const names = (filter: Omit<Query, 'limit'> & { limit?: number }) =>
  list({ limit: 50, ...filter }).items.map((p) => p.name);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'product-search-'));
  db = openDatabase(dir);
  products = createProductRepository(db);
  minute = 0;
});

afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('catalogue search', () => {
  beforeEach(() => {
    add({
      name: 'Kärcher K3 Pressure Washer',
      sku: 'KAR-K3-1600',
      category: 'Home Improvements',
      subCategory: 'Karcher',
    });
    add({
      name: 'Impact Drill 13 mm',
      sku: 'DCJZ10',
      category: 'Power Tools',
      subCategory: 'Dong Cheng',
      description: 'Variable speed, reversible.',
    });
    add({ name: 'MIG 200 Inverter Welder', sku: 'MIG-200-PRO', category: 'Welding Machines', subCategory: 'MIG' });
    add({
      name: 'Welding Gloves',
      sku: 'GLV-01',
      category: 'Accessories',
      subCategory: '',
      description: 'Leather gloves for MIG and TIG welding with an inverter welder.',
    });
  });

  test('finds a product by a word of its name, whatever the case or accents', () => {
    expect(names({ q: 'karcher' })).toEqual(['Kärcher K3 Pressure Washer']);
    expect(names({ q: 'KÄRCHER' })).toEqual(['Kärcher K3 Pressure Washer']);
    expect(names({ q: 'pressure washer' })).toEqual(['Kärcher K3 Pressure Washer']);
  });

  test('finds a product by its SKU, whole or in part', () => {
    expect(names({ q: 'KAR-K3-1600' })).toEqual(['Kärcher K3 Pressure Washer']);
    expect(names({ q: 'dcjz10' })).toEqual(['Impact Drill 13 mm']);
  });

  test('finds by the start of a word, and a brand by its initials', () => {
    expect(names({ q: 'kar' })).toEqual(['Kärcher K3 Pressure Washer']);
    expect(names({ q: 'dc' })).toEqual(['Impact Drill 13 mm']);
    expect(names({ q: 'dong' })).toEqual(['Impact Drill 13 mm']);
  });

  test('finds by category and description words, every word of the query counting', () => {
    expect(names({ q: 'power tools' })).toEqual(['Impact Drill 13 mm']);
    expect(names({ q: 'reversible' })).toEqual(['Impact Drill 13 mm']);
    expect(names({ q: 'reversible karcher' })).toEqual([]);
  });

  test('a match in the name or SKU comes before a match in the description', () => {
    expect(names({ q: 'inverter welder' })).toEqual(['MIG 200 Inverter Welder', 'Welding Gloves']);
    expect(names({ q: 'mig' })).toEqual(['MIG 200 Inverter Welder', 'Welding Gloves']);
  });

  test('a query of punctuation alone finds nothing; a blank one lists everything', () => {
    expect(names({ q: '"*-()' })).toEqual([]);
    expect(names({ q: '   ' })).toHaveLength(4);
  });

  test('search keeps to the chosen category and sub-category', () => {
    expect(names({ q: 'mig', category: 'Accessories' })).toEqual(['Welding Gloves']);
    expect(names({ q: 'drill', category: 'Power Tools', subCategory: 'Amaxx' })).toEqual([]);
  });

  test('follows every change of the catalogue: a renamed product under its new name, a deleted one gone', () => {
    const [drill] = list({ q: 'drill', limit: 1 }).items;
    products.update(
      drill!.id,
      makeProductInput({
        name: 'Rotary Hammer 26 mm',
        category: 'Power Tools',
        subCategory: 'Dong Cheng',
        description: 'SDS plus.',
      }),
    );
    expect(names({ q: 'drill' })).toEqual([]);
    expect(names({ q: 'hammer' })).toEqual(['Rotary Hammer 26 mm']);
    products.remove(drill!.id);
    expect(names({ q: 'hammer' })).toEqual([]);
  });

  test('pages through many matches without repeating or losing one', () => {
    for (let i = 1; i <= 7; i++) add({ name: `Grinding Disc ${i}`, sku: `GD-${i}` });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = list({ q: 'grinding', limit: 3, cursor });
      seen.push(...page.items.map((p) => p.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Grinding Disc ${i + 1}`));
    expect(() => list({ q: 'grinding', limit: 3, cursor: 'not-a-cursor' })).toThrow(InvalidCursorError);
  });

  test('pages through the best matches, then the others, newest first within each, wherever a page ends', () => {
    for (let i = 1; i <= 3; i++) add({ name: `Cutting Torch ${i}`, sku: `CT-${i}` });
    for (let i = 1; i <= 4; i++) add({ name: `Gas Hose ${i}`, sku: `GH-${i}`, description: 'Fits any cutting torch.' });
    const best = ['Cutting Torch 3', 'Cutting Torch 2', 'Cutting Torch 1'];
    const others = ['Gas Hose 4', 'Gas Hose 3', 'Gas Hose 2', 'Gas Hose 1'];
    expect(names({ q: 'torch' })).toEqual([...best, ...others]);
    for (const limit of [1, 2, 3, 4, 7, 8]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = list({ q: 'cutting torch', limit, cursor });
        seen.push(...page.items.map((p) => p.name));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen, `pages of ${limit}`).toEqual([...best, ...others]);
    }
  });
});

describe('sort by price', () => {
  beforeEach(() => {
    add({ name: 'Mid', price: 500, category: 'Accessories' });
    add({ name: 'On request', price: 0, category: 'Accessories' });
    add({ name: 'Cheap', price: 20.5, category: 'Accessories' });
    add({ name: 'Dear', price: 4999, category: 'Accessories' });
    add({ name: 'Also mid', price: 650, category: 'Power Tools', subCategory: 'Amaxx' });
  });

  test('low to high and high to low, price-on-request products last both ways', () => {
    expect(names({ sort: 'price-asc' })).toEqual(['Cheap', 'Mid', 'Also mid', 'Dear', 'On request']);
    expect(names({ sort: 'price-desc' })).toEqual(['Dear', 'Also mid', 'Mid', 'Cheap', 'On request']);
    expect(names({ sort: 'newest' })).toEqual(['Also mid', 'Dear', 'Cheap', 'On request', 'Mid']);
  });

  test('pages in order, a page at a time, products of the same price included', () => {
    for (let i = 1; i <= 4; i++) add({ name: `Same ${i}`, price: 500 });
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = list({ sort, limit: 2, cursor });
        seen.push(...page.items.map((p) => p.name));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(names({ sort }));
    }
  });

  test('combines with a category and with a search', () => {
    expect(names({ sort: 'price-desc', category: 'Power Tools' })).toEqual(['Also mid']);
    expect(names({ sort: 'price-asc', q: 'mid' })).toEqual(['Mid', 'Also mid']);
  });

  test('reads an index, never the whole table, with or without a category', () => {
    // Enough products on the shelf for a second page, so each query is seen with and without a cursor.
    for (let i = 1; i <= 3; i++)
      add({ name: `Amaxx ${i}`, price: 100 * i, category: 'Power Tools', subCategory: 'Amaxx' });
    const prepare = vi.spyOn(db, 'prepare');
    const plans: string[] = [];
    const filters: Omit<Query, 'limit'>[] = [
      { sort: 'price-asc' },
      { sort: 'price-desc' },
      { sort: 'price-asc', category: 'Power Tools' },
      { sort: 'price-desc', category: 'Power Tools', subCategory: 'Amaxx' },
    ];
    for (const filter of filters) {
      const first = list({ ...filter, limit: 2 });
      list({ ...filter, limit: 2, cursor: first.nextCursor ?? undefined });
    }
    const statements = prepare.mock.calls.map(([sql]) => sql);
    prepare.mockRestore();
    for (const sql of statements) {
      if (typeof sql !== 'string' || !sql.includes('ORDER BY')) continue;
      const values = { limit: 3, category: 'x', subCategory: 'y', afterKey: 1, afterId: 'z' };
      const used = Object.fromEntries(Object.entries(values).filter(([key]) => sql.includes(`@${key}`)));
      const rows = db.prepare<object, { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).all(used);
      plans.push(rows.map((row) => row.detail).join(' / '));
    }
    expect(plans).toHaveLength(8);
    for (const plan of plans) {
      expect(plan).toMatch(/USING (COVERING )?INDEX products_by_\w*price_(up|down)/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe('best matches first', () => {
  test('walk the full-text index in order, with or without a category, and never sort', () => {
    for (let i = 1; i <= 3; i++) add({ name: `Amaxx drill ${i}`, category: 'Power Tools', subCategory: 'Amaxx' });
    const prepare = vi.spyOn(db, 'prepare');
    for (const filter of [{}, { category: 'Power Tools' }, { category: 'Power Tools', subCategory: 'Amaxx' }]) {
      const first = list({ ...filter, q: 'drill', limit: 2 });
      expect(first.nextCursor).not.toBeNull();
      list({ ...filter, q: 'drill', limit: 2, cursor: first.nextCursor ?? undefined });
    }
    const statements = [...new Set(prepare.mock.calls.map(([sql]) => sql))].filter(
      (sql): sql is string => typeof sql === 'string' && sql.includes('MATCH'),
    );
    prepare.mockRestore();
    expect(statements).toHaveLength(3);
    for (const sql of statements) {
      const used = { match: 'drill', after: -10, limit: 3, category: 'x', subCategory: 'y' };
      const values = Object.fromEntries(Object.entries(used).filter(([key]) => sql.includes(`@${key}`)));
      const plan = db
        .prepare<object, { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all(values)
        .map((row) => row.detail)
        .join(' / ');
      expect(plan).toMatch(/SCAN s VIRTUAL TABLE/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  test('a cursor of another shape is refused', () => {
    add({ name: 'Grinding Disc' });
    for (const cursor of [
      [2, 5],
      [0, 1.5],
      [-1, 3],
      ['0', 3],
    ]) {
      const encoded = Buffer.from(JSON.stringify(cursor)).toString('base64url');
      expect(() => list({ q: 'grinding', limit: 3, cursor: encoded }), JSON.stringify(cursor)).toThrow(
        InvalidCursorError,
      );
    }
  });
});

test('merging the index at start leaves fewer pieces to read and finds the same products', () => {
  // One product per write: each leaves a segment of its own in the index.
  for (let i = 1; i <= 40; i++) add({ name: `Cutting disc ${i}`, sku: `CD-${i}` });
  const pieces = () => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM product_search_data').get()!.n;
  const before = { pieces: pieces(), found: names({ q: 'disc' }), bySku: names({ q: 'cd-17' }) };
  optimizeSearchIndex(db);
  expect(pieces()).toBeLessThan(before.pieces);
  expect(names({ q: 'disc' })).toEqual(before.found);
  expect(before.found).toHaveLength(40);
  expect(names({ q: 'cd-17' })).toEqual(['Cutting disc 17']);
});

test('a database made before search is indexed for it when opened', () => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  const old = new Database(path.join(dir, 'site.db'));
  old.exec(MIGRATIONS[0] as string);
  old.pragma('user_version = 1');
  old
    .prepare(
      `INSERT INTO products (id, name, sku, price, category, sub_category, description, image, created_at, updated_at)
       VALUES ('old1', 'Amaxx Angle Grinder', 'AMX-100', 0, 'Power Tools', 'Amaxx', 'Made before search.', 'x.png',
         '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
    )
    .run();
  old.close();
  db = openDatabase(dir);
  products = createProductRepository(db);
  expect(names({ q: 'grinder' })).toEqual(['Amaxx Angle Grinder']);
  expect(names({ q: 'amx' })).toEqual(['Amaxx Angle Grinder']);
  // Made before products had a status and Malay text: shown to visitors, with none.
  expect(products.get('old1')).toMatchObject({ status: 'active', nameMs: '', descriptionMs: '' });
  // The index's triggers follow the product after the migrations, and a new product takes its place newest first.
  products.update('old1', makeProductInput({ name: 'Amaxx Bench Grinder', sku: 'AMX-100' }));
  add({ name: 'Dong Cheng Angle Grinder' });
  expect(names({ q: 'grinder' })).toEqual(['Dong Cheng Angle Grinder', 'Amaxx Bench Grinder']);
  expect(names({ q: 'bench' })).toEqual(['Amaxx Bench Grinder']);
  expect(names({ q: 'angle' })).toEqual(['Dong Cheng Angle Grinder']);
  products.update('old1', makeProductInput({ name: 'Amaxx Bench Grinder', nameMs: 'Mesin canai bangku Amaxx' }));
  expect(names({ q: 'canai bangku' })).toEqual(['Amaxx Bench Grinder']);
  products.remove('old1');
  expect(names({ q: 'bench' })).toEqual([]);
  expect(names({ q: 'grinder' })).toEqual(['Dong Cheng Angle Grinder']);
});

test('a product reads back as it was written, as an object and in the JSON of a page', () => {
  const input = makeProductInput({
    name: 'Kärcher "K3" \\ Mesin Basuh 高压 🚿',
    description: 'Line one\nLine two\twith a tab and </script> in it.',
    price: 1234.5,
    weight: 0.75,
    shopeeUrl: 'https://shopee.com.my/karcher-k3?x=1&y=2',
    additionalImages: ['/uploads/products/1_intro_a.webp', '/uploads/products/2_intro_b.webp?v=abc'],
  });
  const saved = products.create(input, '2026-01-02T03:04:05.000Z', 'p1');
  const expected: Product = {
    ...input,
    id: 'p1',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  expect(saved).toEqual(expected);
  expect(products.get('p1')).toEqual(expected);
  const free = add({ name: 'Free delivery', price: 0, weight: 12 });
  for (const filter of [{}, { q: 'karcher' }, { sort: 'price-desc' as const }]) {
    const text = products.listText({ shown: 'listed', limit: 1, ...filter });
    expect(JSON.parse(text)).toEqual(list({ limit: 1, ...filter }));
  }
  expect(JSON.parse(products.listText({ shown: 'listed', limit: 5, sort: 'price-asc' })).items).toEqual([
    expected,
    free,
  ]);
  // Every field of a change shows at once, in both forms.
  const changed = { ...input, price: 99, shopeeUrl: '', additionalImages: [] };
  const updated = products.update('p1', changed, '2026-02-03T04:05:06.000Z');
  expect(updated).toEqual({ ...expected, ...changed, updatedAt: '2026-02-03T04:05:06.000Z' });
  expect(JSON.parse(products.listText({ shown: 'listed', limit: 1, q: 'karcher' })).items).toEqual([updated]);
});
