import { INSIGHT_EVENT, sendInsightEvents } from '@/data/insight-beacon';
import {
  MAX_EVENTS_PER_BEACON,
  type CountEvent,
  type Device,
  type InsightEvent,
  type PageType,
  type Vital,
} from '@/domain/insights';
import { pageTypeOf } from '@/domain/pages';

/**
 * What the public pages count for the owner's Insights screen (docs/decisions/008-visitor-insights.md):
 * visits, page and product views, marketplace buy clicks and chat enquiries, and, from the web-vitals
 * library loaded once the page is idle, how fast the page was for this visitor. Nothing identifies the
 * visitor: no cookie, no storage, no id; a browser that asks not to be tracked sends nothing.
 *
 * Links count themselves by their markup: `data-insight="buy-shopee|buy-tiktok|enquiry"`, and
 * `data-insight-product="{id}"` where the link is about one product. A click is seen from the document,
 * so it counts whether or not the link's own component has been hydrated yet.
 */

type Navigation = { location: { pathname: string } };
/** The part of React Router's data router that this needs. */
export type RouterLike = { state: Navigation; subscribe(listener: (state: Navigation) => void): () => void };

/** Counts wait this long for company before they are sent, unless the visitor is leaving. */
const SEND_DELAY_MS = 5000;

type Collector = { device: Device; queue: InsightEvent[]; timer: ReturnType<typeof setTimeout> | undefined };
let collector: Collector | null = null;

/**
 * Starts counting on this page; call once, in the browser: with the app's router (the admin and the hosted app), whose
 * navigations are views too, or with the page's path (a public page, whose links are page loads).
 */
export function startInsights(source: RouterLike | string): void {
  if (collector || typeof window === 'undefined' || visitorOptedOut()) return;
  collector = { device: deviceKind(), queue: [], timer: undefined };

  const landing = typeof source === 'string' ? source : source.state.location.pathname;
  if (!cameFromThisSite()) recordInsight('visit');
  recordView(landing);
  let current = landing;
  if (typeof source !== 'string') {
    source.subscribe((state) => {
      if (state.location.pathname === current) return;
      current = state.location.pathname;
      recordView(current);
    });
  }

  // What a page's part counts without importing this (announceInsight): the enquiry list's hand-off to WhatsApp.
  window.addEventListener(INSIGHT_EVENT, (event) => {
    const name = (event as CustomEvent<unknown>).detail;
    if (name === 'enquiry') recordInsight(name);
  });
  document.addEventListener('click', onLinkClick, { capture: true, passive: true });
  document.addEventListener('auxclick', onLinkClick, { capture: true, passive: true });
  // The last moment a page is sure to get: send what is waiting (https://developer.chrome.com/docs/web-platform/page-lifecycle-api).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  const page = pageTypeOf(landing);
  if (page)
    whenIdle(
      () =>
        void import('./vitals').then(({ reportVitals }) =>
          reportVitals((vital, value) => recordVital(vital, value, page.page)),
        ),
    );
}

/** Counts an event of the current page, e.g. an enquiry sent from a form. Does nothing before `startInsights`. */
export function recordInsight(name: CountEvent, productId?: string): void {
  const page = pageTypeOf(window.location.pathname);
  if (!collector || !page) return;
  // A visit is the visitor's, not a product's: only what happens with a product names it.
  const id = name === 'visit' ? undefined : (productId ?? page.productId);
  enqueue({ n: name, p: page.page, d: collector.device, ...(id ? { id } : {}) });
  // A buy click or an enquiry takes the visitor away: do not wait.
  if (name !== 'view' && name !== 'visit') flush();
}

function recordView(pathname: string): void {
  const page = pageTypeOf(pathname);
  if (!collector || !page) return;
  enqueue({ n: 'view', p: page.page, d: collector.device, ...(page.productId ? { id: page.productId } : {}) });
}

/** Vitals belong to the page the visitor landed on: LCP, FCP and TTFB describe its loading. */
const reported = new Set<Vital>();
function recordVital(vital: Vital, value: number, page: PageType): void {
  if (!collector || reported.has(vital) || !Number.isFinite(value) || value < 0) return;
  reported.add(vital);
  enqueue({
    n: vital,
    p: page,
    d: collector.device,
    v: vital === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value),
  });
  // A vital arrives once, final: LCP at the first tap or key, CLS and INP as the page is hidden. Sent at
  // once, so that none of it waits for the last moments of a page, when a browser may drop what it sends.
  flush();
}

function enqueue(event: InsightEvent): void {
  const state = collector!;
  state.queue.push(event);
  state.timer ??= setTimeout(flush, SEND_DELAY_MS);
}

function flush(): void {
  if (!collector) return;
  clearTimeout(collector.timer);
  collector.timer = undefined;
  while (collector.queue.length > 0) sendInsightEvents(collector.queue.splice(0, MAX_EVENTS_PER_BEACON));
}

function onLinkClick(event: MouseEvent): void {
  if (event.type === 'auxclick' && event.button !== 1) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-insight]') : null;
  const name = link?.dataset.insight;
  if (name === 'buy-shopee' || name === 'buy-tiktok' || name === 'enquiry') {
    recordInsight(name, link!.dataset.insightProduct || undefined);
  }
}

/** Do Not Track and Global Privacy Control: either one means nothing is sent. */
function visitorOptedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Phone or desktop, from what the browser says of itself or the width of the window, nothing finer. */
function deviceKind(): Device {
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof hints?.mobile === 'boolean') return hints.mobile ? 'phone' : 'desktop';
  return window.matchMedia('(max-width: 767px)').matches ? 'phone' : 'desktop';
}

/** A visit starts when the visitor arrives from elsewhere (or from nowhere), not on a reload or a move within the site. */
function cameFromThisSite(): boolean {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'reload') return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** After the page has loaded and the browser has nothing better to do, so the reporter never competes with the page. */
function whenIdle(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 10_000 })
      : setTimeout(run, 3000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
