import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackendError, getBackend } from '@/data';
import { paths } from '@/domain/paths';
import type { RepairJob } from '@/domain/repair';
import { buttonStyles } from '@/components/ui/styles';

/** A job read by its id for a screen: null when there is none, also for an id the server refuses the form of. */
export async function readRepair(id: string): Promise<RepairJob | null> {
  const backend = await getBackend();
  try {
    return await backend.repairs.get(id);
  } catch (error) {
    if (error instanceof BackendError && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}

/** A job that is not there: said, with the way back to the list. */
export function RepairNotFound({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      <p role="alert" className="mt-6 text-gray-800">
        {t('repairs.form.notFound')}
      </p>
      <Link to={paths.admin.repairs.list} className={`${buttonStyles.secondary} mt-4`}>
        {t('repairs.detail.backToList')}
      </Link>
    </div>
  );
}
