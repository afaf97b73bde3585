import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeNextPath } from '@/components/admin/next-path';
import { SignInForm } from '@/features/admin/auth/sign-in-form';
import { ForgotPassword } from '@/features/admin/auth/forgot-password';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { AdminLanguage, AdminLanguageSwitch } from '@/components/admin/admin-language-switch';
import { adminTranslations, registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

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
        <SignInForm next={next} />
        <ForgotPassword />
      </div>
    </div>
  );
}
