import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { declareAccess } from './access-control';

/**
 * @fastify/static with its routes declared public: it takes no route config, and every route of the server says
 * who may call it (plugins/access-control.ts). A plugin made for its options: `prefix` given to `register` would
 * be the scope's, not the files'.
 */
export function publicFiles(options: FastifyStaticOptions) {
  return async function files(scope: FastifyInstance): Promise<void> {
    declareAccess(scope, 'public');
    await scope.register(fastifyStatic, options);
  };
}
