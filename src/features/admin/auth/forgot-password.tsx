import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackendError, getBackend, passwordResetByEmail } from '@/data';
import { useErrorText } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { buttonStyles, inputStyles } from '@/components/ui/styles';

const RESET_COMMAND = 'npm run admin:reset-password -- EMAIL';

/**
 * "Forgot password?" under the sign-in form, a disclosure that works before the page's code has started.
 * Embedded: the owner sets a new password on the server with the reset command. Hosted: Firebase Auth e-mails
 * a reset link.
 */
export function ForgotPassword() {
  const { t } = useTranslation('admin');
  return (
    <details className="mt-6 border-t border-gray-200 pt-4 text-sm text-gray-700">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
        {t('login.forgot.summary')}
      </summary>
      {passwordResetByEmail() ? (
        <ResetByEmail />
      ) : (
        <div className="mt-3 space-y-2">
          <p>{t('login.forgot.command')}</p>
          <pre className="overflow-x-auto rounded-md bg-gray-100 p-3 text-xs text-ink-900">
            <code>{RESET_COMMAND}</code>
          </pre>
          <p>{t('login.forgot.commandAfter')}</p>
        </div>
      )}
    </details>
  );
}

function ResetByEmail() {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ sent: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFieldError(null);
    setOutcome(null);
    try {
      const backend = await getBackend();
      await backend.auth.sendPasswordReset?.(email.trim());
      setOutcome({ sent: true, text: t('login.forgot.sent') });
    } catch (error) {
      const code = error instanceof BackendError ? error.fields.email : undefined;
      if (code === 'emailRequired' || code === 'emailInvalid') setFieldError(t(`login.errors.${code}`));
      else setOutcome({ sent: false, text: t('login.forgot.failed', { error: describe(error) }) });
    }
    setSending(false);
  }

  return (
    <form noValidate onSubmit={(event) => void send(event)} className="mt-3 space-y-3">
      <p>{t('login.forgot.email')}</p>
      <Field id="reset-email" label={t('login.email')} error={fieldError ?? undefined}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
            className={inputStyles}
          />
        )}
      </Field>
      <button type="submit" disabled={sending} className={buttonStyles.secondary}>
        {sending ? t('login.forgot.sending') : t('login.forgot.send')}
      </button>
      {outcome ? (
        <p role={outcome.sent ? 'status' : 'alert'} className={outcome.sent ? 'text-green-800' : 'text-red-800'}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
