import { INSIGHT_BEACON_PATH, type CountEvent, type InsightEvent } from '@/domain/insights';

/** The window event by which a part of a page counts something for Insights (src/features/site/visits/collect.ts). */
export const INSIGHT_EVENT = 'site-insight';

/**
 * Counts `name` on this page, as a link counts itself by its markup: a window event that the collector, where it
 * runs, takes as `recordInsight(name)`, so that no feature imports another. Nothing happens where it does not run.
 */
export function announceInsight(name: CountEvent): void {
  window.dispatchEvent(new CustomEvent<CountEvent>(INSIGHT_EVENT, { detail: name }));
}

/** The Firestore collection that takes them in hosted mode (firebase/firestore.rules, `insightEvents`). */
export const INSIGHT_EVENTS_COLLECTION = 'insightEvents';

/**
 * Sends visitor measurements without holding the page: a beacon survives the page being closed, and the
 * browser sends it when it suits it. Returns false when the browser would not take it.
 *
 * VITE_BACKEND is replaced at build time, so each build carries only its own way: the embedded build a
 * same-origin beacon (a plain string body, so no preflight), the hosted build one Firestore commit over
 * its REST interface, so that public pages need no Firestore SDK for it (docs/hosted-mode.md).
 */
export function sendInsightEvents(events: readonly InsightEvent[]): boolean {
  if (events.length === 0) return true;
  if (import.meta.env.VITE_BACKEND === 'firebase') return commitToFirestore(events);
  return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(INSIGHT_BEACON_PATH, JSON.stringify({ e: events }));
}

/**
 * One commit that creates a document per event, its `at` set to the server's time (the rules check it),
 * sent with `keepalive` so that it outlives the page. The document names are random and say nothing of
 * the visitor.
 */
function commitToFirestore(events: readonly InsightEvent[]): boolean {
  const settings = __FIREBASE_SETTINGS__;
  if (!settings) return false;
  const { projectId, apiKey } = settings.options;
  const database = `projects/${projectId}/databases/(default)`;
  // A build made for the emulators (VITE_FIREBASE_FIRESTORE_EMULATOR_HOST) sends it there, as the SDK does.
  const emulator = settings.emulators.firestore;
  const host = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  const url = `${host}/v1/${database}/documents:commit?key=${encodeURIComponent(apiKey)}`;
  fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(insightCommit(database, events)),
  }).catch(() => undefined);
  return true;
}

/** The body of the beacon's commit to `database` (`projects/{id}/databases/(default)`): one create per event. */
export function insightCommit(database: string, events: readonly InsightEvent[]) {
  const writes = events.map((event) => ({
    update: {
      name: `${database}/documents/${INSIGHT_EVENTS_COLLECTION}/${randomDocumentId()}`,
      fields: {
        n: { stringValue: event.n },
        p: { stringValue: event.p },
        d: { stringValue: event.d },
        ...(event.id === undefined ? {} : { id: { stringValue: event.id } }),
        ...(event.v === undefined ? {} : { v: { doubleValue: event.v } }),
      },
    },
    currentDocument: { exists: false },
    updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
  }));
  return { writes };
}

function randomDocumentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
