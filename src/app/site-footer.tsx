import { useTranslation } from '@/i18n/messages';
import { socialLinksOf } from '@/content/socials';
import { FOUNDED_YEAR } from '@/domain/limits';
import { addressLine, mapHref, phoneHref } from '@/domain/shop-settings';
import { localText } from '@/domain/locales';
import { useLanguage } from '@/components/ui/use-language';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';
import { useShopSettings } from '@/components/use-shop-settings';
import { Link } from '@/components/ui/localized-link';
import { paths } from '@/domain/paths';

/** Legal name, registration number, how to reach the company, its socials and the copyright line (Shop settings). */
export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useShopSettings();
  const year = new Date().getFullYear();
  const hours = localText(settings.openingHours, language);
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6">
        <div>
          <p className="text-lg font-bold text-white">{settings.legalName}</p>
          <p className="mt-1 text-sm text-slate-400">
            {t('footer.registration', { number: settings.registrationNumber })}
          </p>
          <p className="mt-4 max-w-md text-sm leading-relaxed">{t('footer.tagline', { year: FOUNDED_YEAR })}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-widest text-brand-500">{t('footer.contactUs')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p>
              <a href={mapHref(settings.address)} className="inline-flex gap-3 hover:text-white">
                <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-500" />
                <span>{addressLine(settings.address)}</span>
              </a>
            </p>
            {hours && (
              <p className="flex gap-3">
                <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-500" />
                <span>
                  <span className="sr-only">{t('footer.hours')}: </span>
                  {hours}
                </span>
              </p>
            )}
            <p>
              <a href={phoneHref(settings.phone)} className="inline-flex min-h-11 items-center gap-3 hover:text-white">
                <PhoneIcon className="h-5 w-5 shrink-0 text-brand-500" />
                {settings.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${settings.email}`} className="inline-flex min-h-11 items-center gap-3 hover:text-white">
                <MailIcon className="h-5 w-5 shrink-0 text-brand-500" />
                {settings.email}
              </a>
            </p>
          </address>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <SocialLinks links={socialLinksOf(settings.socials)} tone="dark" />
            {settings.handle && <span className="text-sm font-semibold text-slate-200">{settings.handle}</span>}
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 py-2 text-xs text-slate-400 md:px-6">
          <p className="py-3">{t('footer.copyright', { year, name: settings.legalName })}</p>
          <Link to={paths.privacy} className="inline-flex min-h-11 items-center underline hover:text-white">
            {t('footer.privacy')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
