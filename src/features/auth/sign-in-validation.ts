import { SIGN_IN_ERRORS, SignInSchema, type SignInError } from '@/domain';

export type SignInField = 'email' | 'password';
export type SignInErrors = Partial<Record<SignInField, SignInError>>;

const FIELDS: readonly SignInField[] = ['email', 'password'];

function isSignInError(value: string): value is SignInError {
  return (SIGN_IN_ERRORS as readonly string[]).includes(value);
}

/** Checks the form with the shared schema; each field gets its first problem, as a code of `login.errors.*`. */
export function validateSignIn(values: { email: string; password: string }): SignInErrors {
  const result = SignInSchema.safeParse(values);
  if (result.success) return {};
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !FIELDS.includes(field as SignInField)) continue;
    if (isSignInError(issue.message) && !errors[field as SignInField]) errors[field as SignInField] = issue.message;
  }
  return errors;
}
