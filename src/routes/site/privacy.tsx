import { useTranslation } from '@/i18n/messages';
import { addressLine, mapHref, phoneHref } from '@/domain/shop-settings';
import { useShopSettings } from '@/components/use-shop-settings';
import { keptByGoogle } from '@/data';
import { KEPT_NIGHTLY_BACKUPS } from '@/domain/limits';

/** The forms that take a name or a phone, in the order the notice describes them. */
const FORMS = ['enquiry', 'contact', 'repair'] as const;
const RIGHTS = ['access', 'correct', 'withdraw', 'complain'] as const;

/**
 * The privacy notice (/privacy; issue 39, PDPA 2010 section 7): what each form collects, why, who sees it, how long
 * it is kept (Shop settings' retention), that Insights collects nothing personal, the person's rights and how to ask.
 * Filled from Shop settings; no part of it acts, so it is HTML alone.
 */
export function Component() {
  const { t } = useTranslation('site');
  const settings = useShopSettings();
  const facts = {
    legalName: settings.legalName,
    registrationNumber: settings.registrationNumber,
    address: addressLine(settings.address),
    phone: settings.phone,
    email: settings.email,
  };
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 text-slate-700 md:px-6">
      <h1 className="text-4xl font-extrabold break-words text-slate-900 md:text-5xl">{t('privacy.title')}</h1>
      <p className="mt-6 text-lg leading-relaxed">{t('privacy.intro', facts)}</p>

      <section aria-labelledby="privacy-collect" className="mt-10">
        <h2 id="privacy-collect" className="text-2xl font-bold text-slate-900">
          {t('privacy.collectHeading')}
        </h2>
        {FORMS.map((form) => (
          <section key={form} aria-labelledby={`privacy-${form}`} className="mt-6">
            <h3 id={`privacy-${form}`} className="text-lg font-semibold text-slate-900">
              {t(`privacy.forms.${form}.heading`)}
            </h3>
            <p className="mt-2 leading-relaxed">{t(`privacy.forms.${form}.what`)}</p>
            <p className="mt-2 leading-relaxed">{t(`privacy.forms.${form}.why`)}</p>
          </section>
        ))}
      </section>

      <section aria-labelledby="privacy-who" className="mt-10">
        <h2 id="privacy-who" className="text-2xl font-bold text-slate-900">
          {t('privacy.whoHeading')}
        </h2>
        <p className="mt-3 leading-relaxed">{t('privacy.who')}</p>
      </section>

      <section aria-labelledby="privacy-keep" className="mt-10">
        <h2 id="privacy-keep" className="text-2xl font-bold text-slate-900">
          {t('privacy.keepHeading')}
        </h2>
        <p className="mt-3 leading-relaxed">{t('privacy.keep', { count: settings.retentionMonths })}</p>
        <p className="mt-3 leading-relaxed">
          {keptByGoogle() ? t('privacy.backupsHosted') : t('privacy.backups', { count: KEPT_NIGHTLY_BACKUPS })}
        </p>
      </section>

      <section aria-labelledby="privacy-insights" className="mt-10">
        <h2 id="privacy-insights" className="text-2xl font-bold text-slate-900">
          {t('privacy.insightsHeading')}
        </h2>
        <p className="mt-3 leading-relaxed">{t('privacy.insights')}</p>
      </section>

      <section aria-labelledby="privacy-rights" className="mt-10">
        <h2 id="privacy-rights" className="text-2xl font-bold text-slate-900">
          {t('privacy.rightsHeading')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
          {RIGHTS.map((right) => (
            <li key={right}>{t(`privacy.rights.${right}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="privacy-ask" className="mt-10">
        <h2 id="privacy-ask" className="text-2xl font-bold text-slate-900">
          {t('privacy.askHeading')}
        </h2>
        <p className="mt-3 leading-relaxed">{t('privacy.ask', facts)}</p>
        <address className="mt-4 flex flex-col gap-1 not-italic">
          <a href={mapHref(settings.address)} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {facts.address}
          </a>
          <a href={phoneHref(settings.phone)} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {settings.phone}
          </a>
          <a href={`mailto:${settings.email}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {settings.email}
          </a>
        </address>
      </section>
    </article>
  );
}
