import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from '@/domain/limits';
import { createServerI18n } from './server';
import { resources } from './resources';
import { formatMessage, messageTable, pickMessages } from './messages';

/** The values a text may name, found in the English source: `{{name}}`. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!);
}

describe.each(LANGUAGES)('the public texts in %s', (language) => {
  const i18n = createServerI18n(language);
  const table = messageTable(resources[language]);
  const keys = [...new Set(Object.keys(messageTable(resources.en)).map((key) => key.replace(/_(one|other)$/, '')))];

  test('the table holds every key of the public catalogues', () => {
    expect(keys.length).toBeGreaterThan(300);
    for (const key of keys) expect(formatMessage(table, language, key, { count: 2 }), key).not.toBe(key.split(':')[1]);
  });

  test('give the text i18next gives for every key, with generated values and counts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.nat({ max: 1000 }), (value, count) => {
        for (const key of keys) {
          const source = table[key] ?? table[`${key}_other`] ?? '';
          const values: Record<string, string | number> = { count };
          for (const name of placeholders(source)) if (name !== 'count') values[name] = value;
          expect(formatMessage(table, language, key, values), key).toBe(i18n.t(key as never, values as never));
        }
      }),
      { numRuns: 25 },
    );
  });
});

test("a page's messages are the keys its islands name, with their plural forms", () => {
  const table = messageTable(resources.en);
  const picked = pickMessages(table, ['common:nav.enquiryCount', 'site:catalogue.loadMore']);
  expect(Object.keys(picked).sort()).toEqual([
    'common:nav.enquiryCount_one',
    'common:nav.enquiryCount_other',
    'site:catalogue.loadMore',
  ]);
  expect(formatMessage(picked, 'en', 'common:nav.enquiryCount', { count: 1 })).toBe('1 item');
  expect(formatMessage(picked, 'en', 'common:nav.enquiryCount', { count: 3 })).toBe('3 items');
});
