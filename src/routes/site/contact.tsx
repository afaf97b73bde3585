import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { chatLink } from '@/content/chat';
import { recordInsight } from '@/features/insights/collect';
import { socialLinksOf } from '@/content/socials';
import { addressLine, mapHref, phoneHref } from '@/domain/shop-settings';
import { localText } from '@/domain/locales';
import { useLanguage } from '@/components/ui/use-language';
import { ChatIcon, ClockIcon, IdCardIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { useShopSettings } from '@/components/shop-settings';
import { SocialLinks } from '@/components/ui/social-links';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { LanguageField } from '@/components/ui/localized-link';
import { PrivacyNoticeLink } from '@/components/ui/privacy-link';
import { useStarted } from '@/components/ui/use-started';
import { paths } from '@/domain/paths';

/** The form's field, and the query its plain submission (before the page's code has started) comes back with. */
const MESSAGE_FIELD = 'message';
const FORM_ANCHOR = 'message-form';

/** Contact Us (/contact): the company card and a message that is handed to WhatsApp, never to a server. */
export function Component() {
  const { t } = useTranslation('site');
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 md:px-6">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold text-slate-900 md:text-5xl">{t('contact.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('contact.subtitle')}</p>
      </header>
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <CompanyCard />
        <MessageForm />
      </div>
    </div>
  );
}

function CompanyCard() {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const settings = useShopSettings();
  const hours = localText(settings.openingHours, language);
  // A row with an href is a link: a tap shows the way on a map, calls or writes to the company.
  const rows = [
    { icon: IdCardIcon, label: t('contact.card.registration'), value: settings.registrationNumber },
    {
      icon: MapPinIcon,
      label: t('contact.card.address'),
      value: addressLine(settings.address),
      href: mapHref(settings.address),
    },
    ...(hours ? [{ icon: ClockIcon, label: t('contact.card.hours'), value: hours }] : []),
    { icon: PhoneIcon, label: t('contact.card.phone'), value: settings.phone, href: phoneHref(settings.phone) },
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
        {rows.map(({ icon: Icon, label, value, href }) => (
          <div key={label} className="relative pl-10">
            <dt className="text-sm text-slate-400">
              <Icon className="absolute top-0.5 left-0 h-6 w-6 text-brand-400" />
              {label}
            </dt>
            <dd>
              {href ? (
                <a
                  href={href}
                  className="inline-flex min-h-11 items-center font-medium break-all text-white underline-offset-4 hover:underline"
                >
                  {value}
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

/**
 * The message for WhatsApp. With the page's code, sending opens the chat in a new tab. Before the code has started
 * or without it, the form is a plain GET to this page: the page comes back with the message still in the box and
 * a link that opens it in WhatsApp (rendered by the server; a blank message gets the required-field error).
 */
function MessageForm() {
  const { t } = useTranslation('site');
  const { whatsApp } = useShopSettings();
  const started = useStarted();
  const [search] = useSearchParams();
  const submitted = search.get(MESSAGE_FIELD);
  const [message, setMessage] = useState(submitted ?? '');
  const [showError, setShowError] = useState(submitted !== null && submitted.trim() === '');
  // The message as the plain submission brought it, while it is still what the box holds.
  const ready = submitted !== null && submitted.trim() !== '' && message === submitted ? submitted : null;
  const fieldId = useId();
  const errorId = useId();
  const noteId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Blank or only spaces is no message: the native `required` check alone would let spaces through.
    if (message.trim() === '') {
      setShowError(true);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    // The message leaves only through the chat link, in a new tab that cannot reach back to this page.
    window.open(chatLink(message, whatsApp), '_blank', 'noopener,noreferrer');
    recordInsight('enquiry');
  }

  const invalid = showError && message.trim() === '';
  return (
    <section
      id={FORM_ANCHOR}
      aria-labelledby="message-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
    >
      <h2 id="message-heading" className="text-2xl font-bold text-slate-900">
        {t('contact.form.heading')}
      </h2>
      {/* The browser's own check stops a blank message until the code, with its own message, takes over. */}
      <form
        method="get"
        action={`${paths.contact}#${FORM_ANCHOR}`}
        noValidate={started}
        onSubmit={onSubmit}
        className="mt-6"
      >
        <LanguageField />
        <label htmlFor={fieldId} className="block font-semibold text-slate-800">
          {t('contact.form.label')}
        </label>
        <textarea
          id={fieldId}
          name={MESSAGE_FIELD}
          required
          rows={7}
          maxLength={2000}
          value={message}
          placeholder={t('contact.form.placeholder')}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${noteId}` : noteId}
          onChange={(event) => setMessage(event.target.value)}
          className={`mt-2 block w-full rounded-md border px-4 py-3 text-base text-slate-900 shadow-sm focus:border-brand-500 ${
            invalid ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        {invalid && (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
            {t('contact.form.required')}
          </p>
        )}
        <p id={noteId} className="mt-3 text-sm text-slate-500">
          {t('contact.form.note')}
        </p>
        <PrivacyNoticeLink className="mt-2" />
        {ready && (
          <div role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4">
            <p className="font-semibold text-green-900">{t('contact.form.ready')}</p>
            <WhatsAppLink
              href={chatLink(ready, whatsApp)}
              countsAsEnquiry
              className="btn-primary mt-3 w-full sm:w-auto"
            >
              {t('contact.form.openWhatsApp')}
            </WhatsAppLink>
          </div>
        )}
        {/* Changed after the answer came, the message is sent anew. */}
        <button type="submit" className={`${ready ? 'btn-outline' : 'btn-primary'} mt-6 w-full sm:w-auto`}>
          <ChatIcon className="h-5 w-5" />
          {t('contact.form.submit')}
        </button>
      </form>
    </section>
  );
}
