import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '@/domain';
import { DEMO_PRODUCTS } from '../seed/demo-products';
import { makeProductInput } from '../../tests/factories';
import { misspellingsOf, seededRandom, type Misspelling } from '../../tests/misspellings';
import { openDatabase, type Db } from './database';
import { createProductRepository } from './products-store';
import { createSettingsRepository } from './settings-store';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { ShopSettingsSchema } from '@/domain/shop-settings-schema';

let dir: string;
let db: Db;
let products: ReturnType<typeof createProductRepository>;
const stored: Product[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgiving-search-'));
  db = openDatabase(dir);
  products = createProductRepository(db);
  DEMO_PRODUCTS.forEach((demo, index) => {
    const input = makeProductInput({
      name: demo.name,
      nameMs: demo.nameMs,
      sku: demo.sku,
      price: demo.price,
      category: demo.category,
      subCategory: demo.subCategory,
      description: demo.description,
      descriptionMs: demo.descriptionMs,
    });
    stored.push(products.create(input, new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString()));
  });
});

afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const search = (q: string, sort?: 'price-asc' | 'newest') =>
  products.list({ shown: 'listed', q, limit: 60, ...(sort ? { sort } : {}) }).items;
const names = (q: string) => search(q).map((product) => product.name);

describe('forgiving catalogue search on the demo catalogue', () => {
  test('a misspelt, joined or split name in either language finds its product among the first three for at least 95 %', () => {
    const random = seededRandom(47);
    const cases: (Misspelling & { product: Product; language: string })[] = [];
    for (const product of stored) {
      for (const [language, name] of [
        ['en', product.name],
        ['ms', product.nameMs],
      ] as const) {
        for (const misspelling of misspellingsOf(name, random)) cases.push({ ...misspelling, product, language });
      }
    }
    const missed = cases.filter(
      (item) =>
        !search(item.query)
          .slice(0, 3)
          .some((found) => found.id === item.product.id),
    );
    const rate = 1 - missed.length / cases.length;
    const byKind = (kind: Misspelling['kind']) => cases.filter((item) => item.kind === kind).length;
    console.info(
      `forgiving search: ${cases.length - missed.length} of ${cases.length} misspellings (${(rate * 100).toFixed(1)} %) ` +
        `find their product in the first three (typos ${byKind('typo')}, joined ${byKind('joined')}, split ${byKind('split')}); ` +
        `missed: ${missed.map((item) => `"${item.query}"`).join(', ')}`,
    );
    expect(cases.length).toBeGreaterThan(300);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });

  test('what customers in Ipoh type finds the products they mean', () => {
    expect(names('genset')).toEqual(expect.arrayContaining(['Petrol Generator 3.5kVA Recoil Start']));
    expect(
      names('jenset')
        .slice(0, 3)
        .every((name) => /generator/i.test(name)),
    ).toBe(true);
    expect(names('weldng').length).toBeGreaterThan(0);
    expect(names('MIG200')).toContain('MIG 200 Synergic Inverter Welder 220V');
    expect(names('dongcheng')).toHaveLength(4);
    expect(
      names('kompresor')
        .slice(0, 3)
        .every((name) => /compressor/i.test(name)),
    ).toBe(true);
    expect(names('kercher').every((name) => name.startsWith('Karcher'))).toBe(true);
    expect(names('water jet')).toEqual(expect.arrayContaining(['Karcher K2 Power Control Pressure Washer']));
    expect(names('gerinda')).toEqual(
      expect.arrayContaining([
        'Amaxx 20V Cordless Angle Grinder 100mm',
        'Dong Cheng DSM10-100 Angle Grinder 100mm 850W',
      ]),
    );
    expect(names('2 hp')).toEqual(['Air Compressor 2HP 50L Direct Drive']);
  });

  test('an exact brand or model query returns no product of another brand or model', () => {
    const brands = { karcher: 'Karcher', amaxx: 'Amaxx', 'dong cheng': 'Dong Cheng' };
    for (const [query, brand] of Object.entries(brands)) {
      const found = search(query);
      expect(found.length).toBeGreaterThan(0);
      for (const product of found) expect(`${product.name} ${product.subCategory}`).toContain(brand);
    }
    const models = { 'mig 200': /MIG 200/, k2: /K2/, 'tig 200p': /TIG 200P/, dcjz23: /DCJZ23/, 'arc 400': /ARC 400/ };
    for (const [query, model] of Object.entries(models)) {
      const found = search(query);
      expect(found.length).toBeGreaterThan(0);
      for (const product of found) expect(product.name).toMatch(model);
    }
    // A model number is never forgiven: no 250 is a 200, no DCJZ24 a DCJZ23, no E6014 an E6013.
    expect(names('mig 250')).toEqual([]);
    expect(names('dcjz24')).toEqual([]);
    expect(names('e6014 electrode')).toEqual([]);
    expect(names('dcjz23')).toEqual(['Dong Cheng DCJZ23 Impact Drill 13mm']);
    expect(names('karcher k9')).toEqual([]);
  });

  test('a short word is not forgiven at its first letter, nor a word under four letters at all', () => {
    expect(names('tarcher')).toEqual([]);
    expect(names('mog')).toEqual([]);
  });

  test('forgiven results keep the sort asked for', () => {
    const prices = search('kompresor', 'price-asc').map((product) => product.price);
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const newest = search('dongcheng', 'newest').map((product) => product.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  test('an edit of the synonyms table in Shop settings applies to the next search', () => {
    const settings = createSettingsRepository(db);
    expect(names('mesin rumput')).toEqual([]);
    const { testimonials, ...rest } = DEFAULT_SHOP_SETTINGS;
    settings.save(
      ShopSettingsSchema.parse({
        ...rest,
        testimonials,
        searchSynonyms: 'mesin rumput: generator',
      }),
    );
    expect(
      names('mesin rumput')
        .slice(0, 3)
        .every((name) => /generator/i.test(name)),
    ).toBe(true);
    expect(names('mesin rumput').length).toBeGreaterThan(0);
    // A line taken out of the table no longer applies.
    settings.save(ShopSettingsSchema.parse({ ...rest, testimonials, searchSynonyms: '' }));
    expect(names('mesin rumput')).toEqual([]);
  });

  test('a product added, renamed or removed is searched by its new words at once', () => {
    expect(names('zylofon')).toEqual([]);
    const added = products.create(makeProductInput({ name: 'Zylophone Demo Tester' }));
    expect(names('zylofone')).toEqual(['Zylophone Demo Tester']);
    products.update(added.id, makeProductInput({ name: 'Xenophone Demo Tester' }));
    expect(names('zylofone')).toEqual([]);
    expect(names('xenofone')).toEqual(['Xenophone Demo Tester']);
    products.remove(added.id);
    expect(names('xenofone')).toEqual([]);
  });
});
