import { RepairSlip } from '@/features/admin/repairs/repair-slip';
import { registerAdminTranslations } from './admin-i18n';
import { RepairPaperScreen } from './repair-paper-route';

registerAdminTranslations();

export { loader, shouldRevalidate } from './repair-paper-route';

/** /admin-portal/repairs/{id}/slip: the job's slip to print at intake. */
export function Component() {
  return <RepairPaperScreen Paper={RepairSlip} titleKey="repairs.slip.title" />;
}
