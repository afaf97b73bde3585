import { useTranslation } from 'react-i18next';
import { localeOf } from '@/domain/format';
import type { RepairMonth } from '@/domain/repair-insights';
import { tableScrollStyles, tdStyles, thStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';

/**
 * Warranty claims ÷ jobs collected in each of the last months (Malaysian months, the store's figures): how often a
 * repair comes back. A month without a collected job has no rate.
 */
export function ClaimRates({ months }: { months: readonly RepairMonth[] }) {
  const { t } = useTranslation('admin');
  const locale = localeOf(useLanguage());
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const monthName = (month: string) =>
    new Date(`${month}-15T00:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div role="region" aria-labelledby="insights-claims" tabIndex={0} className={tableScrollStyles}>
      <table className="min-w-full divide-y divide-gray-200">
        <caption id="insights-claims" className="mb-2 text-left text-base font-semibold text-ink-900">
          {t('insights.repairs.claims.title')}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={thStyles}>
              {t('insights.repairs.claims.month')}
            </th>
            <th scope="col" className={thStyles}>
              {t('insights.repairs.claims.collected')}
            </th>
            <th scope="col" className={thStyles}>
              {t('insights.repairs.claims.claims')}
            </th>
            <th scope="col" className={thStyles}>
              {t('insights.repairs.claims.rate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className={`${tdStyles} text-left font-medium`}>
                {monthName(month.month)}
              </th>
              <td className={`${tdStyles} tabular-nums`}>{number.format(month.collected)}</td>
              <td className={`${tdStyles} tabular-nums`}>{number.format(month.claims)}</td>
              <td className={`${tdStyles} tabular-nums`}>
                {month.claimRate === null ? t('insights.repairs.claims.none') : percent.format(month.claimRate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
