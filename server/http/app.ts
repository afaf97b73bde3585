import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MAX_UPLOAD_BYTES, type ErrorBody } from '@/domain';
import type { Db } from '../db/database';
import type { ThrottleOptions } from '../auth/throttle';
import type { ScryptParams } from '../auth/password-hash';
import type { PasswordQueueOptions } from '../auth/password-queue';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';
import { sendError } from './http-errors';
import { zodValidatorCompiler } from './route-schemas';
import { DYNAMIC_BROTLI_QUALITY } from './response-cache';
import { accessControl } from '../plugins/access-control';
import { publicResponses } from '../plugins/public-responses';
import { securityHeaders } from '../plugins/security-headers';
import { auditTrail } from '../plugins/audit-trail';
import { sessionRoutes } from '../routes/session-routes';
import { productRoutes } from '../routes/products-routes';
import { orderRoutes } from '../routes/orders-routes';
import { enquiryRoutes } from '../routes/enquiries-routes';
import type { OrderLimitOptions } from '../orders/order-limiter';
import { uploadRoutes } from '../routes/uploads-routes';
import type { RemoteImageOptions } from '../uploads/remote-image';
import { seoRoutes } from '../routes/seo-routes';
import { pageRoutes } from '../routes/pages-routes';
import type { SearchPagesOptions } from '../render/search-pages';
import { healthRoutes } from '../routes/health-routes';
import { demoDataRoutes } from '../routes/demo-data-routes';
import { auditRoutes } from '../routes/audit-routes';
import { insightRoutes, type InsightRoutesOptions } from '../routes/insights-routes';
import { settingsRoutes } from '../routes/settings-routes';
import { repairRoutes } from '../routes/repairs-routes';
import { customerRoutes } from '../routes/customers-routes';
import { pageAddress } from '../render/page-address';

