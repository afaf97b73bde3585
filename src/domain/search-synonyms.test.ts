import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ShopSettingsSchema } from './shop-settings-schema';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { DEFAULT_SEARCH_SYNONYMS, SYNONYM_LIMITS, parseSynonyms, synonymAt, synonymTable } from './search-synonyms';
import {
  allowedEdits,
  corrections,
  exactSlots,
  forgivingSlots,
  mayForgive,
  searchVocabulary,
} from './forgiving-search';

describe('the shop’s synonyms table', () => {
  test('each line: the words typed, a colon, what they mean; phrases of several words; blank lines skipped', () => {
    const table = synonymTable('Genset, jenset: Generator, janakuasa\n\n water jet : pressure washer ');
    expect(table.get('genset')).toEqual([['generator'], ['janakuasa']]);
    expect(table.get('jenset')).toEqual([['generator'], ['janakuasa']]);
    expect(table.get('water jet')).toEqual([['pressure', 'washer']]);
    expect(synonymAt(table, ['murah', 'water', 'jet'], 1)).toBe(2);
    expect(synonymAt(table, ['murah', 'water', 'jet'], 0)).toBe(0);
  });

  test('the defaults say what the issue asks: genset, kompresor, water jet, gerinda, mesin welding', () => {
    const table = synonymTable(DEFAULT_SEARCH_SYNONYMS);
    expect(table.get('jenset')).toEqual([['generator'], ['janakuasa']]);
    expect(table.get('kompresor')).toEqual([['compressor'], ['pemampat']]);
    expect(table.get('water jet')).toEqual([['pressure', 'washer']]);
    expect(table.get('gerinda')).toEqual([['pengisar']]);
    expect(table.get('grinder')).toEqual([['pengisar']]);
    expect(table.get('mesin welding')).toEqual([['welding', 'machine'], ['kimpalan']]);
    expect(parseSynonyms(DEFAULT_SEARCH_SYNONYMS).problems).toEqual([]);
  });

  test('a line without a colon or without a side is refused by its number, and the schema says synonymLine', () => {
    expect(parseSynonyms('genset: generator\nmesin rumput\n: generator\ngenset:').problems).toEqual([
      { line: 2, code: 'synonymLine' },
      { line: 3, code: 'synonymLine' },
      { line: 4, code: 'synonymLine' },
    ]);
    expect(parseSynonyms(`a: ${'b'.repeat(SYNONYM_LIMITS.lineLength)}`).problems).toEqual([
      { line: 1, code: 'tooLong' },
    ]);
    const result = ShopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, searchSynonyms: 'mesin rumput' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['searchSynonyms'], message: 'synonymLine' });
    // An older save without the field: the defaults.
    const { searchSynonyms: _absent, ...older } = DEFAULT_SHOP_SETTINGS;
    expect(ShopSettingsSchema.parse(older).searchSynonyms).toBe(DEFAULT_SEARCH_SYNONYMS);
  });
});

describe('what the forgiving step forgives', () => {
  test('no edit under 4 letters, one from 4, two from 8', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 30 }), (word) => {
        expect(allowedEdits(word)).toBe(word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);
      }),
    );
  });

  test('never a digit, never the first letter of a word under 8 letters, never more edits than the longer word allows', () => {
    expect(mayForgive('mig250', 'mig200', 1)).toBe(false);
    expect(mayForgive('250', '200', 1)).toBe(false);
    expect(mayForgive('tarcher', 'karcher', 1)).toBe(false);
    expect(mayForgive('kompressors', 'compressors', 1)).toBe(true);
    expect(mayForgive('tol', 'tool', 1)).toBe(true);
    expect(mayForgive('weldng', 'welding', 1)).toBe(true);
    expect(mayForgive('weldng', 'wending', 2)).toBe(false);
    expect(mayForgive('invrter', 'inverter', 1)).toBe(true);
  });

  test('only the nearest of the catalogue’s words, a word of the catalogue itself none', () => {
    const vocabulary = searchVocabulary([
      ['welding', 12],
      ['welting', 1],
      ['wedding', 3],
    ]);
    expect(corrections(vocabulary, 'weldng')).toEqual(['welding']);
    expect(corrections(vocabulary, 'welding')).toEqual([]);
  });

  test('an exact query is looked for as typed; the forgiving step adds corrections, splits as phrases and joins', () => {
    const table = synonymTable(DEFAULT_SEARCH_SYNONYMS);
    const vocabulary = searchVocabulary(
      ['dong', 'cheng', 'mig', '200', '2hp', 'generator', 'janakuasa'].map((word): [string, number] => [word, 1]),
    );
    expect(exactSlots(['genset'], table)).toEqual([[['genset'], ['generator'], ['janakuasa']]]);
    expect(forgivingSlots(['dongcheng'], table, vocabulary)).toEqual([[['dongcheng'], ['dong cheng']]]);
    expect(forgivingSlots(['mig200'], table, vocabulary)).toEqual([[['mig200'], ['mig 200']]]);
    expect(forgivingSlots(['2', 'hp'], table, vocabulary)).toEqual([[['2', 'hp'], ['2hp']]]);
    expect(forgivingSlots(['jenzet'], table, vocabulary)).toEqual([
      [['jenzet'], ['jenset'], ['generator'], ['janakuasa']],
    ]);
    // Nothing more to look for than as typed: no forgiving step.
    expect(forgivingSlots(['generator'], table, vocabulary)).toBeNull();
  });
});
