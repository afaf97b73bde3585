import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/domain/paths';
import { buttonStyles } from '@/components/ui/styles';
import { PendingCount } from '@/features/orders/pending-count';
import { ProductList } from '@/features/product-admin/product-list';
import { RepairCountsPanel } from '@/features/repairs/repair-counts';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/**
 * /admin-portal: the product list, the repairs' counts, and the way to orders and to a new product (spec §2 Admin
 * Portal); the admin's bar links to the repairs.
 */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('portal.title'));
  return (
    <div className="py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('portal.title')}</h1>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.admin.insights} className={buttonStyles.secondary}>
            {t('portal.insights')}
          </Link>
          <Link to={paths.admin.orders} className={buttonStyles.secondary}>
            {t('portal.manageOrders')}
            <PendingCount />
          </Link>
          <Link to={paths.admin.activity} className={buttonStyles.secondary}>
            {t('portal.activity')}
          </Link>
          <Link to={paths.admin.settings} className={buttonStyles.secondary}>
            {t('portal.settings')}
          </Link>
          <Link to={paths.admin.importExport} className={buttonStyles.secondary}>
            {t('portal.importExport')}
          </Link>
          <Link to={paths.admin.customers} className={buttonStyles.secondary}>
            {t('portal.customers')}
          </Link>
          <Link to={paths.admin.add} className={buttonStyles.primary}>
            {t('portal.addProduct')}
          </Link>
        </div>
      </div>
      <RepairCountsPanel />
      <ProductList />
    </div>
  );
}
