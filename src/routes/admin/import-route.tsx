import { useTranslation } from 'react-i18next';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { ImportExport } from '@/features/admin/products/import-export';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

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
