import { describe, expect, test } from 'vitest';
import { addDays, percentile75, rateVital, shopDay, vitalBucket } from './insights-figures';
import { summariseEvents } from './insights-summary';

describe('visitor measurements', () => {
  test('days are the shop’s: 23:59 in Ipoh is still the same day, 00:00 the next', () => {
    expect(shopDay(Date.parse('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
    expect(shopDay(Date.parse('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  test('ratings follow the Core Web Vitals thresholds, inclusive of the good limit', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('CLS', 0.25)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.26)).toBe('poor');
  });

  test('the 75th percentile of a histogram, from buckets that keep the thresholds apart', () => {
    expect(vitalBucket('LCP', 2504)).toBe(2500);
    expect(vitalBucket('LCP', 734)).toBe(730);
    expect(vitalBucket('CLS', 0.104)).toBe(0.1);
    expect(percentile75([])).toBeNull();
    expect(
      percentile75([
        { value: 3000, count: 1 },
        { value: 1000, count: 2 },
        { value: 2000, count: 1 },
      ]),
    ).toBe(2000);
  });

  test('raw events sum up to the same figures the embedded store shows (hosted mode)', () => {
    const now = Date.parse('2026-03-10T04:00:00Z');
    const at = now - 60_000;
    const summary = summariseEvents(
      [
        { n: 'visit', p: 'home', d: 'phone', at },
        { n: 'view', p: 'product', d: 'phone', id: 'P1', at },
        { n: 'buy-tiktok', p: 'product', d: 'phone', id: 'P1', at },
        { n: 'enquiry', p: 'contact', d: 'desktop', at },
        { n: 'LCP', p: 'product', d: 'phone', v: 2100, at },
        // Before the period: left out.
        { n: 'view', p: 'product', d: 'phone', id: 'P1', at: now - 8 * 86_400_000 },
      ],
      now,
      7,
    );
    expect(summary.daily).toHaveLength(7);
    expect(summary.daily.at(-1)).toEqual({
      day: '2026-03-10',
      visits: 1,
      pageViews: 1,
      productViews: 1,
      buyClicks: 1,
      enquiries: 1,
    });
    expect(summary.topByClicks).toEqual([
      { id: 'P1', name: null, views: 1, shopeeClicks: 0, tiktokClicks: 1, enquiries: 0 },
    ]);
    expect(summary.vitals).toEqual([{ metric: 'LCP', page: 'product', device: 'phone', p75: 2100, samples: 1 }]);
  });
});
