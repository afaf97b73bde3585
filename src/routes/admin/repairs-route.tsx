import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/domain/paths';
import { REPAIR_LIMITS } from '@/domain/repair-schema';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { buttonStyles } from '@/components/ui/styles';
import { RepairExportButton } from '@/features/admin/repairs/repair-export-button';
import { RepairStatusFilter } from '@/features/admin/repairs/repair-filters';
import { ListSearchForm } from '@/components/admin/list-search-form';
import { useSearchParam } from '@/components/admin/use-search-param';
import { RepairList } from '@/features/admin/repairs/repair-list';
import { parseRepairListFilter } from '@/features/admin/repairs/repair-screen-view';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/**
 * /admin-portal/repairs: the repair jobs, open ones first, found by a job number, a customer's name or phone through
 * `?q=` and filtered by status (or to the overdue ones) through `?status=`; the CSV file of the filter.
 */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('repairs.title'));
  const [param, setParam] = useSearchParam();
  const filter = parseRepairListFilter(param('status'));
  const q = (param('q') ?? '').trim().slice(0, REPAIR_LIMITS.search);

  return (
    <div className="py-8">
      <BackToPortal />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('repairs.title')}</h1>
          <p className="mt-2 max-w-3xl text-sm text-gray-600">{t('repairs.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <RepairExportButton filter={filter} />
          <Link to={paths.admin.repairs.reminders} className={buttonStyles.secondary}>
            {t('repairs.reminders.title')}
          </Link>
          <Link to={paths.admin.repairs.add} className={buttonStyles.primary}>
            {t('repairs.add')}
          </Link>
        </div>
      </div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <ListSearchForm
          value={q}
          onSearch={(next) => setParam('q', next || undefined)}
          label={t('repairs.search.label')}
          hint={t('repairs.search.hint')}
          submit={t('repairs.search.submit')}
          maxLength={REPAIR_LIMITS.search}
        />
        <RepairStatusFilter value={filter} onChange={(next) => setParam('status', next)} />
      </div>
      <RepairList filter={filter} q={q} />
    </div>
  );
}
