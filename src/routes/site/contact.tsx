import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/messages';
import { socialLinksOf } from '@/content/socials';
import { addressLine, mapHref, phoneHref } from '@/domain/shop-settings';
import { localText } from '@/domain/locales';
import { useLanguage } from '@/components/ui/use-language';
import { ChatIcon, ClockIcon, IdCardIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { chatLink } from '@/content/chat';
import { formatPhone } from '@/domain/phone';
import { useShopSettings } from '@/components/use-shop-settings';
import { SocialLinks } from '@/components/ui/social-links';

import contactForm, { MESSAGE_FIELD } from '@/islands/contact-form';
import { Island } from '@/components/island';

/** Contact Us (/contact): the company card and a message that is handed to WhatsApp, never to a server. */
export function Component() {
  const { t } = useTranslation('site');
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 md:px-6">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold text-slate-900 md:text-5xl">{t('contact.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('contact.subtitle')}</p>
      </header>
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <CompanyCard />
        <Island of={contactForm} props={{ submitted: search.get(MESSAGE_FIELD) }} />
      </div>
    </div>
  );
}

function CompanyCard() {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const settings = useShopSettings();
  // The owner's hours in any language they typed them in (localText), the usual hours until they set them.
  const hours = localText(settings.openingHours, language) || t('contact.card.defaultHours');
  // A row with an href is a link: a tap shows the way on a map, calls, opens the chat or writes to the company. The
  // WhatsApp number is its own text too, so that a long press copies it; its tap counts as an enquiry (Insights).
  const rows: { icon: typeof PhoneIcon; label: string; value: string; href?: string; chat?: true }[] = [
    { icon: IdCardIcon, label: t('contact.card.registration'), value: settings.registrationNumber },
    {
      icon: MapPinIcon,
      label: t('contact.card.address'),
      value: addressLine(settings.address),
      href: mapHref(settings.address),
    },
    { icon: ClockIcon, label: t('contact.card.hours'), value: hours },
    { icon: PhoneIcon, label: t('contact.card.phone'), value: settings.phone, href: phoneHref(settings.phone) },
    {
      icon: ChatIcon,
      label: t('contact.card.whatsApp'),
      value: formatPhone(settings.whatsApp),
      href: chatLink('', settings.whatsApp),
      chat: true,
    },
    { icon: MailIcon, label: t('contact.card.email'), value: settings.email, href: `mailto:${settings.email}` },
  ];
  return (
    <section
      aria-labelledby="company-card-heading"
      className="rounded-xl bg-slate-900 p-6 text-slate-200 shadow-lg md:p-8"
    >
      <h2 id="company-card-heading" className="text-sm font-bold uppercase tracking-widest text-brand-400">
        {t('contact.card.heading')}
      </h2>
      <p className="mt-3 text-2xl font-extrabold text-white">{settings.legalName}</p>
      {/* Each term carries its icon, so that the list holds only term and description pairs. */}
      <dl className="mt-6 space-y-5">
        {rows.map(({ icon: Icon, label, value, href, chat }) => (
          <div key={label} className="relative pl-10">
            <dt className="text-sm text-slate-400">
              <Icon className="absolute top-0.5 left-0 h-6 w-6 text-brand-400" />
              {label}
            </dt>
            <dd>
              {href ? (
                <a
                  href={href}
                  {...(chat ? { target: '_blank', rel: 'noopener noreferrer', 'data-insight': 'enquiry' } : {})}
                  className="inline-flex min-h-11 items-center font-medium break-all text-white underline-offset-4 hover:underline"
                >
                  {value}
                  {chat && <span className="sr-only">{t('product.newTab')}</span>}
                </a>
              ) : (
                <span className="font-medium text-white">{value}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-8 text-sm text-slate-400">{t('contact.card.follow')}</h3>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <SocialLinks links={socialLinksOf(settings.socials)} tone="dark" />
        {settings.handle && <span className="font-semibold text-white">{settings.handle}</span>}
      </div>
    </section>
  );
}
