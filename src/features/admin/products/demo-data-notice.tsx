import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import type { DemoCounts } from '@/domain';
import { useErrorText } from '@/components/ui/error-message';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';

/**
 * While the demo catalogue and orders that a new shop starts with are still there, says so and offers to
 * remove them all at once; the owner's own products and orders stay. Shows nothing once they are gone.
 */
export function DemoDataNotice({ onRemoved }: { onRemoved: () => Promise<void> }) {
  const { t } = useTranslation('admin');
  const expire = useSessionExpiry();
  const errorText = useErrorText();
  const [confirm, confirmDialog] = useConfirm();
  const [counts, setCounts] = useState<DemoCounts | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const found = await (await getBackend()).demoData.count();
        if (current) setCounts(found);
      } catch (error) {
        // The notice is a convenience: the portal works without it.
        expire(error);
      }
    })();
    return () => {
      current = false;
    };
  }, [expire]);

  if (!counts || (counts.products === 0 && counts.orders === 0)) return confirmDialog;

  /** '12 demo products' and '1 demo order', each in its plural form, for the sentences that name both. */
  const named = (found: DemoCounts) => ({
    products: t('demoData.products', { count: found.products }),
    orders: t('demoData.orders', { count: found.orders }),
  });

  async function remove() {
    if (!counts || !(await confirm(t('demoData.confirm', named(counts)), t('demoData.remove')))) return;
    setRemoving(true);
    try {
      const removed = await (await getBackend()).demoData.remove();
      notify('success', t('demoData.removed', named(removed)));
      // The list first, then the notice goes: the other way round, the rows of the removed products move up into
      // view and ask for their images, which are gone.
      await onRemoved();
      setCounts({ products: 0, orders: 0 });
    } catch (error) {
      if (expire(error)) return;
      notify('error', t('demoData.removeFailed', { error: errorText(error) }));
    }
    setRemoving(false);
  }

  return (
    <section
      aria-labelledby="demo-data-title"
      className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <h2 id="demo-data-title" className="font-semibold text-ink-900">
          {t('demoData.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('demoData.explain', named(counts))}</p>
      </div>
      <button type="button" onClick={() => void remove()} disabled={removing} className={buttonStyles.secondary}>
        {removing ? t('demoData.removing') : t('demoData.remove')}
      </button>
      {confirmDialog}
    </section>
  );
}
