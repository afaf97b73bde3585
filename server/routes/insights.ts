import type { FastifyRequest } from 'fastify';
import { INSIGHT_BEACON_PATH, MAX_BEACON_BYTES } from '@/domain/insights';
import { InsightBeaconSchema, InsightsQuerySchema } from '@/domain/insights-schema';
import type { Db } from '../db/database';
import { createInsightStore, type InsightStoreOptions } from '../db/insights';
import { HttpError } from '../http-errors';
import { createRateLimiter } from '../rate-limiter';
import type { ApiServer } from '../route-schemas';

export type InsightRoutesOptions = {
  db: Db;
  store?: InsightStoreOptions;
  /** Beacons one address may send per minute; more get 429. */
  beaconsPerMinute?: number;
};

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

  const limiter = createRateLimiter({
    limit: options.beaconsPerMinute ?? 60,
    windowMs: 60_000,
    maxKeys: 20_000,
  });

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
        else if (!limiter.hit(request.ip))
          await reply.code(429).header('Retry-After', '60').send({ message: 'Too many' });
      },
    },
    async (request, reply) => {
      store.add(request.body.e);
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
