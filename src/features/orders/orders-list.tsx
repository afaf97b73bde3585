import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useErrorText } from '@/components/ui/error-message';
import { PagedTable, type CellLayout } from '@/components/admin/paged-table';
import { useLanguage } from '@/components/ui/use-language';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notices';
import { buttonStyles, selectStyles, smallSelectStyles } from '@/components/ui/styles';
import { usePagedList, type FetchPage } from '@/components/ui/use-paged-list';
import { EditLinesDialog } from './edit-lines-dialog';
import { OrderDetails } from './order-details';
import { StatusBadge } from './status-badge';

/**
 * The orders table of spec §2 Manage Orders, filtered on the server by `status` and by `q` (an order number, a
 * customer's name or phone).
 */
export function OrdersList({
  status,
  q = '',
  version = 0,
}: {
  status: OrderStatus | undefined;
  q?: string;
  version?: number;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const expire = useSessionExpiry();
  const describe = useErrorText();
  const [confirm, confirmDialog] = useConfirm();
  const [viewing, setViewing] = useState<Order | null>(null);
  const [editing, setEditing] = useState<Order | null>(null);
  /** Orders with a call under way, and the status being saved for each. */
  const [busy, setBusy] = useState<Record<string, OrderStatus | 'deleting'>>({});
  const fetchPage = useCallback<FetchPage<Order>>(
    async (page) => (await getBackend()).orders.list({ ...page, status, ...(q ? { q } : {}) }),
    // `version` is not sent: a new value only makes a new fetcher, which starts the list afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, q, version],
  );
  const list = usePagedList(fetchPage);

  function markBusy(id: string, what: OrderStatus | 'deleting' | null) {
    setBusy((current) => {
      const { [id]: _previous, ...rest } = current;
      return what === null ? rest : { ...rest, [id]: what };
    });
  }

  async function changeStatus(order: Order, next: OrderStatus) {
    if (next === order.status) return;
    markBusy(order.id, next);
    try {
      await (await getBackend()).orders.setStatus(order.id, next);
      notify('success', t('orders.statusUpdated'));
    } catch (error) {
      if (expire(error)) return;
      notify('error', t('orders.statusFailed', { error: describe(error) }));
    }
    await list.reload();
    markBusy(order.id, null);
  }

  async function remove(order: Order) {
    if (!(await confirm(t('orders.confirmDelete'), t('orders.delete')))) return;
    markBusy(order.id, 'deleting');
    try {
      await (await getBackend()).orders.remove(order.id);
      notify('success', t('orders.deleted'));
    } catch (error) {
      if (expire(error)) return;
      notify('error', t('orders.deleteFailed', { error: describe(error) }));
    }
    await list.reload();
    markBusy(order.id, null);
  }

  /** View, the lines of a pending order, the status and delete: small in a table row, thumb-sized in a card. */
  function orderActions(order: Order, layout: CellLayout) {
    const shortId = shortOrderId(order.id);
    const pending = busy[order.id];
    const card = layout === 'card';
    const secondary = card ? buttonStyles.secondary : buttonStyles.smallSecondary;
    // On a phone the status comes first, across the card; in a table row it sits before Delete.
    const status = (
      <select
        aria-label={t('orders.statusOf', { order: shortId })}
        value={pending && pending !== 'deleting' ? pending : order.status}
        disabled={pending !== undefined}
        onChange={(event) => {
          if (isOrderStatus(event.target.value)) void changeStatus(order, event.target.value);
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
          onClick={() => setViewing(order)}
          aria-label={t('orders.viewDetailsOf', { order: shortId })}
          className={secondary}
        >
          {t('orders.viewDetails')}
        </button>
        {order.status === 'pending' ? (
          <button
            type="button"
            onClick={() => setEditing(order)}
            disabled={pending !== undefined}
            aria-label={t('orders.editLines.openFor', { order: shortId })}
            className={secondary}
          >
            {t('orders.editLines.open')}
          </button>
        ) : null}
        {card ? null : status}
        <button
          type="button"
          onClick={() => void remove(order)}
          disabled={pending !== undefined}
          aria-label={t('orders.deleteOrder', { order: shortId })}
          className={card ? buttonStyles.danger : buttonStyles.smallDanger}
        >
          {t('orders.delete')}
        </button>
      </div>
    );
  }

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
            cell: orderActions,
          },
        ]}
        minWidthClass="min-w-[64rem]"
        rowKey={(order) => order.id}
      />
      {viewing ? <OrderDetails order={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? (
        <EditLinesDialog
          order={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notify('success', t('orders.editLines.saved'));
            void list.reload();
          }}
          onRefused={() => void list.reload()}
        />
      ) : null}
      {confirmDialog}
    </>
  );
}
