import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData, useLocation, type ActionFunctionArgs } from 'react-router';
import { OrderStatusUpdateSchema } from '@/domain/order-schema';
import { ManualOrderInputSchema, OrderLinesInputSchema } from '@/domain/order-admin';
import { buttonStyles } from '@/components/ui/styles';
import { parseStatusFilter } from '@/features/admin/orders/order-status-view';
import { ORDER_DRAFTS, orderBody, type OrderIntent } from '@/features/admin/orders/order-intents';
import { AddOrderDialog } from '@/features/admin/orders/add-order-dialog';
import { ExportDialog } from '@/features/admin/orders/export-dialog';
import { OrdersList } from '@/features/admin/orders/orders-list';
import { StatusFilter } from '@/features/admin/orders/status-filter';
import { ListSearchForm } from '@/components/admin/list-search-form';
import { useSearchParam } from '@/components/admin/use-search-param';
import { MAX_ORDER_SEARCH_LENGTH } from '@/domain/order-search';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { NothingSent, readDraft } from '@/components/admin/admin-form';
import { registerAdminTranslations } from './admin-i18n';
import { listReadings, saveForm } from './form-action';

registerAdminTranslations();

/** The list reads itself; the screen reads again after each of its writes. */
export const { loader, shouldRevalidate } = listReadings();

/**
 * The screen's writes, by the form's `intent`, each checked with the schema the server checks (the order's `id`
 * apart): an order added by hand and a pending order's lines (their dialogs say a failure), a status and a delete
 * (a notice says it). The list behind is read again after each.
 */
export async function action(args: ActionFunctionArgs) {
  const sent = await args.request.clone().formData();
  const id = String(sent.get('id') ?? '');
  const intent = sent.get('intent') as OrderIntent | null;
  switch (intent) {
    case 'add':
      return saveForm(args, {
        fetcher: true,
        schema: ManualOrderInputSchema,
        checked: orderBody,
        write: (backend, input) => backend.orders.createManual(input),
        saved: (t) => ({ text: t('orders.add.saved') }),
        failed: (t, error) => t('orders.add.failed', { error }),
        draft: ORDER_DRAFTS.add,
        failureIn: 'form',
      });
    case 'lines':
      return saveForm(args, {
        fetcher: true,
        schema: OrderLinesInputSchema,
        checked: orderBody,
        write: (backend, { lines }) => backend.orders.setLines(id, lines),
        saved: (t) => ({ text: t('orders.editLines.saved') }),
        failed: (t, error) => t('orders.editLines.failed', { error }),
        draft: ORDER_DRAFTS.lines,
        failureIn: 'form',
      });
    case 'status':
      return saveForm(args, {
        fetcher: true,
        schema: OrderStatusUpdateSchema,
        checked: orderBody,
        write: (backend, { status }) => backend.orders.setStatus(id, status),
        saved: (t) => ({ text: t('orders.statusUpdated') }),
        failed: (t, error) => t('orders.statusFailed', { error }),
      });
    case 'delete':
      return saveForm(args, {
        fetcher: true,
        schema: NothingSent,
        checked: orderBody,
        write: (backend) => backend.orders.remove(id),
        saved: (t) => ({ text: t('orders.deleted') }),
        failed: (t, error) => t('orders.deleteFailed', { error }),
      });
    default:
      throw data(null, { status: 400, statusText: 'Unknown write' });
  }
}

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
  const { reading } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // An order being added when the screen was left (a reload, a sign-in) opens again by itself, with its draft: the
  // owner came back to finish it. So does a pending order's lines (the list's), unless an order is being added.
  const [resumeAdd] = useState(() => readDraft(ORDER_DRAFTS.add, pathname) !== null);
  const [open, setOpen] = useState<'add' | 'export' | null>(resumeAdd ? 'add' : null);

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
      <OrdersList status={status} q={q} revision={reading} resumeLines={!resumeAdd} />
      {open === 'add' ? <AddOrderDialog onClose={() => setOpen(null)} /> : null}
      {open === 'export' ? <ExportDialog status={status} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
