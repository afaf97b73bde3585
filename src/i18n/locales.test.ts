import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { testimonials } from '@/content/first-testimonials';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { DEFAULT_REPAIR_TERMS } from '@/domain/repair-terms';
import { catalogueModule } from './catalogue-modules';

/**
 * A language is its row in LOCALES (src/domain/locales.ts) and its catalogues: this names, for each language of the
 * table, every file it lacks, every key of the English catalogues it lacks (or has that English has not), every empty
 * text and every placeholder it drops. The English catalogues are the source.
 */

const root = path.join(import.meta.dirname, 'locales');
const namespaces = fs.readdirSync(path.join(root, FALLBACK_LANGUAGE)).filter((file) => file.endsWith('.json'));

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

/** The maps of a catalogue keyed by language codes, by their key: their keys are codes, the fallback's among them. */
function languageMaps(value: unknown, prefix = ''): Record<string, string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const keys = Object.keys(value);
  const codes: readonly string[] = LANGUAGES;
  if (keys.includes(FALLBACK_LANGUAGE) && keys.every((key) => codes.includes(key))) return { [prefix]: keys };
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) =>
      Object.entries(languageMaps(child, prefix ? `${prefix}.${key}` : key)),
    ),
  );
}

const fileOf = (language: string, file: string) => path.join(root, language, file);
const read = (language: string, file: string) => flatten(JSON.parse(fs.readFileSync(fileOf(language, file), 'utf8')));
const relative = (file: string) => path.relative(path.join(import.meta.dirname, '../..'), file);

test('the English catalogues are there, and the public ones, the admin one and the names are among them', () => {
  expect(namespaces.sort()).toEqual(['admin.json', 'common.json', 'names.json', 'site.json']);
});

describe.each(LANGUAGES)('the catalogues of %s', (language) => {
  const name = LOCALES[language].label;

  test(`${name} has each file English has, and the module of its public catalogues`, () => {
    const files = [...namespaces.map((file) => relative(fileOf(language, file))), catalogueModule(language)];
    const missing = files.filter((file) => !fs.existsSync(path.join(import.meta.dirname, '../..', file)));
    expect(missing, `files to write for ${language}`).toEqual([]);
  });

  describe.each(namespaces)('%s', (file) => {
    const present = fs.existsSync(fileOf(language, file));
    const source = read(FALLBACK_LANGUAGE, file);
    const translated = present ? read(language, file) : {};

    test.runIf(present)(`${name} has every key that English has, and no other`, () => {
      const keys = Object.keys(translated);
      const missing = Object.keys(source).filter((key) => !(key in translated));
      const extra = keys.filter((key) => !(key in source));
      expect({ missing, extra }, `${language}/${file}`).toEqual({ missing: [], extra: [] });
    });

    test.runIf(present)(`${name} names every language where it names languages`, () => {
      // A map keyed by language codes (`repairs.csv.languages`) names each language: English's first of all.
      const maps = languageMaps(JSON.parse(fs.readFileSync(fileOf(language, file), 'utf8')));
      const lacking = Object.entries(maps).flatMap(([key, codes]) =>
        LANGUAGES.filter((code) => !codes.includes(code)).map((code) => `${key} lacks ${code}`),
      );
      expect(lacking, `${language}/${file}`).toEqual([]);
    });

    test.runIf(present)(`no ${name} text is empty`, () => {
      const empty = Object.entries(translated)
        .filter(([, value]) => !(typeof value === 'string' ? value.trim() : value))
        .map(([key]) => key);
      expect(empty, `${language}/${file}: empty texts`).toEqual([]);
    });

    test.runIf(present)(`each ${name} text keeps the placeholders of its English text`, () => {
      const placeholders = (text: unknown) =>
        String(text)
          .match(/\{\{\s*\w+\s*\}\}/g)
          ?.sort() ?? [];
      for (const [key, value] of Object.entries(source)) {
        if (key in translated) expect(placeholders(translated[key]), key).toEqual(placeholders(value));
      }
    });
  });
});

describe.each(LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE))(
  "the shop's default texts in %s",
  (language) => {
    // A default the owner replaces is written in the language, not the English kept in its place (inEveryLanguage).
    test('are written in it: the slip’s terms and the first testimonials', () => {
      const english = [
        ['src/domain/repair-terms.ts', DEFAULT_REPAIR_TERMS],
        ...testimonials.map((item) => [`src/content/first-testimonials.ts: ${item.id}`, item.text] as const),
      ] as const;
      const untranslated = english.filter(([, text]) => text[language] === text[FALLBACK_LANGUAGE]).map(([at]) => at);
      expect(untranslated, `still in English in ${language}`).toEqual([]);
    });
  },
);
