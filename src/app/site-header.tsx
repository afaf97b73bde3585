import { useId } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/localized-link';
import { useTranslation } from '@/i18n/messages';
import { Island } from '@/components/island';
import enquiryCount from '@/islands/enquiry-count';
import enquiryMenuCount from '@/islands/enquiry-menu-count';
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { isAdminPath, paths } from '@/domain/paths';
import { useShopSettings } from '@/components/use-shop-settings';

const NAV_LINKS = [
  { to: paths.home, key: 'home', end: true },
  { to: paths.about, key: 'about', end: false },
  { to: paths.products.list, key: 'products', end: false },
  { to: paths.testimonials, key: 'testimonials', end: false },
  { to: paths.contact, key: 'contact', end: false },
] as const;

const linkClass = (isActive: boolean) =>
  `flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'
  }`;

/** Whether `to` is the page at `pathname` (`end`: only that address, not the pages under it). */
function isCurrent(pathname: string, to: string, end: boolean): boolean {
  return pathname === to || (!end && pathname.startsWith(`${to}/`));
}

/** A link of the bar, marked `aria-current="page"` on its own page (and, unless `end`, on the pages under it). */
function NavLink({ to, end, children }: { to: string; end: boolean; children: string }) {
  const current = isCurrent(useLocation().pathname, to, end);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} className={linkClass(current)}>
      {children}
    </Link>
  );
}

/**
 * The fixed top bar: logo, the five links with the current one marked, the language dropdown (not on admin paths),
 * and below `md` a toggle that shows the links as a panel. The toggle and its panel are a disclosure (<details>):
 * it works without code; the public pages' code closes it on a tap outside and on Escape (src/islands/disclosures.ts).
 * Its links are page loads; the enquiry count is an island (docs/decisions/021-islands.md).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tradeName } = useShopSettings();
  const menuId = useId();
  const showLanguages = !isAdminPath(pathname);
  const onEnquiry = pathname === paths.enquiry.list;

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-800 bg-slate-900/95 backdrop-blur">
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-20 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4 md:px-6"
      >
        {/* min-w-0: the name gives way to the controls beside it (two lines at most), never runs under them. */}
        <Link to={paths.home} className="flex min-h-11 min-w-0 items-center gap-2 rounded-md text-white sm:gap-3">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
          {/* Below 360 px the controls of the bar need the room: the name is then read out, not shown. */}
          <span className="sr-only text-base leading-tight font-extrabold tracking-tight break-words min-[360px]:not-sr-only min-[360px]:line-clamp-2 sm:text-lg">
            {tradeName}
          </span>
        </Link>

        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.key}>
              <NavLink to={link.to} end={link.end}>
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1 md:ml-2">
          {/* The enquiry list is the visitor's, not the admin's. */}
          {showLanguages && <Island of={enquiryCount} props={{ current: onEnquiry }} />}
          <Link
            to={`${paths.products.list}#search`}
            aria-label={t('nav.search')}
            className="flex h-11 w-11 items-center justify-center rounded-md text-slate-100 hover:bg-slate-800 md:hidden"
          >
            <SearchIcon className="h-6 w-6" />
          </Link>
          {showLanguages && <LanguageSwitcher />}
          <details data-dropdown className="group md:hidden">
            {/* A <summary> opens its <details> without script, and browsers tell readers it is a button and whether it
                is open: a role or aria-expanded on it would be invalid HTML (tests/e2e/valid-markup.spec.ts). */}
            <summary
              className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-100 hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
              aria-controls={menuId}
            >
              {/* Named by its state ("Open menu", "Close menu") by the styles alone: before the code and without it. */}
              <span className="sr-only group-open:hidden">{t('nav.openMenu')}</span>
              <span className="sr-only hidden group-open:inline">{t('nav.closeMenu')}</span>
              {/* By the disclosure's own state, which is also the state before the code starts. */}
              <MenuIcon className="h-6 w-6 group-open:hidden" />
              <CloseIcon className="hidden h-6 w-6 group-open:block" />
            </summary>
            {/* Below the bar, across the screen: the header is its containing block. */}
            <div id={menuId} className="absolute inset-x-0 top-full border-b border-slate-800 bg-slate-900">
              <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
                {NAV_LINKS.map((link) => (
                  <li key={link.key}>
                    <NavLink to={link.to} end={link.end}>
                      {t(`nav.${link.key}`)}
                    </NavLink>
                  </li>
                ))}
                {/* The bar's list icon, also in words here, where a thumb already is. */}
                {showLanguages && (
                  <li>
                    <Island of={enquiryMenuCount} props={{ className: linkClass(onEnquiry), current: onEnquiry }} />
                  </li>
                )}
              </ul>
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
