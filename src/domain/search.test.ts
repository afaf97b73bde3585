import { describe, expect, test } from 'vitest';
import {
  MAX_SEARCH_TERMS,
  MAX_SEARCH_TOKENS,
  initialsOf,
  isProductSort,
  priceUpKey,
  productSearchText,
  productSearchTokens,
  searchTerms,
  searchWords,
} from './search';

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

describe('productSearchTokens', () => {
  const product = {
    name: 'Kärcher K3 pressure washer',
    nameMs: '',
    sku: 'KAR-K3',
    category: 'Home Improvements',
    subCategory: 'Karcher',
    description: 'Cleans patios and cars.',
    descriptionMs: '',
  };

  test('every start of a word of the name, SKU, category and sub-category, and the initials', () => {
    const tokens = productSearchTokens({ ...product, subCategory: 'Dong Cheng' });
    for (const token of ['k', 'ka', 'kar', 'karcher', 'k3', 'pre', 'washer', 'home', 'impr', 'dong', 'cheng', 'dc']) {
      expect(tokens).toContain(token);
    }
  });

  test('whole words of the description only, each token once', () => {
    const tokens = productSearchTokens(product);
    expect(tokens).toContain('patios');
    expect(tokens).not.toContain('pati');
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  test('every start of a word of the Malay name, and the whole words of the Malay description', () => {
    const tokens = productSearchTokens({
      ...product,
      nameMs: 'Pencuci tekanan tinggi Kärcher',
      descriptionMs: 'Membersihkan laman dan kereta.',
    });
    for (const token of 'p pen pencuci tek tekanan ting tinggi membersihkan laman kereta'.split(' ')) {
      expect(tokens).toContain(token);
    }
    expect(tokens).not.toContain('kere');
    // The English words are there as before.
    expect(tokens).toEqual(expect.arrayContaining(['pre', 'washer', 'patios']));
  });

  test('the names and SKU come first; the Malay description is cut first when the tokens run out', () => {
    // Eight words of 24 letters: 192 starts of words in each name.
    const name = (from: number) =>
      Array.from({ length: 8 }, (_, i) => String.fromCharCode(97 + from + i).repeat(24)).join(' ');
    const words = (prefix: string) => Array.from({ length: 300 }, (_, i) => `${prefix}${i}`).join(' ');
    const tokens = productSearchTokens({
      ...product,
      name: name(0),
      nameMs: name(8),
      description: words('en'),
      descriptionMs: words('ms'),
    });
    expect(tokens.slice(0, 2)).toEqual(['a', 'aa']);
    expect(tokens.length).toBe(MAX_SEARCH_TOKENS);
    expect(tokens).toEqual(expect.arrayContaining(['kar', 'k3', 'p'.repeat(24), 'en0', 'en199', 'ms0']));
    expect(tokens).not.toContain('en200');
    expect(tokens).not.toContain('ms199');
  });

  test('stays within its bounds for a long text', () => {
    const long = {
      ...product,
      name: 'x'.repeat(200),
      nameMs: 'y'.repeat(200),
      description: Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' '),
      descriptionMs: Array.from({ length: 5000 }, (_, i) => `m${i}`).join(' '),
    };
    const tokens = productSearchTokens(long);
    expect(tokens.length).toBeLessThanOrEqual(MAX_SEARCH_TOKENS);
    expect(Math.max(...tokens.map((token) => token.length))).toBeLessThanOrEqual(24);
  });
});

test('a price on request sorts after every price, lowest first', () => {
  expect(priceUpKey(120)).toBe(120);
  expect(priceUpKey(0)).toBeGreaterThan(1_000_000_000);
});
