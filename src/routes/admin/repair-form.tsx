import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RepairJob } from '@/domain/repair';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { RepairForm } from '@/features/repairs/repair-form';
import { RepairNotFound, readRepair } from '@/features/repairs/read-repair';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

type FormRouteData = { mode: 'add'; job: null } | { mode: 'edit'; job: RepairJob | null };

/** /admin-portal/repairs/new logs a machine in; /admin-portal/repairs/{id}/edit edits that job's details. */
export async function loader({ params }: LoaderFunctionArgs): Promise<FormRouteData> {
  if (!params.id) return { mode: 'add', job: null };
  return { mode: 'edit', job: await readRepair(params.id) };
}

export function Component() {
  const { t } = useTranslation('admin');
  const data = useLoaderData<typeof loader>();
  useAdminTitle(t(data.mode === 'add' ? 'repairs.form.addTitle' : 'repairs.form.editTitle'));

  if (data.mode === 'edit' && !data.job) return <RepairNotFound title={t('repairs.form.editTitle')} />;
  // A fresh form for each job, so nothing carries over from one to the next.
  return <RepairForm key={data.job?.id ?? 'new'} job={data.job} />;
}
