import { describe, expect, test } from 'vitest';
import { MAX_PAGE_SIZE, PAGE_SIZE, type OrderQuery, type ProductQuery } from '@/domain';
import { BackendError } from '../backend';
import { encodeCursor } from './firestore-cursor';
import type { AdminProductQuery } from '@/domain/paging';
import { checkAdminProductQuery, checkOrderQuery, checkProductQuery } from './input-checks';
import { DEFAULT_SEARCH_SYNONYMS, synonymTable } from '@/domain/search-synonyms';
import { productSearchTokens } from '@/domain/search';
import {
  LISTED_FILTER,
  forgivingPlan,
  matchesSearch,
  planAdminProductList,
  planOrderList,
  planProductList,
  plainProductQuery,
  toPage,
} from './queries';

const newestFirst = [
  { field: 'createdAt', direction: 'desc' },
  { field: '__name__', direction: 'desc' },
];

/** As the adapter checks a catalogue query: without the schemas when it can, else with them. */
function productPlan(query?: ProductQuery) {
  return planProductList(plainProductQuery(query) ?? checkProductQuery(query));
}

function adminPlan(query: AdminProductQuery = {}) {
  return planAdminProductList(checkAdminProductQuery(query));
}

const listed = { field: 'listed', value: true };

function orderPlan(query?: OrderQuery) {
  return planOrderList(checkOrderQuery(query));
}

function docs(...ids: string[]) {
  return ids.map((id, index) => ({
    id,
    data: () => ({ name: id, createdAt: { seconds: 100 - index, nanoseconds: 0, toMillis: () => (100 - index) * 1000 } }),
  }));
}

