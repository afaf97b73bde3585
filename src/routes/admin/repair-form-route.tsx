import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/domain/paths';
import type { RepairJob } from '@/domain/repair';
import type { RepairCreateInput } from '@/domain/repair-schema';
import { refusedFields } from '@/components/admin/admin-form';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { REPAIR_DRAFT, RepairForm, repairSchema } from '@/features/admin/repairs/repair-form';
import { RepairNotFound, readRepair } from '@/features/admin/repairs/read-repair';
import { photosOf, saveRepair, withPendingPhotos } from '@/features/admin/repairs/save-repair';
import { registerAdminTranslations } from './admin-i18n';
import { saveForm } from './form-action';

registerAdminTranslations();

export { shouldRevalidate } from './form-action';

type FormRouteData = { mode: 'add'; job: null } | { mode: 'edit'; job: RepairJob | null };

/** /admin-portal/repairs/new logs a machine in; /admin-portal/repairs/{id}/edit edits that job's details. */
export async function loader({ params }: LoaderFunctionArgs): Promise<FormRouteData> {
  if (!params.id) return { mode: 'add', job: null };
  return { mode: 'edit', job: await readRepair(params.id) };
}

/**
 * Saves the form: checked with its mode's schema (chosen photos as pending uploads), then the new photos uploaded
 * and the job written (save-repair.ts). When editing, the photos the job has now stay untouched until it is saved.
 * A refusal after the upload answers the uploaded photos' addresses, so that the next try uploads none again.
 */
export function action(args: ActionFunctionArgs) {
  const id = args.params.id;
  let uploaded: string[] | undefined;
  return saveForm(args, {
    schema: repairSchema(id ? 'edit' : 'add'),
    checked: withPendingPhotos,
    draft: REPAIR_DRAFT,
    write: async (backend, input, formData) => {
      const job = id ? await backend.repairs.get(id) : null;
      const target = job ? { mode: 'edit' as const, job } : { mode: 'add' as const };
      return saveRepair(backend, target, input as RepairCreateInput, photosOf(formData), {
        uploaded: (addresses) => (uploaded = addresses),
      });
    },
    // Refused after its photos were uploaded (a deposit over the estimate): the form sends their addresses next time.
    kept: () => (uploaded ? { photos: uploaded } : undefined),
    saved: (t, job) => ({
      to: paths.admin.repairs.detail(job.id),
      text: t(id ? 'repairs.form.updated' : 'repairs.form.added', { number: job.number }),
    }),
    failed: (t, reason, error) =>
      t(id ? 'repairs.form.updateFailed' : 'repairs.form.addFailed', {
        error: Object.keys(refusedFields(error)).length > 0 ? t('repairs.form.checkFields') : reason,
      }),
  });
}

export function Component() {
  const { t } = useTranslation('admin');
  const data = useLoaderData<typeof loader>();
  useAdminTitle(t(data.mode === 'add' ? 'repairs.form.addTitle' : 'repairs.form.editTitle'));

  if (data.mode === 'edit' && !data.job) return <RepairNotFound title={t('repairs.form.editTitle')} />;
  // A fresh form for each job, so nothing carries over from one to the next.
  return <RepairForm key={data.job?.id ?? 'new'} job={data.job} />;
}
