import { useTranslation } from 'react-i18next';
import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/domain/paths';
import { ChangePasswordForm, PasswordChangeSchema, leakedListLoaded } from '@/features/admin/auth/change-password-form';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';
import { saveForm } from './form-action';

registerAdminTranslations();

export { shouldRevalidate } from './form-action';

/** The list of leaked passwords starts to download as the screen opens, while the admin types. */
export function loader() {
  void leakedListLoaded();
  return null;
}

/**
 * The change, checked with the whole list of leaked passwords, then written; a wrong current password is the
 * store's refusal at its field. Once changed, the portal says so.
 */
export async function action(args: ActionFunctionArgs) {
  await leakedListLoaded();
  return saveForm(args, {
    schema: PasswordChangeSchema,
    write: (backend, change) => backend.auth.changePassword(change),
    saved: (t) => ({ to: paths.admin.portal, text: t('password.changed') }),
    failed: (t, error) => t('password.failed', { error }),
    failureIn: 'form',
  });
}

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
