import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { clearDraft, readDraft, type FormReply } from '@/components/admin/admin-form';
import { getBackend } from '@/data';
import {
  ORDER_STATUSES,
  formatOrderDate,
  formatPrice,
  isOrderStatus,
  shortOrderId,
  summariseItems,
  type Order,
  type OrderStatus,
} from '@/domain';
import { formatPhone } from '@/domain/phone';
import { PagedTable, type CellLayout } from '@/components/admin/paged-table';
import { useLanguage } from '@/components/ui/use-language';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notices';
import { buttonStyles, selectStyles, smallSelectStyles } from '@/components/ui/styles';
import { usePagedList, type FetchPage } from '@/components/ui/use-paged-list';
import { EditLinesDialog } from './edit-lines-dialog';
import { OrderDetails } from './order-details';
import { ORDER_DRAFTS, type OrderIntent } from './order-intents';
import { StatusBadge } from './order-status-badge';

/**
 * The orders table of spec §2 Manage Orders, filtered on the server by `status` and by `q` (an order number, a
 * customer's name or phone).
 */
export function OrdersList({
  status,
  q = '',
  revision,
  resumeLines = false,
}: {
  status: OrderStatus | undefined;
  q?: string;
  /** A new value (the screen read again after one of its writes) reads the shown orders again. */
  revision?: unknown;
  /**
   * The lines dialog opens by itself for the pending order whose lines' draft this tab kept (after a reload, or a
   * sign-in once the session ended), read again first. An order no longer pending (or gone) cannot take them: the
   * draft is forgotten, and a notice says so. When it cannot be read now, nothing opens and the draft stays.
   */
  resumeLines?: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { pathname } = useLocation();
  const [confirm, confirmDialog] = useConfirm();
  const [viewing, setViewing] = useState<Order | null>(null);
  const [editing, setEditing] = useState<Order | null>(null);
  const [resumed] = useState(() => (resumeLines ? readDraft(ORDER_DRAFTS.lines, pathname)?.values.id : undefined));
  useEffect(() => {
    if (typeof resumed !== 'string' || resumed === '') return;
    let live = true;
    void (async () => {
      let order: Order | undefined;
      try {
        const found = await (await getBackend()).orders.list({ q: shortOrderId(resumed), status: 'pending' });
        order = found.items.find((item) => item.id === resumed);
      } catch {
        return;
      }
      // Meanwhile the owner may have opened another order's lines, which forgot this draft.
      if (!live || readDraft(ORDER_DRAFTS.lines, pathname)?.values.id !== resumed) return;
      if (order) setEditing(order);
      else {
        clearDraft(ORDER_DRAFTS.lines, pathname);
        notify('error', t('orders.editLines.notResumed', { order: shortOrderId(resumed) }));
      }
    })();
    return () => {
      live = false;
    };
  }, [pathname, resumed, t]);
  /** Opens an order's lines; a draft kept of another order's lines is not theirs, and is forgotten. */
  const edit = (order: Order) => {
    if (readDraft(ORDER_DRAFTS.lines, pathname)?.values.id !== order.id) clearDraft(ORDER_DRAFTS.lines, pathname);
    setEditing(order);
  };
  const fetchPage = useCallback<FetchPage<Order>>(
    async (page) => (await getBackend()).orders.list({ ...page, status, ...(q ? { q } : {}) }),
    [status, q],
  );
  const list = usePagedList(fetchPage, revision);

  return (
    <>
      <PagedTable
        list={list}
        texts={{
          loading: t('orders.loading'),
          loadFailed: (error) => t('orders.loadFailed', { error }),
          empty: q ? t('orders.noMatch') : t('orders.empty'),
          caption: t('orders.tableCaption'),
        }}
        columns={[
          {
            label: t('orders.columns.order'),
            rowHeader: true,
            // An order number is one code: never broken across lines.
            cellClassName: 'font-mono font-semibold whitespace-nowrap',
            cell: (order) => shortOrderId(order.id),
          },
          {
            label: t('orders.columns.customer'),
            cell: (order) => (
              <>
                <p className="font-medium">{order.customerName}</p>
                {order.customerPhone ? (
                  <p className="whitespace-nowrap text-gray-700 tabular-nums">{formatPhone(order.customerPhone)}</p>
                ) : null}
                <p className="text-gray-600 wrap-anywhere">{order.customerEmail}</p>
              </>
            ),
          },
          {
            label: t('orders.columns.items'),
            cell: (order) => {
              const items = summariseItems(order.items);
              return (
                <ul>
                  {items.shown.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                  {items.more > 0 ? <li className="text-gray-600">{t('orders.more', { count: items.more })}</li> : null}
                </ul>
              );
            },
          },
          {
            label: t('orders.columns.total'),
            numeric: true,
            cellClassName: 'whitespace-nowrap',
            cell: (order) => formatPrice(order.total),
          },
          { label: t('orders.columns.status'), cell: (order) => <StatusBadge status={order.status} /> },
          {
            label: t('orders.columns.date'),
            cellClassName: 'whitespace-nowrap',
            cell: (order) => formatOrderDate(order.createdAt, language),
          },
          {
            label: t('orders.columns.actions'),
            actions: true,
            cell: (order, layout) => (
              <OrderActions
                order={order}
                layout={layout}
                confirm={confirm}
                onView={() => setViewing(order)}
                onEdit={() => edit(order)}
              />
            ),
          },
        ]}
        minWidthClass="min-w-[64rem]"
        rowKey={(order) => order.id}
      />
      {viewing ? <OrderDetails order={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? <EditLinesDialog order={editing} onClose={() => setEditing(null)} /> : null}
      {confirmDialog}
    </>
  );
}

/**
 * View, the lines of a pending order, the status and delete: small in a table row, thumb-sized in a card. The
 * status and delete are the screen's action, each order's by its own fetcher; a delete asks first. Until the order
 * is read again after one, its controls wait and its status shows the one chosen.
 */
function OrderActions({
  order,
  layout,
  confirm,
  onView,
  onEdit,
}: {
  order: Order;
  layout: CellLayout;
  confirm: (message: string, confirmLabel: string) => Promise<boolean>;
  onView: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('admin');
  const fetcher = useFetcher<FormReply>();
  const [acted, setActed] = useState<{ on: Order; status: OrderStatus } | null>(null);
  const pending = fetcher.state !== 'idle' || acted?.on === order;
  const shortId = shortOrderId(order.id);
  const card = layout === 'card';
  const secondary = card ? buttonStyles.secondary : buttonStyles.smallSecondary;

  function send(intent: OrderIntent, next: OrderStatus) {
    setActed({ on: order, status: next });
    void fetcher.submit({ intent, id: order.id, ...(intent === 'status' ? { status: next } : {}) }, { method: 'post' });
  }

  // On a phone the status comes first, across the card; in a table row it sits before Delete.
  const status = (
    <select
      aria-label={t('orders.statusOf', { order: shortId })}
      value={acted?.on === order ? acted.status : order.status}
      disabled={pending}
      onChange={(event) => {
        if (isOrderStatus(event.target.value)) send('status', event.target.value);
      }}
      className={card ? `${selectStyles} col-span-2 w-full` : smallSelectStyles}
    >
      {ORDER_STATUSES.map((value) => (
        <option key={value} value={value}>
          {t(`statuses.${value}`)}
        </option>
      ))}
    </select>
  );
  return (
    <div className={card ? 'grid grid-cols-2 gap-2' : 'flex flex-wrap items-center gap-2'}>
      {card ? status : null}
      <button
        type="button"
        onClick={onView}
        aria-label={t('orders.viewDetailsOf', { order: shortId })}
        className={secondary}
      >
        {t('orders.viewDetails')}
      </button>
      {order.status === 'pending' ? (
        <button
          type="button"
          onClick={onEdit}
          disabled={pending}
          aria-label={t('orders.editLines.openFor', { order: shortId })}
          className={secondary}
        >
          {t('orders.editLines.open')}
        </button>
      ) : null}
      {card ? null : status}
      <button
        type="button"
        onClick={() =>
          void (async () => {
            if (await confirm(t('orders.confirmDelete'), t('orders.delete'))) send('delete', order.status);
          })()
        }
        disabled={pending}
        aria-label={t('orders.deleteOrder', { order: shortId })}
        className={card ? buttonStyles.danger : buttonStyles.smallDanger}
      >
        {t('orders.delete')}
      </button>
    </div>
  );
}
