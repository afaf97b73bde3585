import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CUT_NAME_MARK, firstName } from './first-name';
import { repairStatusView } from './repair';
import { makeRepairJob } from '../../tests/factories';

/** Letters of the scripts Malaysian customers write their names in, and a few more. */
const LATIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèüñçÀ'];
const HAN = [...'陈林黄李张王吴刘蔡郑大文明美玲伟华志强'];
const TAMIL = ['மு', 'த்', 'து', 'கு', 'மா', 'ர்', 'சா', 'மி', 'ரா', 'ஜ', 'ன்', 'வே', 'லு'];
const OTHERS = [...'محمدعليأحمد', ...'สมชายใจดี', ...'김민준이서연', ...'たなかヤマダ', ...'ИванПетров'];

const word = (letters: string[]) =>
  fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
const anyWord = fc.oneof(word(LATIN), word(HAN), word(TAMIL), word(OTHERS));
/** What stands between two words of a name as people type it. */
const separator = fc.constantFrom(' ', '  ', '-', '‐', '–', '.', '. ', ', ', '/', ' · ', '\u3000', '\t');
const particle = fc.constantFrom('bin', 'binti', 'bt.', 'a/l', 'a/p', 'anak', 'Mohd.', 'Hj.');

/** A name of two or more words: words, particles and separators in any mix, with stray spaces around. */
const manyWords = fc
  .tuple(anyWord, fc.array(fc.tuple(separator, fc.oneof(anyWord, particle)), { minLength: 1, maxLength: 4 }))
  .map(([first, rest]) => first + rest.map(([sep, next]) => sep + next).join(''));
/** A name written as one word: a Chinese name without spaces, or a customer who gave one name. */
const oneWord = anyWord;
const padded = (name: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', ' ', '  '), name, fc.constantFrom('', ' ', '.')).map(([a, n, b]) => a + n + b);

const graphemeCount = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;

describe('the first name a status page shows', () => {
  test('is the first word of a name of several, however they are parted', () => {
    expect(firstName('  Siti Nurhaliza binti Tarudin ')).toBe('Siti');
    expect(firstName('Lim-Wei-Ming')).toBe('Lim');
    expect(firstName('Muthu a/l Samy')).toBe('Muthu');
    expect(firstName('Mohd. Ali')).toBe('Mohd');
    expect(firstName('陈\u3000大文')).toBe('陈');
    expect(firstName('Tan, Ah Kow')).toBe('Tan');
  });

  test('is the first letter and a mark of a name written as one word', () => {
    expect(firstName('陈大文')).toBe(`陈${CUT_NAME_MARK}`);
    expect(firstName('Ahmad')).toBe(`A${CUT_NAME_MARK}`);
    // A Tamil letter keeps its vowel sign: மு is one letter of two code points.
    expect(firstName('முத்து')).toBe(`மு${CUT_NAME_MARK}`);
  });

  test('is nothing for a name of one letter or none', () => {
    expect(firstName('陈')).toBe('');
    expect(firstName('')).toBe('');
    expect(firstName(' - . ')).toBe('');
  });

  test('never holds the full name, in any script, however it is written', () => {
    fc.assert(
      fc.property(padded(fc.oneof(manyWords, oneWord)), (name) => {
        const shown = firstName(name);
        const trimmed = name.trim();
        // Whatever is shown is less than the name: never all of it, nor the name with its parts run together.
        expect(shown.includes(trimmed)).toBe(false);
        expect(trimmed.replace(/[\s\p{Pd}.,/·・]+/gu, '')).not.toBe(shown);
        // It is the start of the name's first word, one word long.
        expect(shown).not.toMatch(/[\s\p{Pd}.,/]/u);
        expect(trimmed.replace(/^[\s\p{Pd}.,/·・]+/u, '').startsWith(shown.replace(CUT_NAME_MARK, ''))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('of a name of one word is one letter long', () => {
    fc.assert(
      fc.property(oneWord, (name) => {
        const shown = firstName(name);
        expect(graphemeCount(shown.replace(CUT_NAME_MARK, ''))).toBe(graphemeCount(name) > 1 ? 1 : 0);
      }),
    );
  });

  test('is the first word however the words are parted: look-alike blanks, invisible joiners and _ & @ + :', () => {
    expect(firstName('Ali\u2800bin\u2800Abu')).toBe('Ali');
    expect(firstName('Ali\u3164bin\u3164Abu')).toBe('Ali');
    expect(firstName('Ali\u200cbin\u200cAbu')).toBe('Ali');
    expect(firstName('Ali\u200dbin Abu')).toBe('Ali');
    for (const mark of ['_', '&', '@', '+', ':']) expect(firstName(`Ali${mark}bin${mark}Abu`), mark).toBe('Ali');
  });

  test('never holds more than one word of a name in any script, whatever space, separator or joiner parts it', () => {
    /** Every kind of gap people's keyboards and copied text put between words. */
    const gap = fc.constantFrom(
      ...[' ', '\u00a0', '\u1680', '\u2000', '\u2002', '\u2003', '\u2007', '\u2009', '\u200a', '\u202f'],
      ...['\u205f', '\u3000', '\u2028', '\u2029', '\t', '\n', '\u2800', '\u3164', '\u115f', '\u1160'],
      ...['\uffa0', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u180e', '\u00ad', '_', '&', '@', '+', ':'],
    );
    const latinName = fc
      .tuple(word(LATIN), fc.constantFrom('bin', 'binti', 'a/l', 'a/p', 'bt'), word(LATIN))
      .map((parts) => parts);
    const scripted = fc.oneof(
      latinName,
      fc.tuple(word(HAN), word(HAN)),
      fc.tuple(word(TAMIL), word(TAMIL), word(TAMIL)),
    );
    fc.assert(
      fc.property(scripted, fc.array(gap, { minLength: 1, maxLength: 3 }), (words, gaps) => {
        const name = words.reduce((text, next, index) => `${text}${gaps[index % gaps.length]}${next}`);
        const shown = firstName(name);
        expect(shown, JSON.stringify(name)).toBe(words[0]!.split(/[/]/)[0]);
      }),
      { numRuns: 1000 },
    );
  });

  test("is all the customer's view holds of the name", () => {
    const job = makeRepairJob();
    const { firstName: _other, ...rest } = repairStatusView({ ...job, customerName: 'Someone Else' });
    fc.assert(
      fc.property(padded(fc.oneof(manyWords, oneWord)), (name) => {
        const { firstName: shown, ...others } = repairStatusView({ ...job, customerName: name });
        expect(shown).toBe(firstName(name));
        // Nothing else of the view changes with the name: the first name is all it holds of it.
        expect(others).toEqual(rest);
      }),
      { numRuns: 300 },
    );
  });
});
