import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/domain/paths';
import { buttonStyles } from '@/components/ui/styles';
import { parseStatusFilter } from '@/features/orders/order-status-view';
import { OrdersList } from '@/features/orders/orders-list';
import { StatusFilter } from '@/features/orders/status-filter';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/orders: the orders, filtered by status through `?status=` (spec §2 Manage Orders). */
export function Component() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));

  return (
    <div className="py-8">
      <Link to={paths.admin.portal} className={`${buttonStyles.secondary} mb-4`}>
        <span aria-hidden="true">←</span> {t('orders.back')}
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('orders.title')}</h1>
        <StatusFilter
          value={status}
          onChange={(next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              if (next) updated.set('status', next);
              else updated.delete('status');
              return updated;
            })
          }
        />
      </div>
      <OrdersList status={status} />
    </div>
  );
}
