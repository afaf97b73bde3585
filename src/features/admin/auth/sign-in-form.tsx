import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { SignInSchema } from '@/domain/auth-schema';
import { useAdminForm, useFieldErrorText } from '@/components/admin/admin-form';
import { Field, InputField } from '@/components/ui/field';
import { buttonStyles, tallFieldStyles } from '@/components/ui/styles';

/** The admin's email address, as the sign-in and the reset link both ask for it. */
export function EmailField({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <InputField
      id={id}
      name="email"
      label={t('login.email')}
      error={error}
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

/**
 * Email and password sign-in (spec §2 Admin Login, §5 Login): the login route's action (`intent` 'signIn') signs in
 * and goes on; a refusal is said above the button. No draft: the password is kept in no storage.
 */
export function SignInForm() {
  const { t } = useTranslation('admin');
  const { form, formProps, errorsOf, saving, intentInput } = useAdminForm({
    schema: SignInSchema,
    defaultValue: {},
    intent: 'signIn',
  });
  const errorText = useFieldErrorText('login.errors');
  const [showPassword, setShowPassword] = useState(false);

  return (
    <Form {...formProps} className="mt-6 space-y-5">
      {intentInput}
      <EmailField id="login-email" error={errorText(errorsOf('email'))} />

      <Field id="login-password" label={t('login.password')} error={errorText(errorsOf('password'))}>
        {(control) => (
          <div className="relative">
            <input
              {...control}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="none"
              spellCheck={false}
              className={`${tallFieldStyles} pr-12`}
            />
            <button
              type="button"
              aria-pressed={showPassword}
              aria-controls="login-password"
              onClick={() => setShowPassword((shown) => !shown)}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <EyeIcon crossed={showPassword} />
              <span className="sr-only">{t('login.showPassword')}</span>
            </button>
          </div>
        )}
      </Field>

      {form.errors?.[0] ? (
        <p role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-3 text-sm font-medium text-red-900">
          {form.errors[0]}
        </p>
      ) : null}

      <button type="submit" disabled={saving} className={`${buttonStyles.primary} w-full`}>
        {saving ? t('login.loggingIn') : t('login.login')}
      </button>
    </Form>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}
