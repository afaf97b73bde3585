import type { ZodType } from 'zod';
import { BackendError } from '../backend';

/**
 * Parses `value` or throws a 400 BackendError whose message names every field at fault, worded as the
 * embedded server words it (server/http-errors.ts), so that both backends fail alike.
 */
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
  throw new BackendError(`Invalid ${what}: ${summary}`, 400, fields);
}
