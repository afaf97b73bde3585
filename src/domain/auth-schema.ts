/** Zod schema of the sign-in input. */
import { z } from './zod';
import { EMAIL_PATTERN, type SignInError } from './auth';

const code = (error: SignInError) => ({ error });

export const SignInSchema = z
  .object({
    email: z
      .string(code('emailRequired'))
      .trim()
      .min(1, code('emailRequired'))
      .max(320, code('emailInvalid'))
      .regex(EMAIL_PATTERN, code('emailInvalid')),
    password: z.string(code('passwordRequired')).min(1, code('passwordRequired')).max(1024, code('passwordRequired')),
  })
  .strict();
