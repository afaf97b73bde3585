import { toMalaysianE164 } from '@/domain/phone';
import { emptyLocalText } from '@/domain/locales';
import { DEFAULT_REPAIR_SETTINGS, DEFAULT_REPAIR_TERMS } from '@/domain/repair-terms';
import { RETENTION_MONTHS, type ShopSettings } from '@/domain/shop-settings';
import { DEFAULT_SEARCH_SYNONYMS } from '@/domain/search-synonyms';
import { company } from './company';
import { shops } from './shops';
import { testimonials } from './first-testimonials';

/**
 * The settings a new shop starts with, until the owner saves their own in the admin (Shop settings): the
 * company's facts of src/content. The embedded server answers with them while its database holds none, the
 * hosted adapter while Firestore has no `settings/shop` document, and the hosted build's prerendered pages
 * carry them until the browser has read the stored ones.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  legalName: company.legalName,
  tradeName: company.tradeName,
  registrationNumber: company.registrationNumber,
  address: { ...company.address },
  phone: company.phone.display,
  email: company.email,
  whatsApp: toMalaysianE164(company.chatNumber)!,
  openingHours: emptyLocalText(),
  repairTerms: { ...DEFAULT_REPAIR_TERMS },
  retentionMonths: RETENTION_MONTHS.default,
  repairs: { ...DEFAULT_REPAIR_SETTINGS },
  shopee: { url: shops.shopee.url, rating: Number(shops.shopee.rating) },
  tiktok: { url: shops.tiktok.url, rating: Number(shops.tiktok.rating) },
  socials: {
    facebook: 'https://www.facebook.com/kintaweld',
    instagram: 'https://www.instagram.com/kintaweld',
    tiktok: 'https://www.tiktok.com/@kintaweld',
    youtube: 'https://www.youtube.com/@kintaweld',
  },
  handle: company.handle,
  testimonials: testimonials.map((item) => ({ ...item, text: { ...item.text } })),
  searchSynonyms: DEFAULT_SEARCH_SYNONYMS,
};
