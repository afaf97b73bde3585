import { describe, expect, test } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { LANGUAGES, emptyLocalText, localText, type LocalText } from './locales';
import { addressLine, chatDigits, formatRating, initialsOf, phoneHref, shownText } from './shop-settings';
import { ShopSettingsSchema } from './shop-settings-schema';
import { validate } from './validation';

const settings = (overrides: Record<string, unknown> = {}) => ({
  ...structuredClone(DEFAULT_SHOP_SETTINGS),
  ...overrides,
});

/** A text in every language of the site: these given, the others empty. */
const inLanguages = (texts: Partial<LocalText>): LocalText => ({ ...emptyLocalText(), ...texts });

const fieldsOf = (value: unknown) => {
  const result = validate(ShopSettingsSchema, value, 'settings');
  return result.ok ? {} : result.fields;
};

describe("the shop's settings", () => {
  test('the defaults, today’s facts of the shop, pass as they are', () => {
    const result = validate(ShopSettingsSchema, DEFAULT_SHOP_SETTINGS, 'settings');
    expect(result.ok && result.data).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  test('the WhatsApp number is kept in E.164 however a Malaysian types it; the phone as typed', () => {
    const result = validate(
      ShopSettingsSchema,
      settings({ whatsApp: '012-345 6789', phone: ' 05-254 1234 ' }),
      'settings',
    );
    expect(result.ok && result.data.whatsApp).toBe('+60123456789');
    expect(result.ok && result.data.phone).toBe('05-254 1234');
  });

  test('names each field at fault with a code the settings screen words', () => {
    expect(
      fieldsOf(
        settings({
          legalName: '  ',
          phone: '12345',
          whatsApp: '+44 20 7946 0000',
          email: 'sales at kintaweld',
          shopee: { url: 'javascript:alert(1)', rating: 4.9 },
          tiktok: { url: 'https://www.tiktok.com/@kintaweld/shop', rating: 5.5 },
          socials: { ...DEFAULT_SHOP_SETTINGS.socials, youtube: 'data:text/html,hi' },
        }),
      ),
    ).toEqual({
      legalName: 'required',
      phone: 'phone',
      whatsApp: 'phone',
      email: 'email',
      'shopee.url': 'url',
      'tiktok.rating': 'rating',
      'socials.youtube': 'url',
    });
  });

  test.each([
    ['ftp://example.com/shop', 'url'],
    ['example.com/shop', 'url'],
    ['', 'required'],
    [`https://shopee.com.my/${'a'.repeat(500)}`, 'tooLong'],
  ])('a marketplace link %j is refused with %s', (url, code) => {
    expect(fieldsOf(settings({ shopee: { url, rating: 4.9 } }))).toEqual({ 'shopee.url': code });
  });

  test('a rating is from 0 to 5 with one decimal at most, and a number', () => {
    for (const rating of [-0.1, 5.1, 4.85, Number.NaN, '4.9']) {
      expect(fieldsOf(settings({ shopee: { url: DEFAULT_SHOP_SETTINGS.shopee.url, rating } }))).toEqual({
        'shopee.rating': 'rating',
      });
    }
    expect(fieldsOf(settings({ shopee: { url: DEFAULT_SHOP_SETTINGS.shopee.url, rating: 0 } }))).toEqual({});
  });

  test('customers’ details are kept whole months from 1 to 120, 24 when a stored shop has no such setting', () => {
    for (const months of [0, -3, 1e9, 121, 2.5, Number.NaN, 'two', '24', null]) {
      expect(fieldsOf(settings({ retentionMonths: months })), String(months)).toEqual({ retentionMonths: 'retention' });
    }
    for (const months of [1, 24, 120]) expect(fieldsOf(settings({ retentionMonths: months }))).toEqual({});
    const { retentionMonths: _kept, ...older } = DEFAULT_SHOP_SETTINGS;
    const parsed = ShopSettingsSchema.safeParse(older);
    expect(parsed.success && parsed.data.retentionMonths).toBe(24);
  });

  test('a social link may be left empty (the network is not shown), the opening hours too', () => {
    const socials = { facebook: '', instagram: '', tiktok: '', youtube: '' };
    expect(fieldsOf(settings({ socials, openingHours: emptyLocalText(), handle: '' }))).toEqual({});
  });

  test('opening hours may come in one language only: the pages show them in the other too', () => {
    expect(fieldsOf(settings({ openingHours: inLanguages({ en: '', ms: 'Isnin–Sabtu 9 pagi – 6 petang' }) }))).toEqual(
      {},
    );
    expect(fieldsOf(settings({ openingHours: inLanguages({ en: 'Mon–Sat 9 am – 6 pm', ms: '' }) }))).toEqual({});
  });

  test('testimonials: each needs a name and its text in one language at least, and there are at most 12', () => {
    const one = { id: '', author: 'Siti Aminah', text: inLanguages({ en: 'Great service.', ms: '' }) };
    expect(fieldsOf(settings({ testimonials: [one] }))).toEqual({});
    expect(
      fieldsOf(settings({ testimonials: [{ ...one, text: inLanguages({ en: '', ms: 'Servis terbaik.' }) }] })),
    ).toEqual({});
    // Empty in both (spaces are empty): the English field is the one to fill in.
    expect(fieldsOf(settings({ testimonials: [{ ...one, text: inLanguages({ en: ' ', ms: '' }) }] }))).toEqual({
      'testimonials.0.text.en': 'required',
    });
    expect(fieldsOf(settings({ testimonials: [{ ...one, author: '' }] }))).toEqual({
      'testimonials.0.author': 'required',
    });
    const many = Array.from({ length: 13 }, () => ({ ...one, text: inLanguages({ en: 'Good.', ms: 'Bagus.' }) }));
    expect(fieldsOf(settings({ testimonials: many }))).toEqual({ testimonials: 'tooMany' });
    expect(fieldsOf(settings({ testimonials: [] }))).toEqual({});
  });

  test('a text over its length is refused as too long', () => {
    expect(fieldsOf(settings({ tradeName: 'K'.repeat(121) }))).toEqual({ tradeName: 'tooLong' });
  });

  test('two testimonials with one id are refused: one would overwrite the other in the store', () => {
    const [first] = DEFAULT_SHOP_SETTINGS.testimonials;
    expect(fieldsOf(settings({ testimonials: [first, first] }))).toEqual({ 'testimonials.1.id': 'invalid' });
  });
});

describe('what the pages make of the settings', () => {
  test('the address on one line, the tel: link, the wa.me digits and the rating as the badge shows it', () => {
    expect(addressLine(DEFAULT_SHOP_SETTINGS.address)).toBe('No. 18, Jalan Kuala Kangsar, 30010 Ipoh, Perak, Malaysia');
    expect(phoneHref('+60 5-254 1888')).toBe('tel:+6052541888');
    expect(chatDigits({ whatsApp: '+60125387742' })).toBe('60125387742');
    expect(formatRating(5)).toBe('5.0');
  });

  test('initials from the first two words of a name, and a text in the language asked for', () => {
    expect(initialsOf('Lim Wei Ming')).toBe('LW');
    expect(initialsOf(' nurul ')).toBe('N');
    expect(localText(inLanguages({ en: 'Hello', ms: 'Helo' }), 'ms')).toBe('Helo');
    expect(localText(inLanguages({ en: 'Hello', ms: '' }), 'ms')).toBe('Hello');
    // Typed in Malay only, the English page shows the Malay.
    expect(localText(inLanguages({ en: '', ms: 'Isnin–Sabtu' }), 'en')).toBe('Isnin–Sabtu');
    expect(localText(inLanguages({ en: ' ', ms: '' }), 'en')).toBe('');
  });

  test('a bilingual setting shown in a language: the text localText gives, and the language it is written in', () => {
    const cases = [
      inLanguages({ en: 'Hello', ms: 'Helo' }),
      inLanguages({ en: 'Hello', ms: '' }),
      inLanguages({ en: '', ms: 'Helo' }),
      inLanguages({ en: ' ', ms: '' }),
    ];
    for (const text of cases) {
      for (const language of LANGUAGES) {
        expect(shownText(text, language).text, `${JSON.stringify(text)} in ${language}`).toBe(
          localText(text, language),
        );
      }
    }
    expect(shownText(inLanguages({ en: 'Hello', ms: '' }), 'ms')).toEqual({ text: 'Hello', language: 'en' });
    expect(shownText(inLanguages({ en: '', ms: 'Helo' }), 'en')).toEqual({ text: 'Helo', language: 'ms' });
    expect(shownText(inLanguages({ en: 'Hello', ms: 'Helo' }), 'ms')).toEqual({ text: 'Helo', language: 'ms' });
  });
});
