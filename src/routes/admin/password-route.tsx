import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/admin/auth/change-password-form';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/password: the signed-in admin changes their password. */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('password.title'));
  return (
    <div className="py-8">
      <BackToPortal />
      <h1 className="mb-2 text-2xl font-bold text-ink-900 sm:text-3xl">{t('password.title')}</h1>
      <p className="mb-6 max-w-prose text-gray-700">{t('password.intro')}</p>
      <ChangePasswordForm />
    </div>
  );
}
