import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getBackend } from '@/data';
import { paths } from '@/domain/paths';
import { REPAIR_STATUSES, isOpenRepair, type RepairCounts } from '@/domain/repair';

/** The list's address with a status filter: `?status=ready`. */
export function repairListWith(status?: string): string {
  return status ? `${paths.admin.repairs.list}?status=${status}` : paths.admin.repairs.list;
}

/**
 * The repairs' counts for the portal, read once as it opens: null until they are known, and null still when the
 * read failed (a convenience: without them the portal works, and the repairs screen says what is wrong).
 */
export function useRepairCounts(): RepairCounts | null {
  const [counts, setCounts] = useState<RepairCounts | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const read = await (await getBackend()).repairs.counts();
        if (live) setCounts(read);
      } catch {
        // As above.
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return counts;
}

/**
 * The repairs at a glance on the portal: how many are overdue, open and ready for collection, each a link to the
 * list that shows them (what is due today, the reminders and the answered quotes, leads the portal on its own).
 * Nothing shows until the counts are known.
 */
export function RepairCountsPanel({ counts }: { counts: RepairCounts | null }) {
  const { t } = useTranslation('admin');
  if (!counts) return null;
  const open = REPAIR_STATUSES.filter(isOpenRepair).reduce((sum, status) => sum + counts[status], 0);
  const items = [
    {
      key: 'overdue',
      text: t('portal.repairsOverdue', { count: counts.overdue }),
      to: repairListWith('overdue'),
      urgent: counts.overdue > 0,
    },
    { key: 'open', text: t('portal.repairsOpen', { count: open }), to: repairListWith(), urgent: false },
    {
      key: 'ready',
      text: t('portal.repairsReady', { count: counts.ready }),
      to: repairListWith('ready'),
      urgent: false,
    },
  ];
  return (
    <nav aria-label={t('portal.repairCounts')}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={`inline-flex min-h-11 items-center rounded-lg border px-3 py-2 text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 ${
                item.urgent
                  ? 'border-red-300 bg-red-50 text-red-900 hover:bg-red-100'
                  : 'border-gray-200 bg-white text-ink-900 hover:bg-gray-50'
              }`}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
