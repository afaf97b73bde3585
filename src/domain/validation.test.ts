import { describe, expect, test } from 'vitest';
import { fieldErrors, validate } from './validation';
import { z } from './zod';

const Schema = z.object({
  name: z.string().trim().min(1, { error: 'nameRequired' }).max(5),
  code: z
    .string()
    .regex(/^[A-Z]+$/, { error: 'Not a code' })
    .min(2, { error: 'tooShort' }),
  nested: z.object({ street: z.string().min(1, { error: 'required' }) }),
});

describe('fieldErrors', () => {
  test('gives each of the form’s fields its first problem, as the form words it', () => {
    const errors = fieldErrors(
      Schema,
      { name: '', code: 'a', nested: { street: '' } },
      ['name', 'code'],
      (_f, issue) => issue.message,
    );
    expect(errors).toEqual({ name: 'nameRequired', code: 'Not a code' });
  });

  test('a problem the form has no words for leaves the field to its next problem', () => {
    const errors = fieldErrors(Schema, { name: 'ok', code: 'a', nested: { street: 'x' } }, ['code'], (_f, issue) =>
      issue.message === 'Not a code' ? undefined : issue.message,
    );
    expect(errors).toEqual({ code: 'tooShort' });
  });

  test('names a nested problem by its top-level field, and nothing for valid values', () => {
    expect(fieldErrors(Schema, { name: 'ok', code: 'AB', nested: { street: '' } }, ['nested'], () => 'bad')).toEqual({
      nested: 'bad',
    });
    expect(
      fieldErrors(Schema, { name: 'ok', code: 'AB', nested: { street: 'x' } }, ['name', 'code'], () => 'bad'),
    ).toEqual({});
  });
});

describe('validate', () => {
  test('names every field at fault by its dotted path, with the code of its first problem', () => {
    const result = validate(Schema, { name: 'too long', code: 'AB', nested: { street: '' } }, 'thing');
    expect(result).toEqual({
      ok: false,
      fields: { name: 'tooLong', 'nested.street': 'required' },
      message: 'Invalid thing: name: tooLong; nested.street: required',
    });
  });
});
