import { isPriceOnRequest } from '@/domain/enquiry-input';
import type { Translate } from '@/i18n/messages';
import { heroImage } from '@/content/home-content';
import { FOUNDED_YEAR } from '@/domain/limits';
import { toMalaysianE164 } from '@/domain/phone';
import { SOCIAL_NETWORKS, type ShopSettings } from '@/domain/shop-settings';
import { SHARE_IMAGE, imageSrcSet, shareImageUrl } from '@/domain/image-variants';
import { formatPrice } from '@/domain/format';
import { inLanguage, type Product } from '@/domain/product';
import { MAIN_IMAGE_SIZES } from '@/features/site/catalogue/product-gallery-view';
import { LANGUAGES, FALLBACK_LANGUAGE, type Language } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { withLanguage } from '@/i18n/language';
import { canonicalUrl, metadataFor, pageTexts } from './metadata';

/**
 * The <head> of a page rendered ahead of the browser (the embedded server, the hosted prerender): title,
 * description, canonical and language alternates, Open Graph and Twitter cards, structured data, and a
 * preload of the picture that fills the first screen.
 * In the browser, useDocumentMetadata keeps the title, description and canonical up to date after that.
 */
export type HeadInput = {
  pathname: string;
  /** The query of the address (`?category=…`), which makes a catalogue shelf or a search a page of its own. */
  search?: string;
  language: Language;
  siteUrl: string;
  t: Translate<'site'>;
  /** On a product page: the product, for its card and its structured data. */
  product?: Product | null;
  /** The shop's settings (names, address, numbers, links) for the cards and the structured data. */
  settings: ShopSettings;
  /** The record a private page shows is not there (a repair job's unknown token): titled as an unknown address. */
  notFound?: boolean;
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** JSON inside a <script> element: no '<' may close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A price as a shared link says it: 'RM 1,299.90', or 'Price on request' in the page's language. */
function productPrice(price: number, t: Translate<'site'>): string {
  return isPriceOnRequest(price) ? t('enquiry.priceOnRequest') : formatPrice(price);
}

function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function pageHead({ pathname, search = '', language, siteUrl, t, settings, ...input }: HeadInput): string {
  // The product's name and description in the page's language, everywhere the head names them.
  const product = input.product && inLanguage(input.product, language);
  const found = metadataFor(pathname, search) ?? { page: 'home' as const, canonicalPath: '/' };
  const metadata = input.notFound ? { ...found, notFound: true as const } : found;
  const { title, description } = pageTexts(metadata, t, product, language, settings.tradeName);
  if (metadata.private) return privatePageHead(title, description, siteUrl, settings, language);
  // Each language's page is its own canonical address (`?lang=ms`), and a shared link names the page in its language.
  const canonical = withLanguage(canonicalUrl(siteUrl, metadata.canonicalPath), language);
  // A shared product link shows its share picture (1200×630, made at upload by the embedded server), its name and
  // its price, in the page's language; an image stored elsewhere (hosted mode) is named as it is.
  const share = product ? shareImageUrl(product.image) : null;
  const image = absolute(siteUrl, share ?? product?.image ?? '/images/hero-1600.webp');
  const cardTitle = product ? `${product.name} | ${settings.tradeName}` : title;
  const cardDescription = product ? `${productPrice(product.price, t)} · ${description}` : description;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    // A search shows the same products under endless addresses: visitors may share it, search engines skip it.
    ...(metadata.search !== undefined ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta name="description" content="${escapeHtml(description)}" />`,
    // Each language's page names the others as its alternates.
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${LOCALES[other].hreflang}" href="${escapeHtml(withLanguage(canonical, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(withLanguage(canonical, FALLBACK_LANGUAGE))}" />`,
    `<meta property="og:site_name" content="${escapeHtml(settings.tradeName)}" />`,
    `<meta property="og:type" content="${product ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(cardTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(cardDescription)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    ...(share
      ? [
          `<meta property="og:image:type" content="${SHARE_IMAGE.type}" />`,
          `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
          `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
        ]
      : []),
    ...(product ? [`<meta property="og:image:alt" content="${escapeHtml(product.name)}" />`] : []),
    `<meta property="og:locale" content="${LOCALES[language].ogLocale}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(cardTitle)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(cardDescription)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  if (product && !isPriceOnRequest(product.price)) {
    tags.push(
      `<meta property="product:price:amount" content="${product.price.toFixed(2)}" />`,
      `<meta property="product:price:currency" content="MYR" />`,
    );
  }
  const data = structuredData(metadata.page, siteUrl, canonical, settings, product);
  if (data) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  tags.push(...imagePreloads(metadata.page, product));
  return tags.join('\n    ');
}

/**
 * The head of a page whose address is its secret (a repair job's status link): its title and description and a
 * card for a shared link (a customer may forward it), but no address of its own anywhere, canonical, alternate or
 * `og:url`: search engines are told not to index it (and the server says so in `X-Robots-Tag`), and a page they must
 * not index has nothing to name to them. No structured data: it is nobody's but the customer's.
 */
function privatePageHead(
  title: string,
  description: string,
  siteUrl: string,
  settings: ShopSettings,
  language: Language,
): string {
  const image = absolute(siteUrl, '/images/hero-1600.webp');
  return [
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex" />',
    // The server sends the same as a header; this also holds where the page is opened from a copy or a host
    // that does not (the hosted build's shell gets the header from firebase.json).
    '<meta name="referrer" content="no-referrer" />',
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(settings.tradeName)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="${LOCALES[language].ogLocale}" />`,
  ].join('\n    ');
}

/**
 * The first screen's picture, asked for with the stylesheet instead of after it: the hero on the home page
 * (the same choice as its <picture>: the portrait copy below 800 px), the main picture on a product page
 * (the same `srcset` and `sizes` as the gallery, so the browser fetches the one copy it then shows).
 */
function imagePreloads(page: string, product: Product | null | undefined): string[] {
  if (product) {
    const srcset = imageSrcSet(product.image);
    const responsive = srcset
      ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(MAIN_IMAGE_SIZES)}"`
      : '';
    return [`<link rel="preload" as="image" href="${escapeHtml(product.image)}"${responsive} fetchpriority="high" />`];
  }
  if (page !== 'home') return [];
  return [
    `<link rel="preload" as="image" href="${heroImage.small.src}" media="(max-width: 799.98px)" fetchpriority="high" />`,
    `<link rel="preload" as="image" href="${heroImage.large.src}" media="(min-width: 800px)" fetchpriority="high" />`,
  ];
}

function localBusiness(siteUrl: string, settings: ShopSettings) {
  const { address } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'HardwareStore',
    name: settings.legalName,
    alternateName: settings.tradeName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    image: `${siteUrl}/images/hero-1600.webp`,
    telephone: toMalaysianE164(settings.phone) ?? settings.phone,
    email: settings.email,
    foundingDate: String(FOUNDED_YEAR),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postcode,
      addressLocality: address.city,
      addressRegion: address.state,
      addressCountry: 'MY',
    },
    sameAs: SOCIAL_NETWORKS.map((network) => settings.socials[network]).filter((url) => url !== ''),
  };
}

function structuredData(
  page: string,
  siteUrl: string,
  canonical: string,
  settings: ShopSettings,
  product?: Product | null,
): object | null {
  if (product) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      description: product.description,
      image: [product.image, ...product.additionalImages].map((url) => absolute(siteUrl, url)),
      category: product.subCategory ? `${product.category} > ${product.subCategory}` : product.category,
      // Availability only where the owner said so: the catalogue does not count stock, so a product on sale claims
      // none, and one the owner marked sold out says it is out of stock. A price of 0 is 'price on request': the
      // offer then names no price rather than a false RM0.00.
      offers: {
        '@type': 'Offer',
        ...(isPriceOnRequest(product.price) ? {} : { price: product.price.toFixed(2), priceCurrency: 'MYR' }),
        ...(product.status === 'soldOut' ? { availability: 'https://schema.org/OutOfStock' } : {}),
        url: canonical,
        seller: { '@type': 'Organization', name: settings.legalName },
      },
    };
  }
  return page === 'home' || page === 'contact' ? localBusiness(siteUrl, settings) : null;
}
