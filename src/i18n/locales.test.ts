import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

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

describe.each(namespaces)('the %s catalogue', (file) => {
  const en = read('en', file);
  const ms = read('ms', file);

  test('Malay has every key that English has, and no other', () => {
    expect(Object.keys(ms).sort()).toEqual(Object.keys(en).sort());
  });

  test('no value is empty in either language', () => {
    for (const [lang, entries] of [
      ['en', en],
      ['ms', ms],
    ] as const) {
      for (const [key, value] of Object.entries(entries)) {
        expect(typeof value === 'string' ? value.trim() : value, `${lang}: ${key}`).toBeTruthy();
      }
    }
  });

  test('each Malay text keeps the placeholders of its English text', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\s*\w+\s*\}\}/g)
        ?.sort() ?? [];
    for (const [key, value] of Object.entries(en)) {
      expect(placeholders(ms[key]), key).toEqual(placeholders(value));
    }
  });
});
