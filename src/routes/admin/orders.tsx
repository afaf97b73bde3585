import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/styles';
import { parseStatusFilter } from '@/features/orders/order-status-view';
import { notify } from '@/components/ui/notices';
import { AddOrderDialog } from '@/features/orders/add-order-dialog';
import { ExportDialog } from '@/features/orders/export-dialog';
import { OrdersList } from '@/features/orders/orders-list';
import { StatusFilter } from '@/features/orders/status-filter';
import { ListSearchForm } from '@/components/admin/list-search-form';
import { useSearchParam } from '@/components/admin/use-search-param';
import { MAX_ORDER_SEARCH_LENGTH } from '@/domain/order-search';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/**
 * /admin-portal/orders: the orders, filtered by status through `?status=` (spec §2 Manage Orders) and found by an
 * order number, a customer's name or phone through `?q=`.
 */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('orders.title'));
  const [param, setParam] = useSearchParam();
  const status = parseStatusFilter(param('status'));
  const q = (param('q') ?? '').trim().slice(0, MAX_ORDER_SEARCH_LENGTH);
  const [open, setOpen] = useState<'add' | 'export' | null>(null);
  /** Bumped when an order is added, so that the list is read again from its first page. */
  const [version, setVersion] = useState(0);

  return (
    <div className="py-8">
      <BackToPortal />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('orders.title')}</h1>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => setOpen('export')} className={buttonStyles.secondary}>
            {t('orders.export.open')}
          </button>
          <button type="button" onClick={() => setOpen('add')} className={buttonStyles.primary}>
            {t('orders.add.open')}
          </button>
        </div>
      </div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <ListSearchForm
          value={q}
          onSearch={(next) => setParam('q', next || undefined)}
          label={t('orders.search.label')}
          hint={t('orders.search.hint')}
          submit={t('orders.search.submit')}
          maxLength={MAX_ORDER_SEARCH_LENGTH}
        />
        <StatusFilter value={status} onChange={(next) => setParam('status', next)} />
      </div>
      <OrdersList status={status} q={q} version={version} />
      {open === 'add' ? (
        <AddOrderDialog
          onClose={() => setOpen(null)}
          onSaved={() => {
            notify('success', t('orders.add.saved'));
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
      {open === 'export' ? <ExportDialog status={status} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
