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
import { FakeTimestamp } from '../../../tests/fakes/firebase-fakes';

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

  test("Insights reads from the Monday eleven weeks before this week's, or the first of the month two months back", () => {
    // Thursday 26 November 2026, 10:00 in Malaysia: this week began on Monday the 23rd; eleven weeks before is
    // Monday 7 September, and the three months shown begin on 1 September, at midnight in Malaysia.
    const now = '2026-11-26T02:00:00.000Z';
    expect(weekStart(now)).toBe('2026-11-23');
    expect(new Date(insightsStart(now)).toISOString()).toBe('2026-08-31T16:00:00.000Z');
    // Thursday 31 December: eleven weeks before its Monday (28 December) is Monday 12 October; the months begin on
    // 1 October, the earlier of the two.
    expect(new Date(insightsStart('2026-12-31T02:00:00.000Z')).toISOString()).toBe('2026-09-30T16:00:00.000Z');
    // 10 March 2027: the first week's Monday (21 December 2026) is before 1 January, so the weeks decide.
    expect(new Date(insightsStart('2027-03-10T02:00:00.000Z')).toISOString()).toBe('2026-12-20T16:00:00.000Z');
  });
});
