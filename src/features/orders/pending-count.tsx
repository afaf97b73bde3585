import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';

/**
 * How many orders wait for the owner, as a badge beside Manage Orders. Nothing shows until the count is
 * known, nor when it is zero; a failed count shows nothing either (the orders page says what is wrong).
 */
export function PendingCount() {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const counts = await (await getBackend()).orders.counts();
        if (live) setPending(counts.pending);
      } catch {
        // The badge is a convenience: without it the portal still works.
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!pending) return null;
  return (
    <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900 tabular-nums">
      {t('portal.pendingCount', { count: pending })}
    </span>
  );
}
