import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPrice } from '@/domain/format';
import type { Language } from '@/domain/limits';
import type { Product } from '@/domain/product';
import type { ProductInput } from '@/domain/product-schema';
import {
  PRODUCT_FIELDS,
  PRODUCT_INPUT_FIELDS,
  PRODUCT_PAGE_FIELDS,
  type ProductFieldSpec,
} from '@/domain/product-fields';
import { DRAWN_ON_PRODUCT_PAGE, productSpecLines } from '@/features/site/catalogue/product-specs';
import { formatMessage, messageTable } from '@/i18n/messages';
import { resources } from '@/i18n/resources';
import { openDatabase, type Db } from '../db/database';
import { createProductRepository } from '../db/products-store';
import { makeProductInput } from '../../tests/factories';
import { createPageRenderer, type PageRenderer } from './page-renderer';
import { writeTestSite } from '../../tests/support/test-site';

/**
 * The product page shows what the table of product fields says it shows (issue 48): rendered by the server with a
 * product whose every field is filled, each field of `shows: ['page']` is on the page in the language it is for,
 * and a field the page does not draw itself is a line of its specifications.
 */

const IMAGES = ['/uploads/products/9_intro_arc.webp?v=1', '/uploads/products/9_0_side.webp?v=2'];

/**
 * A value for each admin field by its row's kind, found nowhere else on the page (a text by its name, a number of
 * its own): the product below sets the fields the page draws itself, and a field the table gains is filled here.
 */
function filledByKind(): Partial<ProductInput> {
  const values: Partial<Record<ProductFieldSpec['kind'], (name: string, i: number) => unknown>> = {
    text: (name) => `«${name}»`,
    number: (_, i) => 9001 + i,
    numberOrNull: (_, i) => 9001 + i,
    textList: (name) => [`«${name}»`],
  };
  return Object.fromEntries(
    PRODUCT_INPUT_FIELDS.flatMap((name, i) => {
      const value = values[PRODUCT_FIELDS[name].kind];
      return value ? [[name, value(name, i)]] : [];
    }),
  );
}

let dir: string;
let db: Db;
let pages: PageRenderer;
let product: Product;
let soldOut: Product;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'product-fields-'));
  const staticDir = writeTestSite(dir);
  db = openDatabase(path.join(dir, 'data'));
  const products = createProductRepository(db);
  const full = makeProductInput({
    ...filledByKind(),
    name: 'Jasic ARC 250 Inverter',
    nameMs: 'Mesin Kimpalan Jasic ARC 250',
    sku: 'WM-ARC-250Q',
    price: 1234.5,
    weight: 7.3,
    category: 'Welding Machines',
    subCategory: 'ARC',
    description: 'Hot start and arc force for 4 mm rods.',
    descriptionMs: 'Permulaan panas untuk rod 4 mm.',
    shopeeUrl: 'https://shopee.com.my/jasic-arc-250-i.77',
    tiktokUrl: 'https://shop.tiktok.com/view/product/jasic-arc-250',
    image: IMAGES[0],
    additionalImages: IMAGES.slice(1),
  });
  product = products.create(full);
  soldOut = products.create({ ...full, sku: 'WM-ARC-250S', status: 'soldOut' });
  pages = await createPageRenderer({ staticDir, siteUrl: 'https://example.my/', db });
});

afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function render(of: Product, language: Language): Promise<string> {
  const page = await pages.render(
    { url: `/products/${of.id}${language === 'ms' ? '?lang=ms' : ''}` } as FastifyRequest,
    language,
  );
  if (!('html' in page)) throw new Error(`expected a page, got a redirect to ${page.location}`);
  // The page's own markup, without the data it hands its code (which holds every field as JSON).
  return page.html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/\s+/g, ' ')
    .replaceAll('&amp;', '&');
}

const site = (language: Language, key: string, values?: Record<string, string>) =>
  formatMessage(messageTable(resources[language]), language, `site:${key}`, values);

