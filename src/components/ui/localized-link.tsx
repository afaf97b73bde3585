/**
 * The public site's links and forms keep the visitor's language in their address (`?lang=ms`), so the next page
 * is in it whether or not this page's code has started, on either backend, and in a link that is shared
 * (docs/decisions/011-language-in-the-address.md). Public pages use these in place of React Router's own.
 */
import { useCallback } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import { LANGUAGE_QUERY_PARAMETER, withLanguage } from '@/i18n/language';
import { useLanguage } from './use-language';

/** `to` with the page's language, for `navigate()` and other addresses made in code. */
export function useLocalizedPath(): (to: string) => string {
  const language = useLanguage();
  return useCallback((to: string) => withLanguage(to, language), [language]);
}

type To = { to: string };

export function Link({ to, ...props }: Omit<LinkProps, 'to'> & To) {
  return <RouterLink to={useLocalizedPath()(to)} {...props} />;
}

export function NavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & To) {
  return <RouterNavLink to={useLocalizedPath()(to)} {...props} />;
}

/** Inside a GET form of the public site: its answer comes in the page's language. */
export function LanguageField() {
  const language = useLanguage();
  if (language === FALLBACK_LANGUAGE) return null;
  return <input type="hidden" name={LANGUAGE_QUERY_PARAMETER} value={language} />;
}
