import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { TFunction } from 'i18next';
import { getBackend } from '@/data';
import type { DemoCounts } from '@/domain';
import { NothingSent, useAdminForm, type FormReply } from '@/components/admin/admin-form';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { buttonStyles } from '@/components/ui/styles';

/** '12 demo products' and '1 demo order', each in its plural form, for the sentences that name both. */
export const demoCounts = (t: TFunction<'admin'>, found: DemoCounts) => ({
  products: t('demoData.products', { count: found.products }),
  orders: t('demoData.orders', { count: found.orders }),
});

/**
 * While the demo catalogue and orders that a new shop starts with are still there, says so and offers to
 * remove them all at once (asked first); the owner's own products and orders stay. Shows nothing once they are gone.
 * `listed`: the product list shows what it read after the portal's last write.
 */
export function DemoDataNotice({ listed }: { listed: boolean }) {
  const { t } = useTranslation('admin');
  const expire = useSessionExpiry();
  const [confirm, confirmDialog] = useConfirm();
  const [counts, setCounts] = useState<DemoCounts | null>(null);
  const fetcher = useFetcher<FormReply>();
  const { formProps, saving, intentInput } = useAdminForm({
    schema: NothingSent,
    defaultValue: {},
    fetcher,
    intent: 'removeDemo',
    askFirst: () => confirm(t('demoData.confirm', demoCounts(t, counts!)), t('demoData.remove')),
  });

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

  // The list first, then the notice goes: the other way round, the rows of the removed products move up into view
  // and ask for their images, which are gone.
  const removed = fetcher.data?.saved === true && !saving;
  if (!counts || (removed && listed) || (counts.products === 0 && counts.orders === 0)) return confirmDialog;

  return (
    <section
      aria-labelledby="demo-data-title"
      className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <h2 id="demo-data-title" className="font-semibold text-ink-900">
          {t('demoData.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('demoData.explain', demoCounts(t, counts))}</p>
      </div>
      <fetcher.Form {...formProps}>
        {intentInput}
        <button type="submit" disabled={saving || removed} className={buttonStyles.secondary}>
          {saving || removed ? t('demoData.removing') : t('demoData.remove')}
        </button>
      </fetcher.Form>
      {confirmDialog}
    </section>
  );
}
