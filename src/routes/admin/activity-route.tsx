import { useTranslation } from 'react-i18next';
import { ActivityList } from '@/features/admin/audit/activity-list';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/activity: the audit log, newest first (sign-ins, product and order changes). */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('activity.title'));
  return (
    <div className="py-8">
      <BackToPortal />
      <h1 className="mb-2 text-2xl font-bold text-ink-900 sm:text-3xl">{t('activity.title')}</h1>
      <p className="mb-6 text-gray-700">{t('activity.intro')}</p>
      <ActivityList />
    </div>
  );
}
