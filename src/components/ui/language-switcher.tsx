import { useEffect, useId, useRef, useState, type ComponentType, type MouseEvent, type SVGProps } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { changeLanguage, LANGUAGE_QUERY_PARAMETER } from '@/i18n/i18n';
import { withLanguage } from '@/i18n/language';
import { ChevronDownIcon, FlagMalaysia, FlagUnitedKingdom } from './icons';
import { useLanguage } from './use-language';

/** Each language's flag; its name, in itself, is in src/domain/locales.ts. */
const FLAGS: Record<Language, ComponentType<SVGProps<SVGSVGElement>>> = { en: FlagUnitedKingdom, ms: FlagMalaysia };

/** The same page and query in another language: the server renders `?lang=` in that language. */
export function languageHref(location: { pathname: string; search: string }, language: Language): string {
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_QUERY_PARAMETER, language);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * The language dropdown of the navigation bar: a disclosure (<details>) with a link per language. Before the
 * page's code has started, it opens by itself and a link loads the page in its language (`?lang=`); once the
 * code runs, a link switches the texts in place, and the list closes when a language is chosen, on a click
 * outside it, and on Escape (which gives focus back to the toggle).
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const listId = useId();
  const active = useLanguage();
  const ActiveFlag = FLAGS[active];

  // Opened before the code started: the code takes it over as it is.
  useEffect(() => {
    if (root.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function choose(event: MouseEvent<HTMLAnchorElement>, language: Language) {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
    if (language === active) return;
    void changeLanguage(language);
    // The address names the page's language as every link of the site does (`?lang=` but for the default), so a
    // reload or a shared link shows this one. Only the address changes; nothing is loaded again.
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', withLanguage(`${pathname}${search}${hash}`, language));
  }

  return (
    <details
      ref={root}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={`group relative ${className}`}
    >
      {/* A <summary> opens its <details> without script, and browsers tell readers it is a button and whether it is
          open: a role or aria-expanded on it would be invalid HTML (the W3C checker, tests/e2e/valid-markup.spec.ts). */}
      <summary
        ref={toggle}
        aria-controls={listId}
        // Once the code runs, the state changes with the click itself (the native toggle comes a moment later).
        onClick={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-100 hover:bg-slate-800 sm:gap-2 sm:px-3 [&::-webkit-details-marker]:hidden"
      >
        <ActiveFlag className="h-4 w-6 rounded-sm shadow-sm" />
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
          const { label: name } = LOCALES[language];
          const Flag = FLAGS[language];
          return (
            <li key={language}>
              <a
                href={languageHref(location, language)}
                lang={language}
                hrefLang={language}
                aria-current={language === active ? 'true' : undefined}
                className="flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm text-slate-800 hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
                onClick={(event) => choose(event, language)}
              >
                <Flag className="h-4 w-6 rounded-sm shadow-sm" />
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
