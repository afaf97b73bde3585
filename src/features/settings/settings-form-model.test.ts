import { describe, expect, test } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import {
  SETTINGS_SECTIONS,
  checkDraft,
  draftFrom,
  faultyPaths,
  inputFrom,
  moved,
  valueAt,
  withValue,
} from './settings-form-model';

describe('the settings form', () => {
  test('starts from the stored settings, ratings written with one decimal', () => {
    const draft = draftFrom({ ...DEFAULT_SHOP_SETTINGS, shopee: { ...DEFAULT_SHOP_SETTINGS.shopee, rating: 5 } });
    expect(valueAt(draft, 'shopee.rating')).toBe('5.0');
    expect(valueAt(draft, 'address.street')).toBe('No. 18, Jalan Kuala Kangsar');
    expect(inputFrom(draft).shopee.rating).toBe(5);
  });

  test('sends what the admin typed, and nothing of its own row keys', () => {
    const draft = withValue(draftFrom(DEFAULT_SHOP_SETTINGS), 'address.city', 'Batu Gajah');
    const check = checkDraft(draft);
    expect(check.ok && check.input.address.city).toBe('Batu Gajah');
    expect(check.ok && Object.keys(check.input.testimonials[0]!)).toEqual(['id', 'author', 'text']);
  });

  test('a rating that is no number, and an empty one, fail the check as a rating', () => {
    for (const typed of ['four', '']) {
      const check = checkDraft(withValue(draftFrom(DEFAULT_SHOP_SETTINGS), 'tiktok.rating', typed));
      expect(check.ok ? {} : check.errors).toEqual({ 'tiktok.rating': 'rating' });
    }
  });

  test('names the fields at fault in the order of the screen', () => {
    let draft = draftFrom(DEFAULT_SHOP_SETTINGS);
    draft = withValue(draft, 'testimonials.1.author', '');
    draft = withValue(draft, 'shopee.url', 'javascript:alert(1)');
    draft = withValue(draft, 'whatsApp', '123');
    const check = checkDraft(draft);
    expect(check.ok ? [] : faultyPaths(check.errors, draft)).toEqual([
      'whatsApp',
      'shopee.url',
      'testimonials.1.author',
    ]);
  });

  test('moves a testimonial up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the repair slip terms', () => {
  test('are a field in each language, checked as the server checks them', () => {
    const paths = SETTINGS_SECTIONS.find(({ section }) => section === 'repairs')?.fields.map((f) => f.path);
    expect(paths).toEqual([
      'repairTerms.en',
      'repairTerms.ms',
      'repairs.sstNumber',
      'repairs.warrantyDays',
      'repairs.storageFeePerDay',
      'repairs.storageFreeDays',
    ]);
    let draft = withValue(draftFrom(DEFAULT_SHOP_SETTINGS), 'repairTerms.ms', 'Mesin disimpan 30 hari sahaja.');
    const check = checkDraft(draft);
    expect(check.ok && check.input.repairTerms.ms).toBe('Mesin disimpan 30 hari sahaja.');
    draft = withValue(draft, 'repairTerms.en', 'x'.repeat(401));
    const refused = checkDraft(draft);
    expect(refused.ok ? {} : refused.errors).toEqual({ 'repairTerms.en': 'tooLong' });
  });

  test('are typed in one language at least: the other may stay empty, and the slip in it shows the one typed', () => {
    let draft = withValue(draftFrom(DEFAULT_SHOP_SETTINGS), 'repairTerms.ms', '  ');
    expect(checkDraft(draft).ok).toBe(true);
    draft = withValue(draft, 'repairTerms.en', '');
    const refused = checkDraft(draft);
    expect(refused.ok ? {} : refused.errors).toEqual({ 'repairTerms.en': 'required' });
    const fields = SETTINGS_SECTIONS.flatMap((section) => section.fields).filter((f) =>
      f.path.startsWith('repairTerms.'),
    );
    // Neither is `required` on its own in the page's HTML.
    expect(fields.map((f) => f.optional)).toEqual([true, true]);
  });
});

describe("repairs' tax, warranty and storage fee", () => {
  test('are typed as people type them and sent as the schema takes them: days as numbers, the fee in sen', () => {
    let draft = draftFrom(DEFAULT_SHOP_SETTINGS);
    expect(draft.repairs).toEqual({ sstNumber: '', warrantyDays: '90', storageFeePerDay: '', storageFreeDays: '14' });
    draft = withValue(draft, 'repairs.sstNumber', 'W10-1808-32000123');
    draft = withValue(draft, 'repairs.warrantyDays', '30');
    draft = withValue(draft, 'repairs.storageFeePerDay', 'RM 5.50');
    const check = checkDraft(draft);
    expect(check.ok && check.input.repairs).toEqual({
      sstNumber: 'W10-1808-32000123',
      warrantyDays: 30,
      storageFeePerDay: 550,
      storageFreeDays: 14,
    });
    // Read back, the fee shows as it was typed, without "RM".
    expect(check.ok && draftFrom(check.input).repairs.storageFeePerDay).toBe('5.50');
  });

  test('an amount of three decimals and days that are no whole number are refused by their fields', () => {
    let draft = withValue(draftFrom(DEFAULT_SHOP_SETTINGS), 'repairs.storageFeePerDay', '5.505');
    draft = withValue(draft, 'repairs.warrantyDays', '1.5');
    draft = withValue(draft, 'repairs.storageFreeDays', '');
    const refused = checkDraft(draft);
    expect(refused.ok ? {} : refused.errors).toEqual({
      'repairs.storageFeePerDay': 'amount',
      'repairs.warrantyDays': 'invalid',
      'repairs.storageFreeDays': 'invalid',
    });
  });
});
