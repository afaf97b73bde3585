import i18next, { type TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { LANGUAGES, LOCALES, type Language } from '@/domain/locales';
import { ShopSettingsSchema } from '@/domain/shop-settings-schema';
import { parseForm } from '@/components/admin/admin-form';
import { ADMIN_CATALOGUES } from '@/i18n/admin-texts';
import {
  SETTINGS_SECTIONS,
  formValues,
  inScreenOrder,
  labelOf,
  moved,
  settingsChecked,
  testimonialCount,
} from './settings-fields';

/** The form's data as the browser sends it: the stored settings' values, with these changed. */
function formData(changes: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...formValues(DEFAULT_SHOP_SETTINGS), ...changes })) {
    data.append(name, value);
  }
  return data;
}

/** The form's data as the action checks it: what it would save, or each field's codes. */
function check(changes: Record<string, string> = {}) {
  const submission = parseForm(settingsChecked(formData(changes)), ShopSettingsSchema);
  return submission.status === 'success'
    ? { ok: true as const, input: submission.value }
    : { ok: false as const, errors: submission.error };
}

function adminT(language: Language): TFunction<'admin'> {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { admin: ADMIN_CATALOGUES[code] }])),
    lng: language,
    ns: ['admin'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(language, 'admin');
}

describe('the settings form', () => {
  test('starts from the stored settings: ratings with one decimal, numbers as text, a row per testimonial', () => {
    const values = formValues({ ...DEFAULT_SHOP_SETTINGS, shopee: { ...DEFAULT_SHOP_SETTINGS.shopee, rating: 5 } });
    expect(values['shopee.rating']).toBe('5.0');
    expect(values['address.street']).toBe('No. 18, Jalan Kuala Kangsar');
    expect(values['testimonials[1].author']).toBe(DEFAULT_SHOP_SETTINGS.testimonials[1]!.author);
    expect(testimonialCount(values)).toBe(DEFAULT_SHOP_SETTINGS.testimonials.length);
    expect(testimonialCount({})).toBe(0);
  });

  test('sends what the admin typed, as the schema takes it, and as stored it passes unchanged', () => {
    const saved = check({ 'address.city': 'Batu Gajah', 'shopee.rating': '5.0' });
    expect(saved.ok && saved.input.address.city).toBe('Batu Gajah');
    expect(saved.ok && saved.input.shopee.rating).toBe(5);
    const unchanged = check();
    expect(unchanged.ok && unchanged.input).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  test('a rating that is no number, and an empty one, fail the check as a rating', () => {
    for (const typed of ['four', ''])
      expect(check({ 'tiktok.rating': typed }).errors).toEqual({ 'tiktok.rating': ['rating'] });
  });

  test('every testimonial deleted sends none, rather than the defaults', () => {
    const data = new FormData();
    for (const [name, value] of formData()) if (!name.startsWith('testimonials')) data.append(name, value);
    const submission = parseForm(settingsChecked(data), ShopSettingsSchema);
    expect(submission.status === 'success' && submission.value.testimonials).toEqual([]);
  });

  test('names the fields at fault in the order of the screen, in the admin’s language', () => {
    const refused = check({ 'testimonials[1].author': '', 'shopee.url': 'javascript:alert(1)', whatsApp: '123' });
    const names = inScreenOrder(Object.keys(refused.errors ?? {}));
    expect(names).toEqual(['whatsApp', 'shopee.url', 'testimonials[1].author']);
    expect(names.map((name) => labelOf(adminT('en'), name))).toEqual([
      'WhatsApp number',
      'Shopee shop URL',
      'Testimonial 2: Name',
    ]);
    expect(labelOf(adminT('ms'), 'testimonials[0].text.en')).toBe('Testimoni 1: Testimoni (Bahasa Inggeris)');
    expect(labelOf(adminT('en'), 'openingHours.ms')).toBe('Opening hours (Malay)');
  });

  test('moves a testimonial up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the texts typed per language', () => {
  test('are a field in each language of the site, each labelled with its name', () => {
    const names = SETTINGS_SECTIONS.flatMap(({ fields }) => fields.map((f) => f.name));
    for (const language of LANGUAGES) {
      expect(names).toContain(`openingHours.${language}`);
      expect(names).toContain(`repairTerms.${language}`);
    }
    // A language the catalogue does not name yet goes by its own name.
    const named: Partial<Record<Language, string>> = ADMIN_CATALOGUES.en.settings.languages;
    const t = adminT('en');
    expect(LANGUAGES.map((language) => labelOf(t, `repairTerms.${language}`))).toEqual(
      LANGUAGES.map((language) => `Slip terms (${named[language] ?? LOCALES[language].label})`),
    );
  });

  test('the slip terms are checked as the server checks them: one language at least, none too long', () => {
    const [first, ...others] = LANGUAGES;
    const oneTyped = check(Object.fromEntries(others.map((language) => [`repairTerms.${language}`, '  '])));
    expect(oneTyped.ok && oneTyped.input.repairTerms[first]).toBe(DEFAULT_SHOP_SETTINGS.repairTerms[first]);
    const none = check(Object.fromEntries(LANGUAGES.map((language) => [`repairTerms.${language}`, ''])));
    expect(none.errors).toEqual({ [`repairTerms.${first}`]: ['required'] });
    expect(check({ [`repairTerms.${first}`]: 'x'.repeat(401) }).errors).toEqual({
      [`repairTerms.${first}`]: ['tooLong:400'],
    });
  });
});

describe("repairs' tax, warranty and storage fee, and the months customers' details are kept", () => {
  test('are typed as people type them and sent as the schema takes them: days as numbers, the fee in sen', () => {
    const values = formValues(DEFAULT_SHOP_SETTINGS);
    expect([values['repairs.warrantyDays'], values['repairs.storageFeePerDay']]).toEqual(['90', '']);
    const saved = check({
      'repairs.sstNumber': 'W10-1808-32000123',
      'repairs.warrantyDays': '30',
      'repairs.storageFeePerDay': 'RM 5.50',
    });
    expect(saved.ok && saved.input.repairs).toEqual({
      sstNumber: 'W10-1808-32000123',
      warrantyDays: 30,
      storageFeePerDay: 550,
      storageFreeDays: 14,
    });
    // Read back, the fee shows as it was typed, without "RM".
    expect(saved.ok && formValues(saved.input)['repairs.storageFeePerDay']).toBe('5.50');
  });

  test('an amount of three decimals, and whole numbers that are none or left empty, are refused by their fields', () => {
    expect(
      check({
        'repairs.storageFeePerDay': '5.505',
        'repairs.warrantyDays': '1.5',
        'repairs.storageFreeDays': '',
        retentionMonths: '',
      }).errors,
    ).toEqual({
      'repairs.storageFeePerDay': ['amount'],
      'repairs.warrantyDays': ['invalid'],
      'repairs.storageFreeDays': ['invalid'],
      retentionMonths: ['retention'],
    });
    for (const months of ['two', '0', '-3', '1e9']) {
      expect(check({ retentionMonths: months }).errors).toEqual({ retentionMonths: ['retention'] });
    }
  });
});
