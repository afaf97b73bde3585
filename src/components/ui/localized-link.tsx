/**
 * The public site's links and forms keep the visitor's language in their address (`?lang=ms`), so the next page
 * is in it whether or not this page's code has started, on either backend, and in a link that is shared
 * (docs/decisions/011-language-in-the-address.md). Links between public pages are page loads
 * (docs/decisions/021-islands.md): plain anchors, with no router, so that islands may use them too.
 */
import { useCallback, type AnchorHTMLAttributes } from 'react';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import { LANGUAGE_QUERY_PARAMETER, withLanguage } from '@/i18n/language';
import { useLanguage } from './use-language';

/** `to` with the page's language, for addresses made in code. */
export function useLocalizedPath(): (to: string) => string {
  const language = useLanguage();
  return useCallback((to: string) => withLanguage(to, language), [language]);
}

export function Link({ to, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  return <a href={useLocalizedPath()(to)} {...props} />;
}

/** Inside a GET form of the public site: its answer comes in the page's language. */
export function LanguageField() {
  const language = useLanguage();
  if (language === FALLBACK_LANGUAGE) return null;
  return <input type="hidden" name={LANGUAGE_QUERY_PARAMETER} value={language} />;
}
