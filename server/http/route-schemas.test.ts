import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { sendError } from './http-errors';
import { zodValidatorCompiler, type ApiServer } from './route-schemas';
import { IdParamsSchema } from '../routes/params';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const Body = z.object({
  name: z.string({ error: 'nameRequired' }).min(1, { error: 'nameRequired' }),
  size: z.number(),
});
const Query = z.object({ limit: z.coerce.number().int().min(1).default(20) }).strict();

/** An app as buildApp sets it up (the compiler and the error handler), with one route of each kind. */
async function start(): Promise<{ app: FastifyInstance; handled: string[] }> {
  const handled: string[] = [];
  const server = Fastify();
  server.setValidatorCompiler(zodValidatorCompiler);
  server.setErrorHandler(sendError);
  await server.register(async (api: ApiServer) => {
    api.put(
      '/things/:id',
      { config: { what: { params: 'thing id', body: 'thing' } }, schema: { params: IdParamsSchema, body: Body } },
      async (request) => {
        expectTypeOf(request.params.id).toEqualTypeOf<string>();
        expectTypeOf(request.body).toEqualTypeOf<{ name: string; size: number }>();
        handled.push(request.params.id);
        return { id: request.params.id, ...request.body };
      },
    );
    api.get('/things', { schema: { querystring: Query } }, async (request) => {
      expectTypeOf(request.query.limit).toEqualTypeOf<number>();
      handled.push('list');
      return request.query;
    });
  });
  app = server;
  return { app: server, handled };
}

describe('route schemas', () => {
  test('the handler gets the parts as the schemas give them: typed, coerced, defaults filled in', async () => {
    const { app, handled } = await start();
    const put = await app.inject({ method: 'PUT', url: '/things/abc123', payload: { name: 'Gate', size: 3 } });
    expect(put.json()).toEqual({ id: 'abc123', name: 'Gate', size: 3 });
    expect((await app.inject({ method: 'GET', url: '/things?limit=5' })).json()).toEqual({ limit: 5 });
    expect((await app.inject({ method: 'GET', url: '/things' })).json()).toEqual({ limit: 20 });
    expect(handled).toEqual(['abc123', 'list', 'list']);
  });

  test('a malformed id is refused with the field codes parseOrThrow gives, named as the route says, unhandled', async () => {
    const { app, handled } = await start();
    const response = await app.inject({ method: 'PUT', url: '/things/not-an-id', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      message: 'Invalid thing id: id: invalid',
      fields: { id: 'invalid' },
    });
    expect(handled).toEqual([]);
  });

  test('a body is refused per field; a missing body names every field it lacks', async () => {
    const { app, handled } = await start();
    const bad = await app.inject({ method: 'PUT', url: '/things/abc', payload: { name: '', size: 'big' } });
    expect(bad.json()).toEqual({
      code: 'invalid',
      message: 'Invalid thing: name: nameRequired; size: invalid',
      fields: { name: 'nameRequired', size: 'invalid' },
    });
    const none = await app.inject({ method: 'PUT', url: '/things/abc' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ name: 'nameRequired', size: 'invalid' });
    expect(handled).toEqual([]);
  });

  test('a query is "query" unless the route names it', async () => {
    const { app } = await start();
    const response = await app.inject({ method: 'GET', url: '/things?limit=0&colour=red' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      message: 'Invalid query: limit: invalid; colour: unknownField',
      fields: { colour: 'unknownField', limit: 'invalid' },
    });
  });

  test('a route schema that is not a zod schema stops the server from starting', async () => {
    const server = Fastify();
    app = server;
    server.setValidatorCompiler(zodValidatorCompiler);
    server.get('/json', { schema: { querystring: { type: 'object' } } }, async () => 'never');
    await expect(server.ready()).rejects.toThrow(/GET \/json: its querystring schema is not a zod schema/);
  });
});
