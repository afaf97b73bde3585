import { describe, expect, test } from 'vitest';
import { parseRepairDraft } from './repair-draft';
import { emptyRepairValues } from './repair-form-model';

describe('the kept repair form', () => {
  test('comes back as it was stored', () => {
    const values = { ...emptyRepairValues('ms'), customerName: 'Siti', estimate: '12.345' };
    const text = JSON.stringify({ values, photos: ['/uploads/repairs/1_0_a.jpg'], hadNewPhotos: true });
    expect(parseRepairDraft(text)).toEqual({ values, photos: ['/uploads/repairs/1_0_a.jpg'], hadNewPhotos: true });
  });

  test('is dropped when it is not one: broken, another language, a value that is no text', () => {
    const values = emptyRepairValues('en');
    for (const text of [
      '{',
      'null',
      JSON.stringify({ values: { ...values, language: 'fr' }, photos: [] }),
      JSON.stringify({ values: { ...values, brand: 3 }, photos: [] }),
      JSON.stringify({ values, photos: [7] }),
    ]) {
      expect(parseRepairDraft(text), text).toBeNull();
    }
  });
});
