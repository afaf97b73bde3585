import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/domain';
import { statusBadgeClasses } from './order-status-view';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusBadgeClasses(status)}`}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