export type AppOptions = {
  db: Db;
  dataDir: string;
  /** The built site (dist/client); null serves the API only. */
  staticDir: string | null;
  siteUrl: string;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may name the client (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  throttle?: ThrottleOptions;
  /**
   * The scrypt cost of passwords chosen in the admin (and of the decoy an unknown email is checked against): the
   * OWASP cost (SCRYPT_PARAMS) unless a test server asks for its quick one, as its test admin is stored.
   */
  passwordCost?: ScryptParams;
  /** How many password hashes run at once and wait their turn (DEFAULT_PASSWORD_QUEUE unless a test asks). */
  passwordQueue?: PasswordQueueOptions;
  /** The audit log's clock (entries and their year); the system's by default. */
  now?: () => Date;
  /** Orders one client address may place per hour (ORDERS_PER_HOUR); 5 by default. */
  orderLimit?: OrderLimitOptions;
  insights?: Omit<InsightRoutesOptions, 'db'>;
  /** Search pages rendered afresh per address and minute, and how many are kept (server/render/search-pages.ts). */
  searchPages?: SearchPagesOptions;
  /** How a catalogue import fetches pictures from other hosts: the system's resolver, private addresses refused. */
  remoteImages?: RemoteImageOptions;
  /**
   * Reads and answers of the repair status link one address may make per minute (REPAIR_STATUS_PER_MINUTE), through
   * the API and, counted apart, as its page.
   */
  repairStatusPerMinute?: number;
};

/** The words of an address that a repair status link's token follows (its page's and its API's). */
const STATUS_LINK_WORDS = new Set(['repair', 'repair-status']);
/** Words of the routes that follow a token: kept in the log, as they say which call it was. */
const AFTER_TOKEN_WORDS = new Set(['answer']);

/**
 * The path as the log keeps it, without a repair status link's token (decision 016), decided on the route the
 * router matched, as access control is (`request.routeOptions`), never on the address as spelled: a route with a
 * `:token` part is logged as its pattern; the pages' route is logged as the page it resolves to when that page's
 * address is its secret (`/repair/./{token}`, `//repair/{token}` and `/%72epair/{token}` are all the status page).
 * An address no route matched has every part after a `repair` or `repair-status` part taken out, whatever its
 * case or escapes: a token spelled for no route is still a token.
 */
export function pathForLog(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const rawPath = request.url.split('?')[0] ?? '';
  const route = (request.routeOptions as Partial<FastifyRequest['routeOptions']> | undefined)?.url;
  if (route?.includes(':token')) return route.replace(':token', '(token)');
  if (route === '/*') {
    const address = pageAddress(rawPath);
    if (address?.kind === 'public' && 'private' in address.match.page) {
      return address.match.page.path.replace(/:(\w+)/g, '($1)');
    }
  }
  let afterStatusWord = false;
  return rawPath
    .split('/')
    .map((part) => {
      const word = safeDecode(part).toLowerCase();
      if (afterStatusWord && !['', '.', '..'].includes(word) && !AFTER_TOKEN_WORDS.has(word)) return '(token)';
      if (STATUS_LINK_WORDS.has(word)) afterStatusWord = true;
      return part;
    })
    .join('/');
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * A request as the log records it: what a visitor typed into the contact form (`/contact?message=`, its plain
 * submission before the page's code has started) stays out of the log; the shop reads it in WhatsApp. Nor does a
 * repair status link's token (pathForLog), nor anything of an admin route's address but its pattern.
 */
function requestForLog(request: FastifyRequest) {
  const routeOptions = request.routeOptions as Partial<FastifyRequest['routeOptions']> | undefined;
  // An admin route is logged as its pattern alone: its address and query hold what the owner typed (a customer's
  // phone or name, a serial, search words), which the log must not keep (decision 024).
  if ((routeOptions?.config as { access?: string } | undefined)?.access === 'admin' && routeOptions?.url) {
    return { method: request.method, url: routeOptions.url, host: request.host, remoteAddress: request.ip };
  }
  const [rawPath = '', query] = request.url.split('?');
  const pathname = pathForLog(request);
  // An admin screen's address (the page shell) holds what the owner searched for too: `?phone=` of Customer data.
  // Only an address with a query, and no API route, is read as a page: the log runs for every request.
  if (query && !rawPath.startsWith('/api/') && pageAddress(rawPath)?.kind === 'admin') {
    return { method: request.method, url: pathname, host: request.host, remoteAddress: request.ip };
  }
  const params = new URLSearchParams(query);
  if (params.has('message')) params.set('message', '(not logged)');
  const search = params.toString();
  return {
    method: request.method,
    url: search ? `${pathname}?${search}` : pathname,
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** An address the router cannot read, answered as every refusal is: `{ code, message }`. */
function refuseAddress(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(error.statusCode ?? 400).send({ code: 'invalid', message: 'Invalid address' } satisfies ErrorBody);
}

/** The server: shared plugins first (their hooks and decorators reach every route), then one plugin per area. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, siteUrl } = options;
  const secure = siteUrl.startsWith('https://');
  // The __Host- prefix binds the cookie to this host and path, but browsers accept it only over https.
  const sessionCookie = secure ? '__Host-sid' : 'sid';
  const uploadsDir = path.join(options.dataDir, 'uploads');

  const app = Fastify({
    logger:
      typeof options.logger === 'object' && options.logger !== null
        ? { serializers: { req: requestForLog }, ...options.logger }
        : (options.logger ?? false),
    bodyLimit: 256 * 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // The router matches an address as written once decoded: `/api/orders/`, `/API/orders` and `/api//orders` are
    // no API route, nor is `/api/orders;a=b` (`;` is no delimiter, Fastify 5's default). Access is checked on the
    // route that answers, whatever the address (plugins/access-control.ts); the page route sends other spellings of a
    // page to its one address.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false },
    // An address the router cannot read (`/%E0%A4%A`, a bad escape) or a path part over its length: refused before
    // any route, with the site's error body rather than Fastify's.
    frameworkErrors: refuseAddress,
  });

  // Closing ends the keep-alive connections idle at that moment and answers the requests that come after with
  // `Connection: close`; one whose answer was still on its way as the close began is kept for Fastify's
  // keepAliveTimeout (72 s), holding the close, and a restart, as long. Idle ones are ended until it is done.
  app.addHook('preClose', (done) => {
    const server = app.server;
    if (server.listening) {
      const timer = setInterval(() => server.closeIdleConnections(), 100);
      server.once('close', () => clearInterval(timer));
    }
    done();
  });
  // Bodies are JSON or multipart, nothing else: a cross-site plain form or text body is refused with 415.
  app.removeContentTypeParser('text/plain');
  await app.register(securityHeaders, { secure });
  // Answers made per request are compressed on the fly, at a brotli level cheap enough for that; cached
  // answers carry their own compressed bytes (server/http/response-cache.ts), built assets are pre-compressed
  // (scripts/precompress.mjs), and this plugin leaves both alone.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  await app.register(etag);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  await app.register(accessControl, { db, sessionCookie });
  await app.register(publicResponses);
  await app.register(auditTrail, { db, now: options.now });
  // Routes declare their request parts with the domain's zod schemas (server/http/route-schemas.ts); a refusal goes to
  // the error handler like any other.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setErrorHandler(sendError);

  await app.register(sessionRoutes, {
    db,
    sessionCookie,
    secure,
    dataDir: options.dataDir,
    throttle: options.throttle,
    passwordCost: options.passwordCost,
    passwordQueue: options.passwordQueue,
  });
  await app.register(productRoutes, { db, uploadsDir, remoteImages: options.remoteImages });
  await app.register(orderRoutes, { db });
  await app.register(enquiryRoutes, { db, orderLimit: options.orderLimit });
  await app.register(uploadRoutes, { uploadsDir });
  await app.register(auditRoutes);
  await app.register(seoRoutes, { db, siteUrl });
  await app.register(healthRoutes, { db, dataDir: options.dataDir });
  await app.register(demoDataRoutes, { db, uploadsDir });
  await app.register(insightRoutes, { db, ...options.insights });
  await app.register(settingsRoutes, { db });
  await app.register(repairRoutes, { db, uploadsDir, statusPerMinute: options.repairStatusPerMinute });
  await app.register(customerRoutes, { db, uploadsDir });
  if (options.staticDir && fs.existsSync(path.join(options.staticDir, 'index.html'))) {
    await app.register(pageRoutes, {
      db,
      siteUrl,
      staticDir: options.staticDir,
      searchPages: options.searchPages,
      privatePerMinute: options.repairStatusPerMinute,
    });
  }

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 'notFound', message: 'Not found' }));
  return app;
}
