import { useTranslation } from '@/i18n/messages';
import { formatPrice } from '@/domain/format';
import type { RepairEvent } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { useLanguage } from '@/components/ui/use-language';
import { formatRepairMoment } from './repair-dates';

/**
 * The job's history, newest first (the customer has just read the status now; what led to it follows): each status
 * with its date and the owner's note, the quote a status asked about, and the customer's own answers.
 */
export function RepairHistory({ history }: { history: readonly RepairEvent[] }) {
  const { t } = useTranslation('site');
  const language = useLanguage();
  return (
    <section aria-labelledby="repair-history" className="mt-8">
      <h2 id="repair-history" className="text-lg font-bold text-slate-900">
        {t('repair.history')}
      </h2>
      <ol className="mt-4 space-y-0 border-l-2 border-slate-200 pl-5">
        {[...history].reverse().map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative pb-5 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full ring-4 ring-slate-50 ${
                index === 0 ? 'bg-brand-600' : 'bg-slate-400'
              }`}
            />
            <p className="font-semibold text-slate-900">
              {event.kind === 'status'
                ? repairStatusName(event.status, language)
                : t(event.answer === 'approved' ? 'repair.historyApproved' : 'repair.historyDeclined')}
            </p>
            <p className="text-sm text-slate-600">
              <time dateTime={event.at}>{formatRepairMoment(event.at, t)}</time>
            </p>
            {event.kind === 'status' && event.quote !== undefined && (
              <p className="mt-1 text-sm font-medium text-slate-800">
                {t('repair.historyQuote', { amount: formatPrice(event.quote / 100) })}
              </p>
            )}
            {event.kind === 'status' && event.note !== '' && (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{event.note}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
