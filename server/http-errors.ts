import type { ZodType } from 'zod';

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
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(body)');
    const message = issue.code === 'unrecognized_keys' ? 'is not a known field' : issue.message;
    fields[key] ??= message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw new HttpError(400, `Invalid ${what}: ${summary}`, fields);
}