/** How each field the page draws itself is seen on it, in which language, and on which product. */
const DRAWN_MARKS: Record<
  (typeof DRAWN_ON_PRODUCT_PAGE)[number],
  { language: Language; of?: 'soldOut'; text: (product: Product) => string }
> = {
  name: { language: 'en', text: (p) => p.name },
  nameMs: { language: 'ms', text: (p) => p.nameMs },
  sku: { language: 'en', text: (p) => site('en', 'product.sku', { sku: p.sku }) },
  price: { language: 'en', text: (p) => formatPrice(p.price) },
  description: { language: 'en', text: (p) => p.description },
  descriptionMs: { language: 'ms', text: (p) => p.descriptionMs },
  shopeeUrl: { language: 'en', text: (p) => `href="${p.shopeeUrl}"` },
  tiktokUrl: { language: 'en', text: (p) => `href="${p.tiktokUrl}"` },
  image: { language: 'en', text: (p) => p.image.split('?')[0]! },
  additionalImages: { language: 'en', text: (p) => p.additionalImages[0]!.split('?')[0]! },
  status: { language: 'en', of: 'soldOut', text: () => site('en', 'product.soldOut') },
};

describe('the product page', () => {
  test('shows every field the table shows on it', async () => {
    const drawn: readonly string[] = DRAWN_ON_PRODUCT_PAGE;
    for (const name of PRODUCT_PAGE_FIELDS) {
      if (drawn.includes(name)) {
        const mark = DRAWN_MARKS[name as (typeof DRAWN_ON_PRODUCT_PAGE)[number]];
        const of = mark.of === 'soldOut' ? soldOut : product;
        expect(await render(of, mark.language), `the page shows ${name}`).toContain(mark.text(of).replace(/\s+/g, ' '));
      } else {
        const spec = (PRODUCT_FIELDS[name] as ProductFieldSpec).spec;
        expect(spec, `${name}: its spec label`).toBeDefined();
        expect(await render(product, 'en'), `the page shows ${name}`).toContain(site('en', spec!));
      }
    }
  });

  test('shows none of the fields the table does not show on it: the weight, the sub-category', async () => {
    const html = await render(product, 'en');
    expect(PRODUCT_PAGE_FIELDS).not.toContain('weight');
    expect(html).not.toContain('7.3');
    expect(html).not.toContain('>ARC<');
  });

  test('has a line of specifications for each field it shows and does not draw itself, and none without one', async () => {
    const drawn: readonly string[] = DRAWN_ON_PRODUCT_PAGE;
    const lines = PRODUCT_PAGE_FIELDS.filter((name) => !drawn.includes(name));
    expect(productSpecLines(product, (key) => site('en', key)).map((line) => line.name)).toEqual(lines);
    const heading = site('en', 'product.specs');
    if (lines.length === 0) expect(await render(product, 'en')).not.toContain(heading);
    else expect(await render(product, 'en')).toContain(heading);
  });

  test('writes a field the table gains with `shows: ["page"]` as a line of its specifications, by its kind', () => {
    const fields: Record<string, ProductFieldSpec> = {
      ...PRODUCT_FIELDS,
      warrantyMonths: {
        kind: 'numberOrNull',
        column: 'warranty_months',
        by: 'admin',
        shows: ['page'],
        spec: 'product.specs',
      },
      colours: { kind: 'textList', column: 'colours', by: 'admin', shows: ['page'], spec: 'product.description' },
    };
    const withNew = { ...product, warrantyMonths: 12, colours: ['Red', 'Blue'] } as Product;
    expect(productSpecLines(withNew, (key) => site('en', key), fields)).toEqual([
      { name: 'warrantyMonths', label: 'Specifications', value: '12' },
      { name: 'colours', label: 'Description', value: 'Red, Blue' },
    ]);
    // Without a value, no line.
    expect(
      productSpecLines({ ...withNew, warrantyMonths: null, colours: [] } as Product, (key) => site('en', key), fields),
    ).toEqual([]);
  });
});
