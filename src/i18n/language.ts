import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/domain/limits';

/**
 * The site's language for a language tag ('ms', 'ms-MY', 'en_GB', ' EN '), or null when the site has none
 * for it. The one reading of a tag, for the address, the saved choice, the browser's languages and the
 * Accept-Language header alike.
 */
export function toLanguage(tag: string | null | undefined): Language | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

/**
 * The visitor's first language the site has, from an Accept-Language header (RFC 9110 §12.5.4): tags in the
 * order of their weight (`q`, 1 when absent), the first of equal weight first; `q=0` means "not this one".
 */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  for (const tag of acceptedLanguages(header)) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return null;
}

/** What a page's language is decided from: each given where the side that decides can see it. */
export type LanguageSources = {
  /** `?lang=` of the address. */
  query?: string | null;
  /** The visitor's saved choice: the `lang` cookie on the server, local storage in the browser. */
  saved?: string | null;
  /** The language of what the page shows (a repair job's, the customer's own), when it has one. */
  content?: Language | null;
  /** The visitor's languages, first preferred first: Accept-Language, or the browser's own, then the page's `lang`. */
  preferred?: readonly (string | null | undefined)[];
};

/**
 * The one order in which a page's language is decided (spec §4, decisions 011, 016 and 017), by the server for the
 * pages it renders and by the browser alike: the address, then the visitor's saved choice, then the language of what
 * the page shows, then the visitor's languages; English when none is the site's.
 */
export function decideLanguage({ query, saved, content, preferred = [] }: LanguageSources): Language {
  const chosen = toLanguage(query) ?? toLanguage(saved) ?? content ?? null;
  if (chosen) return chosen;
  for (const tag of preferred) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** The tags of an Accept-Language header, in the order of their weight (RFC 9110 §12.5.4), `q=0` left out. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.find((param) => /^\s*q\s*=/i.test(param));
      const q = weight === undefined ? 1 : Number(weight.slice(weight.indexOf('=') + 1).trim() || NaN);
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((range) => range.tag.trim());
}

/** Mirrors the visitor's choice for the server and the static host, so HTML arrives in the right language. */
export const LANGUAGE_COOKIE = 'lang';

/** Firebase Hosting's i18n rewrites read only this cookie, then Accept-Language (docs/hosted-mode.md). */
export const HOSTING_LANGUAGE_COOKIE = 'firebase-language-override';

/** `?lang=ms` in an address names the page's language (src/i18n/i18n.ts, server/render/page-renderer.ts). */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/**
 * On `<html>`: the server rendered the page in the language of what it shows (a repair job's, the customer's own)
 * because the visitor had chosen none. The browser then reads the page's `lang` before its own languages, as the
 * server did before Accept-Language, so that the page is hydrated in it rather than drawn again in another.
 */
export const CONTENT_LANGUAGE_ATTRIBUTE = 'data-content-language';

/**
 * An address of the site that keeps the visitor's language: `?lang=` added for any language but the default,
 * taken out for the default, the rest of the query and the fragment kept. Every internal link and form of the
 * public site goes through it, so a visitor reading Malay stays in Malay from page to page before the page's
 * code has started, without it, on the static host, and in a link they share.
 */
export function withLanguage(to: string, language: Language): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  if (language === FALLBACK_LANGUAGE) params.delete(LANGUAGE_QUERY_PARAMETER);
  else params.set(LANGUAGE_QUERY_PARAMETER, language);
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash}`;
}
