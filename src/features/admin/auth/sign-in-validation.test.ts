import { describe, expect, test } from 'vitest';
import { validateSignIn } from './sign-in-validation';

describe('validateSignIn', () => {
  test('asks for both fields when both are empty', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });

  test('treats an email of spaces as missing, not as malformed', () => {
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({ email: 'emailRequired' });
  });

  test.each(['owner', 'owner@shop', 'owner @shop.my', '@shop.my'])('refuses %s as an email address', (email) => {
    expect(validateSignIn({ email, password: 'x' })).toEqual({ email: 'emailInvalid' });
  });

  test('accepts a well-formed address with spaces around it', () => {
    expect(validateSignIn({ email: ' owner@shop.my ', password: 'secret' })).toEqual({});
  });
});
