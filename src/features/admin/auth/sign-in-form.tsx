import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/domain/paths';
import { getBackend } from '@/data';
import { safeNextPath } from '@/components/admin/next-path';
import { validateSignIn, type SignInErrors, type SignInField } from './sign-in-validation';
import { useErrorText } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { buttonStyles, inputStyles, tallFieldStyles } from '@/components/ui/styles';

/** Email and password sign-in (spec §2 Admin Login, §5 Login). */
export function SignInForm({ next }: { next: string | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const describe = useErrorText();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function change(field: SignInField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error clears as soon as the admin edits that field (spec §5).
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignIn(values);
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const backend = await getBackend();
      const result = await backend.auth.signIn(values.email.trim(), values.password);
      if (result.ok) {
        notify('success', t('login.success'), { carry: true });
        await navigate(safeNextPath(next) ?? paths.admin.portal, { replace: true });
        return;
      }
      // Why the server or the provider refused, in the admin's language ('Invalid email or password'…).
      setFormError(describe(result.error));
    } catch {
      setFormError(t('login.errors.failed'));
    }
    setSubmitting(false);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="mt-6 space-y-5"
      aria-busy={submitting || undefined}
    >
      <Field id="login-email" label={t('login.email')} error={errors.email && t(`login.errors.${errors.email}`)}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            className={inputStyles}
          />
        )}
      </Field>

      <Field
        id="login-password"
        label={t('login.password')}
        error={errors.password && t(`login.errors.${errors.password}`)}
      >
        {(control) => (
          <div className="relative">
            <input
              {...control}
              ref={passwordRef}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="none"
              spellCheck={false}
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
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

      {formError ? (
        <p role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-3 text-sm font-medium text-red-900">
          {formError}
        </p>
      ) : null}

      <button type="submit" disabled={submitting} className={`${buttonStyles.primary} w-full`}>
        {submitting ? t('login.loggingIn') : t('login.login')}
      </button>
    </form>
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
