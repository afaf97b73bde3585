import type { FastifyRequest } from 'fastify';
import { INSIGHT_BEACON_PATH, MAX_BEACON_BYTES, type InsightEvent } from '@/domain/insights';
import { InsightBeaconSchema, InsightsQuerySchema } from '@/domain/insights-schema';
import type { Db } from '../db/database';
import { createInsightStore, type InsightStoreOptions } from '../db/insights-store';
import { createProductRepository } from '../db/products-store';
import { HttpError } from '../http/http-errors';
import { clientKey } from '../auth/throttle';
import { createRateLimiter } from '../http/rate-limiter';
import type { ApiServer } from '../http/route-schemas';

export type InsightRoutesOptions = {
  db: Db;
  store?: InsightStoreOptions;
  /** Beacons one address may send per minute; more get 429 before their body is read. */
  beaconsPerMinute?: number;
  /** Events one address may add per minute (INSIGHT_EVENTS_PER_MINUTE); the rest of a beacon is dropped, 429. */
  eventsPerMinute?: number;
  /** Visits one address may add per minute (INSIGHT_VISITS_PER_MINUTE); more are dropped. */
  visitsPerMinute?: number;
};

/**
 * What one address may add in a minute: about what a person could make. A person who lands on a page sends a
 * visit, a view and up to five vitals; each page after that a view; each buy or enquiry tap one event. Someone
 * reading quickly through the catalogue opens a page every few seconds: twenty pages and their landing's vitals
 * are about thirty events a minute. Sixty leaves room for a fast reader and for a few people behind one address
 * (an office, a mobile network's shared one), and holds a script to a view a second instead of the 1,200 a
 * minute that counting beacons of twenty events allowed. A visit is an arrival from elsewhere: six a minute
 * (one every ten seconds) is more than anyone arrives, and keeps a script from adding the rest as visits.
 */
export const INSIGHT_EVENTS_PER_MINUTE = 60;
export const INSIGHT_VISITS_PER_MINUTE = 6;

const TOO_MANY = { code: 'throttled', message: 'Too many measurements from this address: try again in a minute' };

/**
 * Automated clients by their user agent: crawlers, link previews, page auditors, scripts. Their visits
 * are not the owner's customers. (Browsers under automation that pass for ordinary ones get through; no
 * list catches everything.)
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|whatsapp\/|preview|headless|lighthouse|pagespeed|gtmetrix|python|curl\/|wget|go-http|java\/|okhttp|httpclient|axios|node-fetch|undici|phantom|puppeteer|playwright|selenium/i;

/** Visitor measurements: the public pages' beacon, and the admin's Insights summary. */
export async function insightRoutes(app: ApiServer, options: InsightRoutesOptions): Promise<void> {
  const store = createInsightStore(options.db, options.store);
  app.addHook('onClose', async () => store.close());
  store.maintain();

  const products = createProductRepository(options.db);
  const perMinute = (limit: number) => createRateLimiter({ limit, windowMs: 60_000, maxKeys: 20_000 });
  const limiter = perMinute(options.beaconsPerMinute ?? 60);
  const eventLimiter = perMinute(options.eventsPerMinute ?? INSIGHT_EVENTS_PER_MINUTE);
  const visitLimiter = perMinute(options.visitsPerMinute ?? INSIGHT_VISITS_PER_MINUTE);

  /**
   * Whether an event is about the site as visitors see it: a product it names is one they can see (not a draft,
   * not made up: a made-up `/products/…` address is no product's view), a product page's view names its product,
   * and no other page's view names one.
   */
  function aboutTheSite(event: InsightEvent): boolean {
    if (event.n === 'view' && (event.p === 'product') !== (event.id !== undefined)) return false;
    return event.id === undefined || products.getListed(event.id) !== null;
  }

  // navigator.sendBeacon sends a string as text/plain, which needs no preflight; here, and only here, such
  // a body is read as JSON. (Cross-site requests are refused by the access-control plugin all the same.)
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'invalid', 'Invalid beacon: not JSON'), undefined);
    }
  });

  app.post(
    INSIGHT_BEACON_PATH,
    {
      config: { access: 'public', what: { body: 'beacon' } },
      bodyLimit: MAX_BEACON_BYTES,
      schema: { body: InsightBeaconSchema },
      // Before the body is read: a bot's or a declining browser's beacon, or a flood, costs a header check
      // or a map lookup and nothing more.
      onRequest: async (request, reply) => {
        if (declinedOrAutomated(request)) await reply.code(204).send();
        else if (!limiter.hit(clientKey(request.ip))) await reply.code(429).header('Retry-After', '60').send(TOO_MANY);
      },
    },
    async (request, reply) => {
      const events = request.body.e;
      const client = clientKey(request.ip);
      // Counted before anything is looked up: a flood of made-up products costs its sender their minute too.
      const allowed = eventLimiter.take(client, events.length);
      const known = events.slice(0, allowed).filter(aboutTheSite);
      let visits = visitLimiter.take(client, known.filter((event) => event.n === 'visit').length);
      const kept = known.filter((event) => event.n !== 'visit' || visits-- > 0);
      if (kept.length) store.add(kept);
      if (allowed < events.length) return reply.code(429).header('Retry-After', '60').send(TOO_MANY);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/insights',
    { config: { access: 'admin' }, schema: { querystring: InsightsQuerySchema } },
    async (request) => store.summary(request.query.days),
  );
}

/** Do Not Track or Global Privacy Control (the page sends nothing then, but a beacon may be replayed), or a bot. */
function declinedOrAutomated(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return true;
  const agent = headers['user-agent'] ?? '';
  return agent === '' || BOT_USER_AGENT.test(agent);
}
