import { useTranslation } from 'react-i18next';
import { company, companyAddressLine } from '@/content/company';
import { socialLinks } from '@/content/socials';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';

/** Legal name, registration number, how to reach the company, its socials and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6">
        <div>
          <p className="text-lg font-bold text-white">{company.legalName}</p>
          <p className="mt-1 text-sm text-slate-400">
            {t('footer.registration', { number: company.registrationNumber })}
          </p>
          <p className="mt-4 max-w-md text-sm leading-relaxed">{t('footer.tagline', { year: company.foundedYear })}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-widest text-brand-500">{t('footer.contactUs')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-500" />
              <span>{companyAddressLine()}</span>
            </p>
            <p>
              <a href={`tel:${company.phone.tel}`} className="inline-flex min-h-11 items-center gap-3 hover:text-white">
                <PhoneIcon className="h-5 w-5 shrink-0 text-brand-500" />
                {company.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.email}`} className="inline-flex min-h-11 items-center gap-3 hover:text-white">
                <MailIcon className="h-5 w-5 shrink-0 text-brand-500" />
                {company.email}
              </a>
            </p>
          </address>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <SocialLinks links={socialLinks} tone="dark" />
            <span className="text-sm font-semibold text-slate-200">{company.handle}</span>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 md:px-6">
          {t('footer.copyright', { year, name: company.legalName })}
        </p>
      </div>
    </footer>
  );
}
