import { describe, expect, test } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { emptyLocalText } from './locales';
import type { ShopSettings } from './shop-settings';
import { changedSettings, changedSettingsOf, settingsAuditDetail } from './settings-changes';

const before: ShopSettings = structuredClone(DEFAULT_SHOP_SETTINGS);

describe('the parts a settings save changed', () => {
  test('are named in the order of the form', () => {
    const after = {
      ...before,
      openingHours: { ...emptyLocalText(), en: 'Mon–Sat, 9am–6pm', ms: 'Isnin–Sabtu, 9 pagi–6 petang' },
      phone: '+60 5-254 9999',
    };
    expect(changedSettings(before, after)).toEqual(['phone', 'openingHours']);
    expect(settingsAuditDetail(before, after)).toEqual({ changed: 'phone, openingHours' });
  });

  test('count a change inside a part: one letter of the address, a testimonial moved', () => {
    const moved = [...before.testimonials].reverse();
    const after = { ...before, address: { ...before.address, postcode: '30450' }, testimonials: moved };
    expect(changedSettings(before, after)).toEqual(['address', ...(moved.length > 1 ? ['testimonials'] : [])]);
  });

  test('are none for a save of the same values, however their keys are ordered', () => {
    const reordered = Object.fromEntries(Object.entries(structuredClone(before)).reverse()) as ShopSettings;
    reordered.address = Object.fromEntries(Object.entries(before.address).reverse()) as ShopSettings['address'];
    expect(changedSettings(before, reordered)).toEqual([]);
    expect(settingsAuditDetail(before, reordered)).toEqual({ changed: '' });
  });
});

test("an entry's detail gives back the parts, known ones only, and none for an older entry's '-'", () => {
  expect(changedSettingsOf({ changed: 'phone, openingHours' })).toEqual(['phone', 'openingHours']);
  expect(changedSettingsOf({ changed: 'email, whatsApp, somethingNew' })).toEqual(['email', 'whatsApp']);
  expect(changedSettingsOf({ changed: '-' })).toEqual([]);
  expect(changedSettingsOf({})).toEqual([]);
});
