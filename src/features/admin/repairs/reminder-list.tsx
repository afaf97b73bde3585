import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link, useAsyncError, useFetcher } from 'react-router';
import { z } from '@/domain/zod';
import { paths } from '@/domain/paths';
import { firstName, type RepairReminder } from '@/domain/repair';
import { ReminderSentSchema } from '@/domain/repair-schema';
import { whatsAppDigits } from '@/domain/phone';
import { useShopSettings } from '@/components/use-shop-settings';
import { useSiteAddress } from '@/components/site-address';
import { useAdminForm, type FormReply } from '@/components/admin/admin-form';
import { SignInRedirect, isSignedOutError } from '@/components/admin/session-expiry';
import { useErrorText } from '@/components/ui/error-message';
import { ChatIcon } from '@/components/ui/icons';
import { buttonStyles } from '@/components/ui/styles';
import { repairStatusLink, formatSenRm } from './repair-screen-view';

/** What a reminder's mark sends: the server's body, and which job (`id`). */
export const ReminderMarkSchema = ReminderSentSchema.extend({ id: z.string().min(1) });

/**
 * "To remind today": the machines ready and not collected on day 3, 7, 14 or 30 after ready (the store's list,
 * in Malaysian days), the longest waiting first. Each is one tap: a WhatsApp message in the customer's language
 * (their machine is ready, since how long, the storage fee when the shop charges one, their status link), and the
 * reminder is marked sent as the chat opens. The list is the screen's loader's, read as it opens.
 */
export function ReminderList({ reminders }: { reminders: Promise<RepairReminder[]> }) {
  const { t } = useTranslation('admin');
  return (
    <Suspense fallback={<p className="text-gray-700">{t('repairs.reminders.loading')}</p>}>
      <Await resolve={reminders} errorElement={<LoadFailed />}>
        {(list: RepairReminder[]) =>
          list.length === 0 ? (
            <p className="rounded-md bg-gray-100 p-4 text-gray-800">{t('repairs.reminders.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {list.map((reminder) => (
                <ReminderCard key={reminder.job.id} reminder={reminder} />
              ))}
            </ul>
          )
        }
      </Await>
    </Suspense>
  );
}

/** The list could not be read: said, or, when the session ended, sign in and back. */
function LoadFailed() {
  const { t } = useTranslation('admin');
  const error = useAsyncError();
  const describe = useErrorText();
  if (isSignedOutError(error)) return <SignInRedirect />;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
      {t('repairs.reminders.loadFailed', { error: describe(error) })}
    </p>
  );
}

/**
 * One reminder: the job, and the tap that opens the chat and marks it sent (the screen's action, by the card's own
 * fetcher), said sent from then on; a mark that failed says why and offers the tap again.
 */
function ReminderCard({ reminder }: { reminder: RepairReminder }) {
  const { t, i18n } = useTranslation('admin');
  const settings = useShopSettings();
  const siteAddress = useSiteAddress();
  const fetcher = useFetcher<FormReply>();
  const { formProps } = useAdminForm({ schema: ReminderMarkSchema, defaultValue: {}, fetcher });
  const { job } = reminder;
  const done = fetcher.state !== 'idle' || fetcher.data?.status === 'success';

  function message(): string {
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

  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
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
        <fetcher.Form {...formProps}>
          <input type="hidden" name="id" value={job.id} />
          <input type="hidden" name="day" value={reminder.day} />
          {/* The chat opens in its own tab as the link's own; the same tap sends the mark. */}
          <a
            href={`https://wa.me/${whatsAppDigits(job.customerPhone)}?text=${encodeURIComponent(message())}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => event.currentTarget.closest('form')?.requestSubmit()}
            className={`${buttonStyles.primary} mt-3 min-h-11 bg-green-700 hover:bg-green-800`}
          >
            <ChatIcon className="h-5 w-5" />
            {t('repairs.reminders.send', { name: firstName(job.customerName) })}
            <span className="sr-only"> {t('repairs.detail.whatsApp.newTab')}</span>
          </a>
        </fetcher.Form>
      )}
    </li>
  );
}