describe('list queries', () => {
  test('the whole catalogue is read newest first, one more than a page, listed products only', () => {
    expect(productPlan()).toEqual({
      collection: 'products',
      filters: [listed],
      orderBy: newestFirst,
      startAfter: null,
      limit: PAGE_SIZE + 1,
      pageSize: PAGE_SIZE,
    });
  });

  test('a category and its sub-category become equality filters', () => {
    const plan = productPlan({ category: 'Power Tools', subCategory: 'Amaxx', limit: 10 });
    expect(plan.filters).toEqual([
      listed,
      { field: 'category', value: 'Power Tools' },
      { field: 'subCategory', value: 'Amaxx' },
    ]);
    expect(plan.limit).toBe(11);
  });

  test('a sub-category without a category filters nothing', () => {
    expect(productPlan({ subCategory: 'MIG' }).filters).toEqual([listed]);
    expect(productPlan({ category: 'Generator', subCategory: '' }).filters).toEqual([
      listed,
      { field: 'category', value: 'Generator' },
    ]);
  });

  test('every public plan of the catalogue asks for listed products, whatever else it asks', () => {
    const queries: ProductQuery[] = [
      {},
      { q: 'drill' },
      { sort: 'price-asc' },
      { category: 'Power Tools', subCategory: 'Amaxx', q: 'dc drill', sort: 'price-desc' },
    ];
    for (const query of queries) expect(productPlan(query).filters[0], JSON.stringify(query)).toEqual(LISTED_FILTER);
    // A visitor cannot ask for a status (nor for drafts): the public query has no such field.
    expect(plainProductQuery({ status: 'draft' } as never)).toBeNull();
    expect(() => productPlan({ status: 'draft' } as never)).toThrow(/^Invalid query: status: unknownField$/);
  });

  test("the admin's plan has no listed filter: every product, or those of the status asked for", () => {
    expect(adminPlan()).toEqual({ ...productPlan(), filters: [] });
    expect(adminPlan({ status: 'draft', category: 'Power Tools', subCategory: 'Amaxx', limit: 10 })).toMatchObject({
      filters: [
        { field: 'status', value: 'draft' },
        { field: 'category', value: 'Power Tools' },
        { field: 'subCategory', value: 'Amaxx' },
      ],
      limit: 11,
    });
    expect(adminPlan({ status: 'soldOut', q: 'Kärcher K3', sort: 'price-asc' })).toMatchObject({
      filters: [{ field: 'status', value: 'soldOut' }],
      contains: { field: 'searchTokens', value: 'karcher' },
      match: ['karcher', 'k3'],
      forgive: ['karcher', 'k3'],
      orderBy: [
        { field: 'priceUp', direction: 'asc' },
        { field: '__name__', direction: 'asc' },
      ],
    });
    for (const plan of [adminPlan(), adminPlan({ status: 'active' }), adminPlan({ q: 'drill' })]) {
      expect(plan.filters.map((filter) => filter.field)).not.toContain('listed');
    }
    expect(() => adminPlan({ status: 'hidden' as never })).toThrow(/^Invalid query: status: /);
  });

  test('a cursor becomes the startAfter position', () => {
    const cursor = encodeCursor({ createdAt: { kind: 'timestamp', seconds: 5, nanoseconds: 6 }, id: 'abc' });
    expect(productPlan({ cursor }).startAfter).toEqual({ createdAt: { kind: 'timestamp', seconds: 5, nanoseconds: 6 }, id: 'abc' });
  });

  test('orders filter by status and are read newest first', () => {
    const plan = orderPlan({ status: 'processing', limit: 5 });
    expect(plan).toMatchObject({ collection: 'orders', filters: [{ field: 'status', value: 'processing' }], orderBy: newestFirst, limit: 6 });
    expect(orderPlan().filters).toEqual([]);
  });

  test('an order search is checked in the browser by number, name or phone; a blank one is no search', () => {
    const plan = orderPlan({ status: 'pending', q: '012-345 6789', limit: 5 });
    expect(plan).toMatchObject({ filters: [{ field: 'status', value: 'pending' }], orderBy: newestFirst, limit: 6 });
    expect(plan.orderSearch).toMatchObject({ phone: '123456789' });
    const order = { customerName: 'Aminah', customerPhone: '0123456789' };
    expect(matchesSearch(plan, order, 'abcdefghijklMNOPQRST')).toBe(true);
    expect(matchesSearch(plan, { ...order, customerPhone: '0191112222' }, 'abcdefghijklMNOPQRST')).toBe(false);
    const byNumber = orderPlan({ q: '#mnopqrst' });
    expect(matchesSearch(byNumber, { customerName: 'Ali' }, 'abcdefghijklMNOPQRST')).toBe(true);
    expect(matchesSearch(byNumber, { customerName: 'Ali' }, 'abcdefghijklZZZZZZZZ')).toBe(false);
    expect(orderPlan({ q: '   ' })).not.toHaveProperty('orderSearch');
    expect(() => orderPlan({ q: 'x'.repeat(101) })).toThrow(/^Invalid query: q: /);
  });

  test('an unknown category, status or page size is a 400 naming the field', () => {
    const attempts = [
      () => productPlan({ category: 'Bicycles' as never }),
      () => orderPlan({ status: 'lost' as never }),
      () => productPlan({ limit: MAX_PAGE_SIZE + 1 }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toThrow(BackendError);
    }
    expect(() => orderPlan({ status: 'lost' as never })).toThrow(/^Invalid query: status: invalid$/);
    expect(() => productPlan({ category: 'Bicycles' as never })).toThrow(/^Invalid query: category: /);
  });
});

describe('catalogue queries checked without the schemas', () => {
  test("the catalogue's own queries pass without the schemas", () => {
    const cursor = encodeCursor({ createdAt: { kind: 'timestamp', seconds: 5, nanoseconds: 6 }, id: 'abc' });
    const queries: (ProductQuery | undefined)[] = [
      undefined,
      {},
      { category: 'Welding Machines' },
      { category: 'Power Tools', subCategory: 'Amaxx', limit: 10 },
      { category: 'Generator', cursor },
      { limit: 1 },
      { limit: MAX_PAGE_SIZE },
      { category: undefined, subCategory: undefined, limit: undefined, cursor: undefined },
    ];
    for (const query of queries) {
      expect(plainProductQuery(query), JSON.stringify(query)).toEqual(checkProductQuery(query));
    }
  });

  test('what they do not take is left to the schema, which refuses it or reads it as the server does', () => {
    const left = [
      { category: 'Bicycles' },
      { limit: 0 },
      { limit: MAX_PAGE_SIZE + 1 },
      { limit: 2.5 },
      { limit: Number.NaN },
      { limit: '10' },
      { subCategory: 'x'.repeat(101) },
      { cursor: 'x'.repeat(201) },
      { colour: 'red' },
      Object.assign(Object.create({ inherited: true }) as object, { category: 'Generator' }),
    ];
    for (const query of left) expect(plainProductQuery(query as never), JSON.stringify(query)).toBeNull();
    expect(checkProductQuery({ limit: '10' as never }).limit).toBe(10);
    expect(() => checkProductQuery({ colour: 'red' } as never)).toThrow(/^Invalid query: colour: unknownField$/);
  });

  test('whatever they take, the schema takes too and reads the same', () => {
    const values = {
      category: [undefined, 'Generator', 'Power Tools', 'Bicycles', 5, null],
      subCategory: [undefined, '', 'ARC', 'x'.repeat(100), 'x'.repeat(101), 3, null],
      limit: [undefined, 0, 1, PAGE_SIZE, MAX_PAGE_SIZE, MAX_PAGE_SIZE + 1, 2.5, '10', '', Number.NaN, Infinity, null, true],
      cursor: [undefined, 'abc', 'x'.repeat(200), 'x'.repeat(201), 7, null],
    };
    let taken = 0;
    let cases = 0;
    for (const category of values.category) {
      for (const subCategory of values.subCategory) {
        for (const limit of values.limit) {
          for (const cursor of values.cursor) {
            for (const extra of [{}, { colour: 'red' }]) {
              const query = { category, subCategory, limit, cursor, ...extra } as never;
              const plain = plainProductQuery(query);
              cases += 1;
              if (!plain) continue;
              taken += 1;
              expect(plain, JSON.stringify(query)).toEqual(checkProductQuery(query));
            }
          }
        }
      }
    }
    // Both kinds occur: the grid would prove nothing if the plain check took all or none of it.
    expect(taken).toBeGreaterThan(20);
    expect(taken).toBeLessThan(cases / 4);
  });
});

describe('pages', () => {
  test('a full read gives a page and the cursor of its last item', () => {
    const plan = productPlan({ limit: 2 });
    const page = toPage(plan, docs('c', 'b', 'a'), (id) => id);
    expect(page.items).toEqual(['c', 'b']);
    expect(page.nextCursor).toBe(encodeCursor({ createdAt: { kind: 'timestamp', seconds: 99, nanoseconds: 0 }, id: 'b' }));
  });

  test('a short read is the last page', () => {
    const plan = productPlan({ limit: 2 });
    expect(toPage(plan, docs('b', 'a'), (id) => id)).toEqual({ items: ['b', 'a'], nextCursor: null });
    expect(toPage(plan, [], (id) => id)).toEqual({ items: [], nextCursor: null });
  });
});

describe('searches and orders of the catalogue', () => {
  test('a search looks up its longest word, and every word is checked in the browser', () => {
    const plan = productPlan({ q: 'Kärcher K3', category: 'Home Improvements' });
    expect(plan).toMatchObject({
      filters: [listed, { field: 'category', value: 'Home Improvements' }],
      contains: { field: 'searchTokens', value: 'karcher' },
      match: ['karcher', 'k3'],
      forgive: ['karcher', 'k3'],
      orderBy: newestFirst,
    });
    expect(matchesSearch(plan, { searchTokens: ['k', 'ka', 'kar', 'karcher', 'k3'] })).toBe(true);
    expect(matchesSearch(plan, { searchTokens: ['karcher', 'k5'] })).toBe(false);
    expect(matchesSearch(plan, {})).toBe(false);
  });

  test('a query without a word is no search', () => {
    expect(productPlan({ q: ' - ' })).not.toHaveProperty('contains');
  });

  test('the lowest price first goes by priceUp, the highest by the price, each with the id as tie-breaker', () => {
    expect(productPlan({ sort: 'price-asc' }).orderBy).toEqual([
      { field: 'priceUp', direction: 'asc' },
      { field: '__name__', direction: 'asc' },
    ]);
    expect(productPlan({ sort: 'price-desc', q: 'drill' }).orderBy).toEqual([
      { field: 'price', direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ]);
  });

  test("a page sorted by price continues after the last product's price", () => {
    const plan = productPlan({ sort: 'price-asc', limit: 1 });
    const page = toPage(
      plan,
      [
        { id: 'a', data: () => ({ priceUp: 100 }) },
        { id: 'b', data: () => ({ priceUp: 200 }) },
      ],
      (id) => id,
    );
    expect(page.items).toEqual(['a']);
    expect(productPlan({ sort: 'price-asc', limit: 1, cursor: page.nextCursor! }).startAfter).toEqual({
      createdAt: { kind: 'number', value: 100 },
      id: 'a',
    });
  });

  test('the catalogue query with a search and an order passes without the schemas', () => {
    expect(plainProductQuery({ q: 'dc drill', sort: 'price-desc', limit: 24 })).toEqual({
      q: 'dc drill',
      sort: 'price-desc',
      limit: 24,
    });
    expect(plainProductQuery({ sort: 'cheapest' as never })).toBeNull();
    expect(plainProductQuery({ q: 'x'.repeat(101) })).toBeNull();
  });
});

describe('the hosted forgiving search', () => {
  const table = synonymTable(DEFAULT_SEARCH_SYNONYMS);
  const welder = productSearchTokens({
    name: 'MIG 200 Synergic Inverter Welder',
    nameMs: 'Mesin Kimpalan MIG 200',
    sku: 'WM-MIG-001',
    category: 'Welding Machines',
    subCategory: 'MIG',
    description: 'Welding machine.',
    descriptionMs: '',
  });

  test('a word of the synonyms table is looked up with what it means, and a product matches by any of them', () => {
    const plan = planProductList({ q: 'genset', limit: 24 }, table);
    expect(plan.containsAny).toEqual({ field: 'searchTokens', values: ['genset', 'generator', 'janakuasa'] });
    expect(plan).not.toHaveProperty('contains');
    expect(matchesSearch(plan, { searchTokens: ['janakuasa'] })).toBe(true);
    expect(matchesSearch(plan, { searchTokens: ['karcher'] })).toBe(false);
    // Without a word of the table the plan is as before.
    expect(planProductList({ q: 'karcher', limit: 24 }, table)).toEqual(productPlan({ q: 'karcher', limit: 24 }));
  });

  test('the forgiving step looks up at most 30 keys, among them the misspelt word as a key of the product', () => {
    const plan = forgivingPlan(productPlan({ q: 'weldng inverter synergik', limit: 24 }))!;
    expect(plan.containsAny!.values.length).toBeLessThanOrEqual(30);
    expect(plan.filters).toEqual([LISTED_FILTER]);
    // "synergik" and "synergic" share a key: each with its last letter left out.
    expect(plan.containsAny!.values).toContain('~synergi');
    expect(welder).toContain('~synergi');
    // A letter left out: the query word is a key of the product's word.
    expect(forgivingPlan(productPlan({ q: 'invrter', limit: 24 }))!.containsAny!.values).toContain('~invrter');
    expect(welder).toContain('~invrter');
    // No key of a model number or of a word under 4 letters.
    expect(welder.filter((token) => token.startsWith('~') && /\d/.test(token))).toEqual([]);
    expect(welder).not.toContain('~mg');
  });
});
