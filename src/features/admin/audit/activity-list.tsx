import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { CUSTOMER_ACTOR, formatOrderDate, isOrderStatus, shortOrderId, type AuditEntry } from '@/domain';
import { changedSettingsOf } from '@/domain/settings-changes';
import { isRepairStatus } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { PagedTable } from '@/components/admin/paged-table';
import { useLanguage } from '@/components/ui/use-language';
import { usePagedList, type FetchPage } from '@/components/ui/use-paged-list';

/** The audit log as a table, newest first, a page at a time: when, who, what, to which record, from where. */
export function ActivityList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const fetchPage = useCallback<FetchPage<AuditEntry>>(async (page) => (await getBackend()).audit.list(page), []);
  const list = usePagedList(fetchPage);

  /** An order's status by its translated name; a value the screen does not know, as it was stored. */
  const statusName = (value: string | undefined) => (isOrderStatus(value) ? t(`statuses.${value}`) : (value ?? ''));
  /** A repair's status by its name in the admin's language (the domain's table). */
  const repairStatus = (value: string | undefined) =>
    isRepairStatus(value) ? repairStatusName(value, language) : (value ?? '');

  /** What a settings save changed, named in the admin's language; nothing for an entry that does not say. */
  function settingsChange(entry: AuditEntry): string | null {
    if (entry.detail.changed === undefined) return null;
    const parts = changedSettingsOf(entry.detail);
    if (parts.length === 0) return t('activity.settingsUnchanged');
    return t('activity.settingsChanged', {
      parts: parts.map((part) => t(`activity.settingsParts.${part}`)).join(', '),
    });
  }

  /** Who acted: an e-mail as it is, a customer through their status link said in the admin's language. */
  function actorText(actor: string): string {
    if (actor === CUSTOMER_ACTOR) return t('activity.customer');
    return actor || t('activity.nobody');
  }

  function targetOf(entry: AuditEntry): string {
    if (entry.action.startsWith('product.')) return entry.detail.name ?? entry.target;
    if (entry.action.startsWith('order.')) return t('activity.order', { order: shortOrderId(entry.target) });
    if (entry.action.startsWith('repair.')) return entry.detail.number ?? entry.target;
    return entry.target;
  }

  return (
    <PagedTable
      list={list}
      texts={{
        loading: t('activity.loading'),
        loadFailed: (error) => t('activity.loadFailed', { error }),
        empty: t('activity.empty'),
        caption: t('activity.tableCaption'),
      }}
      columns={[
        {
          label: t('activity.columns.time'),
          cellClassName: 'whitespace-nowrap',
          cell: (entry) => <time dateTime={entry.at}>{formatOrderDate(entry.at, language)}</time>,
        },
        {
          label: t('activity.columns.who'),
          // An e-mail breaks anywhere when it must; the customer's words break between words.
          cellClassName: 'wrap-anywhere',
          cell: (entry) => actorText(entry.actor),
        },
        {
          label: t('activity.columns.what'),
          rowHeader: true,
          cell: (entry) => {
            const settingsNote = entry.action === 'settings.update' ? settingsChange(entry) : null;
            return (
              <>
                {entry.action === 'repair.answer' &&
                (entry.detail.answer === 'approved' || entry.detail.answer === 'declined')
                  ? t(`activity.answers.${entry.detail.answer}`)
                  : t(`activity.actions.${entry.action}`)}
                {entry.action === 'order.status' ? (
                  <span className="block font-normal text-gray-600">
                    {t('activity.statusChange', {
                      from: statusName(entry.detail.from),
                      to: statusName(entry.detail.to),
                    })}
                  </span>
                ) : null}
                {entry.action === 'repair.status' ? (
                  <span className="block font-normal text-gray-600">
                    {t('activity.statusChange', {
                      from: repairStatus(entry.detail.from),
                      to: repairStatus(entry.detail.to),
                    })}
                  </span>
                ) : null}
                {settingsNote ? <span className="block font-normal text-gray-600">{settingsNote}</span> : null}
                {entry.action === 'product.import' ? (
                  <span className="block font-normal text-gray-600">
                    {t('activity.importCounts', {
                      added: entry.detail.added ?? '0',
                      changed: entry.detail.changed ?? '0',
                    })}
                  </span>
                ) : null}
                {entry.action === 'customer.sweep' ? (
                  <span className="block font-normal text-gray-600">
                    {t('activity.sweepCounts', {
                      orders: t('activity.sweepOrders', { count: Number(entry.detail.orders ?? 0) }),
                      repairs: t('activity.sweepRepairs', { count: Number(entry.detail.repairs ?? 0) }),
                      photos: t('activity.sweepPhotos', { count: Number(entry.detail.photos ?? 0) }),
                    })}
                  </span>
                ) : null}
              </>
            );
          },
        },
        { label: t('activity.columns.target'), cell: (entry) => targetOf(entry) || t('activity.none') },
        {
          label: t('activity.columns.address'),
          // On one line in the table; a card breaks a long IPv6 address rather than run past the screen.
          className: 'whitespace-nowrap',
          cellClassName: 'font-mono [overflow-wrap:anywhere]',
          cell: (entry) => entry.address || t('activity.none'),
        },
      ]}
      minWidthClass="min-w-[56rem]"
      rowKey={(entry) => entry.id}
    />
  );
}
