import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs } from 'react-router';
import { getBackend } from '@/data';
import { paths } from '@/domain/paths';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { buttonStyles } from '@/components/ui/styles';
import { ReminderList, ReminderMarkSchema } from '@/features/admin/repairs/reminder-list';
import { registerAdminTranslations } from './admin-i18n';
import { saveForm } from './form-action';

registerAdminTranslations();

// A mark is said on its card: the list stays as it was read, its marked reminders with it.
export { shouldRevalidate } from './form-action';

/** The reminders due today, not waited for: the screen says it is loading them meanwhile. */
export function loader() {
  return { reminders: getBackend().then((backend) => backend.repairs.reminders()) };
}

/** A reminder marked sent as its chat opens (by the card's fetcher); a failure is a notice. */
export function action(args: ActionFunctionArgs) {
  return saveForm(args, {
    fetcher: true,
    schema: ReminderMarkSchema,
    write: (backend, { id, day }) => backend.repairs.markReminderSent(id, day),
    saved: () => ({}),
    failed: (t, error) => t('repairs.reminders.markFailed', { error }),
  });
}

/** /admin-portal/repairs/remind: the machines ready and not collected whose reminder is due today. */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('repairs.reminders.title'));
  const { reminders } = useLoaderData<typeof loader>();
  return (
    <div className="py-8">
      <Link to={paths.admin.repairs.list} className={`${buttonStyles.secondary} mb-4`}>
        <span aria-hidden="true">←</span> {t('repairs.detail.backToList')}
      </Link>
      <h1 className="mb-2 text-2xl font-bold text-ink-900 sm:text-3xl">{t('repairs.reminders.title')}</h1>
      <p className="mb-6 max-w-3xl text-sm text-gray-600">{t('repairs.reminders.intro')}</p>
      <ReminderList reminders={reminders} />
    </div>
  );
}
