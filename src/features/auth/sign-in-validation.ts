import { SignInSchema, signInMessages } from '@/domain';

export type SignInField = 'email' | 'password';
export type SignInMessageKey = keyof typeof signInMessages;
export type SignInErrors = Partial<Record<SignInField, SignInMessageKey>>;

const FIELDS: readonly SignInField[] = ['email', 'password'];

/** The catalogue key of one of the spec's sign-in messages, or null for any other text. */
export function signInMessageKey(message: string | null | undefined): SignInMessageKey | null {
  const entry = Object.entries(signInMessages).find(([, text]) => text === message);
  return entry ? (entry[0] as SignInMessageKey) : null;
}

/** Checks the form with the shared schema; each field gets its first problem, as a catalogue key. */
export function validateSignIn(values: { email: string; password: string }): SignInErrors {
  const result = SignInSchema.safeParse(values);
  if (result.success) return {};
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !FIELDS.includes(field as SignInField)) continue;
    const key = signInMessageKey(issue.message);
    if (key && !errors[field as SignInField]) errors[field as SignInField] = key;
  }
  return errors;
}
