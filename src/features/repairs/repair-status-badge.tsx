import type { RepairStatus } from '@/domain/repair';
import { repairStatusName } from '@/domain/repair-text';
import { useLanguage } from '@/components/ui/use-language';
import { repairBadgeClasses } from './repair-view';

/** A job's status, named in the admin's language (the domain's table of names: REPAIR_STATUS_NAMES). */
export function RepairStatusBadge({ status }: { status: RepairStatus }) {
  const language = useLanguage();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${repairBadgeClasses(status)}`}
    >
      {repairStatusName(status, language)}
    </span>
  );
}

/** "Overdue" in words, not only in colour, beside a job past its promised date. */
export function OverdueMark({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      <span aria-hidden="true">!</span>
      {label}
    </span>
  );
}
