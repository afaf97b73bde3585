import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';

/*
 * Route schemas are the domain's zod schemas: a route declares `schema: { params, querystring, body }`, Fastify
 * parses each part with its schema before the route's handler runs, and the handler gets what the schema gave
 * (typed, coerced, defaults filled in). A part the schema refuses never reaches the handler: the error handler
 * (server/http/http-errors.ts) answers it with the field codes `parseOrThrow` gives.
 *
 * This is Fastify's own extension point (setValidatorCompiler and the FastifyTypeProvider interface,
 * https://fastify.dev/docs/latest/Reference/Type-Providers/), not fastify-type-provider-zod: its 7.0.0 has
 * @fastify/swagger and openapi-types as peers, which npm installs (five packages, for OpenAPI documents this site
 * does not publish), and its refusals would still have to be turned into ours, missing body included. These
 * few lines are all the site needs.
 */

/** Types a route's request parts from its zod schemas: `request.params` is the output of `schema.params`. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  // Answers are not declared by schema: no serializer compiler is set, and a reply's type is left alone.
  readonly serializer: unknown;
}

/** The server as the route plugins see it: request parts typed by their route schemas. */
export type ApiServer = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;
type RequestPart = (typeof REQUEST_PARTS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What each request part is called in a refusal's message, 'Invalid order id: id: invalid', as the hosted
     * adapter words the same refusal; a query string is 'query' unless said otherwise.
     */
    what?: Partial<Record<RequestPart, string>>;
  }
}

/** A request part its route schema refused, with the schema's issues; the error handler words it. */
export class SchemaRefusal extends Error {
  readonly statusCode = 400;
  readonly part: RequestPart;
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(part: RequestPart, issues: readonly z.core.$ZodIssue[]) {
    super(`Invalid ${part}`);
    this.part = part;
    this.issues = issues;
  }
}

/**
 * The app's validator compiler: a route schema's part is a zod schema (anything else stops the server from
 * starting). An absent part is parsed as `{}`, as `validate` does (src/domain/validation.ts): a request without a
 * body is refused naming each field it misses.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  const part = REQUEST_PARTS.find((name) => name === httpPart);
  if (!part || !isZodSchema(schema)) {
    throw new Error(`Route ${method} ${url}: its ${httpPart} schema is not a zod schema`);
  }
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: new SchemaRefusal(part, result.error.issues) };
  };
};

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema && '_zod' in schema;
}
