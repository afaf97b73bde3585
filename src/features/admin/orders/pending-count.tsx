import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';

/**
 * How many orders wait for the owner (pending: new, not yet confirmed), read once as the portal opens: null until
 * it is known, and null still when the read failed (the orders page says what is wrong).
 */
export function usePendingOrders(): number | null {
  const [pending, setPending] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const counts = await (await getBackend()).orders.counts();
        if (live) setPending(counts.pending);
      } catch {
        // A convenience: without it the portal still works.
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return pending;
}

/** How many orders wait for the owner, as a badge beside Manage Orders; nothing while unknown or zero. */
export function PendingCount({ pending }: { pending: number | null }) {
  const { t } = useTranslation('admin');
  if (!pending) return null;
  return (
    <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900 tabular-nums">
      {t('portal.pendingCount', { count: pending })}
    </span>
  );
}
