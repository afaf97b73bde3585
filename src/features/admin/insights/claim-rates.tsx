import { useTranslation } from 'react-i18next';
import { localeOf } from '@/domain/format';
import type { RepairMonth } from '@/domain/repair-insights';
import { useLanguage } from '@/components/ui/use-language';
import { FigureTable } from './figure-table';

/**
 * Warranty claims ÷ jobs collected in each of the last months (Malaysian months, the store's figures): how often a
 * repair comes back. A month without a collected job has no rate. Shown as Insights' other figures are: a table
 * from the small breakpoint up, a card a month on a phone.
 */
export function ClaimRates({ months }: { months: readonly RepairMonth[] }) {
  const { t } = useTranslation('admin');
  const locale = localeOf(useLanguage());
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const monthName = (month: string) =>
    new Date(`${month}-15T00:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      <h3 id="insights-claims" className="mb-2 text-base font-semibold text-ink-900">
        {t('insights.repairs.claims.title')}
      </h3>
      <FigureTable
        labelledBy="insights-claims"
        heading={{ label: t('insights.repairs.claims.month'), cell: (month) => monthName(month.month) }}
        columns={[
          {
            key: 'collected',
            label: t('insights.repairs.claims.collected'),
            cell: (month: RepairMonth) => <span className="tabular-nums">{number.format(month.collected)}</span>,
          },
          {
            key: 'claims',
            label: t('insights.repairs.claims.claims'),
            cell: (month: RepairMonth) => <span className="tabular-nums">{number.format(month.claims)}</span>,
          },
          {
            key: 'rate',
            label: t('insights.repairs.claims.rate'),
            cell: (month: RepairMonth) => (
              <span className="tabular-nums">
                {month.claimRate === null ? t('insights.repairs.claims.none') : percent.format(month.claimRate)}
              </span>
            ),
          },
        ]}
        rows={months}
        rowKey={(month) => month.month}
      />
    </>
  );
}
