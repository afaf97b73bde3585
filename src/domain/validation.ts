import type { ZodType } from 'zod';
import { isFieldCode } from './error-codes';

/** Field name (dotted path) → the code of its first problem ('nameRequired', 'tooLong', 'invalid'…). */
export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors; message: string };

/**
 * Parses `value` with `schema`. On failure, every field at fault with the code of its first problem, and
 * one line for logs that names them all: 'Invalid product: name: nameRequired; price: priceRequired'. The
 * server and both adapters refuse with these codes, and screens word them in the visitor's language.
 * Schemas give their own codes as messages; a problem the schema has no code for is 'tooLong' (a string over
 * its maximum), 'unknownField' (a key the schema does not know) or 'invalid'.
 */
export function validate<T>(schema: ZodType<T>, value: unknown, what: string): Validation<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(body)');
    fields[key] ??= fieldCode(issue);
  }
  const summary = Object.entries(fields)
    .map(([field, code]) => `${field}: ${code}`)
    .join('; ');
  return { ok: false, fields, message: `Invalid ${what}: ${summary}` };
}

function fieldCode(issue: { code: string; message: string; origin?: string }): string {
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  if (isFieldCode(issue.message)) return issue.message;
  if (issue.code === 'too_big' && issue.origin === 'string') return 'tooLong';
  return 'invalid';
}
