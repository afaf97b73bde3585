import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOUNDED_YEAR } from '@/domain/limits';
import { canonicalUrl, metadataFor, resolveSiteUrl } from './metadata';

/** Sets the title, meta description and canonical link for the current path and language, on each navigation. */
export function useDocumentMetadata(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('site');

  useEffect(() => {
    const metadata = metadataFor(pathname);
    if (!metadata) return;
    document.title = t(`meta.${metadata.page}.title`);
    headElement('meta', 'name', 'description').setAttribute(
      'content',
      t(`meta.${metadata.page}.description`, { year: FOUNDED_YEAR }),
    );
    const siteUrl = resolveSiteUrl(
      document.querySelector('meta[name="site-url"]')?.getAttribute('content'),
      window.location.origin,
    );
    // Each language's page is its own canonical address, as the server writes it (src/app/page-head.ts).
    const canonical = canonicalUrl(siteUrl, metadata.canonicalPath);
    headElement('link', 'rel', 'canonical').setAttribute(
      'href',
      i18n.language?.startsWith('ms') ? `${canonical}?lang=ms` : canonical,
    );
    // i18n.language is a dependency so the texts follow a language switch.
  }, [pathname, t, i18n.language]);
}

/** The head element with that attribute, created once if the page lacks it. */
function headElement(tag: 'meta' | 'link', attribute: string, value: string): Element {
  const existing = document.head.querySelector(`${tag}[${attribute}="${value}"]`);
  if (existing) return existing;
  const element = document.createElement(tag);
  element.setAttribute(attribute, value);
  document.head.append(element);
  return element;
}
