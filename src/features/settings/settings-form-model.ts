import { LANGUAGES, type Language } from '@/domain/limits';
import { emptyLocalText, LOCALES } from '@/domain/locales';
import { SHOP_SETTINGS_LIMITS as LIMITS, type ShopSettings, type ShopTestimonial } from '@/domain/shop-settings';
import { ShopSettingsSchema } from '@/domain/shop-settings-schema';
import { SYNONYM_LIMITS } from '@/domain/search-synonyms';
import { validate } from '@/domain/validation';
import { senFromText, senToText } from '@/domain/repair-money';
import type enAdmin from '@/i18n/locales/en/admin.json';

/** A field's label: a key under settings.fields of admin.json. */
type FieldLabel = keyof (typeof enAdmin)['settings']['fields'];

/**
 * The settings form's model: what the admin has typed (ratings as text), the fields in the order the screen
 * shows them, and the check before saving (the shared schema, as the server and the hosted adapter check it).
 */
export type DraftTestimonial = ShopTestimonial & {
  /** Tells the rows apart while the admin moves them, before a new one has an id. */
  key: string;
};

export type SettingsDraft = Omit<ShopSettings, 'shopee' | 'tiktok' | 'testimonials' | 'retentionMonths' | 'repairs'> & {
  shopee: { url: string; rating: string };
  tiktok: { url: string; rating: string };
  testimonials: DraftTestimonial[];
  /** As typed: "two" stays text until the check refuses it. */
  retentionMonths: string;
  /** Repairs' tax, warranty and storage fee as typed: days as digits, the fee in RM as people type it. */
  repairs: { sstNumber: string; warrantyDays: string; storageFeePerDay: string; storageFreeDays: string };
};

/** A label named for a language: 'hoursMs' is the Malay opening hours' (its key in admin.json, per language). */
type InLanguage<Name extends string> = `${Name}${(typeof LOCALES)[Language]['fieldSuffix']}`;
const inLanguage = <Name extends string>(name: Name, language: Language) =>
  `${name}${LOCALES[language].fieldSuffix}` as InLanguage<Name>;

/** Field path ('address.street', 'testimonials.0.text.ms') → its error code. */
export type SettingsErrors = Record<string, string>;

export type SettingsSection =
  'names' | 'address' | 'contact' | 'marketplaces' | 'social' | 'repairs' | 'privacy' | 'search';

export type SettingsField = {
  /** The path of the value, as the schema names it in its errors. */
  path: string;
  label: FieldLabel;
  hint?:
    | 'phone'
    | 'whatsApp'
    | 'hours'
    | 'rating'
    | 'socials'
    | 'repairTerms'
    | 'retention'
    | 'sstNumber'
    | 'warrantyDays'
    | 'storageFeePerDay'
    | 'storageFreeDays'
    | 'searchSynonyms';
  /**
   * 'textarea': a text of a few lines, such as the repair slip's terms; 'money': RM as people type it; 'days': a
   * whole number of days; 'months': a whole number of months.
   */
  type: 'text' | 'tel' | 'email' | 'url' | 'rating' | 'textarea' | 'money' | 'days' | 'months';
  max: number;
  /** Optional fields are not `required` in the page's HTML. */
  optional?: true;
};

const field = (
  path: string,
  label: FieldLabel,
  type: SettingsField['type'],
  max: number,
  extra: Partial<Pick<SettingsField, 'hint' | 'optional'>> = {},
): SettingsField => ({ path, label, type, max, ...extra });

export const SETTINGS_SECTIONS: readonly { section: SettingsSection; fields: readonly SettingsField[] }[] = [
  {
    section: 'names',
    fields: [
      field('legalName', 'legalName', 'text', LIMITS.name),
      field('tradeName', 'tradeName', 'text', LIMITS.name),
      field('registrationNumber', 'registrationNumber', 'text', LIMITS.registrationNumber),
    ],
  },
  {
    section: 'address',
    fields: [
      field('address.street', 'street', 'text', LIMITS.street),
      field('address.postcode', 'postcode', 'text', LIMITS.postcode),
      field('address.city', 'city', 'text', LIMITS.place),
      field('address.state', 'state', 'text', LIMITS.place),
      field('address.country', 'country', 'text', LIMITS.place),
    ],
  },
  {
    section: 'contact',
    fields: [
      field('phone', 'phone', 'tel', LIMITS.phone, { hint: 'phone' }),
      field('email', 'email', 'email', LIMITS.email),
      field('whatsApp', 'whatsApp', 'tel', LIMITS.phone, { hint: 'whatsApp' }),
      ...LANGUAGES.map((language) =>
        field(`openingHours.${language}`, inLanguage('hours', language), 'text', LIMITS.openingHours, {
          hint: 'hours',
          optional: true,
        }),
      ),
    ],
  },
  {
    section: 'marketplaces',
    fields: [
      field('shopee.url', 'shopeeUrl', 'url', LIMITS.url),
      field('shopee.rating', 'shopeeRating', 'rating', 3, { hint: 'rating' }),
      field('tiktok.url', 'tiktokUrl', 'url', LIMITS.url),
      field('tiktok.rating', 'tiktokRating', 'rating', 3, { hint: 'rating' }),
    ],
  },
  {
    section: 'social',
    fields: [
      field('socials.facebook', 'facebook', 'url', LIMITS.url, { hint: 'socials', optional: true }),
      field('socials.instagram', 'instagram', 'url', LIMITS.url, { hint: 'socials', optional: true }),
      field('socials.tiktok', 'tiktok', 'url', LIMITS.url, { hint: 'socials', optional: true }),
      field('socials.youtube', 'youtube', 'url', LIMITS.url, { hint: 'socials', optional: true }),
      field('handle', 'handle', 'text', LIMITS.handle, { optional: true }),
    ],
  },
  {
    section: 'repairs',
    fields: [
      ...LANGUAGES.map((language) =>
        field(`repairTerms.${language}`, inLanguage('repairTerms', language), 'textarea', LIMITS.repairTerms, {
          hint: 'repairTerms',
          // One language is enough (the schema asks for one at least): the slip in the other shows it.
          optional: true,
        }),
      ),
      field('repairs.sstNumber', 'sstNumber', 'text', LIMITS.sstNumber, { hint: 'sstNumber', optional: true }),
      field('repairs.warrantyDays', 'warrantyDays', 'days', 4, { hint: 'warrantyDays' }),
      field('repairs.storageFeePerDay', 'storageFeePerDay', 'money', 12, { hint: 'storageFeePerDay', optional: true }),
      field('repairs.storageFreeDays', 'storageFreeDays', 'days', 3, { hint: 'storageFreeDays' }),
    ],
  },
  // Issue 39: how long customers' details are kept (the privacy notice and the retention sweep read it).
  {
    section: 'privacy',
    fields: [field('retentionMonths', 'retentionMonths', 'months', 9, { hint: 'retention' })],
  },
  // Issue 47: the words customers type for what the catalogue names otherwise.
  {
    section: 'search',
    fields: [
      field('searchSynonyms', 'searchSynonyms', 'textarea', SYNONYM_LIMITS.text, {
        hint: 'searchSynonyms',
        optional: true,
      }),
    ],
  },
];

