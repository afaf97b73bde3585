import { REPAIR_STATUS_COLOURS, type QuoteAnswer, type RepairStatus } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { StatusBadge } from '@/components/admin/status-badge';
import { useLanguage } from '@/components/ui/use-language';

/** A job's status, named in the admin's language (the catalogues' names: src/i18n/names.ts). */
export function RepairStatusBadge({ status }: { status: RepairStatus }) {
  const language = useLanguage();
  return <StatusBadge colour={REPAIR_STATUS_COLOURS[status]}>{repairStatusName(status, language)}</StatusBadge>;
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

/**
 * The customer's answer to the quote, in words and colour, beside a job that still waits on it: the owner's next step
 * (order the parts, or hand the machine back) is due.
 */
export function AnswerMark({ answer, label }: { answer: QuoteAnswer; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white ${
        answer === 'approved' ? 'bg-green-700' : 'bg-ink-900'
      }`}
    >
      <span aria-hidden="true">{answer === 'approved' ? '✓' : '✕'}</span>
      {label}
    </span>
  );
}
