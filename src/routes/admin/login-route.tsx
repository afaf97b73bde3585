import { useTranslation } from 'react-i18next';
import { useSearchParams, type ActionFunctionArgs } from 'react-router';
import { BackendError } from '@/data';
import { paths } from '@/domain/paths';
import { SignInSchema } from '@/domain/auth-schema';
import { safeNextPath } from '@/components/admin/next-path';
import { SignInForm } from '@/features/admin/auth/sign-in-form';
import { ForgotPassword, ResetSchema } from '@/features/admin/auth/forgot-password';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { AdminLanguage, AdminLanguageSwitch } from '@/components/admin/admin-language-switch';
import { adminTranslations, registerAdminTranslations } from './admin-i18n';
import { intentOf, saveForm } from './form-action';

registerAdminTranslations();

/**
 * The reset link (`intent` 'reset', hosted mode), said in its form; or the sign-in: refused, the form says why
 * ('Invalid email or password', the throttle's wait), and a sign-in that could not be tried says to try again;
 * signed in, the admin is welcomed where `next` says (an admin screen only) or at the portal.
 */
export async function action(args: ActionFunctionArgs) {
  if ((await intentOf(args.request)) === 'reset')
    return saveForm(args, {
      fetcher: true,
      intent: 'reset',
      schema: ResetSchema,
      write: async (backend, { email }) => backend.auth.sendPasswordReset?.(email),
      saved: () => ({}),
      failed: (t, error) => t('login.forgot.failed', { error }),
      failureIn: 'form',
    });
  const next = safeNextPath(new URL(args.request.url).searchParams.get('next'));
  return saveForm(args, {
    intent: 'signIn',
    schema: SignInSchema,
    write: async (backend, { email, password }) => {
      const result = await backend.auth.signIn(email, password).catch(() => {
        throw new Error('The sign-in could not be tried');
      });
      if (!result.ok) throw result.error;
    },
    saved: (t) => ({ to: next ?? paths.admin.portal, text: t('login.success'), replace: true }),
    failed: (t, refusal, error) => (error instanceof BackendError ? refusal : t('login.errors.failed')),
    failureIn: 'form',
  });
}

/** /admin: the admin's sign-in page (spec §2 Admin Login), in the admin's own language, with its switch. */
export function Component() {
  return (
    <AdminLanguage i18n={adminTranslations}>
      <Login />
    </AdminLanguage>
  );
}

function Login() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('login.title'));
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="mb-4 flex justify-end">
        <AdminLanguageSwitch />
      </div>
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900">{t('login.title')}</h1>
        {next ? (
          <p role="status" className="mt-3 text-sm text-gray-700">
            {t('login.signInToContinue')}
          </p>
        ) : null}
        <SignInForm />
        <ForgotPassword />
      </div>
    </div>
  );
}
