import { describe, expect, test } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { ShopSettingsSchema } from '@/domain/shop-settings-schema';
import { settingsFields, testimonialFields, toShopSettings, toTestimonial } from './settings-records';

describe("the shop's settings as Firestore holds them", () => {
  test('without a settings document, the defaults with their testimonials', () => {
    expect(toShopSettings(undefined, [])).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  test('a stored document and its testimonials read back as they were written', () => {
    const input = ShopSettingsSchema.parse({
      ...DEFAULT_SHOP_SETTINGS,
      whatsApp: '012-345 6789',
      // Not the defaults, which a document without them would read as too.
      repairTerms: { en: 'Collect within 30 days.', ms: 'Ambil dalam masa 30 hari.' },
    });
    const stored = settingsFields(input);
    const testimonials = input.testimonials.map((item, position) =>
      toTestimonial(item.id, testimonialFields(item, position)),
    );
    expect(toShopSettings(stored, testimonials)).toEqual({ ...input, whatsApp: '+60123456789' });
    expect(Object.keys(stored)).not.toContain('testimonials');
  });

  test('a field missing from an older document, or of another type, takes its default', () => {
    const read = toShopSettings({ tradeName: 'Kinta Las', shopee: { url: 42 }, socials: { facebook: '' } }, []);
    expect(read.tradeName).toBe('Kinta Las');
    expect(read.legalName).toBe(DEFAULT_SHOP_SETTINGS.legalName);
    expect(read.shopee).toEqual(DEFAULT_SHOP_SETTINGS.shopee);
    expect(read.socials).toEqual({ ...DEFAULT_SHOP_SETTINGS.socials, facebook: '' });
    expect(read.testimonials).toEqual([]);
  });
});