/** The fields of a testimonial, by the last part of their path: its author, and its text in each language. */
export const TESTIMONIAL_FIELDS: readonly { part: string; label: FieldLabel; max: number; language?: Language }[] = [
  { part: 'author', label: 'author', max: LIMITS.author },
  ...LANGUAGES.map((language) => ({
    part: `text.${language}`,
    label: inLanguage('text', language),
    max: LIMITS.testimonial,
    language,
  })),
];

let keys = 0;
function newKey(): string {
  keys += 1;
  return `row-${keys}`;
}

export function draftFrom(settings: ShopSettings): SettingsDraft {
  return {
    ...structuredClone(settings),
    shopee: { url: settings.shopee.url, rating: settings.shopee.rating.toFixed(1) },
    tiktok: { url: settings.tiktok.url, rating: settings.tiktok.rating.toFixed(1) },
    testimonials: settings.testimonials.map((item) => ({ ...structuredClone(item), key: newKey() })),
    retentionMonths: String(settings.retentionMonths),
    repairs: {
      sstNumber: settings.repairs.sstNumber,
      warrantyDays: String(settings.repairs.warrantyDays),
      storageFeePerDay: senToText(settings.repairs.storageFeePerDay),
      storageFreeDays: String(settings.repairs.storageFreeDays),
    },
  };
}

export function emptyTestimonial(): DraftTestimonial {
  return { key: newKey(), id: '', author: '', text: emptyLocalText() };
}

/**
 * The draft as the port takes it: ratings, months and days as numbers, the storage fee in sen (text that is no number fails
 * the check), no row keys.
 */
export function inputFrom(draft: SettingsDraft): ShopSettings {
  const rating = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
  const days = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
  return {
    ...draft,
    shopee: { url: draft.shopee.url, rating: rating(draft.shopee.rating) },
    tiktok: { url: draft.tiktok.url, rating: rating(draft.tiktok.rating) },
    testimonials: draft.testimonials.map(({ id, author, text }) => ({ id, author, text })),
    retentionMonths: rating(draft.retentionMonths),
    repairs: {
      sstNumber: draft.repairs.sstNumber,
      warrantyDays: days(draft.repairs.warrantyDays),
      storageFeePerDay: senFromText(draft.repairs.storageFeePerDay),
      storageFreeDays: days(draft.repairs.storageFreeDays),
    },
  };
}

export type SettingsCheck = { ok: true; input: ShopSettings } | { ok: false; errors: SettingsErrors };

/** The schema's check before anything is sent: the same codes as the server's refusal. */
export function checkDraft(draft: SettingsDraft): SettingsCheck {
  const input = inputFrom(draft);
  const result = validate(ShopSettingsSchema, input, 'settings');
  return result.ok ? { ok: true, input } : { ok: false, errors: result.fields };
}

export function valueAt(draft: SettingsDraft, path: string): string {
  let value: unknown = draft;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : '';
}

/** A copy of the draft with the value at `path` changed. */
export function withValue(draft: SettingsDraft, path: string, value: string): SettingsDraft {
  const next = structuredClone(draft);
  const parts = path.split('.');
  let target = next as unknown as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  target[parts.at(-1)!] = value;
  return next;
}

/** The list with the row at `index` moved by `by` places (-1 up, 1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The fields at fault in the order of the screen, as paths. */
export function faultyPaths(errors: SettingsErrors, draft: SettingsDraft): string[] {
  const order = [
    ...SETTINGS_SECTIONS.flatMap(({ fields }) => fields.map((f) => f.path)),
    'testimonials',
    ...draft.testimonials.flatMap((_, index) => TESTIMONIAL_FIELDS.map((f) => `testimonials.${index}.${f.part}`)),
  ];
  const known = order.filter((path) => path in errors);
  const others = Object.keys(errors).filter((path) => !order.includes(path));
  return [...known, ...others];
}
