import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { MAX_UPLOAD_BYTES } from '@/domain';
import { validate } from '@/domain/validation';
import { InvalidCursorError } from './db/cursor';
import { ImageRejectedError } from './uploads/images';

/** An error whose message is meant for the person who made the request. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string>;
  constructor(statusCode: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

/** Parses `value` or throws a 400 whose message names every field at fault. */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const result = validate(schema, value, what);
  if (result.ok) return result.data;
  throw new HttpError(400, result.message, result.fields);
}

/** The app's error handler: every error as `{ message, fields? }` with its status; a 500 is logged and says nothing more. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) request.log.error(error);
  return reply.code(status).send(body);
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
