import { Link } from '@/components/ui/localized-link';
import { useTranslation } from '@/i18n/messages';
import { paths } from '@/domain/paths';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { StatusMessage } from '@/components/ui/status';
import { useStarted } from '@/components/ui/use-started';
import { readSent } from './sent-enquiry';

/**
 * The confirmation of a sent enquiry (/enquiry/sent), an island: the order number and a "Send on WhatsApp" link,
 * for when the browser blocked the new tab. Both were kept by the list page in the tab's session storage
 * (./sent-enquiry.ts), so a reload keeps them.
 */
export function EnquirySent() {
  const { t } = useTranslation('site');
  const started = useStarted();
  const sent = started ? readSent() : null;
  const shortId = sent?.shortId ?? null;
  const chatUrl = sent?.chatUrl ?? null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-14 text-center md:px-6">
      {!started ? (
        <StatusMessage>{t('enquiry.checking')}</StatusMessage>
      ) : shortId && chatUrl ? (
        <>
          <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">{t('enquiry.sent.heading')}</h1>
          <p className="mt-4 text-lg text-slate-700">{t('enquiry.sent.orderId', { id: shortId })}</p>
          <p className="mt-2 text-slate-600">{t('enquiry.sent.next')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <WhatsAppLink href={chatUrl} className="btn-primary">
              {t('enquiry.sent.whatsapp')}
            </WhatsAppLink>
            <Link to={paths.products.list} className="btn-outline">
              {t('enquiry.sent.continue')}
            </Link>
          </div>
        </>
      ) : (
        <div className="space-y-4">
          <StatusMessage>{t('enquiry.sent.missing')}</StatusMessage>
          <Link to={paths.products.list} className="btn-primary">
            {t('enquiry.sent.continue')}
          </Link>
        </div>
      )}
    </div>
  );
}
