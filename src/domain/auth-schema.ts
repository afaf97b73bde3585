/** Zod schema of the sign-in input. */
import { z } from './zod';
import { EMAIL_PATTERN, signInMessages } from './auth';

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
