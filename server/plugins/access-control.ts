import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminUser, ErrorBody } from '@/domain';
import type { Db } from '../db/database';
import { createAdminRepository } from '../db/admins-store';
import { createSessionStore } from '../auth/sessions';
import { HttpError } from '../http/http-errors';

/** Who may call a route. Every route must say, pages and files included; see the `onRoute` hook below. */
export type Access = 'public' | 'admin';

/**
 * What a browser may keep of a route's answers: nothing (`no-store`, every route's default), or a copy it asks
 * again about with its ETag (`no-cache`: the public catalogue's reads). Routes that serve files or pages set their
 * own header in their handler.
 */
export type BrowserCache = 'no-store' | 'no-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    browserCache?: BrowserCache;
    /**
     * An admin route whose answer to a visitor without a session is 404, as an address that holds nothing: files
     * of customers (repair photos), whose addresses the server does not confirm to anyone else.
     */
    hiddenFromVisitors?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in admin, or null; resolved for every request that a route answers. */
    admin: AdminUser | null;
  }
  interface FastifyInstance {
    /** Every route of the server and who may call it (HEAD left out), for the route-table tests. */
    routeTable: RouteEntry[];
  }
}

export type RouteEntry = { method: string; url: string; access: Access };

export type AccessControlOptions = { db: Db; sessionCookie: string };

/**
 * The access check for every route, whichever plugin declares it, read from the route that the router matched
 * (`request.routeOptions`), never from how the address was spelled: `/%61pi/orders` is the route `/api/orders`
 * and gets its check. A route that does not declare `config.access` stops the server from starting; an admin
 * route answers 401 without a live session; a state change that a browser marks as cross-site answers 403; an
 * answer is `no-store` unless its public route says otherwise. A request that matches no route reaches no
 * handler but the 404. Its hooks belong to the root instance, so that they see the routes of every plugin
 * registered after it.
 */
async function accessControlPlugin(app: FastifyInstance, options: AccessControlOptions): Promise<void> {
  const sessions = createSessionStore(options.db);
  const admins = createAdminRepository(options.db);

  // Checked once every route is known: a plugin that registers routes it cannot give a config (a file server)
  // declares their access with `declareAccess`, whose hook runs after this one.
  const declared: RouteOptions[] = [];
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    declared.push(route);
  });
  app.addHook('onReady', async () => {
    for (const route of declared.splice(0)) {
      const access = route.config?.access;
      if (access !== 'public' && access !== 'admin') {
        throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
      }
      if (access === 'public' && route.config?.hiddenFromVisitors) {
        throw new Error(`Route ${String(route.method)} ${route.url}: only an admin route is hidden from visitors`);
      }
      if (access === 'admin' && route.config?.browserCache === 'no-cache') {
        throw new Error(`Route ${String(route.method)} ${route.url}: an admin answer is never kept by a browser`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.routeTable.push({ method, url: route.url ?? '', access });
      }
    }
  });

  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request, reply) => {
    const { access, browserCache, hiddenFromVisitors } = request.routeOptions.config;
    // No route matched: the not-found handler answers 404, and nothing else runs.
    if (access === undefined) return;
    refuseCrossSite(request);
    const adminId = sessions.resolve(request.cookies[options.sessionCookie]);
    const admin = adminId === null ? null : admins.findById(adminId);
    request.admin = admin ? { email: admin.email } : null;
    reply.header('Cache-Control', access === 'public' && browserCache === 'no-cache' ? 'no-cache' : 'no-store');
    if (access === 'admin' && !request.admin) {
      if (hiddenFromVisitors)
        await reply.code(404).send({ code: 'notFound', message: 'Not found' } satisfies ErrorBody);
      else
        await reply
          .code(401)
          .send({ code: 'unauthorised', message: 'Please sign in as the admin' } satisfies ErrorBody);
    }
  });
}

// fastify-plugin: the hooks and decorators land on the instance that registers the plugin, not in a scope
// of their own (https://fastify.dev/docs/latest/Reference/Plugins/#handle-the-scope).
export const accessControl = fp(accessControlPlugin, { name: 'access-control', fastify: '5.x' });

/**
 * Declares who may call the routes registered in `scope` that do not say so themselves: the routes of a plugin
 * that takes no route config, such as @fastify/static's files. Call it in a plugin of their own, before
 * registering them.
 */
export function declareAccess(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/** State changes come from our own pages only: refuse requests that a browser marks as cross-site. */
function refuseCrossSite(request: FastifyRequest): void {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed');
  }
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed');
    }
    if (host !== request.headers.host) throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed');
  } else if (origin === 'null') {
    throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed');
  }
}
