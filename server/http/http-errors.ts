import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { MAX_UPLOAD_BYTES, type ErrorBody, type ErrorCode, type ErrorParams } from '@/domain';
import { refusal, validate } from '@/domain/validation';
import { InvalidCursorError } from '../db/cursor';
import { SchemaRefusal } from './route-schemas';
import { ImageRejectedError } from '../uploads/images';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a body over the route's `bodyLimit` is refused: `bodyTooLarge` (the default) or `importTooLarge`. An
     * image file over its limit is `tooLarge` on any route (the multipart limits in server/http/app.ts).
     */
    tooLarge?: BodySizeCode;
  }
}

type BodySizeCode = Extract<ErrorCode, 'bodyTooLarge' | 'importTooLarge'>;

/**
 * A refusal of the request: a code the screens word in the visitor's language (src/domain/error-codes.ts),
 * field codes where fields are at fault, and a short English message for logs and API users.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string>;
  readonly params: ErrorParams;
  /** On a 409 that says the record changed: the record as it is now (ErrorBody's `current`). */
  readonly current: unknown;
  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string = code,
    {
      fields = {},
      params = {},
      current,
    }: { fields?: Record<string, string>; params?: ErrorParams; current?: unknown } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.params = params;
    this.current = current;
  }
}

/**
 * Parses `value` or throws a 400 'invalid' whose fields name every field at fault with its code: for what a route
 * schema (server/http/route-schemas.ts) cannot reach, an upload's form fields.
 */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const result = validate(schema, value, what);
  if (result.ok) return result.data;
  throw new HttpError(400, 'invalid', result.message, { fields: result.fields });
}

/** The app's error handler: every error as `{ code, message, fields?, params? }` with its status; a 500 is logged. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorResponse(
    error instanceof SchemaRefusal ? refusedPart(error, request) : tooLargeOfRoute(error, request),
  );
  if (status >= 500) request.log.error(error);
  // Every 429 says when to come back: the wait the refusal knows, or the minute of the site's per-minute limits.
  if (status === 429 && !reply.hasHeader('Retry-After')) {
    const wait = body.params?.retryAfter;
    reply.header('Retry-After', String(typeof wait === 'number' && wait > 0 ? Math.ceil(wait) : 60));
  }
  return reply.code(status).send(body);
}

/** How a refusal calls a request part its route does not name (`config.what`). */
const PART_NAMES = { params: 'path', querystring: 'query', body: 'body', headers: 'headers' } as const;

/** A request part refused by its route schema (server/http/route-schemas.ts), as `parseOrThrow` refuses it. */
function refusedPart(error: SchemaRefusal, request: FastifyRequest): HttpError {
  const what = request.routeOptions.config.what?.[error.part] ?? PART_NAMES[error.part];
  const { fields, message } = refusal(error.issues, what);
  return new HttpError(400, 'invalid', message, { fields });
}

const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;
const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;
const MULTIPART_COUNT_LIMITS = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'];

/**
 * A body over its route's limit, said as what it is: Fastify's own 413 knows only bytes, and the visitor should
 * read that their enquiry or the admin that their import is too large, not an image. An image file over its
 * limit (FST_REQ_FILE_TOO_LARGE) goes on to the image's own answer.
 */
function tooLargeOfRoute(error: unknown, request: FastifyRequest): unknown {
  const record = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (record.statusCode !== 413 || record.code === 'FST_REQ_FILE_TOO_LARGE') return error;
  // More parts than an upload has (one file, its few fields): no screen of the site sends that form.
  if (typeof record.code === 'string' && MULTIPART_COUNT_LIMITS.includes(record.code)) {
    return new HttpError(400, 'invalid', 'Invalid upload: one file and its fields at most');
  }
  const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? MEGABYTE;
  const what = request.routeOptions.config.what?.body ?? 'request body';
  if (request.routeOptions.config.tooLarge === 'importTooLarge') {
    const maxMegabytes = Math.floor(limit / MEGABYTE);
    return new HttpError(413, 'importTooLarge', `The ${what} is too large: at most ${maxMegabytes} MB`, {
      params: { maxMegabytes },
    });
  }
  const maxKilobytes = Math.floor(limit / KILOBYTE);
  return new HttpError(413, 'bodyTooLarge', `The ${what} is too large: at most ${maxKilobytes} KB`, {
    params: { maxKilobytes },
  });
}

function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: withExtras({ code: error.code, message: error.message }, error) };
  }
  if (error instanceof ImageRejectedError) {
    return { status: error.statusCode, body: withExtras({ code: error.code, message: error.message }, error) };
  }
  if (error instanceof InvalidCursorError) {
    return {
      status: 400,
      body: { code: 'invalid', message: `Invalid query: ${error.message}`, fields: { cursor: 'invalid' } },
    };
  }
  const record = (error ?? {}) as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (record.code === 'FST_REQ_FILE_TOO_LARGE') {
    return {
      status: 413,
      body: {
        code: 'tooLarge',
        message: `The image is too large: at most ${MAX_UPLOAD_MEGABYTES} MB`,
        params: { maxMegabytes: MAX_UPLOAD_MEGABYTES },
      },
    };
  }
  const status = typeof record.statusCode === 'number' ? record.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = typeof record.message === 'string' ? record.message : undefined;
    return { status, body: { code: codeOfStatus(status), ...(message ? { message } : {}) } };
  }
  return { status: 500, body: { code: 'unknown', message: 'Something went wrong on the server.' } };
}

function withExtras(
  body: ErrorBody,
  error: { fields?: Record<string, string>; params?: ErrorParams; current?: unknown },
): ErrorBody {
  const fields = error.fields && Object.keys(error.fields).length ? { fields: error.fields } : {};
  const params = error.params && Object.keys(error.params).length ? { params: error.params } : {};
  const current = error.current === undefined ? {} : { current: error.current };
  return { ...body, ...fields, ...params, ...current };
}

/** Fastify's own 4xx answers (a malformed body, an unsupported media type…) by their status. */
function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorised';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 413:
      return 'bodyTooLarge';
    case 415:
      return 'unsupportedBody';
    case 429:
      return 'throttled';
    default:
      return 'invalid';
  }
}
