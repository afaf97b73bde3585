import { describe, expect, test } from 'vitest';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/domain';
import { BackendError } from '../backend';
import { encodeCursor } from './cursor';
import { planOrderList, planProductList, toPage } from './queries';

const newestFirst = [
  { field: 'createdAt', direction: 'desc' },
  { field: '__name__', direction: 'desc' },
];

function docs(...ids: string[]) {
  return ids.map((id, index) => ({
    id,
    data: () => ({ name: id, createdAt: { seconds: 100 - index, nanoseconds: 0, toMillis: () => (100 - index) * 1000 } }),
  }));
}

describe('list queries', () => {
  test('the whole catalogue is read newest first, one more than a page', () => {
    expect(planProductList()).toEqual({
      collection: 'products',
      filters: [],
      orderBy: newestFirst,
      startAfter: null,
      limit: PAGE_SIZE + 1,
      pageSize: PAGE_SIZE,
    });
  });

  test('a category and its sub-category become equality filters', () => {
    const plan = planProductList({ category: 'Power Tools', subCategory: 'Amaxx', limit: 10 });
    expect(plan.filters).toEqual([
      { field: 'category', value: 'Power Tools' },
      { field: 'subCategory', value: 'Amaxx' },
    ]);
    expect(plan.limit).toBe(11);
  });

  test('a sub-category without a category filters nothing', () => {
    expect(planProductList({ subCategory: 'MIG' }).filters).toEqual([]);
    expect(planProductList({ category: 'Generator', subCategory: '' }).filters).toEqual([{ field: 'category', value: 'Generator' }]);
  });

  test('a cursor becomes the startAfter position', () => {
    const cursor = encodeCursor({ createdAt: { kind: 'timestamp', seconds: 5, nanoseconds: 6 }, id: 'abc' });
    expect(planProductList({ cursor }).startAfter).toEqual({ createdAt: { kind: 'timestamp', seconds: 5, nanoseconds: 6 }, id: 'abc' });
  });

  test('orders filter by status and are read newest first', () => {
    const plan = planOrderList({ status: 'processing', limit: 5 });
    expect(plan).toMatchObject({ collection: 'orders', filters: [{ field: 'status', value: 'processing' }], orderBy: newestFirst, limit: 6 });
    expect(planOrderList().filters).toEqual([]);
  });

  test('an unknown category, status or page size is a 400 naming the field', () => {
    const attempts = [
      () => planProductList({ category: 'Bicycles' as never }),
      () => planOrderList({ status: 'lost' as never }),
      () => planProductList({ limit: MAX_PAGE_SIZE + 1 }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toThrow(BackendError);
    }
    expect(() => planOrderList({ status: 'lost' as never })).toThrow(/Invalid query: status: Status must be one of/);
  });
});

describe('pages', () => {
  test('a full read gives a page and the cursor of its last item', () => {
    const plan = planProductList({ limit: 2 });
    const page = toPage(plan, docs('c', 'b', 'a'), (id) => id);
    expect(page.items).toEqual(['c', 'b']);
    expect(page.nextCursor).toBe(encodeCursor({ createdAt: { kind: 'timestamp', seconds: 99, nanoseconds: 0 }, id: 'b' }));
  });

  test('a short read is the last page', () => {
    const plan = planProductList({ limit: 2 });
    expect(toPage(plan, docs('b', 'a'), (id) => id)).toEqual({ items: ['b', 'a'], nextCursor: null });
    expect(toPage(plan, [], (id) => id)).toEqual({ items: [], nextCursor: null });
  });
});
