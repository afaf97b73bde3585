import { describe, expect, test } from 'vitest';
import { acceptedLanguage, toLanguage, withLanguage } from './language';

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
