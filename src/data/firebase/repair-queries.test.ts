import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { weekStart } from '@/domain/repair-insights';
import { BackendError } from '../backend';
import {
  decodeRepairCursor,
  encodeRepairCursor,
  insightsStart,
  matchesRepairSearch,
  planRepairList,
  repairPositionAfter,
  REPAIR_PAGE_SIZE,
} from './repair-queries';
import { FakeTimestamp } from './test-fakes';

describe("the admin's list of repair jobs", () => {
  test('is ordered open first, then newest first, unless a status makes the open flag needless', () => {
    const all = planRepairList({});
    expect(all.orderBy.map((order) => `${order.field} ${order.direction}`)).toEqual([
      'open desc',
      'createdAt desc',
      '__name__ desc',
    ]);
    expect(all).toMatchObject({ equalities: [], pageSize: REPAIR_PAGE_SIZE, limit: REPAIR_PAGE_SIZE + 1, search: null });
    const ready = planRepairList({ status: 'ready', limit: 10 });
    expect(ready.equalities).toEqual([{ field: 'status', value: 'ready' }]);
    expect(ready.orderBy.map((order) => order.field)).toEqual(['createdAt', '__name__']);
  });

  test("a cursor carries the open flag where the list is ordered by it, and is refused by a list it is not of", () => {
    const job = (open: boolean) => ({
      id: 'AbC123',
      data: () => ({ open, createdAt: new FakeTimestamp(1_764_000_000, 123_456_789) }),
    });
    const all = planRepairList({});
    const closedCursor = encodeRepairCursor(repairPositionAfter(all, job(false))!);
    expect(closedCursor.startsWith('c.')).toBe(true);
    expect(planRepairList({ cursor: closedCursor }).startAfter).toEqual({
      open: false,
      createdAt: { kind: 'timestamp', seconds: 1_764_000_000, nanoseconds: 123_456_789 },
      id: 'AbC123',
    });
    const ready = planRepairList({ status: 'ready' });
    const readyCursor = encodeRepairCursor(repairPositionAfter(ready, job(true))!);
    expect(planRepairList({ status: 'ready', cursor: readyCursor }).startAfter).not.toHaveProperty('open');
    for (const [cursor, status] of [
      [readyCursor, undefined],
      [closedCursor, 'ready' as const],
      ['x.abc', undefined],
    ] as const) {
      expect(() => decodeRepairCursor(cursor, status === undefined)).toThrow(BackendError);
    }
  });

  test('any cursor it hands out reads back as the same position', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
        (open, seconds, nanoseconds, id) => {
          const position = { open, createdAt: { kind: 'timestamp' as const, seconds, nanoseconds }, id };
          expect(decodeRepairCursor(encodeRepairCursor(position), true)).toEqual(position);
        },
      ),
    );
  });

  test('a search keeps the jobs of the number, the name or the phone asked for, as the shared search says', () => {
    const job = { number: 'R-2026-0042', customerName: 'Puan Aminah Yusof', customerPhone: '+60123456789' };
    for (const q of ['R-2026-0042', '42', 'aminah', '012-345 6789', '3456789']) {
      expect(matchesRepairSearch(planRepairList({ q }), job), q).toBe(true);
    }
    expect(matchesRepairSearch(planRepairList({ q: 'rahman' }), job)).toBe(false);
    expect(matchesRepairSearch(planRepairList({}), job)).toBe(true);
  });

  test("Insights reads from the Monday, at midnight in Malaysia, eleven weeks before this week's", () => {
    // Thursday 26 November 2026, 10:00 in Malaysia: this week began on Monday the 23rd.
    const now = '2026-11-26T02:00:00.000Z';
    expect(weekStart(now)).toBe('2026-11-23');
    const start = insightsStart(now);
    expect(new Date(start).toISOString()).toBe('2026-09-06T16:00:00.000Z');
    expect(weekStart(new Date(start).toISOString())).toBe('2026-09-07');
    expect(weekStart(new Date(start - 1).toISOString())).toBe('2026-08-31');
  });
});
