import { useId, type ComponentType, type SVGProps } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/i18n/messages';
import { LANGUAGES, type Language } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { LANGUAGE_QUERY_PARAMETER } from '@/i18n/language';
import { ChevronDownIcon, FlagMalaysia, FlagUnitedKingdom } from './icons';
import { useLanguage } from './use-language';

type Flag = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * The flags drawn, by country (ISO 3166): a language's row in LOCALES names its flag's country, so a language shown
 * under a flag drawn here needs nothing more. A flag not drawn yet is left out (./language-switcher.test.ts).
 */
export const FLAGS: Readonly<Partial<Record<string, Flag>>> = { GB: FlagUnitedKingdom, MY: FlagMalaysia };

/** The same page and query in another language: the server renders `?lang=` in that language. */
export function languageHref(location: { pathname: string; search: string }, language: Language): string {
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_QUERY_PARAMETER, language);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * The language dropdown of the navigation bar: a disclosure (<details>) with a link per language, each loading the
 * page in its language (`?lang=`; the server renders it so and keeps the choice, docs/decisions/011). It opens and
 * closes without code; the public pages' code closes it on a tap outside and on Escape (src/islands/disclosures.ts).
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const listId = useId();
  const active = useLanguage();
  const ActiveFlag = FLAGS[LOCALES[active].flag];

  return (
    <details data-dropdown className={`group relative ${className}`}>
      {/* A <summary> opens its <details> without script, and browsers tell readers it is a button and whether it is
          open: a role or aria-expanded on it would be invalid HTML (the W3C checker, tests/e2e/valid-markup.spec.ts). */}
      <summary
        aria-controls={listId}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-100 hover:bg-slate-800 sm:gap-2 sm:px-3 [&::-webkit-details-marker]:hidden"
      >
        {ActiveFlag && <ActiveFlag className="h-4 w-6 rounded-sm shadow-sm" />}
        {/* The visible code starts the toggle's name (WCAG 2.5.3, label in name); the rest is for screen readers. */}
        <span className="uppercase">{active}</span>{' '}
        <span className="sr-only">{t('language.label', { language: LOCALES[active].label })}</span>
        {/* On a phone the flag and the code are the toggle: the bar has no room for the arrow. */}
        <ChevronDownIcon className="hidden h-4 w-4 transition-transform group-open:rotate-180 sm:block" />
      </summary>
      <ul
        id={listId}
        className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {LANGUAGES.map((language) => {
          const { label: name, flag } = LOCALES[language];
          const Flag = FLAGS[flag];
          return (
            <li key={language}>
              <a
                href={languageHref(location, language)}
                lang={language}
                hrefLang={language}
                aria-current={language === active ? 'true' : undefined}
                className="flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm text-slate-800 hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
              >
                {Flag && <Flag className="h-4 w-6 rounded-sm shadow-sm" />}
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
