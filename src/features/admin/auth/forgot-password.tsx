import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { passwordResetByEmail } from '@/data';
import { SignInSchema } from '@/domain/auth-schema';
import { useAdminForm, useFieldErrorText, type FormReply } from '@/components/admin/admin-form';
import { buttonStyles } from '@/components/ui/styles';
import { EmailField } from './sign-in-form';

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

/** The reset link's form: the address alone, checked as the server checks it. */
export const ResetSchema = SignInSchema.pick({ email: true });

/** The address to send the link to, by the login route's action (`intent` 'reset'); what came of it is said below. */
function ResetByEmail() {
  const { t } = useTranslation('admin');
  const fetcher = useFetcher<FormReply>();
  const { form, formProps, errorsOf, saving, intentInput } = useAdminForm({
    schema: ResetSchema,
    defaultValue: {},
    fetcher,
    intent: 'reset',
  });
  const errorText = useFieldErrorText('login.errors');
  const failure = form.errors?.[0];

  return (
    <fetcher.Form {...formProps} className="mt-3 space-y-3">
      {intentInput}
      <p>{t('login.forgot.email')}</p>
      <EmailField id="reset-email" error={errorText(errorsOf('email'))} />
      <button type="submit" disabled={saving} className={buttonStyles.secondary}>
        {saving ? t('login.forgot.sending') : t('login.forgot.send')}
      </button>
      {saving ? null : fetcher.data?.saved ? (
        <p role="status" className="text-green-800">
          {t('login.forgot.sent')}
        </p>
      ) : failure ? (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
