import { type Device, type InsightEvent, type PageType, type Vital } from '@/domain/insights';
import {
  DAILY_ROLLUP_DAYS,
  RAW_EVENT_DAYS,
  addDays,
  percentile75,
  shopDay,
  vitalBucket,
  type DailyFigures,
  type InsightsSummary,
  type ProductFigures,
  type VitalFigure,
} from '@/domain/insights-figures';
import { getMeta, setMeta, type Db } from './database';

/**
 * Visitor measurements in the embedded store (docs/decisions/008-visitor-insights.md).
 *
 * Beacons arrive many at a time, so events wait in memory and are written together, one transaction
 * per batch (at most `flushMs` later, or at once when `batchSize` are waiting). Each event is kept raw,
 * stamped with the server's time and the shop's day; once a day is over it is rolled up into daily counts
 * per event, page type, device and product, and daily histograms of each vital per page type and device.
 * Raw events are kept RAW_EVENT_DAYS, roll-ups DAILY_ROLLUP_DAYS. The Insights summary reads the roll-ups
 * of finished days and the raw events of the days not yet rolled up (today), so it is always current.
 */
export type InsightStore = {
  /** Takes events in; they are written with the next batch. */
  add(events: readonly InsightEvent[]): void;
  /** Writes what is waiting now. */
  flush(): void;
  /** Rolls up the finished days not yet rolled up and deletes what is past keeping. */
  maintain(): void;
  summary(days: number): InsightsSummary;
  /** Writes what is waiting and stops the timers. */
  close(): void;
};

export type InsightStoreOptions = {
  now?: () => number;
  batchSize?: number;
  flushMs?: number;
  /** How often finished days are rolled up; 0 leaves it to `maintain()` calls. */
  maintainEveryMs?: number;
  /** Beyond this many waiting events (the disk is stuck), new ones are dropped rather than held. */
  maxWaiting?: number;
};

const ROLLED_THROUGH_KEY = 'insights_rolled_through';
const TOP_PRODUCTS = 10;

type Waiting = { at: number; event: InsightEvent };

