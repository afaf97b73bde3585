import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getBackend } from '@/data';
import { formatOrderDate } from '@/domain/format';
import { paths } from '@/domain/paths';
import { formatPhone } from '@/domain/phone';
import { isAnswered, isOverdue, type RepairJob } from '@/domain/repair';
import { PagedTable, type CellLayout } from '@/components/admin/paged-table';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { usePagedList, type FetchPage } from '@/components/ui/use-paged-list';
import { repairFilterQuery, type RepairListFilter } from './repair-screen-view';
import { AnswerMark, OverdueMark, RepairStatusBadge } from './repair-status-badge';
import { formatRepairDay, formatSenRm } from './repair-screen-view';

/**
 * The repair jobs a page at a time, open ones first (the store's order), found by `q` (a job number, a name, a phone
 * as typed) and filtered by a status or to the overdue ones on the server. A job past its promised date says "Overdue"
 * in words.
 */
export function RepairList({ filter, q }: { filter: RepairListFilter | undefined; q: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const fetchPage = useCallback<FetchPage<RepairJob>>(
    async (page) => (await getBackend()).repairs.list({ ...page, ...repairFilterQuery(filter), ...(q ? { q } : {}) }),
    [filter, q],
  );
  const list = usePagedList(fetchPage);
  const now = new Date().toISOString();

  function actions(job: RepairJob, layout: CellLayout) {
    const card = layout === 'card';
    const style = card ? buttonStyles.secondary : buttonStyles.smallSecondary;
    return (
      <div className={card ? 'grid grid-cols-2 gap-2' : 'flex flex-wrap items-center gap-2'}>
        <Link
          to={paths.admin.repairs.detail(job.id)}
          aria-label={t('repairs.openJob', { number: job.number })}
          className={style}
        >
          {t('repairs.open')}
        </Link>
        <Link
          to={paths.admin.repairs.slip(job.id)}
          aria-label={t('repairs.slipOf', { number: job.number })}
          className={style}
        >
          {t('repairs.slipLink')}
        </Link>
      </div>
    );
  }

  return (
    <PagedTable
      list={list}
      texts={{
        loading: t('repairs.loading'),
        loadFailed: (error) => t('repairs.loadFailed', { error }),
        empty: q || filter ? t('repairs.noMatch') : t('repairs.empty'),
        caption: t('repairs.tableCaption'),
      }}
      columns={[
        {
          label: t('repairs.columns.number'),
          rowHeader: true,
          // A job number is one code: never broken across lines.
          cellClassName: 'font-mono font-semibold whitespace-nowrap',
          cell: (job) => job.number,
        },
        {
          label: t('repairs.columns.customer'),
          cell: (job) => (
            <>
              <p className="font-medium">{job.customerName}</p>
              <p className="whitespace-nowrap text-gray-700 tabular-nums">{formatPhone(job.customerPhone)}</p>
            </>
          ),
        },
        {
          label: t('repairs.columns.machine'),
          cell: (job) => `${job.machine.brand} ${job.machine.model}`,
        },
        {
          label: t('repairs.columns.status'),
          cell: (job) => (
            <span className="flex flex-wrap gap-1">
              <RepairStatusBadge status={job.status} />
              {isAnswered(job) && job.quote?.answer ? (
                <AnswerMark answer={job.quote.answer} label={t(`repairs.answered.${job.quote.answer}`)} />
              ) : null}
              {isOverdue(job, now) ? <OverdueMark label={t('repairs.overdue')} /> : null}
            </span>
          ),
        },
        {
          label: t('repairs.columns.balance'),
          cellClassName: 'whitespace-nowrap tabular-nums',
          cell: (job) => formatSenRm(job.money.balance),
        },
        {
          label: t('repairs.columns.promised'),
          cellClassName: 'whitespace-nowrap',
          cell: (job) => (job.promisedDate ? formatRepairDay(job.promisedDate, language) : t('repairs.none')),
        },
        {
          label: t('repairs.columns.received'),
          cellClassName: 'whitespace-nowrap',
          cell: (job) => <time dateTime={job.createdAt}>{formatOrderDate(job.createdAt, language)}</time>,
        },
        { label: t('repairs.columns.actions'), actions: true, cell: actions },
      ]}
      minWidthClass="min-w-[60rem]"
      rowKey={(job) => job.id}
    />
  );
}
