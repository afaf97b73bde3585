import { describe, expect, test } from 'vitest';
import { CATEGORY_WORDS } from '@/i18n/names';
import { closestCategory as closestOf } from './closest-category';

const closestCategory = (query: string) => closestOf(query, CATEGORY_WORDS);

describe('the category a search that found nothing may have meant', () => {
  test('a word of a category name in either language, as typed, in the plural or misspelt', () => {
    expect(closestCategory('pump compressor')).toBe('Air Compressors');
    expect(closestCategory('kompressors')).toBe('Air Compressors');
    expect(closestCategory('penjana besar')).toBe('Generator');
    expect(closestCategory('gnerator 10kva')).toBe('Generator');
    expect(closestCategory('karcher k9')).toBe('Home Improvements');
    expect(closestCategory('kimplan')).toBe('Welding Machines');
  });

  test('no category when no word comes near, nor for the service shelf', () => {
    expect(closestCategory('zzzz qqqq')).toBeNull();
    expect(closestCategory('servis jentera')).toBeNull();
    expect(closestCategory('mesin')).toBeNull();
  });
});
