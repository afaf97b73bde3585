import { RepairReceipt } from '@/features/admin/repairs/repair-receipt';
import { registerAdminTranslations } from './admin-i18n';
import { RepairPaperScreen } from './repair-paper-route';

registerAdminTranslations();

export { loader, shouldRevalidate } from './repair-paper-route';

/** /admin-portal/repairs/{id}/receipt: the job's receipt at collection. */
export function Component() {
  return <RepairPaperScreen Paper={RepairReceipt} titleKey="repairs.receipt.title" />;
}
