/**
 * The shop's facts that the owner edits in the admin (Shop settings): names, address, how to reach the shop,
 * its marketplace shops and their ratings, its social links and the testimonials. Zod-free, so that the public
 * pages can use it; the schema is in shop-settings-schema.ts, the defaults in src/content/shop-defaults.ts.
 */
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './limits';
import type { LocalText } from './locales';
import { toMalaysianE164, whatsAppDigits } from './phone';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type ShopAddress = { street: string; postcode: string; city: string; state: string; country: string };

export type MarketplaceShop = {
  url: string;
  /** Out of RATING_SCALE, to one decimal: 4.9. */
  rating: number;
};

export type ShopTestimonial = {
  /** Given by the store; '' for a testimonial the admin has just added. */
  id: string;
  author: string;
  text: LocalText;
};

export type ShopSettings = {
  legalName: string;
  /** The short name next to the logo and in page titles of shared links. */
  tradeName: string;
  /** SSM business registration number. */
  registrationNumber: string;
  address: ShopAddress;
  /** The phone number as the shop writes it ('+60 5-254 1888'); links call toMalaysianE164 of it. */
  phone: string;
  email: string;
  /** The WhatsApp number in E.164 ('+60125387742'). */
  whatsApp: string;
  /** Shown on the contact card and in the footer; empty in both languages: not shown. */
  openingHours: LocalText;
  shopee: MarketplaceShop;
  tiktok: MarketplaceShop;
  /** A network with '' is not shown. */
  socials: Record<SocialNetwork, string>;
  /** The shop's handle on the social networks ('@kintaweld'). */
  handle: string;
  /** In the order they are shown. */
  testimonials: ShopTestimonial[];
  /** The terms line at the foot of a repair job slip, in the customer's language. */
  repairTerms: LocalText;
  /**
   * Customers' details are kept this many months after an order is closed or a repair is collected, then the
   * retention sweep anonymises them (src/domain/personal-data.ts); the privacy notice says so.
   */
  retentionMonths: number;
  /** Repairs' money and warranty (issue 38): tax, warranty period, storage fee. */
  repairs: RepairSettings;
  /** The catalogue search's synonyms, one line each (src/domain/search-synonyms.ts). */
  searchSynonyms: string;
};

/** Shop settings of repair jobs' money and warranty (issue 38; docs/decisions/020-repair-money.md). */
export type RepairSettings = {
  /**
   * The shop's SST registration number ('W10-1808-32000123'), '' when not registered: with one, labour lines
   * carry Malaysia's 8 % service tax (SERVICE_TAX_BASIS_POINTS), shown apart; without, there is no tax line.
   */
  sstNumber: string;
  /** A collected job's warranty, in days (DEFAULT_WARRANTY_DAYS: 90); 0 for none. */
  warrantyDays: number;
  /** The storage fee of a machine ready and not collected, in sen per day; null: the shop charges none. */
  storageFeePerDay: number | null;
  /** Days after ready before the fee runs (with 14, a machine collected on day 15 pays one day). */
  storageFreeDays: number;
};

/** How long customers' details may be kept, in months: at least one, at most ten years; two years by default. */
export const RETENTION_MONTHS = { min: 1, max: 120, default: 24 } as const;

export const SHOP_SETTINGS_LIMITS = {
  name: 120,
  registrationNumber: 60,
  street: 200,
  postcode: 10,
  place: 60,
  phone: 30,
  email: 200,
  openingHours: 200,
  url: 500,
  handle: 60,
  author: 80,
  testimonial: 600,
  testimonials: 12,
  repairTerms: 400,
  sstNumber: 30,
  /** Ten years: beyond any warranty a repair shop gives, below a typing slip. */
  warrantyDays: 3_650,
  storageFreeDays: 365,
} as const;

/** The highest rating a marketplace gives: the badges read '4.9/5.0'. */
export const MAX_RATING = 5;

/**
 * Why a field was refused. The settings screen shows each code from the admin catalogue (settings.errors.*);
 * the server and the hosted adapter send the code with the field it concerns ('shopee.url' → 'url').
 */
export const SETTINGS_ERRORS = [
  'required',
  'tooLong',
  'phone',
  'email',
  'url',
  'rating',
  'tooMany',
  'invalid',
  'retention',
  'amount',
  'synonymLine',
] as const;
export type SettingsError = (typeof SETTINGS_ERRORS)[number];

/** The street address on one line, as the footer and the contact card print it. */
export function addressLine({ street, postcode, city, state, country }: ShopAddress): string {
  return `${street}, ${postcode} ${city}, ${state}, ${country}`;
}

/**
 * A map of the shop's address (Google Maps' search link, which a phone opens in its maps app):
 * https://developers.google.com/maps/documentation/urls/get-started#search-action
 */
export function mapHref(address: ShopAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
}

/** The `tel:` link of the shop's phone; the number as written when it is not a Malaysian one. */
export function phoneHref(phone: string): string {
  return `tel:${toMalaysianE164(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

/** The digits of the WhatsApp number, as wa.me links take them. */
export function chatDigits(settings: Pick<ShopSettings, 'whatsApp'>): string {
  return whatsAppDigits(settings.whatsApp);
}

/** A rating as the badges show it: one decimal ('4.9'). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** The avatar's letters: the first letter of the first two words of the name ('Lim Wei Ming' → 'LW'). */
export function initialsOf(author: string): string {
  return author
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('en'))
    .join('');
}

/**
 * A bilingual setting (the opening hours, the repair slip's terms, a testimonial) as a page or paper in `language`
 * shows it, and the language it is written in: its own text, else the fallback language's, else any language's
 * (the owner may type it in one language only). The text is what `localText` gives; the language lets the page
 * mark a text shown in the other language as such (`lang`), for screen readers and hyphenation.
 */
export function shownText(text: LocalText, language: Language): { text: string; language: Language } {
  const candidates: readonly Language[] = [language, FALLBACK_LANGUAGE, ...LANGUAGES];
  for (const candidate of candidates) {
    const value = text[candidate].trim();
    if (value !== '') return { text: value, language: candidate };
  }
  return { text: '', language };
}
