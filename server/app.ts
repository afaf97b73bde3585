import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { z } from 'zod';
import {
  MAX_UPLOAD_BYTES,
  OrderQuerySchema,
  OrderStatusUpdateSchema,
  ProductInputSchema,
  ProductQuerySchema,
  SignInSchema,
  isImageOwner,
  signInMessages,
  type AdminUser,
} from '@/domain';
import type { Db } from './db/database';
import { createProductRepository } from './db/products';
import { createOrderRepository } from './db/orders';
import { createAdminRepository } from './db/admins';
import { InvalidCursorError } from './db/cursor';
import { ID_PATTERN } from './db/ids';
import { createSessionStore } from './auth/sessions';
import { getDecoyHash, verifyPassword } from './auth/password';
import { ImageRejectedError, storeImage } from './uploads/images';
import { removeUnreferencedImages } from './uploads/cleanup';
import { HttpError, parseOrThrow } from './http-errors';
import { createSignInThrottle, DEFAULT_THROTTLE, type ThrottleOptions } from './auth/throttle';
import { registerSecurityHeaders } from './security-headers';
import { buildRobots, buildSitemap } from './seo';
import { createPageRenderer, pickLanguage } from './render/page-renderer';
import { cachedResponse, createResponseCache, sendCached } from './response-cache';

export type AppOptions = {
  db: Db;
  dataDir: string;
  /** The built site (dist/client); null serves the API only. */
  staticDir: string | null;
  siteUrl: string;
  logger?: boolean | { level: string };
  throttle?: ThrottleOptions;
};

