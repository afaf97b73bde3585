import { useTranslation } from 'react-i18next';
import { CustomerData } from '@/features/admin/customers/customer-data';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/customers: what the shop keeps about one customer, their copy, a correction or an erasure. */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('customers.title'));
  return (
    <div className="py-8">
      <BackToPortal />
      <h1 className="mb-2 text-2xl font-bold text-ink-900 sm:text-3xl">{t('customers.title')}</h1>
      <p className="mb-6 max-w-prose text-gray-700">{t('customers.intro')}</p>
      <CustomerData />
    </div>
  );
}
