import { useTranslation } from 'react-i18next';
import { data, type ActionFunctionArgs } from 'react-router';
import { BackendError } from '@/data';
import { z } from '@/domain/zod';
import { paths } from '@/domain/paths';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { ImportExport } from '@/features/admin/products/import-export';
import { ImportFileChanged, importFormRows } from '@/features/admin/products/read-import-file';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';
import { intentOf, saveForm } from './form-action';

registerAdminTranslations();

/** The import form's file: its other entries (the categories chosen, the pictures the check stored) are read with it. */
const ImportFileSchema = z.object({ file: z.instanceof(File) });

/**
 * The import, by the form's `intent`: 'check' plans the file's lines against the store and answers the plan (nothing
 * written, the screen stays); 'apply' writes them and goes to the portal. Each is sent by its own fetcher, so a
 * failed apply leaves the check's plan on the screen.
 */
export async function action(args: ActionFunctionArgs) {
  const intent = await intentOf(args.request);
  if (intent !== 'check' && intent !== 'apply') throw data(null, { status: 400, statusText: 'Unknown write' });
  const apply = intent === 'apply';
  const origin = new URL(args.request.url).origin;
  return saveForm(args, {
    fetcher: true,
    schema: ImportFileSchema,
    write: async (backend, { file }, formData) =>
      backend.products.importLines(await importFormRows(file, formData, origin), apply),
    saved: (t, answer) =>
      apply
        ? {
            to: paths.admin.portal,
            text: t('import.applied', { add: answer.counts.add, change: answer.counts.change }),
          }
        : {},
    // Said as one text above the form: the store's refusal of a line is the plan's, never a failure's.
    refused: () => ({}),
    failed: (t, reason, cause) => {
      const error = cause instanceof ImportFileChanged ? t('import.fileChanged') : reason;
      if (!apply) return t('import.checkFailed', { error });
      // Hosted mode writes a large import in batches: a failure part-way says how many lines it had written.
      const written = cause instanceof BackendError ? cause.params.written : undefined;
      const failed = t('import.applyFailed', { error });
      return typeof written === 'number' ? `${failed} ${t('import.partlyWritten', { count: written })}` : failed;
    },
    failureIn: 'form',
  });
}

/** /admin-portal/import: the catalogue out as a CSV file, and a file (the site's own, or Shopee's) back in. */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('import.title'));
  return (
    <div className="py-8">
      <BackToPortal />
      <h1 className="mb-2 text-2xl font-bold text-ink-900 sm:text-3xl">{t('import.title')}</h1>
      <p className="mb-6 max-w-3xl text-gray-700">{t('import.intro')}</p>
      <ImportExport />
    </div>
  );
}
