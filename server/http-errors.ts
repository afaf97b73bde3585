import type { ZodType } from 'zod';
import { validate } from '@/domain/validation';

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
