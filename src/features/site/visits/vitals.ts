import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Vital } from '@/domain/insights';

/**
 * The web-vitals library, in a chunk of its own that the collector loads once the page is idle. Its
 * observers read buffered entries, so starting late loses nothing of LCP, FCP, TTFB or CLS. Each
 * callback comes once per page view with the final value (no `reportAllChanges`).
 */
export function reportVitals(report: (vital: Vital, value: number) => void): void {
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe((metric) => report(metric.name, metric.value));
}
