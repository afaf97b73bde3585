/** The schema of the shop's settings: the admin's form, the hosted adapter and the server check with it. */
import { z } from './zod';
import { FALLBACK_LANGUAGE, LANGUAGES } from './limits';
import { eachLanguage, emptyLocalText } from './locales';
import { toMalaysianE164 } from './phone';
import { DEFAULT_REPAIR_SETTINGS, DEFAULT_REPAIR_TERMS } from './repair-terms';
import { SenOrNullSchema } from './sen-schema';
import { DEFAULT_SEARCH_SYNONYMS, SYNONYM_LIMITS, parseSynonyms } from './search-synonyms';
import {
  MAX_RATING,
  RETENTION_MONTHS,
  SHOP_SETTINGS_LIMITS as LIMITS,
  SOCIAL_NETWORKS,
  type SettingsError,
} from './shop-settings';

const code = (error: SettingsError) => ({ error });

const text = (max: number) => z.string(code('required')).trim().max(max, code('tooLong'));
const requiredText = (max: number) => text(max).min(1, code('required'));

/** A simple address check: something, an @, something, a dot, something (as the enquiry form's). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only web addresses: a `javascript:` or `data:` link in a footer would run or show whatever it holds. */
export function isWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const webUrl = text(LIMITS.url).refine((value) => value === '' || isWebUrl(value), code('url'));
const requiredUrl = text(LIMITS.url).min(1, code('required')).refine(isWebUrl, code('url'));

/** A Malaysian number as the shop types it; kept as typed (trimmed), refused when it is not one. */
const phone = requiredText(LIMITS.phone).refine((value) => toMalaysianE164(value) !== null, code('phone'));

const wholeDays = (max: number, fallback: number) =>
  z.number(code('invalid')).int(code('invalid')).min(0, code('invalid')).max(max, code('invalid')).default(fallback);

/** Repairs' money and warranty (issue 38), together; absent in an older save: the defaults. */
export const RepairSettingsSchema = z
  .object({
    sstNumber: text(LIMITS.sstNumber).default(''),
    warrantyDays: wholeDays(LIMITS.warrantyDays, DEFAULT_REPAIR_SETTINGS.warrantyDays),
    storageFeePerDay: SenOrNullSchema.default(null),
    storageFreeDays: wholeDays(LIMITS.storageFreeDays, DEFAULT_REPAIR_SETTINGS.storageFreeDays),
  })
  .default({ ...DEFAULT_REPAIR_SETTINGS });

const MarketplaceShopSchema = z.object({
  url: requiredUrl,
  rating: z
    .number(code('rating'))
    .min(0, code('rating'))
    .max(MAX_RATING, code('rating'))
    // One decimal, as the badges show it.
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, code('rating')),
});

/**
 * A text the visitor reads in their language, typed in one language at least: a language left empty shows the
 * other's (localText, src/domain/locales.ts), as the opening hours do. Empty in every language, the fallback
 * language's field is the one refused ('required').
 */
const LocalTextSchema = (max: number) =>
  z.object(eachLanguage(() => text(max).default(''))).superRefine((value, ctx) => {
    if (LANGUAGES.every((language) => value[language] === '')) {
      ctx.addIssue({ code: 'custom', path: [FALLBACK_LANGUAGE], message: 'required' satisfies SettingsError });
    }
  });

export const ShopTestimonialSchema = z.object({
  id: z
    .string(code('invalid'))
    .regex(/^[A-Za-z0-9]{0,40}$/, code('invalid'))
    .default(''),
  author: requiredText(LIMITS.author),
  text: LocalTextSchema(LIMITS.testimonial),
});

export const ShopSettingsSchema = z.object({
  legalName: requiredText(LIMITS.name),
  tradeName: requiredText(LIMITS.name),
  registrationNumber: requiredText(LIMITS.registrationNumber),
  address: z.object({
    street: requiredText(LIMITS.street),
    postcode: requiredText(LIMITS.postcode),
    city: requiredText(LIMITS.place),
    state: requiredText(LIMITS.place),
    country: requiredText(LIMITS.place),
  }),
  phone,
  email: requiredText(LIMITS.email).refine((value) => EMAIL.test(value), code('email')),
  // Stored in E.164, the form wa.me links are made from.
  whatsApp: phone.transform((value) => toMalaysianE164(value)!),
  openingHours: z
    .object(eachLanguage(() => text(LIMITS.openingHours).default('')))
    // One language is enough: the pages show it in the other too (localText).
    .default(emptyLocalText()),
  shopee: MarketplaceShopSchema,
  tiktok: MarketplaceShopSchema,
  socials: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, webUrl.default('')])) as {
      [K in (typeof SOCIAL_NETWORKS)[number]]: z.ZodDefault<typeof webUrl>;
    },
  ),
  handle: text(LIMITS.handle).default(''),
  // One language is enough: the slip in the other language shows it (localText).
  repairTerms: LocalTextSchema(LIMITS.repairTerms).default(DEFAULT_REPAIR_TERMS),
  // Whole months: "two", 0, -3 and 1e9 are refused with one code the form explains.
  retentionMonths: z
    .number(code('retention'))
    .int(code('retention'))
    .min(RETENTION_MONTHS.min, code('retention'))
    .max(RETENTION_MONTHS.max, code('retention'))
    .default(RETENTION_MONTHS.default),
  repairs: RepairSettingsSchema,
  // Each line a word, a colon and what it means; absent in an older save: the shop's defaults.
  searchSynonyms: z
    .string(code('invalid'))
    .max(SYNONYM_LIMITS.text, code('tooLong'))
    .default(DEFAULT_SEARCH_SYNONYMS)
    .superRefine((text, ctx) => {
      const problem = parseSynonyms(text).problems[0];
      if (problem) ctx.addIssue({ code: 'custom', message: problem.code });
    }),
  testimonials: z
    .array(ShopTestimonialSchema, code('invalid'))
    .max(LIMITS.testimonials, code('tooMany'))
    .superRefine((list, ctx) => {
      // Two testimonials with one id would overwrite each other in the store.
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (item.id !== '' && seen.has(item.id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'invalid' });
        }
        seen.add(item.id);
      });
    }),
});

export type ParsedShopSettings = z.infer<typeof ShopSettingsSchema>;
