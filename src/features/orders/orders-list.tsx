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
import { useErrorText } from '@/components/ui/error-message';
import { PagedTable } from '@/components/admin/paged-table';
import { useLanguage } from '@/components/ui/use-language';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notices';
import { buttonStyles, tdStyles } from '@/components/ui/styles';
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
          { label: t('orders.columns.order') },
          { label: t('orders.columns.customer') },
          { label: t('orders.columns.items') },
          { label: t('orders.columns.total'), numeric: true },
          { label: t('orders.columns.status') },
          { label: t('orders.columns.date') },
          { label: t('orders.columns.actions') },
        ]}
        minWidthClass="min-w-[64rem]"
        row={(order) => {
          const shortId = shortOrderId(order.id);
          const items = summariseItems(order.items);
          const pending = busy[order.id];
          return (
            <tr key={order.id} className="hover:bg-gray-50">
              <th scope="row" className={`${tdStyles} text-left font-mono font-semibold whitespace-nowrap`}>
                {shortId}
              </th>
              <td className={tdStyles}>
                <p className="font-medium">{order.customerName}</p>
                {order.customerPhone ? (
                  <p className="whitespace-nowrap text-gray-700 tabular-nums">{order.customerPhone}</p>
                ) : null}
                <p className="text-gray-600 break-all">{order.customerEmail}</p>
              </td>
              <td className={tdStyles}>
                <ul>
                  {items.shown.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                  {items.more > 0 ? <li className="text-gray-600">{t('orders.more', { count: items.more })}</li> : null}
                </ul>
              </td>
              <td className={`${tdStyles} text-right whitespace-nowrap tabular-nums`}>{formatPrice(order.total)}</td>
              <td className={tdStyles}>
                <StatusBadge status={order.status} />
              </td>
              <td className={`${tdStyles} whitespace-nowrap`}>{formatOrderDate(order.createdAt, language)}</td>
              <td className={tdStyles}>
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    onClick={() => setViewing(order)}
                    aria-label={t('orders.viewDetailsOf', { order: shortId })}
                    className={buttonStyles.smallSecondary}
                  >
                    {t('orders.viewDetails')}
                  </button>
                  {order.status === 'pending' ? (
                    <button
                      type="button"
                      onClick={() => setEditing(order)}
                      disabled={pending !== undefined}
                      aria-label={t('orders.editLines.openFor', { order: shortId })}
                      className={buttonStyles.smallSecondary}
                    >
                      {t('orders.editLines.open')}
                    </button>
                  ) : null}
                  <select
                    aria-label={t('orders.statusOf', { order: shortId })}
                    value={pending && pending !== 'deleting' ? pending : order.status}
                    disabled={pending !== undefined}
                    onChange={(event) => {
                      if (isOrderStatus(event.target.value)) void changeStatus(order, event.target.value);
                    }}
                    className="rounded border border-gray-300 bg-white py-1 pr-7 pl-2 text-xs focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
                  >
                    {ORDER_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {t(`statuses.${value}`)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    onClick={() => void remove(order)}
                    disabled={pending !== undefined}
                    aria-label={t('orders.deleteOrder', { order: shortId })}
                    className={buttonStyles.smallDanger}
                  >
                    {t('orders.delete')}
                  </button>
                </div>
              </td>
            </tr>
          );
        }}
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
