import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/domain/paths';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { buttonStyles } from '@/components/ui/styles';
import { ReminderList } from '@/features/admin/repairs/reminder-list';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/repairs/remind: the machines ready and not collected whose reminder is due today. */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('repairs.reminders.title'));
  return (
    <div className="py-8">
      <Link to={paths.admin.repairs.list} className={`${buttonStyles.secondary} mb-4`}>
        <span aria-hidden="true">←</span> {t('repairs.detail.backToList')}
      </Link>
      <h1 className="mb-2 text-2xl font-bold text-ink-900 sm:text-3xl">{t('repairs.reminders.title')}</h1>
      <p className="mb-6 max-w-3xl text-sm text-gray-600">{t('repairs.reminders.intro')}</p>
      <ReminderList />
    </div>
  );
}
