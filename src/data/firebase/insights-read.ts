import { Timestamp, collection, doc, getDoc, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { COUNT_EVENTS, DEVICES, PAGE_TYPES, VITALS } from '@/domain/insights';
import { SHOP_UTC_OFFSET_MS, addDays, shopDay } from '@/domain/insights-figures';
import type { InsightEvent } from '@/domain/insights';
import type { InsightsSummary } from '@/domain/insights-figures';
import { summariseEvents } from '@/domain/insights-summary';
import { INSIGHT_EVENTS_COLLECTION } from '../insight-beacon';

/**
 * The most events one summary reads. Hosted mode keeps raw events only and sums them up in the admin's
 * browser (docs/hosted-mode.md): each one is a document read, billed, so a busy shop's 90 days are cut
 * off here and the screen says so by its totals. A scheduled roll-up would lift this limit.
 */
const MAX_EVENTS_READ = 20_000;

/** The hosted Insights summary: the period's events from Firestore, summed up here. Admin only (the rules). */
export async function summariseInsightEvents(db: Firestore, days: number): Promise<InsightsSummary> {
  const now = Date.now();
  const from = addDays(shopDay(now), -(days - 1));
  const start = Timestamp.fromMillis(Date.parse(`${from}T00:00:00Z`) - SHOP_UTC_OFFSET_MS);
  const snapshot = await getDocs(
    query(collection(db, INSIGHT_EVENTS_COLLECTION), where('at', '>=', start), orderBy('at', 'desc'), limit(MAX_EVENTS_READ)),
  );
  const events = snapshot.docs.flatMap((document) => toEvent(document.data()));
  const summary = summariseEvents(events, now, days);
  const ids = new Set([...summary.topByViews, ...summary.topByClicks].map((product) => product.id));
  const names = new Map(
    await Promise.all(
      [...ids].map(async (id) => {
        const product = await getDoc(doc(db, 'products', id)).catch(() => null);
        const name: unknown = product?.exists() ? product.data().name : null;
        return [id, typeof name === 'string' ? name : null] as const;
      }),
    ),
  );
  const named = <T extends { id: string }>(product: T) => ({ ...product, name: names.get(product.id) ?? null });
  return { ...summary, topByViews: summary.topByViews.map(named), topByClicks: summary.topByClicks.map(named) };
}

/** A stored event, or nothing when a document is not one (the rules make that unlikely, not impossible). */
function toEvent(data: Record<string, unknown>): (InsightEvent & { at: number })[] {
  const { n, p, d, id, v, at } = data;
  if (!(at instanceof Timestamp)) return [];
  if (!([...COUNT_EVENTS, ...VITALS] as readonly unknown[]).includes(n)) return [];
  if (!(PAGE_TYPES as readonly unknown[]).includes(p) || !(DEVICES as readonly unknown[]).includes(d)) return [];
  return [
    {
      n: n as InsightEvent['n'],
      p: p as InsightEvent['p'],
      d: d as InsightEvent['d'],
      ...(typeof id === 'string' ? { id } : {}),
      ...(typeof v === 'number' ? { v } : {}),
      at: at.toMillis(),
    },
  ];
}
