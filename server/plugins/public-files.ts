import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { declareAccess } from './access-control';
import { HttpError } from '../http/http-errors';

/**
 * @fastify/static answers 403 to a spelling of a path it will not serve (`//`, `/./`, `x/..`). No file lives at
 * such an address, and its 403 would be the one answer a file route gives that the access check does not: say
 * 404, and leave every other error to the server's handler (a child's handler that throws hands on to its parent).
 */
function notFoundForRefusedSpellings(scope: FastifyInstance): void {
  scope.setErrorHandler((error) => {
    const refused = error instanceof Error && 'statusCode' in error && error.statusCode === 403;
    throw refused ? new HttpError(404, 'notFound', 'Not found') : error;
  });
}

/**
 * @fastify/static with its routes declared public: it takes no route config, and every route of the server says
 * who may call it (plugins/access-control.ts). A plugin made for its options: `prefix` given to `register` would
 * be the scope's, not the files'.
 */
export function publicFiles(options: FastifyStaticOptions) {
  return async function files(scope: FastifyInstance): Promise<void> {
    declareAccess(scope, 'public');
    notFoundForRefusedSpellings(scope);
    await scope.register(fastifyStatic, options);
  };
}

/**
 * The same, for files only a signed-in admin reads (repair photos): the routes are declared admin, and a visitor
 * without a session gets the 404 of an address that holds nothing. A browser keeps no copy (`no-store`, the admin
 * answers' rule): @fastify/static's own Cache-Control is turned off.
 */
export function adminFiles(options: FastifyStaticOptions) {
  return async function files(scope: FastifyInstance): Promise<void> {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, hiddenFromVisitors: true };
    });
    declareAccess(scope, 'admin');
    notFoundForRefusedSpellings(scope);
    await scope.register(fastifyStatic, { ...options, cacheControl: false });
  };
}
