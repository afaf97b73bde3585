import { describe, expect, test } from 'vitest';
import shippedList from './leaked-passwords.txt?raw';
import { leakedPasswordList, passwordLength } from './password';
import { newPasswordTwiceSchema, passwordChangeSchema } from './password-schema';
import { validate } from './validation';

const leaked = leakedPasswordList(shippedList);

const change = (overrides: Record<string, unknown> = {}) => ({
  currentPassword: 'the-old-shop-password',
  newPassword: 'Kedai Kimpalan Ipoh 1987',
  confirmPassword: 'Kedai Kimpalan Ipoh 1987',
  ...overrides,
});

const fieldsOf = (value: unknown) => {
  const result = validate(passwordChangeSchema(leaked), value, 'password change');
  return result.ok ? {} : result.fields;
};

describe('the shipped list of leaked passwords', () => {
  test('holds the well-known long ones, most common first, one a line in lower case', () => {
    const lines = shippedList.trimEnd().split('\n');
    expect(lines.length).toBe(43_940);
    expect(lines.slice(0, 4)).toEqual(['123qweasdzxc', '1qaz2wsx3edc', 'q1w2e3r4t5y6', '1q2w3e4r5t6y']);
    expect(lines.every((line) => line === line.toLowerCase() && passwordLength(line) >= 12)).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
  });

  test('is checked whatever the case of the letters', () => {
    expect(leaked.has('qwertyqwerty')).toBe(true);
    expect(leaked.has('QwertyQwerty')).toBe(true);
    expect(leaked.has('PASSWORD1234')).toBe(true);
    expect(leaked.has('Kedai Kimpalan Ipoh 1987')).toBe(false);
  });
});

describe('a password change', () => {
  test('is taken when the new password is long, not leaked, typed twice the same and not the current one', () => {
    expect(fieldsOf(change())).toEqual({});
  });

  test('asks for every field when the form is empty', () => {
    expect(fieldsOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'currentRequired',
      newPassword: 'newRequired',
      confirmPassword: 'confirmRequired',
    });
  });

  test('refuses a new password under 12 characters, counting an emoji as one', () => {
    expect(fieldsOf(change({ newPassword: 'short-pass1', confirmPassword: 'short-pass1' }))).toEqual({
      newPassword: 'tooShort',
    });
    const elevenWithEmoji = 'kimpalan-🔥🔥';
    expect(elevenWithEmoji.length).toBe(13);
    expect(fieldsOf(change({ newPassword: elevenWithEmoji, confirmPassword: elevenWithEmoji }))).toEqual({
      newPassword: 'tooShort',
    });
  });

  test('refuses a leaked password in any case', () => {
    expect(fieldsOf(change({ newPassword: '1Q2W3E4R5T6Y', confirmPassword: '1Q2W3E4R5T6Y' }))).toEqual({
      newPassword: 'leaked',
    });
  });

  test('refuses a new password over 1024 characters', () => {
    const long = 'a'.repeat(1025);
    expect(fieldsOf(change({ newPassword: long, confirmPassword: long }))).toEqual({ newPassword: 'tooLong' });
  });

  test('refuses a confirmation that differs, and a new password equal to the current one', () => {
    expect(fieldsOf(change({ confirmPassword: 'Kedai Kimpalan Ipoh 1988' }))).toEqual({
      confirmPassword: 'mismatch',
    });
    expect(
      fieldsOf(change({ newPassword: 'the-old-shop-password', confirmPassword: 'the-old-shop-password' })),
    ).toEqual({ newPassword: 'sameAsCurrent' });
  });

  test('refuses fields it does not know', () => {
    expect(fieldsOf(change({ email: 'someone@example.com' }))).toEqual({ email: 'unknownField' });
  });
});

describe('a new password typed twice (the reset command)', () => {
  test('applies the same rules without a current password', () => {
    const schema = newPasswordTwiceSchema(leaked);
    expect(validate(schema, { newPassword: 'qwertyqwerty', confirmPassword: 'qwertyqwerty' }, 'reset').ok).toBe(false);
    const result = validate(schema, { newPassword: 'a fresh long password', confirmPassword: 'a fresh long one' }, 'r');
    expect(result.ok ? {} : result.fields).toEqual({ confirmPassword: 'mismatch' });
    expect(
      validate(schema, { newPassword: 'a fresh long password', confirmPassword: 'a fresh long password' }, 'r'),
    ).toMatchObject({ ok: true });
  });
});
