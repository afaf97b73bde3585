import type { ZodType, z } from 'zod';
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
  return { ok: false, ...refusal(result.error.issues, what) };
}

/**
 * The refusal of a failed parse, as `validate` words it: the fields at fault and the line for logs. For a parse
 * made elsewhere: the server's route schemas parse a request part, and its route names the part afterwards.
 */
export function refusal(issues: readonly z.core.$ZodIssue[], what: string): { fields: FieldErrors; message: string } {
  // Every key it holds has a code: a path is any string, so none is missing.
  const fields = firstPerField(issues, pathOf, (_path, issue) => fieldCode(issue)) as FieldErrors;
  const summary = Object.entries(fields)
    .map(([field, code]) => `${field}: ${code}`)
    .join('; ');
  return { fields, message: `Invalid ${what}: ${summary}` };
}

/** An issue's field as the server names it: the dotted path, or the unknown keys themselves. */
function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(body)');
}

/**
 * A form's errors from a schema, one per field: the first problem of each of the form's `fields` (the top
 * level of an issue's path), as `errorOf` words it for the form (undefined: the form has no words for it, and
 * the field's next problem may). Every form that checks with a zod schema goes through here; the server's
 * `validate` shares its rule of the first problem per field.
 */
export function fieldErrors<F extends string, E>(
  schema: ZodType,
  values: unknown,
  fields: readonly F[],
  errorOf: (field: F, issue: z.core.$ZodIssue) => E | undefined,
): Partial<Record<F, E>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const formField = (issue: z.core.$ZodIssue): F | undefined => {
    const top = issue.path[0];
    return (fields as readonly PropertyKey[]).includes(top as PropertyKey) ? (top as F) : undefined;
  };
  return firstPerField(result.error.issues, formField, errorOf);
}

/** The first problem of each field that `fieldOf` names, as `errorOf` words it. */
function firstPerField<F extends string, E>(
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (issue: z.core.$ZodIssue) => F | undefined,
  errorOf: (field: F, issue: z.core.$ZodIssue) => E | undefined,
): Partial<Record<F, E>> {
  const errors: Partial<Record<F, E>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field === undefined || errors[field] !== undefined) continue;
    const error = errorOf(field, issue);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

function fieldCode(issue: { code: string; message: string; origin?: string }): string {
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  if (isFieldCode(issue.message)) return issue.message;
  if (issue.code === 'too_big' && issue.origin === 'string') return 'tooLong';
  return 'invalid';
}
