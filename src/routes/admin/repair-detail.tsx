import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { RepairDetail } from '@/features/repairs/repair-detail';
import { RepairNotFound, readRepair } from '@/features/repairs/read-repair';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/repairs/{id}: one job, its status moves, the customer's link and the WhatsApp message. */
export async function loader({ params }: LoaderFunctionArgs) {
  return { job: params.id ? await readRepair(params.id) : null };
}

export function Component() {
  const { t } = useTranslation('admin');
  const { job } = useLoaderData<typeof loader>();
  const title = job ? t('repairs.detail.title', { number: job.number }) : t('repairs.title');
  useAdminTitle(title);
  if (!job) return <RepairNotFound title={title} />;
  // A fresh screen for each job (and each reading of it), so nothing of one shows for another.
  return <RepairDetail key={`${job.id}-${job.updatedAt}`} job={job} />;
}
