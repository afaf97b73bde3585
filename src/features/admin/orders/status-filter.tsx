import { useTranslation } from 'react-i18next';
import { selectStyles } from '@/components/ui/styles';
import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from '@/domain';

/** 'All Orders' plus each status (spec §2). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="orders-status-filter" className="text-sm font-medium text-gray-800">
        {t('orders.filterLabel')}
      </label>
      <select
        id="orders-status-filter"
        value={value ?? ''}
        onChange={(event) => onChange(isOrderStatus(event.target.value) ? event.target.value : undefined)}
        className={selectStyles}
      >
        <option value="">{t('orders.allOrders')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
