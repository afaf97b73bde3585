import { LANGUAGES, type Language } from '@/domain/limits';

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
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.find((param) => /^\s*q\s*=/i.test(param));
      const q = weight === undefined ? 1 : Number(weight.slice(weight.indexOf('=') + 1).trim() || NaN);
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return null;
}
