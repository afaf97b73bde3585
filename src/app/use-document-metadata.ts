import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from '@/i18n/messages';
import { inLanguage, type Product } from '@/domain/product';
import { useLanguage } from '@/components/ui/use-language';
import { withLanguage } from '@/i18n/language';
import { NOT_FOUND_PAGE } from '@/domain/pages';
import { canonicalUrl, metadataFor, notFoundMetadata, pageTexts, resolveSiteUrl } from './metadata';

/**
 * Sets the title, meta description, canonical link and robots rule for the current address and language, on each
 * navigation, as the server writes them (src/app/page-head.ts). A product page takes its title and description
 * from its product once the loader's product has arrived. `shopName` (from the settings) ends the titles the spec
 * does not set.
 */
export function useDocumentMetadata(shopName: string): void {
  const { pathname, search } = useLocation();
  const { t } = useTranslation('site');
  const language = useLanguage();
  const match = useMatches().at(-1);
  const loaderData: unknown = match?.loaderData;
  // What the router matched, not how the address is spelled: an unknown address under /admin is the not-found page
  // too, which the admin screens' own titles never reach.
  const unknownAddress = (match?.handle as { module?: string } | undefined)?.module === NOT_FOUND_PAGE.module;

  useEffect(() => {
    const found = metadataFor(pathname, search) ?? (unknownAddress ? notFoundMetadata() : null);
    if (!found) return;
    // A private page's loader gives its record as `view`, null when there is none (an unknown repair token): titled
    // as an unknown address, as the server titled it.
    const missing = found.private && isRecord(loaderData) && loaderData.view === null;
    const metadata = missing ? { ...found, notFound: true as const } : found;
    let live = true;
    const setTexts = (product?: Product | null) => {
      if (!live) return;
      const { title, description } = pageTexts(
        metadata,
        t,
        product && inLanguage(product, language),
        language,
        shopName,
      );
      document.title = title;
      headElement('meta', 'name', 'description').setAttribute('content', description);
    };
    // The product page's loader gives its product as a promise (already settled when the page was rendered).
    if (metadata.product && loaderData && typeof loaderData === 'object' && 'product' in loaderData) {
      Promise.resolve(loaderData.product as Promise<Product | null> | Product | null).then(setTexts, () => setTexts());
    } else {
      setTexts();
    }
    const siteUrl = resolveSiteUrl(
      document.querySelector('meta[name="site-url"]')?.getAttribute('content'),
      window.location.origin,
    );
    if (metadata.private) {
      // Its address is its secret: nothing in the head repeats it (src/app/page-head.ts), and no link sends it on.
      for (const element of document.head.querySelectorAll(
        'link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]',
      )) {
        element.remove();
      }
      headElement('meta', 'name', 'referrer').setAttribute('content', 'no-referrer');
    } else {
      // Each language's page is its own canonical address.
      const canonical = canonicalUrl(siteUrl, metadata.canonicalPath);
      headElement('link', 'rel', 'canonical').setAttribute('href', withLanguage(canonical, language));
    }
    if (metadata.search !== undefined || metadata.private) {
      headElement('meta', 'name', 'robots').setAttribute('content', 'noindex');
    } else {
      document.head.querySelector('meta[name="robots"]')?.remove();
    }
    return () => {
      live = false;
    };
    // The language is a dependency so the texts follow a language switch.
  }, [pathname, search, loaderData, t, language, shopName, unknownAddress]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
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
