import { useTranslation } from '@/i18n/messages';
import { chatLink } from '@/content/chat';
import { WrenchIcon } from '@/components/ui/icons';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { useShopSettings } from '@/components/use-shop-settings';

const POINTS = ['repair', 'advice', 'setup'] as const;

/** The 'Machinery Service Consultant' shelf: a service, not products, with a chat hand-off to ask for it. */
export function ServicePanel() {
  const { t } = useTranslation('site');
  const { whatsApp } = useShopSettings();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
          <WrenchIcon className="h-6 w-6" />
        </span>
        <p className="text-lg leading-relaxed text-slate-700">{t('catalogue.service.description')}</p>
      </div>
      <ul className="mt-6 space-y-3 pl-2">
        {POINTS.map((point) => (
          <li key={point} className="flex gap-3 text-slate-700">
            <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
            {t(`catalogue.service.points.${point}`)}
          </li>
        ))}
      </ul>
      <WhatsAppLink
        href={chatLink(t('catalogue.service.enquiry'), whatsApp)}
        countsAsEnquiry
        className="btn-primary mt-8"
      >
        {t('catalogue.service.contact')}
      </WhatsAppLink>
    </section>
  );
}
