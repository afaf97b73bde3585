import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';

const root = path.join(import.meta.dirname, 'locales');
const namespaces = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, child]) =>
        Object.entries(flatten(child, prefix ? `${prefix}.${key}` : key)),
      ),
    );
  }
  return { [prefix]: value };
}

const read = (lang: string, file: string) => flatten(JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8')));

/** Every language of the site (src/domain/locales.ts) against the fallback's catalogues, which are the source. */
const translations = LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

describe.each(namespaces)('the %s catalogue', (file) => {
  const source = read(FALLBACK_LANGUAGE, file);

  test('every language has its own', () => {
    for (const language of LANGUAGES) {
      expect(fs.existsSync(path.join(root, language, file)), `${language}/${file}`).toBe(true);
    }
  });

  describe.each(translations)('in %s', (language) => {
    const translated = read(language, file);
    const name = LOCALES[language].label;

    test(`${name} has every key that English has, and no other`, () => {
      expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
    });

    test('no value is empty in either language', () => {
      for (const [lang, entries] of [
        [FALLBACK_LANGUAGE, source],
        [language, translated],
      ] as const) {
        for (const [key, value] of Object.entries(entries)) {
          expect(typeof value === 'string' ? value.trim() : value, `${lang}: ${key}`).toBeTruthy();
        }
      }
    });

    test(`each ${name} text keeps the placeholders of its English text`, () => {
      const placeholders = (text: unknown) =>
        String(text)
          .match(/\{\{\s*\w+\s*\}\}/g)
          ?.sort() ?? [];
      for (const [key, value] of Object.entries(source)) {
        expect(placeholders(translated[key]), key).toEqual(placeholders(value));
      }
    });
  });
});
