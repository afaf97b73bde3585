import type { ZodType } from 'zod';
import { validate } from '@/domain/validation';
import { BackendError } from '../backend';

/** Parses `value` or throws a 400 'invalid' BackendError with field codes, as the embedded server does (server/http/http-errors.ts). */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const result = validate(schema, value, what);
  if (result.ok) return result.data;
  throw new BackendError('invalid', 400, { fields: result.fields, message: result.message });
}
