import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPAIR_STATUSES } from '@/domain/repair';
import { REPAIR_LIMITS } from '@/domain/repair-schema';
import { repairStatusName } from '@/domain/repair-text';
import { buttonStyles, inputStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { parseRepairListFilter, type RepairListFilter } from './repair-view';

/**
 * One box for a job number, a customer's name or a phone number as people type it (src/domain/repair-search.ts),
 * applied on Enter or with the button.
 */
export function RepairSearchForm({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onSearch(typeof q === 'string' ? q.trim() : '');
  }
  return (
    <form role="search" aria-label={t('repairs.search.label')} onSubmit={submit} className="min-w-0">
      <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-gray-800">
        {t('repairs.search.label')}
      </label>
      <div className="flex gap-2">
        <input
          // The address is the source: Back or a reload shows its query.
          key={value}
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={REPAIR_LIMITS.search}
          aria-describedby={`${id}-hint`}
          className={`${inputStyles} w-72 min-w-0`}
        />
        <button type="submit" className={buttonStyles.secondary}>
          {t('repairs.search.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {t('repairs.search.hint')}
      </p>
    </form>
  );
}

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
        className="min-h-11 max-w-full min-w-0 rounded-md border border-gray-300 bg-white py-2 pr-8 pl-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
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
