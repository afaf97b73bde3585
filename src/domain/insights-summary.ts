import { VITALS, type InsightEvent, type Vital } from './insights';
import {
  addDays,
  percentile75,
  shopDay,
  vitalBucket,
  type DailyFigures,
  type InsightsSummary,
  type ProductFigures,
  type VitalFigure,
} from './insights-figures';

const TOP_PRODUCTS = 10;

/**
 * The Insights summary from raw events, each with the time it was received: how hosted mode answers,
 * in the admin's browser, from the events that Firestore holds (docs/hosted-mode.md). The embedded
 * server reaches the same figures from its daily roll-ups (server/db/insights-store.ts). Product names are
 * left null, for the caller to fill in for the few products listed.
 */
export function summariseEvents(
  events: readonly (InsightEvent & { at: number })[],
  now: number,
  days: number,
): InsightsSummary {
  const to = shopDay(now);
  const from = addDays(to, -(days - 1));
  const daily = new Map<string, DailyFigures>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    daily.set(day, { day, visits: 0, pageViews: 0, productViews: 0, buyClicks: 0, enquiries: 0 });
  }
  const products = new Map<string, ProductFigures>();
  const histograms = new Map<string, { figure: Omit<VitalFigure, 'p75' | 'samples'>; buckets: Map<number, number> }>();

  for (const event of events) {
    const figures = daily.get(shopDay(event.at));
    if (!figures) continue;
    if ((VITALS as readonly string[]).includes(event.n)) {
      if (event.v === undefined) continue;
      const key = `${event.n}|${event.p}|${event.d}`;
      const entry = histograms.get(key) ?? {
        figure: { metric: event.n as Vital, page: event.p, device: event.d },
        buckets: new Map<number, number>(),
      };
      const bucket = vitalBucket(event.n as Vital, event.v);
      entry.buckets.set(bucket, (entry.buckets.get(bucket) ?? 0) + 1);
      histograms.set(key, entry);
      continue;
    }
    const product = event.id
      ? (products.get(event.id) ??
        products
          .set(event.id, {
            id: event.id,
            name: null,
            views: 0,
            shopeeClicks: 0,
            tiktokClicks: 0,
            enquiries: 0,
          })
          .get(event.id)!)
      : undefined;
    switch (event.n) {
      case 'visit':
        figures.visits++;
        break;
      case 'view':
        figures.pageViews++;
        if (event.p === 'product') figures.productViews++;
        if (product) product.views++;
        break;
      case 'buy-shopee':
      case 'buy-tiktok':
        figures.buyClicks++;
        if (product && event.n === 'buy-shopee') product.shopeeClicks++;
        if (product && event.n === 'buy-tiktok') product.tiktokClicks++;
        break;
      case 'enquiry':
        figures.enquiries++;
        if (product) product.enquiries++;
        break;
    }
  }

  const clicks = (product: ProductFigures) => product.shopeeClicks + product.tiktokClicks;
  const all = [...products.values()];
  return {
    days,
    from,
    to,
    daily: [...daily.values()],
    topByViews: all
      .filter((product) => product.views > 0)
      .sort((a, b) => b.views - a.views || clicks(b) - clicks(a) || a.id.localeCompare(b.id))
      .slice(0, TOP_PRODUCTS),
    topByClicks: all
      .filter((product) => clicks(product) > 0)
      .sort((a, b) => clicks(b) - clicks(a) || b.views - a.views || a.id.localeCompare(b.id))
      .slice(0, TOP_PRODUCTS),
    vitals: [...histograms.values()].map(({ figure, buckets }) => {
      const histogram = [...buckets].map(([value, count]) => ({ value, count }));
      return { ...figure, p75: percentile75(histogram)!, samples: histogram.reduce((sum, b) => sum + b.count, 0) };
    }),
  };
}
