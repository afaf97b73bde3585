import { SIGN_IN_ERRORS, SignInSchema, fieldErrors, type SignInError } from '@/domain';

export type SignInField = 'email' | 'password';
export type SignInErrors = Partial<Record<SignInField, SignInError>>;

const FIELDS: readonly SignInField[] = ['email', 'password'];

function isSignInError(value: string): value is SignInError {
  return (SIGN_IN_ERRORS as readonly string[]).includes(value);
}

/** Checks the form with the shared schema; each field gets its first problem, as a code of `login.errors.*`. */
export function validateSignIn(values: { email: string; password: string }): SignInErrors {
  return fieldErrors(SignInSchema, values, FIELDS, (_field, issue) =>
    isSignInError(issue.message) ? issue.message : undefined,
  );
}
