import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '@/i18n/messages';
import { chatLink } from '@/content/chat';
import { localText } from '@/domain/locales';
import { formatPhone } from '@/domain/phone';
import { addressLine, mapHref, phoneHref } from '@/domain/shop-settings';
import { useShopSettings } from '@/components/use-shop-settings';
import { ChatIcon, ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { useLanguage } from '@/components/ui/use-language';

type Row = { icon: ComponentType<SVGProps<SVGSVGElement>>; label: string; value: string; href?: string };

/**
 * How to reach the shop about the job, as the contact page shows the shop (Shop settings): the phone to call,
 * WhatsApp with a first line naming the job, the workshop's address on a map, and the opening hours.
 */
export function ShopContact({ number }: { number: string }) {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const settings = useShopSettings();
  const hours = localText(settings.openingHours, language);
  const rows: Row[] = [
    { icon: PhoneIcon, label: t('repair.contact.phone'), value: settings.phone, href: phoneHref(settings.phone) },
    {
      icon: ChatIcon,
      label: t('repair.contact.whatsApp'),
      value: formatPhone(settings.whatsApp),
      href: chatLink(t('repair.contact.whatsAppMessage', { number }), settings.whatsApp),
    },
    {
      icon: MapPinIcon,
      label: t('repair.contact.address'),
      value: addressLine(settings.address),
      href: mapHref(settings.address),
    },
    ...(hours ? [{ icon: ClockIcon, label: t('repair.contact.hours'), value: hours }] : []),
  ];
  return (
    <section aria-labelledby="repair-contact" className="mt-8 rounded-xl bg-slate-900 p-5 text-slate-200 shadow-sm">
      <h2 id="repair-contact" className="text-lg font-bold text-white">
        {t('repair.contact.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{settings.legalName}</p>
      <dl className="mt-4 space-y-4">
        {rows.map(({ icon: Icon, label, value, href }) => (
          <div key={label} className="relative pl-9">
            <dt className="text-sm text-slate-400">
              <Icon className="absolute top-0.5 left-0 h-6 w-6 text-brand-400" />
              {label}
            </dt>
            <dd>
              {href ? (
                <a
                  href={href}
                  {...(href.startsWith('https://') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="inline-flex min-h-11 items-center font-medium break-words text-white underline underline-offset-4"
                >
                  {value}
                  {href.startsWith('https://') && <span className="sr-only"> {t('product.newTab')}</span>}
                </a>
              ) : (
                <span className="font-medium text-white">{value}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
