import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { InsightEvent } from '@/domain/insights';
import { openDatabase, type Db } from './database';
import { createInsightStore, type InsightStore } from './insights-store';

const DAY = 86_400_000;
/** 10:00 in Ipoh (02:00 UTC) on 1 March 2026. */
const START = Date.parse('2026-03-01T02:00:00Z');

let dataDir: string;
let db: Db;
let clock: number;
let store: InsightStore;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-test-'));
  db = openDatabase(dataDir);
  clock = START;
  store = createInsightStore(db, { now: () => clock, maintainEveryMs: 0 });
});
afterEach(() => {
  store.close();
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const view = (id?: string): InsightEvent => ({
  n: 'view',
  p: id ? 'product' : 'home',
  d: 'phone',
  ...(id ? { id } : {}),
});
const shopee = (id: string): InsightEvent => ({ n: 'buy-shopee', p: 'product', d: 'phone', id });
const lcp = (v: number, d: 'phone' | 'desktop' = 'phone'): InsightEvent => ({ n: 'LCP', p: 'product', d, v });
const rows = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the insight store', () => {
  test('counts the day so far straight from the raw events', () => {
    store.add([{ n: 'visit', p: 'home', d: 'phone' }, view(), view('P1'), view('P1'), shopee('P1')]);
    const summary = store.summary(7);
    expect(summary.from).toBe('2026-02-23');
    expect(summary.to).toBe('2026-03-01');
    expect(summary.daily).toHaveLength(7);
    expect(summary.daily.at(-1)).toEqual({
      day: '2026-03-01',
      visits: 1,
      pageViews: 3,
      productViews: 2,
      buyClicks: 1,
      enquiries: 0,
    });
    expect(summary.topByViews).toEqual([
      { id: 'P1', name: null, views: 2, shopeeClicks: 1, tiktokClicks: 0, enquiries: 0 },
    ]);
    expect(summary.topByClicks.map((product) => product.id)).toEqual(['P1']);
  });

  test('rolls finished days up, keeps raw events 30 days and daily figures 13 months', () => {
    store.add([view('P1'), shopee('P1'), lcp(1000), lcp(2000), lcp(3000), lcp(4000), lcp(900, 'desktop')]);
    // Late evening in Ipoh is still the same day: 23:30 local is 15:30 UTC.
    clock = Date.parse('2026-03-01T15:30:00Z');
    store.add([view('P1')]);
    store.flush();
    const before = store.summary(7);

    clock = START + DAY;
    store.maintain();
    expect(rows('insight_counts_daily')).toBeGreaterThan(0);
    expect(rows('insight_vitals_daily')).toBe(5);
    // The same figures, now from the roll-ups, for the day that has ended.
    const after = store.summary(7);
    expect(after.daily.find((day) => day.day === '2026-03-01')).toEqual(
      before.daily.find((day) => day.day === '2026-03-01'),
    );
    expect(after.daily.find((day) => day.day === '2026-03-01')?.productViews).toBe(2);
    expect(after.vitals).toEqual(
      expect.arrayContaining([
        { metric: 'LCP', page: 'product', device: 'phone', p75: 3000, samples: 4 },
        { metric: 'LCP', page: 'product', device: 'desktop', p75: 900, samples: 1 },
      ]),
    );

    // A second roll-up the same day changes nothing.
    store.maintain();
    expect(store.summary(7)).toEqual(after);

    clock = START + 31 * DAY;
    store.maintain();
    expect(rows('insight_events')).toBe(0);
    expect(store.summary(90).daily.find((day) => day.day === '2026-03-01')?.productViews).toBe(2);
    // Outside the last 30 days, so not in that period.
    expect(store.summary(30).daily.some((day) => day.day === '2026-03-01')).toBe(false);

    clock = START + 398 * DAY;
    store.maintain();
    expect(rows('insight_counts_daily')).toBe(0);
    expect(rows('insight_vitals_daily')).toBe(0);
  });

  test('writes events in batches: nothing before the batch is due, all of it together', () => {
    const batched = createInsightStore(db, { now: () => clock, batchSize: 3, flushMs: 60_000, maintainEveryMs: 0 });
    batched.add([view(), view()]);
    expect(rows('insight_events')).toBe(0);
    batched.add([view()]);
    expect(rows('insight_events')).toBe(3);
    batched.close();
  });

  test('names the products that still exist, and ranks by views and by clicks', () => {
    db.prepare(
      `INSERT INTO products (id, name, sku, price, category, description, image, created_at, updated_at)
       VALUES ('P2', 'ARC Welder 160A', 'ARC-160', 299, 'Welding Machines', 'd', '/i.webp', '', '')`,
    ).run();
    store.add([view('P1'), view('P1'), view('P1'), view('P2'), shopee('P2'), shopee('P2'), shopee('P1')]);
    const summary = store.summary(30);
    expect(summary.topByViews.map((product) => [product.id, product.name])).toEqual([
      ['P1', null],
      ['P2', 'ARC Welder 160A'],
    ]);
    expect(summary.topByClicks.map((product) => product.id)).toEqual(['P2', 'P1']);
  });
});
