import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLOURS, type OrderStatus } from '@/domain';
import { StatusBadge as Badge } from '@/components/admin/status-badge';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <Badge colour={ORDER_STATUS_COLOURS[status]}>{t(`statuses.${status}`)}</Badge>;
}
