import type { TFunction } from 'i18next';
import { LANGUAGES, LOCALES, type Language } from '@/domain/locales';
import { SHOP_SETTINGS_LIMITS as LIMITS, type ShopSettings } from '@/domain/shop-settings';
import { SYNONYM_LIMITS } from '@/domain/search-synonyms';
import { senToText } from '@/domain/repair-money';
import type enAdmin from '@/i18n/locales/en/admin.json';

/**
 * The settings form's fields in the order the screen shows them, each named as Conform names its value in the
 * shared schema ('address.street', 'openingHours.ms', 'testimonials[0].text.en'); a text kept per language has a
 * field in each language of LOCALES, labelled with the language's name.
 */

/** A field's label: a key under settings.fields of admin.json. */
type FieldLabel = keyof (typeof enAdmin)['settings']['fields'];

export type SettingsSection =
  'names' | 'address' | 'contact' | 'marketplaces' | 'social' | 'repairs' | 'privacy' | 'search';

export type SettingsField = {
  name: string;
  label: FieldLabel;
  /** A text typed per language: the label names the language ("Opening hours (Malay)"). */
  language?: Language;
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
};

const field = (
  name: string,
  label: FieldLabel,
  type: SettingsField['type'],
  max: number,
  extra: Partial<Pick<SettingsField, 'hint' | 'language'>> = {},
): SettingsField => ({ name, label, type, max, ...extra });

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
        field(`openingHours.${language}`, 'hours', 'text', LIMITS.openingHours, { hint: 'hours', language }),
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
      field('socials.facebook', 'facebook', 'url', LIMITS.url, { hint: 'socials' }),
      field('socials.instagram', 'instagram', 'url', LIMITS.url, { hint: 'socials' }),
      field('socials.tiktok', 'tiktok', 'url', LIMITS.url, { hint: 'socials' }),
      field('socials.youtube', 'youtube', 'url', LIMITS.url, { hint: 'socials' }),
      field('handle', 'handle', 'text', LIMITS.handle),
    ],
  },
  {
    section: 'repairs',
    fields: [
      ...LANGUAGES.map((language) =>
        field(`repairTerms.${language}`, 'repairTerms', 'textarea', LIMITS.repairTerms, {
          hint: 'repairTerms',
          language,
        }),
      ),
      field('repairs.sstNumber', 'sstNumber', 'text', LIMITS.sstNumber, { hint: 'sstNumber' }),
      field('repairs.warrantyDays', 'warrantyDays', 'days', 4, { hint: 'warrantyDays' }),
      field('repairs.storageFeePerDay', 'storageFeePerDay', 'money', 12, { hint: 'storageFeePerDay' }),
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
    fields: [field('searchSynonyms', 'searchSynonyms', 'textarea', SYNONYM_LIMITS.text, { hint: 'searchSynonyms' })],
  },
];

const FIELDS = SETTINGS_SECTIONS.flatMap(({ fields }) => fields);

/** The fields of a testimonial, by the part of their name after its row: its id (hidden), author and texts. */
export const TESTIMONIAL_FIELDS: readonly Omit<SettingsField, 'type' | 'hint'>[] = [
  { name: 'author', label: 'author', max: LIMITS.author },
  ...LANGUAGES.map((language) => ({
    name: `text.${language}`,
    label: 'text' as const,
    max: LIMITS.testimonial,
    language,
  })),
];

/** A testimonial row's field, by its part: 'testimonials[2].text.ms'. */
export const testimonialName = (index: number, part: string) => `testimonials[${index}].${part}`;

/**
 * Whole numbers the form asks for although the schema gives an older save a default: typed as digits only, else
 * (empty, "two", "1.5") they reach the schema as no number and are refused at their field.
 */
const WHOLE_NUMBERS = FIELDS.filter((f) => f.type === 'days' || f.type === 'months').map((f) => f.name);

export function settingsChecked(formData: FormData): FormData {
  const data = new FormData();
  for (const [name, entry] of formData) {
    const whole = typeof entry === 'string' && WHOLE_NUMBERS.includes(name);
    data.append(name, whole && !/^\s*\d+\s*$/.test(entry) ? 'NaN' : entry);
  }
  return data;
}

/** The stored settings as the form's values, by name: ratings with one decimal, the storage fee in RM. */
export function formValues(settings: ShopSettings): Record<string, string> {
  const values: Record<string, string> = {};
  const put = (name: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        put(Array.isArray(value) ? `${name}[${key}]` : name ? `${name}.${key}` : key, inner);
      }
    }
  };
  put('', {
    ...settings,
    shopee: { ...settings.shopee, rating: settings.shopee.rating.toFixed(1) },
    tiktok: { ...settings.tiktok, rating: settings.tiktok.rating.toFixed(1) },
    repairs: { ...settings.repairs, storageFeePerDay: senToText(settings.repairs.storageFeePerDay) },
  });
  return values;
}

/** How many testimonial rows the values hold. */
export function testimonialCount(values: Readonly<Record<string, unknown>>): number {
  const rows = Object.keys(values).map((name) => /^testimonials\[(\d+)\]\./.exec(name)?.[1]);
  return Math.max(0, ...rows.filter((row) => row !== undefined).map((row) => Number(row) + 1));
}

type AdminT = TFunction<'admin'>;

/** A language's name in the admin's language; one the catalogue does not name yet, by its own name. */
function languageName(t: AdminT, language: Language): string {
  const names = t('settings.languages', { returnObjects: true }) as Partial<Record<Language, string>>;
  return names[language] ?? LOCALES[language].label;
}

/** A field's label, with its language's name for a text typed per language. */
export function fieldLabel(t: AdminT, { label, language }: Pick<SettingsField, 'label' | 'language'>): string {
  return language
    ? t(`settings.fields.${label}` as 'settings.fields.hours', { language: languageName(t, language) })
    : t(`settings.fields.${label}`);
}

/** A field named as the failure notice names it: "Testimonial 2: Name"; the list itself as its section. */
export function labelOf(t: AdminT, name: string): string {
  const shown = FIELDS.find((f) => f.name === name);
  if (shown) return fieldLabel(t, shown);
  const row = /^testimonials\[(\d+)\]\.(.+)$/.exec(name);
  const part = row && TESTIMONIAL_FIELDS.find((f) => f.name === row[2]);
  if (row && part) return `${t('settings.testimonial', { number: Number(row[1]) + 1 })}: ${fieldLabel(t, part)}`;
  return t('settings.sections.testimonials');
}

/** The names of fields at fault in the order of the screen: the sections', then the testimonials' by row. */
export function inScreenOrder(names: readonly string[]): string[] {
  const rank = (name: string): [number, number, number] => {
    const at = FIELDS.findIndex((f) => f.name === name);
    if (at >= 0) return [0, at, 0];
    const row = /^testimonials\[(\d+)\]\.(.+)$/.exec(name);
    if (!row) return [name === 'testimonials' ? 1 : 3, 0, 0];
    return [2, Number(row[1]), TESTIMONIAL_FIELDS.findIndex((f) => f.name === row[2])];
  };
  const compare = (a: string, b: string) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
  };
  return [...names].sort(compare);
}

/** The list with the row at `index` moved by `by` places (-1 up, 1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
