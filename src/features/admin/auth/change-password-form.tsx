import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/domain/paths';
import { MIN_PASSWORD_LENGTH, type PasswordChangeInput } from '@/domain/password';
import { loadLeakedPasswords } from '@/domain/load-leaked-passwords';
import { BackendError, getBackend } from '@/data';
import { useErrorText } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { buttonStyles, inputStyles } from '@/components/ui/styles';
import {
  PASSWORD_FIELDS,
  passwordErrorsOf,
  validatePasswordChange,
  type PasswordErrors,
  type PasswordField,
} from './password-change-validation';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const AUTOCOMPLETE: Record<PasswordField, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * The signed-in admin's password change: the current password, the new one twice. The new one is checked here
 * with the server's rules (12 characters or more, not on the list of leaked passwords), and again by the server
 * or Firebase Auth. Every other browser signed in to the account is signed out; this one stays.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const describe = useErrorText();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  // The list of leaked passwords is a download of its own: start it while the admin types.
  useEffect(() => {
    loadLeakedPasswords().catch(() => undefined);
  }, []);

  function change(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function show(found: PasswordErrors) {
    setErrors(found);
    const first = PASSWORD_FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setSubmitting(true);
    try {
      const found = validatePasswordChange(values, await loadLeakedPasswords());
      if (Object.keys(found).length > 0) {
        show(found);
        setSubmitting(false);
        return;
      }
      const backend = await getBackend();
      await backend.auth.changePassword(values);
      notify('success', t('password.changed'), { carry: true });
      await navigate(paths.admin.portal);
      return;
    } catch (error) {
      const fields = error instanceof BackendError ? passwordErrorsOf(error.fields) : {};
      if (Object.keys(fields).length > 0) show(fields);
      else setFormError(t('password.failed', { error: describe(error) }));
    }
    setSubmitting(false);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="max-w-md space-y-5"
      aria-busy={submitting || undefined}
    >
      {PASSWORD_FIELDS.map((field) => (
        <Field
          key={field}
          id={`password-${field}`}
          label={t(`password.${field}`)}
          hint={field === 'newPassword' ? t('password.newHint', { min: MIN_PASSWORD_LENGTH }) : undefined}
          error={errors[field] && t(`password.errors.${errors[field]}`, { min: MIN_PASSWORD_LENGTH })}
        >
          {(control) => (
            <input
              {...control}
              ref={refs[field]}
              name={field}
              type={shown ? 'text' : 'password'}
              autoComplete={AUTOCOMPLETE[field]}
              autoCapitalize="none"
              spellCheck={false}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
              className={inputStyles}
            />
          )}
        </Field>
      ))}

      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        {t('password.show')}
      </label>

      {formError ? (
        <p role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-3 text-sm font-medium text-red-900">
          {formError}
        </p>
      ) : null}

      <button type="submit" disabled={submitting} className={buttonStyles.primary}>
        {submitting ? t('password.submitting') : t('password.submit')}
      </button>
    </form>
  );
}
