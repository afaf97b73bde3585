import { isPasswordError, type LeakedPasswords, type PasswordChangeInput, type PasswordError } from '@/domain/password';
import { passwordChangeSchema } from '@/domain/password-schema';
import { validate } from '@/domain/validation';

export type PasswordField = keyof PasswordChangeInput;
export type PasswordErrors = Partial<Record<PasswordField, PasswordError>>;

export const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Field codes of `password.errors.*`, from the shared schema's refusal or from the server's answer. */
export function passwordErrorsOf(fields: Readonly<Record<string, string>>): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const field of PASSWORD_FIELDS) {
    const code = fields[field];
    if (isPasswordError(code)) errors[field] = code;
  }
  return errors;
}

/** Checks the form with the rules the server applies: each field gets its first problem. */
export function validatePasswordChange(values: PasswordChangeInput, leaked: LeakedPasswords): PasswordErrors {
  const result = validate(passwordChangeSchema(leaked), values, 'password change');
  return result.ok ? {} : passwordErrorsOf(result.fields);
}
