/** Zod schemas of a new admin password: the change screen, the server, the reset command and the hosted adapter. */
import { z } from './zod';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordLength,
  type LeakedPasswords,
  type PasswordError,
} from './password';

const code = (error: PasswordError) => ({ error });

/** A new password: 12 characters or more, and not on the list of leaked passwords (whatever its case). */
export function newPasswordSchema(leaked: LeakedPasswords) {
  return z
    .string(code('newRequired'))
    .min(1, code('newRequired'))
    .refine((value) => passwordLength(value) >= MIN_PASSWORD_LENGTH, { ...code('tooShort'), abort: true })
    .refine((value) => passwordLength(value) <= MAX_PASSWORD_LENGTH, { ...code('tooLong'), abort: true })
    .refine((value) => !leaked.has(value), code('leaked'));
}

/** The new password typed twice, as the reset command asks for it. */
export function newPasswordTwiceSchema(leaked: LeakedPasswords) {
  return z
    .object({
      newPassword: newPasswordSchema(leaked),
      confirmPassword: z.string(code('confirmRequired')).min(1, code('confirmRequired')),
    })
    .strict()
    .superRefine((input, context) => {
      if (input.confirmPassword && input.newPassword !== input.confirmPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'mismatch' satisfies PasswordError });
      }
    });
}

/**
 * The change in the admin: the current password, and the new one twice. Whether the current one is right
 * only the server (or Firebase Auth) can tell: it answers 'wrongCurrent' on that field.
 */
export function passwordChangeSchema(leaked: LeakedPasswords) {
  return z
    .object({
      currentPassword: z
        .string(code('currentRequired'))
        .min(1, code('currentRequired'))
        .max(MAX_PASSWORD_LENGTH, code('wrongCurrent')),
      newPassword: newPasswordSchema(leaked),
      confirmPassword: z.string(code('confirmRequired')).min(1, code('confirmRequired')),
    })
    .strict()
    .superRefine((input, context) => {
      if (input.newPassword === input.currentPassword) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: 'sameAsCurrent' satisfies PasswordError });
      }
      if (input.confirmPassword && input.newPassword !== input.confirmPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'mismatch' satisfies PasswordError });
      }
    });
}

export type PasswordChange = z.infer<ReturnType<typeof passwordChangeSchema>>;
