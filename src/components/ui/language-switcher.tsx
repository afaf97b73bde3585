import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/domain/limits';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { ChevronDownIcon, FlagMalaysia, FlagUnitedKingdom } from './icons';

/** Each language is named in itself, so a visitor finds their own whatever language the page is in. */
const LANGUAGE_OPTIONS: Record<Language, { name: string; flag: ComponentType<SVGProps<SVGSVGElement>> }> = {
  en: { name: 'English', flag: FlagUnitedKingdom },
  ms: { name: 'Bahasa Melayu', flag: FlagMalaysia },
};

/**
 * The language dropdown of the navigation bar: a disclosure button and a short list. It closes when a
 * language is chosen, on a click outside it, and on Escape (which gives focus back to the button).
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = currentLanguage(i18n.resolvedLanguage);
  const ActiveFlag = LANGUAGE_OPTIONS[active].flag;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function choose(language: Language) {
    setOpen(false);
    button.current?.focus();
    if (language !== active) void changeLanguage(language);
  }

  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        className="flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-100 hover:bg-slate-800"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <ActiveFlag className="h-4 w-6 rounded-sm shadow-sm" />
        {/* The visible code starts the button's name (WCAG 2.5.3, label in name); the rest is for screen readers. */}
        <span className="uppercase">{active}</span>{' '}
        <span className="sr-only">{t('language.label', { language: LANGUAGE_OPTIONS[active].name })}</span>
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {LANGUAGES.map((language) => {
          const { name, flag: Flag } = LANGUAGE_OPTIONS[language];
          return (
            <li key={language}>
              <button
                type="button"
                lang={language}
                aria-current={language === active ? 'true' : undefined}
                className="flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm text-slate-800 hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
                onClick={() => choose(language)}
              >
                <Flag className="h-4 w-6 rounded-sm shadow-sm" />
                {name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
