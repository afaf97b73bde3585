import { useId } from 'react';
import { selectStyles } from '@/components/ui/styles';
import { useTranslation } from 'react-i18next';
import { REPAIR_STATUSES } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { useLanguage } from '@/components/ui/use-language';
import { parseRepairListFilter, type RepairListFilter } from './repair-screen-view';

/** Every job, those of one status (named in the admin's language), or the overdue ones. */
export function RepairStatusFilter({
  value,
  onChange,
}: {
  value: RepairListFilter | undefined;
  onChange: (filter: RepairListFilter | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const id = useId();
  return (
    <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {t('repairs.filterLabel')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(parseRepairListFilter(event.target.value))}
        className={selectStyles}
      >
        <option value="">{t('repairs.allStatuses')}</option>
        <option value="overdue">{t('repairs.overdueFilter')}</option>
        {REPAIR_STATUSES.map((status) => (
          <option key={status} value={status}>
            {repairStatusName(status, language)}
          </option>
        ))}
      </select>
    </div>
  );
}
