import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getBackend } from '@/data';
import { paths } from '@/domain/paths';
import { REPAIR_STATUSES, isOpenRepair, type RepairCounts } from '@/domain/repair';

/** The list's address with a status filter: `?status=ready`. */
function listWith(status?: string): string {
  return status ? `${paths.admin.repairs.list}?status=${status}` : paths.admin.repairs.list;
}

/**
 * The repairs at a glance on the portal: how many are open, ready for collection and overdue, each a link to the
 * list that shows them. Nothing shows until the counts
 * are known; a failed count shows nothing either (the repairs screen says what is wrong).
 */
export function RepairCountsPanel() {
  const { t } = useTranslation('admin');
  const [counts, setCounts] = useState<RepairCounts | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const read = await (await getBackend()).repairs.counts();
        if (live) setCounts(read);
      } catch {
        // A convenience: without it the portal still works.
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!counts) return null;
  const open = REPAIR_STATUSES.filter(isOpenRepair).reduce((sum, status) => sum + counts[status], 0);
  // What is due today leads (today's reminders, the customers' answers), then the overdue jobs, then the totals.
  const items = [
    ...(counts.toRemind > 0
      ? [
          {
            key: 'toRemind',
            text: t('portal.repairsToRemind', { count: counts.toRemind }),
            to: paths.admin.repairs.reminders,
            urgent: true,
          },
        ]
      : []),
    ...(counts.answered > 0
      ? [
          {
            key: 'answered',
            text: t('portal.repairsAnswered', { count: counts.answered }),
            to: listWith('awaitingApproval'),
            urgent: true,
          },
        ]
      : []),
    {
      key: 'overdue',
      text: t('portal.repairsOverdue', { count: counts.overdue }),
      to: listWith('overdue'),
      urgent: counts.overdue > 0,
    },
    { key: 'open', text: t('portal.repairsOpen', { count: open }), to: listWith(), urgent: false },
    { key: 'ready', text: t('portal.repairsReady', { count: counts.ready }), to: listWith('ready'), urgent: false },
  ];
  return (
    <nav aria-label={t('portal.repairCounts')} className="mb-6">
      <ul className="flex flex-wrap gap-3">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={`inline-flex min-h-11 items-center rounded-lg border px-4 py-2 text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 ${
                item.urgent
                  ? 'border-red-300 bg-red-50 text-red-900 hover:bg-red-100'
                  : 'border-gray-200 bg-white text-ink-900 hover:bg-gray-50'
              }`}
            >
              {t('portal.repairs')}: {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