export function createInsightStore(db: Db, options: InsightStoreOptions = {}): InsightStore {
  const {
    now = Date.now,
    batchSize = 500,
    flushMs = 1000,
    maintainEveryMs = 60 * 60 * 1000,
    maxWaiting = 50_000,
  } = options;
  let waiting: Waiting[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const insert = db.prepare<[number, string, string, string, string, string, number | null, number | null]>(
    `INSERT INTO insight_events (at, day, name, page, device, product_id, value, bucket) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const writeBatch = db.transaction((batch: Waiting[]) => {
    for (const { at, event } of batch) {
      const vital = event.v === undefined ? null : (event.n as Vital);
      insert.run(
        at,
        shopDay(at),
        event.n,
        event.p,
        event.d,
        event.id ?? '',
        event.v ?? null,
        vital ? vitalBucket(vital, event.v!) : null,
      );
    }
  });

  const rollUp = db.transaction((after: string, before: string) => {
    db.prepare(
      `INSERT INTO insight_counts_daily (day, name, page, device, product_id, count)
       SELECT day, name, page, device, product_id, count(*) FROM insight_events
       WHERE day > ? AND day < ? AND bucket IS NULL
       GROUP BY day, name, page, device, product_id
       ON CONFLICT DO UPDATE SET count = excluded.count`,
    ).run(after, before);
    db.prepare(
      `INSERT INTO insight_vitals_daily (day, metric, page, device, value, count)
       SELECT day, name, page, device, bucket, count(*) FROM insight_events
       WHERE day > ? AND day < ? AND bucket IS NOT NULL
       GROUP BY day, name, page, device, bucket
       ON CONFLICT DO UPDATE SET count = excluded.count`,
    ).run(after, before);
    setMeta(db, ROLLED_THROUGH_KEY, addDays(before, -1));
  });

  function flush(): void {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    writeBatch(batch);
  }

  function maintain(): void {
    flush();
    const today = shopDay(now());
    const rolledThrough = rolledThroughDay();
    if (rolledThrough < addDays(today, -1)) rollUp(rolledThrough, today);
    db.prepare('DELETE FROM insight_events WHERE day < ?').run(addDays(today, -RAW_EVENT_DAYS));
    db.prepare('DELETE FROM insight_counts_daily WHERE day < ?').run(addDays(today, -DAILY_ROLLUP_DAYS));
    db.prepare('DELETE FROM insight_vitals_daily WHERE day < ?').run(addDays(today, -DAILY_ROLLUP_DAYS));
  }

  /** The last day rolled up; before the first roll-up, the day before the oldest raw event. */
  function rolledThroughDay(): string {
    const stored = getMeta(db, ROLLED_THROUGH_KEY);
    if (stored) return stored;
    const oldest = db.prepare<[], { day: string | null }>('SELECT min(day) AS day FROM insight_events').get()?.day;
    return addDays(oldest ?? shopDay(now()), -1);
  }

  const maintainTimer = maintainEveryMs > 0 ? setInterval(maintain, maintainEveryMs) : undefined;
  maintainTimer?.unref();

  return {
    add(events) {
      if (waiting.length + events.length > maxWaiting) return;
      const at = now();
      for (const event of events) waiting.push({ at, event });
      if (waiting.length >= batchSize) flush();
      else if (!flushTimer) {
        flushTimer = setTimeout(flush, flushMs);
        flushTimer.unref();
      }
    },
    flush,
    maintain,
    summary(days) {
      maintain();
      return summarise(db, shopDay(now()), days, rolledThroughDay());
    },
    close() {
      clearInterval(maintainTimer);
      flush();
    },
  };
}

function summarise(db: Db, today: string, days: number, rolledThrough: string): InsightsSummary {
  const from = addDays(today, -(days - 1));
  // Finished days from the roll-ups, the rest (today) straight from the raw events.
  const counts = `
    SELECT day, name, page, product_id, count FROM insight_counts_daily WHERE day >= @from AND day <= @rolled
    UNION ALL
    SELECT day, name, page, product_id, 1 FROM insight_events
    WHERE day >= @from AND day > @rolled AND bucket IS NULL`;
  const params = { from, rolled: rolledThrough };

  const perDay = db
    .prepare<typeof params, Omit<DailyFigures, 'day'> & { day: string }>(
      `SELECT day,
         coalesce(sum(count) FILTER (WHERE name = 'visit'), 0) AS visits,
         coalesce(sum(count) FILTER (WHERE name = 'view'), 0) AS pageViews,
         coalesce(sum(count) FILTER (WHERE name = 'view' AND page = 'product'), 0) AS productViews,
         coalesce(sum(count) FILTER (WHERE name IN ('buy-shopee', 'buy-tiktok')), 0) AS buyClicks,
         coalesce(sum(count) FILTER (WHERE name = 'enquiry'), 0) AS enquiries
       FROM (${counts}) GROUP BY day`,
    )
    .all(params);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const daily: DailyFigures[] = [];
  for (let day = from; day <= today; day = addDays(day, 1)) {
    daily.push(byDay.get(day) ?? { day, visits: 0, pageViews: 0, productViews: 0, buyClicks: 0, enquiries: 0 });
  }

  const products = db
    .prepare<typeof params, ProductFigures>(
      `SELECT c.product_id AS id, p.name AS name,
         coalesce(sum(count) FILTER (WHERE c.name = 'view'), 0) AS views,
         coalesce(sum(count) FILTER (WHERE c.name = 'buy-shopee'), 0) AS shopeeClicks,
         coalesce(sum(count) FILTER (WHERE c.name = 'buy-tiktok'), 0) AS tiktokClicks,
         coalesce(sum(count) FILTER (WHERE c.name = 'enquiry'), 0) AS enquiries
       FROM (${counts}) AS c LEFT JOIN products AS p ON p.id = c.product_id
       WHERE c.product_id != ''
       GROUP BY c.product_id`,
    )
    .all(params);
  const clicks = (product: ProductFigures) => product.shopeeClicks + product.tiktokClicks;
  const topByViews = products
    .filter((product) => product.views > 0)
    .sort((a, b) => b.views - a.views || clicks(b) - clicks(a) || a.id.localeCompare(b.id))
    .slice(0, TOP_PRODUCTS);
  const topByClicks = products
    .filter((product) => clicks(product) > 0)
    .sort((a, b) => clicks(b) - clicks(a) || b.views - a.views || a.id.localeCompare(b.id))
    .slice(0, TOP_PRODUCTS);

  const buckets = db
    .prepare<typeof params, { metric: Vital; page: PageType; device: Device; value: number; count: number }>(
      `SELECT metric, page, device, value, sum(count) AS count FROM (
         SELECT metric, page, device, value, count FROM insight_vitals_daily WHERE day >= @from AND day <= @rolled
         UNION ALL
         SELECT name, page, device, bucket, 1 FROM insight_events
         WHERE day >= @from AND day > @rolled AND bucket IS NOT NULL
       ) GROUP BY metric, page, device, value`,
    )
    .all(params);
  const histograms = new Map<string, { metric: Vital; page: PageType; device: Device; buckets: typeof buckets }>();
  for (const bucket of buckets) {
    const key = `${bucket.metric}|${bucket.page}|${bucket.device}`;
    const entry = histograms.get(key) ?? {
      metric: bucket.metric,
      page: bucket.page,
      device: bucket.device,
      buckets: [],
    };
    entry.buckets.push(bucket);
    histograms.set(key, entry);
  }
  const vitals: VitalFigure[] = [...histograms.values()].map(({ metric, page, device, buckets: histogram }) => ({
    metric,
    page,
    device,
    p75: percentile75(histogram)!,
    samples: histogram.reduce((sum, bucket) => sum + bucket.count, 0),
  }));

  return { days, from, to: today, daily, topByViews, topByClicks, vitals };
}
