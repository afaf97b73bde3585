import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getBackend } from '@/data';
import { paths } from '@/domain/paths';
import { firstName, type RepairReminder } from '@/domain/repair';
import { whatsAppDigits } from '@/domain/phone';
import { useShopSettings } from '@/components/use-shop-settings';
import { useSiteAddress } from '@/components/site-address';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useErrorText } from '@/components/ui/error-message';
import { ChatIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import { repairStatusLink, formatSenRm } from './repair-screen-view';

type Loaded = { kind: 'loading' } | { kind: 'failed'; error: string } | { kind: 'ready'; reminders: RepairReminder[] };

/**
 * "To remind today": the machines ready and not collected on day 3, 7, 14 or 30 after ready (the store's list,
 * in Malaysian days), the longest waiting first. Each is one tap: a WhatsApp message in the customer's language
 * (their machine is ready, since how long, the storage fee when the shop charges one, their status link), and the
 * reminder is marked sent as the chat opens.
 */
export function ReminderList() {
  const { t, i18n } = useTranslation('admin');
  const settings = useShopSettings();
  const siteAddress = useSiteAddress();
  const expire = useSessionExpiry();
  const describe = useErrorText();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const reminders = await (await getBackend()).repairs.reminders();
        if (live) setLoaded({ kind: 'ready', reminders });
      } catch (error) {
        if (live && !expire(error)) setLoaded({ kind: 'failed', error: describe(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [expire, describe]);

  if (loaded.kind === 'loading') return <p className="text-gray-700">{t('repairs.reminders.loading')}</p>;
  if (loaded.kind === 'failed') {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
        {t('repairs.reminders.loadFailed', { error: loaded.error })}
      </p>
    );
  }
  if (loaded.reminders.length === 0) {
    return <p className="rounded-md bg-gray-100 p-4 text-gray-800">{t('repairs.reminders.empty')}</p>;
  }

  function message(reminder: RepairReminder): string {
    const { job } = reminder;
    const words = i18n.getFixedT(job.language, 'admin');
    const fee = settings.repairs.storageFeePerDay;
    return [
      words('repairs.reminders.message', {
        name: firstName(job.customerName),
        shop: settings.tradeName,
        number: job.number,
        machine: `${job.machine.brand} ${job.machine.model}`.trim(),
        count: reminder.daysSinceReady,
      }),
      ...(fee !== null && fee > 0
        ? [words('repairs.reminders.storageFee', { fee: formatSenRm(fee), count: settings.repairs.storageFreeDays })]
        : []),
      ...(job.money.balance > 0
        ? [words('repairs.reminders.balance', { amount: formatSenRm(job.money.balance) })]
        : []),
      words('repairs.reminders.link', { link: repairStatusLink(job.token, siteAddress) }),
    ].join('\n');
  }

  async function markSent(reminder: RepairReminder) {
    setSent((current) => new Set(current).add(reminder.job.id));
    try {
      await (await getBackend()).repairs.markReminderSent(reminder.job.id, reminder.day);
    } catch (error) {
      if (expire(error)) return;
      setSent((current) => {
        const next = new Set(current);
        next.delete(reminder.job.id);
        return next;
      });
      notify('error', t('repairs.reminders.markFailed', { error: describe(error) }));
    }
  }

  return (
    <ul className="space-y-3">
      {loaded.reminders.map((reminder) => {
        const { job } = reminder;
        const done = sent.has(job.id);
        return (
          <li key={job.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <h2 className="font-mono text-lg font-semibold text-ink-900">
              <Link to={paths.admin.repairs.detail(job.id)} className="underline underline-offset-4">
                {job.number}
              </Link>
            </h2>
            <p className="text-gray-900">
              {job.customerName} · {`${job.machine.brand} ${job.machine.model}`}
            </p>
            <p className="text-sm text-gray-700">
              {t('repairs.reminders.day', { day: reminder.day, count: reminder.daysSinceReady })}
            </p>
            {done ? (
              <p role="status" className="mt-3 font-semibold text-green-800">
                {t('repairs.reminders.sent')}
              </p>
            ) : (
              <a
                href={`https://wa.me/${whatsAppDigits(job.customerPhone)}?text=${encodeURIComponent(message(reminder))}`}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => void markSent(reminder)}
                className={`${buttonStyles.primary} mt-3 min-h-11 bg-green-700 hover:bg-green-800`}
              >
                <ChatIcon className="h-5 w-5" />
                {t('repairs.reminders.send', { name: firstName(job.customerName) })}
                <span className="sr-only"> {t('repairs.detail.whatsApp.newTab')}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