/** Who may call a route. Every route must say; see `onRoute` below. */
export type Access = 'public' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    admin: AdminUser | null;
  }
  interface FastifyInstance {
    /** Every API route and who may call it, for the route-table test. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

const IdParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, { error: 'not a valid id' }) });
const UploadFieldsSchema = z.object({
  owner: z.string().refine(isImageOwner, { error: 'must be a product id or a timestamp' }),
  slot: z.union([z.literal('intro'), z.coerce.number().int().min(0).max(99)], {
    error: 'must be "intro" or an image index',
  }),
});

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const secure = options.siteUrl.startsWith('https://');
  // The __Host- prefix binds the cookie to this host and path, but browsers accept it only over https.
  const SESSION_COOKIE = secure ? '__Host-sid' : 'sid';
  const uploadsDir = path.join(options.dataDir, 'uploads');

  const products = createProductRepository(db);
  const orders = createOrderRepository(db);
  const admins = createAdminRepository(db);
  const sessions = createSessionStore(db);
  const throttle = createSignInThrottle(options.throttle ?? DEFAULT_THROTTLE);
  // Public answers (catalogue data, the sitemap, rendered pages), kept with their ETag and compressed bytes
  // until a product write changes what they show (writes go through this process only).
  const catalogue = createResponseCache(CATALOGUE_CACHE_ENTRIES);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: true,
  });

  // Bodies are JSON or multipart, nothing else: a cross-site plain form or text body is refused with 415.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app, { secure });
  // Answers made per request are compressed on the fly, at a brotli level cheap enough for that; cached
  // answers carry their own compressed bytes (server/response-cache.ts), built assets are pre-compressed
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

  // Every API route says who may call it; a new one that does not, stops the server from starting.
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access !== 'public' && access !== 'admin') {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    refuseCrossSite(request);
    const adminId = sessions.resolve(request.cookies[SESSION_COOKIE]);
    const admin = adminId === null ? null : admins.findById(adminId);
    request.admin = admin ? { email: admin.email } : null;
    // Catalogue reads may be kept and revalidated with their ETag; anything about the session or admin data may not.
    const cacheable = request.method === 'GET' && request.url.startsWith('/api/products');
    reply.header('Cache-Control', cacheable ? 'no-cache' : 'no-store');
    if (request.routeOptions.config.access === 'admin' && !request.admin) {
      await reply.code(401).send({ message: 'Please sign in as the admin' });
    }
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error(error);
    return reply.code(status).send(body);
  });

  // ---------- session ----------
  app.get('/api/session', { config: { access: 'public' } }, async (request) => ({ user: request.admin }));

  app.post('/api/session', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseOrThrow(SignInSchema, request.body, 'sign-in');
    const wait = throttle.retryAfter(request.ip, input.email);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, tooManyAttemptsMessage(wait));
    }
    const admin = admins.findByEmail(input.email);
    // An unknown email costs the same work and gets the same answer as a wrong password.
    const valid = await verifyPassword(input.password, admin?.password_hash ?? (await getDecoyHash()));
    if (!admin || !valid) {
      throttle.fail(request.ip, input.email);
      throw new HttpError(401, signInMessages.invalidCredentials);
    }
    throttle.succeed(request.ip, input.email);
    // A fresh token at every sign-in: a cookie planted before sign-in is worth nothing after it.
    sessions.destroy(request.cookies[SESSION_COOKIE]);
    const token = sessions.create(admin.id);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
    return { user: { email: admin.email } };
  });

  app.delete('/api/session', { config: { access: 'public' } }, async (request, reply) => {
    sessions.destroy(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure });
    return reply.code(204).send();
  });

  // ---------- products ----------
  app.get('/api/products', { config: { access: 'public' } }, async (request, reply) => {
    const body = catalogue.remember(request.url, LISTS_SCOPE, JSON_TYPE, () => {
      const query = parseOrThrow(ProductQuerySchema, request.query, 'query');
      return JSON.stringify(products.list(query));
    });
    return sendCached(request, reply, body);
  });

  app.get('/api/products/:id', { config: { access: 'public' } }, async (request, reply) => {
    const { id: rawId } = request.params as { id: string };
    const body = catalogue.remember(request.url, productScope(rawId), JSON_TYPE, () => {
      const { id } = parseOrThrow(IdParamsSchema, request.params, 'product id');
      const product = products.get(id);
      if (!product) throw new HttpError(404, 'Product not found.');
      return JSON.stringify(product);
    });
    return sendCached(request, reply, body);
  });

  app.post('/api/products', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseOrThrow(ProductInputSchema, request.body, 'product');
    const product = products.create(input);
    catalogue.invalidate(LISTS_SCOPE, productScope(product.id));
    return reply.code(201).send(product);
  });

  app.put('/api/products/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseOrThrow(IdParamsSchema, request.params, 'product id');
    const input = parseOrThrow(ProductInputSchema, request.body, 'product');
    const before = products.get(id);
    const product = before && products.update(id, input);
    if (!before || !product) throw new HttpError(404, 'Product not found.');
    catalogue.invalidate(LISTS_SCOPE, productScope(id));
    await removeUnreferencedImages(db, uploadsDir, imagesOf(before));
    return product;
  });

  app.delete('/api/products/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseOrThrow(IdParamsSchema, request.params, 'product id');
    const product = products.get(id);
    if (!product || !products.remove(id)) throw new HttpError(404, 'Product not found.');
    catalogue.invalidate(LISTS_SCOPE, productScope(id));
    await removeUnreferencedImages(db, uploadsDir, imagesOf(product));
    return reply.code(204).send();
  });

  // ---------- orders ----------
  app.get('/api/orders', { config: { access: 'admin' } }, async (request) => {
    const query = parseOrThrow(OrderQuerySchema, request.query, 'query');
    return orders.list(query);
  });

  app.patch('/api/orders/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseOrThrow(IdParamsSchema, request.params, 'order id');
    const { status } = parseOrThrow(OrderStatusUpdateSchema, request.body, 'order update');
    const order = orders.setStatus(id, status);
    if (!order) throw new HttpError(404, 'Order not found.');
    return order;
  });

  app.delete('/api/orders/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseOrThrow(IdParamsSchema, request.params, 'order id');
    if (!orders.remove(id)) throw new HttpError(404, 'Order not found.');
    return reply.code(204).send();
  });

  // ---------- uploads ----------
  app.post('/api/uploads', { config: { access: 'admin' } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
    const file = await request.file().catch((error: unknown) => {
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, 'Invalid upload: the form data is malformed');
    });
    if (!file) throw new HttpError(400, 'Invalid upload: file: choose an image');
    const fields = Object.fromEntries(
      Object.entries(file.fields)
        .filter(([name]) => name !== 'file')
        .map(([name, field]) => [name, field && 'value' in field ? field.value : undefined]),
    );
    const { owner, slot } = parseOrThrow(UploadFieldsSchema, fields, 'upload');
    const bytes = await file.toBuffer().catch((error: unknown) => {
      // Past MAX_UPLOAD_BYTES this is a 413, raised before anything is written.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, 'Invalid upload: the form data is malformed');
    });
    const stored = await storeImage(uploadsDir, bytes, owner, slot, file.filename || 'image');
    return reply.code(201).send(stored);
  });

  // ---------- findability ----------
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(buildRobots(options.siteUrl)),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const body = catalogue.remember(request.url, LISTS_SCOPE, 'application/xml; charset=utf-8', () =>
      buildSitemap(db, options.siteUrl),
    );
    return sendCached(request, reply.header('Cache-Control', 'public, max-age=3600'), body);
  });

  // ---------- files ----------
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Stored names carry a content hash in the URL (?v=), so a year of caching is safe.
    immutable: true,
    maxAge: '365d',
    setHeaders(res) {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
  fs.mkdirSync(uploadsDir, { recursive: true });

  if (options.staticDir && fs.existsSync(path.join(options.staticDir, 'index.html'))) {
    const staticDir = options.staticDir;
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The page shell is served below, with the site address filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const pages = await createPageRenderer({ staticDir, siteUrl: options.siteUrl, db });
    const shell = cachedResponse(pages.shell, HTML_TYPE);
    // Every other path is a page of the app: public pages are rendered here, admin pages start in the browser.
    app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      // A missing file (an old asset, an API typo) is a 404, not the app's page.
      if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || /\.[A-Za-z0-9]+$/.test(pathname)) {
        return reply.code(404).send({ message: 'Not found' });
      }
      reply.header('Cache-Control', 'no-cache');
      if (pathname.startsWith('/admin')) return sendCached(request, reply, shell);
      const language = pickLanguage(request);
      reply.header('Vary', 'Cookie, Accept-Language');
      const key = `page:${language}:${request.url}`;
      const cached = catalogue.get(key);
      if (cached) return sendCached(request, reply, cached);
      // Rendered once for every visitor who asks meanwhile. A product write during the render makes it
      // stale: it is then sent but not kept.
      const page = await catalogue.once(key, async () => {
        const generation = catalogue.generation;
        const rendered = await pages.render(request, language);
        if ('location' in rendered) return rendered;
        const response = cachedResponse(rendered.html, HTML_TYPE, rendered.status);
        return catalogue.set(key, pageScope(pathname), response, generation);
      });
      if ('location' in page) return reply.redirect(page.location, page.status);
      return sendCached(request, reply, page);
    });
  }

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: 'Not found' }));

  return app;
}

const CATALOGUE_CACHE_ENTRIES = 2_000;
/** Cache scopes: what a cached answer shows, so that a product write drops only the answers it changes. */
const LISTS_SCOPE = 'lists';
const STATIC_SCOPE = 'static';
function productScope(id: string): string {
  return `product:${id}`;
}

/**
 * What a public page shows. A product page shows its product; the catalogue shows the product lists;
 * home, About, Testimonials and Contact (and unknown paths, which show home) show no product data, so a
 * product write leaves them cached.
 */
function pageScope(pathname: string): string {
  const match = /^\/products(?:$|\/([^/]*))/.exec(pathname);
  if (!match) return STATIC_SCOPE;
  return match[1] ? productScope(match[1]) : LISTS_SCOPE;
}
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
/** For answers compressed per request (the admin's lists, sessions): brotli 4 costs 3–4× what 1 does, for 10% less. */
const DYNAMIC_BROTLI_QUALITY = 1;

function imagesOf(product: { image: string; additionalImages: string[] }): string[] {
  return [product.image, ...product.additionalImages];
}

function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** State changes come from our own pages only: refuse requests that a browser marks as cross-site. */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new HttpError(403, 'Cross-site requests are not allowed');
  }
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, 'Cross-site requests are not allowed');
    }
    if (host !== request.headers.host) throw new HttpError(403, 'Cross-site requests are not allowed');
  } else if (origin === 'null') {
    throw new HttpError(403, 'Cross-site requests are not allowed');
  }
}

function toErrorResponse(error: unknown): {
  status: number;
  body: { message: string; fields?: Record<string, string> };
} {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, fields: error.fields } };
  }
  if (error instanceof ImageRejectedError) return { status: error.statusCode, body: { message: error.message } };
  if (error instanceof InvalidCursorError) {
    return {
      status: 400,
      body: { message: `Invalid query: ${error.message}`, fields: { cursor: 'not a valid page cursor' } },
    };
  }
  const record = (error ?? {}) as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (record.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { status: 413, body: { message: `The image is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` } };
  }
  const status = typeof record.statusCode === 'number' ? record.statusCode : 500;
  if (status >= 400 && status < 500 && typeof record.message === 'string') {
    return { status, body: { message: record.message } };
  }
  return { status: 500, body: { message: 'Something went wrong on the server. Please try again.' } };
}
