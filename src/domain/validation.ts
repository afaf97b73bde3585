import type { ZodType } from 'zod';

/** Field name (dotted path) → the first message about it. */
export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors; message: string };

/**
 * Parses `value` with `schema`. On failure, every field at fault with its first message, and one sentence
 * that names them all: 'Invalid product: name: Name is required; price: Price is required'. The server and
 * both adapters word refusals this way, so that a person reads the same whichever backend refused.
 */
export function validate<T>(schema: ZodType<T>, value: unknown, what: string): Validation<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(body)');
    const message = issue.code === 'unrecognized_keys' ? 'is not a known field' : issue.message;
    fields[key] ??= message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return { ok: false, fields, message: `Invalid ${what}: ${summary}` };
}
