import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { LANGUAGES } from '@/domain/limits';
import { eachLanguage, LOCALES, type LocalText } from '@/domain/locales';
import { SOCIAL_NETWORKS, type RepairSettings, type ShopSettings, type ShopTestimonial } from '@/domain/shop-settings';
import type { ParsedShopSettings } from '@/domain/shop-settings-schema';

/**
 * The shop's settings in Firestore: the document `settings/shop` (every field but the testimonials) and the
 * collection `testimonials` (one document each, `position` giving the order). firestore.rules checks the same
 * shape. Reading is zod-free (public pages read them): a field that is missing or of another type takes its
 * default, so an older document still shows.
 */
export const SETTINGS_DOCUMENT = ['settings', 'shop'] as const;
export const TESTIMONIALS_COLLECTION = 'testimonials';

type Data = Record<string, unknown>;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function record(value: unknown): Data {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
}

function shop(value: unknown, fallback: ShopSettings['shopee']): ShopSettings['shopee'] {
  const data = record(value);
  return {
    url: text(data.url, fallback.url),
    rating: typeof data.rating === 'number' ? data.rating : fallback.rating,
  };
}

/** The settings of a stored document and its testimonials; the defaults without a document. */
export function toShopSettings(stored: Data | undefined, testimonials: ShopTestimonial[]): ShopSettings {
  const defaults = DEFAULT_SHOP_SETTINGS;
  if (!stored) return structuredClone(defaults);
  const address = record(stored.address);
  const hours = record(stored.openingHours);
  const socials = record(stored.socials);
  return {
    legalName: text(stored.legalName, defaults.legalName),
    tradeName: text(stored.tradeName, defaults.tradeName),
    registrationNumber: text(stored.registrationNumber, defaults.registrationNumber),
    address: {
      street: text(address.street, defaults.address.street),
      postcode: text(address.postcode, defaults.address.postcode),
      city: text(address.city, defaults.address.city),
      state: text(address.state, defaults.address.state),
      country: text(address.country, defaults.address.country),
    },
    phone: text(stored.phone, defaults.phone),
    email: text(stored.email, defaults.email),
    whatsApp: text(stored.whatsApp, defaults.whatsApp),
    openingHours: eachLanguage((language) => text(hours[language], '')),
    repairTerms: eachLanguage((language) => text(record(stored.repairTerms)[language], defaults.repairTerms[language])),
    retentionMonths:
      typeof stored.retentionMonths === 'number' && Number.isInteger(stored.retentionMonths)
        ? stored.retentionMonths
        : defaults.retentionMonths,
    shopee: shop(stored.shopee, defaults.shopee),
    tiktok: shop(stored.tiktok, defaults.tiktok),
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, text(socials[network], defaults.socials[network])]),
    ) as ShopSettings['socials'],
    handle: text(stored.handle, defaults.handle),
    repairs: repairSettingsOf(stored),
    testimonials,
    searchSynonyms: typeof stored.searchSynonyms === 'string' ? stored.searchSynonyms : defaults.searchSynonyms,
  };
}

/** Shop settings' repair group of a stored settings document (an older one without it: the defaults). */
export function repairSettingsOf(stored: Data | undefined): RepairSettings {
  const group = record(stored?.repairs);
  const defaults = DEFAULT_SHOP_SETTINGS.repairs;
  const whole = (value: unknown, fallback: number) => (Number.isSafeInteger(value) ? (value as number) : fallback);
  return {
    sstNumber: text(group.sstNumber, defaults.sstNumber),
    warrantyDays: whole(group.warrantyDays, defaults.warrantyDays),
    storageFeePerDay: Number.isSafeInteger(group.storageFeePerDay) ? (group.storageFeePerDay as number) : null,
    storageFreeDays: whole(group.storageFreeDays, defaults.storageFreeDays),
  };
}

/** A testimonial's text in a language is its field `text` + the language's suffix: `textEn`, `textMs`. */
const textField = (language: keyof LocalText) => `text${LOCALES[language].fieldSuffix}`;

export function toTestimonial(id: string, data: Data): ShopTestimonial {
  return { id, author: text(data.author, ''), text: eachLanguage((language) => text(data[textField(language)], '')) };
}

/** The document `settings/shop` as firestore.rules accept it: these fields, named one by one. */
export function settingsFields(input: ParsedShopSettings): Data {
  return {
    legalName: input.legalName,
    tradeName: input.tradeName,
    registrationNumber: input.registrationNumber,
    address: { ...input.address },
    phone: input.phone,
    email: input.email,
    whatsApp: input.whatsApp,
    openingHours: { ...input.openingHours },
    repairTerms: { ...input.repairTerms },
    retentionMonths: input.retentionMonths,
    shopee: { ...input.shopee },
    tiktok: { ...input.tiktok },
    socials: { ...input.socials },
    handle: input.handle,
    repairs: { ...input.repairs },
    searchSynonyms: input.searchSynonyms,
  };
}

/** A testimonial document as firestore.rules accept it. */
export function testimonialFields(item: ShopTestimonial, position: number): Data {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [textField(language), item.text[language]]));
  return { author: item.author, ...texts, position };
}
