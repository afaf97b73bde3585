/**
 * What the Insights screen shows and how the figures are reached: periods, days in the shop's time, daily
 * figures, percentiles and the Core Web Vitals ratings. Used by the server, the admin screen and hosted
 * mode's summary; the public pages' collector needs none of it (src/domain/insights.ts).
 */
import type { Device, PageType, Vital } from './insights';

/**
 * The Core Web Vitals thresholds: at or below the first is good, above the second is poor
 * (https://web.dev/articles/vitals#core-web-vitals, the same as web-vitals' `LCPThresholds` and others).
 */
export const VITAL_THRESHOLDS: Readonly<Record<Vital, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(vital: Vital, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[vital];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * A vital's value rounded to the bucket the daily roll-up keeps: to 10 ms up to 1 s, 50 ms up to 5 s and
 * 250 ms above; CLS to 0.01 up to 1 and 0.05 above. Fine enough for a percentile judged against the
 * thresholds, and few enough buckets that 13 months of them stay small.
 */
export function vitalBucket(vital: Vital, value: number): number {
  if (vital === 'CLS') return value <= 1 ? Math.round(value * 100) / 100 : Math.round(value * 20) / 20;
  const step = value <= 1000 ? 10 : value <= 5000 ? 50 : 250;
  return Math.round(value / step) * step;
}

/** The periods the Insights screen offers, in days. */
export const INSIGHT_RANGES = [7, 30, 90] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/** How long the embedded store keeps raw events and daily roll-ups. */
export const RAW_EVENT_DAYS = 30;
export const DAILY_ROLLUP_DAYS = 397; // 13 months

/** Days are the shop's days: Malaysia keeps UTC+8 all year, without daylight saving. */
export const SHOP_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The shop's calendar day (YYYY-MM-DD) of an instant. */
export function shopDay(epochMs: number): string {
  return new Date(epochMs + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` before or after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type DailyFigures = {
  day: string;
  visits: number;
  pageViews: number;
  productViews: number;
  buyClicks: number;
  enquiries: number;
};

export type ProductFigures = {
  id: string;
  /** null when the product has since been deleted. */
  name: string | null;
  views: number;
  shopeeClicks: number;
  tiktokClicks: number;
  enquiries: number;
};

export type VitalFigure = {
  metric: Vital;
  page: PageType;
  device: Device;
  /** The 75th percentile over the period. */
  p75: number;
  samples: number;
};

/** What the Insights screen shows for a period: the last `days` days up to and including today. */
export type InsightsSummary = {
  days: number;
  from: string;
  to: string;
  daily: DailyFigures[];
  topByViews: ProductFigures[];
  topByClicks: ProductFigures[];
  vitals: VitalFigure[];
};

export function buyClicks(product: ProductFigures): number {
  return product.shopeeClicks + product.tiktokClicks;
}

/** Buy clicks per view, 0–1; null without views. */
export function clickThroughRate(product: ProductFigures): number | null {
  return product.views > 0 ? buyClicks(product) / product.views : null;
}

/** The 75th percentile of a histogram of (value, count), the smallest value that 75% of samples do not exceed. */
export function percentile75(histogram: readonly { value: number; count: number }[]): number | null {
  const total = histogram.reduce((sum, bucket) => sum + bucket.count, 0);
  if (total === 0) return null;
  const sorted = [...histogram].sort((a, b) => a.value - b.value);
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of sorted) {
    seen += bucket.count;
    if (seen >= rank) return bucket.value;
  }
  return sorted.at(-1)!.value;
}
