import type { ZodType } from 'zod';
import { validate } from '@/domain/validation';
import { BackendError } from '../backend';

/** Parses `value` or throws a 400 BackendError worded as the embedded server words it (server/http-errors.ts). */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const result = validate(schema, value, what);
  if (result.ok) return result.data;
  throw new BackendError(result.message, 400, result.fields);
}
