import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@/domain/limits';
import enAdmin from './locales/en/admin.json';
import msAdmin from './locales/ms/admin.json';

/**
 * Counts said right in every language: a text that shows a count is said by i18next's plural forms (`_one`, `_other`,
 * chosen by the language's rules, src/i18n/messages.ts for the public pages), so English says "1 day" and "6 days";
 * Malay has no grammatical plural, and its `_other` reads as well for 1. A sentence with two counts takes each as a
 * phrase of its own ('{{products}} and {{orders}}', each said with its count).
 */

async function adminT(language: 'en' | 'ms') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    ns: ['admin'],
    defaultNS: 'admin',
    resources: { en: { admin: enAdmin }, ms: { admin: msAdmin } },
    interpolation: { escapeValue: false },
  });
  // The catalogue's keys are typed without their plural endings; a test of those endings asks by the plain key.
  return i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
}

test('a count of one is said in the singular in English, and Malay needs no plural form', async () => {
  const en = await adminT('en');
  const ms = await adminT('ms');
  expect(en('repairs.receipt.storageFee', { count: 1, fee: 'RM 5.00' })).toBe('Storage fee: 1 day × RM 5.00');
  expect(en('repairs.receipt.storageFee', { count: 6, fee: 'RM 5.00' })).toBe('Storage fee: 6 days × RM 5.00');
  expect(en('import.format.read', { count: 1, format: 'CSV' })).toBe('Read as CSV: 1 line.');
  expect(en('insights.repairs.medianOver', { count: 1 })).toBe('Over 1 job that became ready in these weeks.');
  expect(en('repairs.quote.incomplete', { count: 2, lines: '2 and 3' })).toBe(
    'Lines 2 and 3 are not complete yet, so they are not counted.',
  );
  expect(en('demoData.products', { count: 1 })).toBe('1 demo product');
  expect(en('demoData.products', { count: 35 })).toBe('35 demo products');
  expect(ms('repairs.receipt.storageFee', { count: 1, fee: 'RM 5.00' })).toBe('Caj simpanan: 1 hari × RM 5.00');
  expect(ms('repairs.slip.storageFee', { count: 1, fee: 'RM 5.00' })).toContain('1 hari');
  expect(ms('demoData.products', { count: 1 })).toBe('1 produk demo');
});

// Every catalogue of every language, flat: 'admin:demoData.products_one' → its text.
const root = path.join(import.meta.dirname, 'locales');
const NAMESPACES = fs
  .readdirSync(path.join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, into);
  }
  return into;
}

function catalogue(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const namespace of NAMESPACES) {
    flatten(
      JSON.parse(fs.readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')),
      `${namespace}:`,
      texts,
    );
  }
  return texts;
}

const PLURAL = /_(one|other)$/;

/**
 * Placeholders that name a fixed number of the site, never 1 (a limit, a year, the images chosen beside fewer kept,
 * the whole of which an index is one): filled with a large number below, as a count is filled with 1.
 */
const NEVER_ONE = new Set(['max', 'min', 'maxMegabytes', 'maxKilobytes', 'maxSide', 'year', 'chosen', 'total']);

/** Placeholders that hold a name, never a number. */
const NAMES = new Set(['company', 'name', 'legalName', 'shop', 'machine', 'customer']);

/** What a count of one must never be followed by in English: the plural of a thing counted (a word or two between). */
const ONE_OF_MANY =
  /\b1 (?:(?!of\b|and\b)[a-z-]+ ){0,2}(days|weeks|months|nights|minutes|hours|products|orders|repairs|photos|images|lines|items|jobs|customers|testimonials|characters|records|people|pictures|machines)\b/;

describe.each(LANGUAGES)('the %s catalogues', (language) => {
  const texts = catalogue(language);

  test('every text that shows {{count}} has its plural forms, one and other', () => {
    const plain = [...texts].filter(([key, text]) => /\{\{\s*count\s*\}\}/.test(text) && !PLURAL.test(key));
    expect(
      plain.map(([key]) => key),
      'texts with {{count}} and no plural forms',
    ).toEqual([]);
    const bases = new Set([...texts.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    const halves = [...bases].filter((base) => !texts.has(`${base}_one`) || !texts.has(`${base}_other`));
    expect(halves, 'plural texts without both forms').toEqual([]);
  });
});

test('no English text says "1" of a plural: a count of one takes the singular form', async () => {
  const texts = catalogue('en');
  const offenders: string[] = [];
  for (const [key, text] of texts) {
    // The form a count of one is said in: a plural's `_one`, or a plain text.
    if (key.endsWith('_other')) continue;
    const said = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      NEVER_ONE.has(name) ? '120' : NAMES.has(name) ? 'Kinta' : '1',
    );
    if (ONE_OF_MANY.test(said)) offenders.push(`${key}: ${said.slice(0, 120)}`);
  }
  expect(offenders, 'texts that say "1 …s" for a count of one').toEqual([]);
});

/** Every source file of the app, to find the texts it says with a count. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('every text the code says with a count has plural forms', () => {
  const texts = catalogue('en');
  const keyOf = (full: string) => full.slice(full.indexOf(':') + 1);
  const plain = new Set([...texts.keys()].filter((key) => !PLURAL.test(key)).map(keyOf));
  const plural = new Set(
    [...texts.keys()].filter((key) => PLURAL.test(key)).map((key) => keyOf(key.replace(PLURAL, ''))),
  );
  const offenders: string[] = [];
  const src = path.join(import.meta.dirname, '..');
  for (const file of sourceFiles(src)) {
    const code = fs.readFileSync(file, 'utf8');
    // t('key', { …, count: n }) and its kin (slip(), words(), siteT()): a literal key with `count` among its values.
    for (const call of code.matchAll(/\(\s*'([\w.:]+)'\s*,\s*\{([^{}]*)\}/g)) {
      const key = keyOf(call[1]!);
      // `count` as a value's name (`count: n`, or `{ count }`), not as the value of another (`total: count`).
      if (!/(?:^|[{,])\s*count\s*(?::|,|$)/.test(call[2]!)) continue;
      if (plain.has(key) && !plural.has(key)) offenders.push(`${path.relative(src, file)}: ${key}`);
    }
  }
  expect(offenders, 'texts said with a count that have no plural forms').toEqual([]);
});
