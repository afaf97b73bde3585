/**
 * Visitor measurements (docs/decisions/008-visitor-insights.md): what the public pages count and time, and
 * what the admin's Insights screen shows. No cookie, no identifier and no address: an event says what
 * happened, on which kind of page, on a phone or a desktop, and nothing about who.
 *
 * Shared by the browser's collector, the server and the admin screen; kept small and without zod, since every
 * public page loads it (the server's checks are in insights-schema.ts, the figures in insights-figures.ts).
 */

/** The kinds of page the site has, for vitals per page type. */
export const PAGE_TYPES = ['home', 'about', 'catalogue', 'product', 'testimonials', 'contact'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Counted events: a visit (arrived from elsewhere), a page view, a marketplace buy click, a chat enquiry. */
export const COUNT_EVENTS = ['visit', 'view', 'buy-shopee', 'buy-tiktok', 'enquiry'] as const;
export type CountEvent = (typeof COUNT_EVENTS)[number];

export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

type InsightEventName = CountEvent | Vital;

/** One measurement as the browser sends it (short keys: a beacon should stay small). */
export type InsightEvent = {
  /** What happened. */
  n: InsightEventName;
  /** The kind of page it happened on. */
  p: PageType;
  d: Device;
  /** The product, on a product page or a product's buy or enquiry link. */
  id?: string;
  /** A vital's value: milliseconds, or the layout-shift score for CLS. */
  v?: number;
};

/** Where the embedded server takes visitor measurements (server/routes/insights-routes.ts). */
export const INSIGHT_BEACON_PATH = '/api/insights/beacon';

/** The most events one beacon may carry, and its largest body. */
export const MAX_EVENTS_PER_BEACON = 20;
export const MAX_BEACON_BYTES = 4096;

/** Upper bounds of believable values: anything above is a broken measurement, refused. */
export const VITAL_LIMITS: Readonly<Record<Vital, number>> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 10,
};
