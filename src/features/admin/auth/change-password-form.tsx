import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { MIN_PASSWORD_LENGTH, type LeakedPasswords, type PasswordChangeInput } from '@/domain/password';
import { passwordChangeSchema } from '@/domain/password-schema';
import { loadLeakedPasswords } from '@/domain/load-leaked-passwords';
import { useAdminForm, useFieldErrorText } from '@/components/admin/admin-form';
import { InputField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';

const AUTOCOMPLETE: Record<keyof PasswordChangeInput, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};
const FIELDS = Object.keys(AUTOCOMPLETE) as (keyof PasswordChangeInput)[];
const FIGURES = { min: MIN_PASSWORD_LENGTH };

/** The list of leaked passwords once it has come: a download of its own, started as the screen opens. */
let leakedList: LeakedPasswords | undefined;
const leaked: LeakedPasswords = { has: (password) => leakedList?.has(password) ?? false };

/** Fetches the list (once); when it cannot be had, the data port checks against its own. */
export async function leakedListLoaded(): Promise<void> {
  leakedList = await loadLeakedPasswords().catch(() => leakedList);
}

/** The server's rules of the change (src/domain/password-schema.ts), with the list as far as it has come. */
export const PasswordChangeSchema = passwordChangeSchema(leaked);

/**
 * The signed-in admin's password change: the current password, the new one twice, checked with the server's rules
 * (12 characters or more, not on the list of leaked passwords) here and by the route's action, and again by the
 * server or Firebase Auth, which alone can tell a wrong current password. Every other browser signed in to the
 * account is signed out; this one stays.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('admin');
  const { form, formProps, errorsOf, saving } = useAdminForm({ schema: PasswordChangeSchema, defaultValue: {} });
  const errorText = useFieldErrorText('password.errors', FIGURES);
  const [shown, setShown] = useState(false);

  return (
    <Form {...formProps} className="max-w-md space-y-5">
      {FIELDS.map((field) => (
        <InputField
          key={field}
          id={`password-${field}`}
          name={field}
          label={t(`password.${field}`)}
          hint={field === 'newPassword' ? t('password.newHint', FIGURES) : undefined}
          error={errorText(errorsOf(field))}
          type={shown ? 'text' : 'password'}
          autoComplete={AUTOCOMPLETE[field]}
          autoCapitalize="none"
          spellCheck={false}
        />
      ))}

      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        {t('password.show')}
      </label>

      {form.errors?.[0] ? (
        <p role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-3 text-sm font-medium text-red-900">
          {form.errors[0]}
        </p>
      ) : null}

      <button type="submit" disabled={saving} className={buttonStyles.primary}>
        {saving ? t('password.submitting') : t('password.submit')}
      </button>
    </Form>
  );
}
