import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RepairEvent, RepairStatus } from './repair';
import { REPAIR_INSIGHT_WEEKS, median, summariseRepairs, weekStart } from './repair-insights';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A job logged at `createdAt` that reached each of `reached` at its time. */
function job(createdAt: string, reached: Array<[RepairStatus, string]> = []) {
  const history: RepairEvent[] = [
    { kind: 'status', at: createdAt, status: 'received', note: '' },
    ...reached.map(([status, at]): RepairEvent => ({ kind: 'status', at, status, note: '' })),
  ];
  return { createdAt, history };
}

/** Wednesday 11 March 2026, noon in Ipoh. */
const NOW = '2026-03-11T04:00:00.000Z';

describe('a week', () => {
  test('runs Monday to Sunday in Malaysia, whatever the time in UTC', () => {
    // Monday 9 March, 00:30 in Ipoh, is Sunday 8 March, 16:30 UTC.
    expect(weekStart('2026-03-08T16:30:00.000Z')).toBe('2026-03-09');
    // Sunday 8 March, 23:30 in Ipoh: the week before.
    expect(weekStart('2026-03-08T15:30:00.000Z')).toBe('2026-03-02');
    expect(weekStart(NOW)).toBe('2026-03-09');
  });

  test('of any instant starts on a Monday no more than six days before it, in Malaysia', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const start = weekStart(date.toISOString());
          const monday = new Date(`${start}T00:00:00+08:00`).getTime();
          expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
          expect(date.getTime()).toBeGreaterThanOrEqual(monday);
          expect(date.getTime()).toBeLessThan(monday + 7 * DAY);
        },
      ),
    );
  });
});

describe('the weekly figures', () => {
  test(`are ${REPAIR_INSIGHT_WEEKS} weeks, oldest first, the current one last, zero when nothing happened`, () => {
    const summary = summariseRepairs([], NOW);
    expect(summary.weeks).toHaveLength(REPAIR_INSIGHT_WEEKS);
    expect(summary.weeks.at(-1)).toEqual({ start: '2026-03-09', received: 0, collected: 0 });
    expect(summary.weeks[0]!.start).toBe('2025-12-22');
    expect(summary.medianDaysToReady).toBeNull();
    expect(summary.readyJobs).toBe(0);
  });

  test('count a job in the week it came in and the week it was collected, by the time in Malaysia', () => {
    const summary = summariseRepairs(
      [
        // Logged late on Sunday 8 March in Ipoh, collected early on Monday 9 March there.
        job('2026-03-08T15:30:00.000Z', [
          ['ready', '2026-03-08T15:45:00.000Z'],
          ['collected', '2026-03-08T16:30:00.000Z'],
        ]),
        job('2026-03-10T01:00:00.000Z'),
        // Before the weeks shown: not counted as received.
        job('2025-01-01T00:00:00.000Z'),
      ],
      NOW,
    );
    expect(summary.weeks.at(-2)).toEqual({ start: '2026-03-02', received: 1, collected: 0 });
    expect(summary.weeks.at(-1)).toEqual({ start: '2026-03-09', received: 1, collected: 1 });
  });

  test('take the median of the days to the first "ready", odd and even, to one decimal', () => {
    const at = (days: number) => new Date(Date.parse('2026-03-01T00:00:00.000Z') + days * DAY).toISOString();
    const odd = summariseRepairs(
      [job(at(0), [['ready', at(1)]]), job(at(0), [['ready', at(2)]]), job(at(0), [['ready', at(7)]])],
      NOW,
    );
    expect(odd).toMatchObject({ medianDaysToReady: 2, readyJobs: 3 });
    const even = summariseRepairs(
      [
        job(at(0), [['ready', at(1)]]),
        job(at(0), [['ready', at(2)]]),
        job(at(0), [['ready', at(4)]]),
        job(at(0), [['ready', at(7.25)]]),
      ],
      NOW,
    );
    expect(even).toMatchObject({ medianDaysToReady: 3, readyJobs: 4 });
    // A job ready twice (back for parts between) counts from its first "ready".
    const twice = summariseRepairs(
      [
        job(at(0), [
          ['ready', at(1.04)],
          ['repairing', at(2)],
          ['ready', at(5)],
        ]),
      ],
      NOW,
    );
    expect(twice.medianDaysToReady).toBe(1);
  });

  test('leave out a job that was ready before the weeks shown, and one never ready', () => {
    const summary = summariseRepairs(
      [job('2025-06-01T00:00:00.000Z', [['ready', '2025-06-03T00:00:00.000Z']]), job('2026-03-10T00:00:00.000Z')],
      NOW,
    );
    expect(summary).toMatchObject({ medianDaysToReady: null, readyJobs: 0 });
  });
});

describe('a median', () => {
  test('is the middle value, or the mean of the two middle ones, and none of nothing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1 }), (values) => {
        const middle = median(values)!;
        const below = values.filter((value) => value < middle).length;
        const above = values.filter((value) => value > middle).length;
        expect(below).toBeLessThanOrEqual(values.length / 2);
        expect(above).toBeLessThanOrEqual(values.length / 2);
      }),
    );
  });
});

describe('warranty claims per month', () => {
  test('claims ÷ jobs collected in each of the last three months in Malaysia, a month’s first hours included', () => {
    const collectedOn = (at: string) => ({
      createdAt: '2026-01-02T00:00:00.000Z',
      history: [{ kind: 'status' as const, at, status: 'collected' as const, note: '' }],
      claimOf: null,
    });
    const claim = (createdAt: string) => ({ createdAt, history: [], claimOf: { id: 'a', number: 'R-2026-0001' } });
    const figures = summariseRepairs(
      [
        collectedOn('2026-03-10T02:00:00.000Z'),
        collectedOn('2026-03-31T16:30:00.000Z'), // 1 April, 00:30 in Ipoh
        collectedOn('2026-04-02T02:00:00.000Z'),
        collectedOn('2026-01-20T02:00:00.000Z'), // before the three months
        claim('2026-04-20T02:00:00.000Z'),
        claim('2026-02-28T16:10:00.000Z'), // 1 March in Ipoh
      ],
      '2026-04-25T02:00:00.000Z',
    );
    expect(figures.months).toEqual([
      { month: '2026-02', collected: 0, claims: 0, claimRate: null },
      { month: '2026-03', collected: 1, claims: 1, claimRate: 1 },
      { month: '2026-04', collected: 2, claims: 1, claimRate: 0.5 },
    ]);
  });
});
