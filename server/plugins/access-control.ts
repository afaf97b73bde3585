import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminUser, ErrorBody } from '@/domain';
import type { Db } from '../db/database';
import { createAdminRepository } from '../db/admins';
import { createSessionStore } from '../auth/sessions';
import { HttpError } from '../http-errors';

/** Who may call a route. Every API route must say; see the `onRoute` hook below. */
export type Access = 'public' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in admin, or null; resolved for every API request. */
    admin: AdminUser | null;
  }
  interface FastifyInstance {
    /** Every API route and who may call it, for the route-table test. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

export type AccessControlOptions = { db: Db; sessionCookie: string };

/**
 * The access check for every API route, whichever plugin declares it: a route that does not declare
 * `config.access` stops the server from starting; an admin route answers 401 without a live session; a
 * state change that a browser marks as cross-site answers 403. Its hooks belong to the root instance, so
 * that they see the routes of every plugin registered after it.
 */
async function accessControlPlugin(app: FastifyInstance, options: AccessControlOptions): Promise<void> {
  const sessions = createSessionStore(options.db);
  const admins = createAdminRepository(options.db);

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
    const adminId = sessions.resolve(request.cookies[options.sessionCookie]);
    const admin = adminId === null ? null : admins.findById(adminId);
    request.admin = admin ? { email: admin.email } : null;
    // Catalogue reads may be kept and revalidated with their ETag; anything about the session or admin data may not.
    const cacheable = request.method === 'GET' && request.url.startsWith('/api/products');
    reply.header('Cache-Control', cacheable ? 'no-cache' : 'no-store');
    if (request.routeOptions.config.access === 'admin' && !request.admin) {
      await reply.code(401).send({ code: 'unauthorised', message: 'Please sign in as the admin' } satisfies ErrorBody);
    }
  });
}

// fastify-plugin: the hooks and decorators land on the instance that registers the plugin, not in a scope
// of their own (https://fastify.dev/docs/latest/Reference/Plugins/#handle-the-scope).
export const accessControl = fp(accessControlPlugin, { name: 'access-control', fastify: '5.x' });

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
