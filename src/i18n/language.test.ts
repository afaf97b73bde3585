import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from '@/domain/limits';
import { acceptedLanguage, acceptedLanguages, decideLanguage, toLanguage, withLanguage } from './language';

describe('a language tag', () => {
  test.each([
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['EN-gb', 'en'],
    ['en_US', 'en'],
    [' ms ', 'ms'],
  ])('%j is read as %j', (tag, language) => {
    expect(toLanguage(tag)).toBe(language);
  });

  test.each([['zh-CN'], ['malay'], [''], [null], [undefined]])('%j names no language of the site', (tag) => {
    expect(toLanguage(tag)).toBeNull();
  });
});

describe('the Accept-Language header', () => {
  test('gives the first language the site has, in the order of the weights', () => {
    expect(acceptedLanguage('zh-CN,zh;q=0.9,ms;q=0.8,en;q=0.7')).toBe('ms');
    expect(acceptedLanguage('en;q=0.5, ms-MY;q=0.9')).toBe('ms');
    expect(acceptedLanguage('ms-MY')).toBe('ms');
  });

  test('keeps the order of the header between tags of equal weight', () => {
    expect(acceptedLanguage('ms, en')).toBe('ms');
    expect(acceptedLanguage('en;q=0.8, ms;q=0.8')).toBe('en');
  });

  test('skips a language refused with q=0 and a weight it cannot read', () => {
    expect(acceptedLanguage('ms;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('ms;q=abc, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('ms;q=0')).toBeNull();
  });

  test('is null when there is no header or no language the site has', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage('fr-FR, de;q=0.9, *;q=0.1')).toBeNull();
  });
});

describe("an address in the visitor's language", () => {
  test.each([
    ['/products', 'ms', '/products?lang=ms'],
    ['/', 'ms', '/?lang=ms'],
    ['/products?category=Power+Tools', 'ms', '/products?category=Power+Tools&lang=ms'],
    ['/products#search', 'ms', '/products?lang=ms#search'],
    ['/products?q=mig&lang=en#top', 'ms', '/products?q=mig&lang=ms#top'],
    ['/products', 'en', '/products'],
    ['/products?lang=ms&q=tig', 'en', '/products?q=tig'],
    ['/contact#form', 'en', '/contact#form'],
  ] as const)('%s in %s is %s', (to, language, address) => {
    expect(withLanguage(to, language)).toBe(address);
  });
});

describe('decideLanguage, the one order of the server and the browser', () => {
  test("the address, then the saved choice, then the content, then the visitor's languages, then English", () => {
    expect(decideLanguage({ query: 'ms', saved: 'en', content: 'en', preferred: ['en'] })).toBe('ms');
    expect(decideLanguage({ query: 'fr', saved: 'ms', content: 'en', preferred: ['en'] })).toBe('ms');
    expect(decideLanguage({ query: null, saved: null, content: 'ms', preferred: ['en'] })).toBe('ms');
    expect(decideLanguage({ preferred: ['fr-FR', 'ms-MY', 'en'] })).toBe('ms');
    expect(decideLanguage({ preferred: ['fr', 'de'] })).toBe('en');
    expect(decideLanguage({})).toBe('en');
  });

  test('a language the address names always wins, whatever else the request carries', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.constantFrom(...LANGUAGES), { nil: null }),
        fc.array(fc.string()),
        (query, saved, content, preferred) => {
          expect(decideLanguage({ query, saved, content, preferred })).toBe(query);
        },
      ),
    );
  });

  test('reads Accept-Language by weight, as the server hands it over', () => {
    expect(acceptedLanguages('en;q=0.5, ms-MY, fr;q=0')).toEqual(['ms-MY', 'en']);
  });
});
