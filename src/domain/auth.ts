import { z } from 'zod';

export const signInMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  failed: 'Login failed. Please try again.',
} as const;

/** The spec's 'simple {email} pattern': something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SignInSchema = z
  .object({
    email: z
      .string({ error: signInMessages.emailRequired })
      .trim()
      .min(1, { error: signInMessages.emailRequired })
      .max(320, { error: signInMessages.emailInvalid })
      .regex(EMAIL_PATTERN, { error: signInMessages.emailInvalid }),
    password: z
      .string({ error: signInMessages.passwordRequired })
      .min(1, { error: signInMessages.passwordRequired })
      .max(1024, { error: signInMessages.passwordRequired }),
  })
  .strict();

export type SignInInput = z.infer<typeof SignInSchema>;

export type AdminUser = { email: string };
