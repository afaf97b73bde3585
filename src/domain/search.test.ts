import { describe, expect, test } from 'vitest';
import { MAX_SEARCH_TERMS, initialsOf, isProductSort, productSearchText, searchTerms, searchWords } from './search';

describe('the words search compares', () => {
  test('fold case and accents and split on anything but letters and digits', () => {
    expect(searchWords('Kärcher K3, KAR-K3-1600')).toEqual(['karcher', 'k3', 'kar', 'k3', '1600']);
    expect(searchWords('  Mesin Kimpalan (MIG/MAG) ')).toEqual(['mesin', 'kimpalan', 'mig', 'mag']);
    expect(searchWords('"*')).toEqual([]);
  });

  test("a query's terms are distinct and few", () => {
    expect(searchTerms('drill DRILL Drill 13mm')).toEqual(['drill', '13mm']);
    expect(searchTerms('a b c d e f g h i')).toHaveLength(MAX_SEARCH_TERMS);
  });

  test('a name of two words or more gives its initials; one word gives none', () => {
    expect(initialsOf('Dong Cheng')).toBe('dc');
    expect(initialsOf('Karcher')).toBe('');
    expect(
      productSearchText({
        name: 'Plasma Cutter 40A',
        sku: 'P40',
        category: 'Welding Machines',
        subCategory: 'Dong Cheng',
        description: '',
      }).initials,
    ).toBe('dc pc4');
  });

  test('knows its sorts', () => {
    expect(isProductSort('price-asc')).toBe(true);
    expect(isProductSort('cheapest')).toBe(false);
  });
});
