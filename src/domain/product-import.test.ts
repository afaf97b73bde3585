import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { makeProduct } from '../../tests/factories';
import type { Category } from './categories';
import type { Product } from './product';
import {
  PRODUCT_CSV_COLUMNS,
  buildProductsCsv,
  isShopeeSheet,
  isSiteSheet,
  planImport,
  rowsFromShopeeSheet,
  rowsFromSiteSheet,
  skuKeyOf,
  unmatchedShopeeCategories,
  withLocalUploads,
  type ImportRow,
} from './product-import';

const ORIGIN = 'https://shop.example';

const LABELS: Record<Category, string> = {
  'Welding Machines': 'Mesin Kimpalan',
  Accessories: 'Aksesori',
  'Power Tools': 'Alatan Kuasa',
  Generator: 'Penjana',
  'Air Compressors': 'Pemampat Udara',
  'Home Improvements': 'Penambahbaikan Rumah',
  Others: 'Lain-lain',
  'Machinery Service Consultant': 'Perunding Servis Jentera',
};

function parse(text: string): { headers: string[]; records: Record<string, string>[] } {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  return { headers: result.meta.fields ?? [], records: result.data };
}

const bySku = (products: readonly Product[]) => new Map(products.map((p) => [skuKeyOf(p.sku), p]));

const welder = makeProduct({
  id: 'w1',
  name: 'MIG 200, "Pro"',
  nameMs: 'Mesin kimpal MIG 200',
  sku: 'MIG-200',
  price: 1299.9,
  weight: 12.5,
  category: 'Welding Machines',
  subCategory: 'MIG',
  description: 'Line one\nLine two',
  image: '/uploads/products/1_intro_mig.png?v=abc',
  additionalImages: ['/uploads/products/1_0_side.png?v=def'],
  status: 'soldOut',
});
const formula = makeProduct({ id: 'f1', name: '=HYPERLINK("x")', sku: 'F-1', weight: null });

describe('the site’s own file', () => {
  test('has a column per field the admin writes, the additional images one each', () => {
    expect(PRODUCT_CSV_COLUMNS).toEqual([
      'name',
      'nameMs',
      'sku',
      'price',
      'weight',
      'category',
      'subCategory',
      'description',
      'descriptionMs',
      'shopeeUrl',
      'tiktokUrl',
      'image',
      'additionalImage1',
      'additionalImage2',
      'additionalImage3',
      'additionalImage4',
      'additionalImage5',
      'status',
    ]);
  });

  test('exported and read back, every product is left as it is: quotes, commas, line breaks and formulas too', () => {
    const text = buildProductsCsv([welder, formula], ORIGIN);
    expect(text.startsWith('\ufeff')).toBe(true);
    // A spreadsheet would run the name as a formula; the file guards it, and the import reads it back.
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(`${ORIGIN}/uploads/products/1_intro_mig.png?v=abc`);
    const { headers, records } = parse(text);
    expect(isSiteSheet(headers)).toBe(true);
    expect(isShopeeSheet(headers)).toBe(false);
    const rows = rowsFromSiteSheet(records).map((row) => ({ ...row, fields: withLocalUploads(row.fields, ORIGIN) }));
    expect(rows[0]?.fields).toMatchObject({ name: 'MIG 200, "Pro"', description: 'Line one\nLine two' });
    expect(rows[1]?.fields.name).toBe('=HYPERLINK("x")');
    const { plan } = planImport(rows, bySku([welder, formula]));
    // The product without a weight: the file's empty cell is refused, as the form refuses it.
    expect(plan.lines.map((line) => line.action)).toEqual(['same', 'refused']);
    expect(plan.lines[1]?.errors).toEqual({ weight: 'weightRequired' });
  });

  test('a line adds a product of a new SKU, changes the one of a known SKU, and names the fields it changes', () => {
    const rows: ImportRow[] = [
      { line: 2, fields: { sku: 'mig-200 ', price: '1199', status: 'active' } },
      {
        line: 3,
        fields: {
          sku: 'TIG-160',
          name: 'TIG 160',
          price: '899.50',
          weight: '9',
          category: 'Welding Machines',
          subCategory: 'TIG',
          description: 'A TIG welder.',
          image: '/uploads/products/2_intro_tig.png',
        },
      },
    ];
    const { plan, lines } = planImport(rows, bySku([welder]));
    expect(plan.counts).toEqual({ add: 1, change: 1, same: 0, refused: 0 });
    expect(plan.lines[0]).toMatchObject({ action: 'change', id: 'w1', changed: ['price', 'status'] });
    // Columns the file does not have keep the product's values.
    expect(lines[0]?.input).toMatchObject({ name: 'MIG 200, "Pro"', nameMs: 'Mesin kimpal MIG 200', price: 1199 });
    expect(lines[1]?.input).toMatchObject({ name: 'TIG 160', price: 899.5, status: 'active', nameMs: '' });
  });

  test('a line is refused by field with the form’s codes, and a SKU an earlier line has is refused too', () => {
    const good = {
      name: 'Grinder',
      price: '100',
      weight: '2',
      category: 'Power Tools',
      description: 'Grinds.',
      image: '/uploads/products/3_intro_g.png',
    };
    const { plan } = planImport(
      [
        { line: 2, fields: { ...good, sku: 'G-1' } },
        { line: 3, fields: { ...good, sku: 'g-1' } },
        { line: 4, fields: { ...good, sku: 'G-2', price: 'abc', category: 'Kitchen', status: 'hidden' } },
        { line: 5, fields: { ...good, sku: '' } },
      ],
      new Map(),
    );
    expect(plan.lines.map((line) => [line.action, line.errors])).toEqual([
      ['add', {}],
      ['refused', { sku: 'duplicateSku' }],
      ['refused', { price: 'number', category: 'categoryRequired', status: 'invalid' }],
      ['refused', { sku: 'skuRequired' }],
    ]);
    expect(plan.counts).toEqual({ add: 1, change: 0, same: 0, refused: 3 });
  });

  test('a refusal found elsewhere (an image the server could not fetch) refuses the line', () => {
    const { plan } = planImport(
      [{ line: 2, fields: { sku: 'MIG-200' } }],
      bySku([welder]),
      new Map([[2, { image: 'imageFetch' }]]),
    );
    expect(plan.lines[0]).toMatchObject({ action: 'refused', errors: { image: 'imageFetch' } });
  });
});

describe('a Shopee product sheet', () => {
  const header =
    'Category,Product Name,Product Description,Parent SKU,Variation Integration No.,Option for Variation 1,SKU,Price,Stock,Weight,Cover image,Item Image 1,Item Image 2';
  const sheet = [
    header,
    'Welding Machines,MIG 250 Welder,Strong welder.,MIG250,V1,220V,MIG250-220,"RM 1,450.00",5,14,https://cf.shopee.example/a.jpg,https://cf.shopee.example/b.jpg,',
    ',,,MIG250,V1,380V,MIG250-380,1650,2,15,,,',
    'Safety Gear,Welding gloves,Leather.,GLV,,,,25.5,100,0.3,https://cf.shopee.example/g.jpg,,',
    'Tools > Power Tools,Angle grinder,Grinds.,AG-1,,,,149,3,2.1,https://cf.shopee.example/ag.jpg,,',
  ].join('\n');

  test('is known by its columns, and its categories that match none of the shop’s are listed once each', () => {
    const { headers, records } = parse(sheet);
    expect(isShopeeSheet(headers)).toBe(true);
    expect(isSiteSheet(headers)).toBe(false);
    expect(unmatchedShopeeCategories(records, LABELS)).toEqual(['Safety Gear']);
  });

  test('becomes the shop’s products: variations by their option, prices without RM, categories as chosen', () => {
    const { records } = parse(sheet);
    const rows = rowsFromShopeeSheet(records, LABELS, { 'Safety Gear': 'Accessories' });
    expect(rows.map((row) => row.fields)).toEqual([
      {
        name: 'MIG 250 Welder',
        sku: 'MIG250-220',
        price: '1450.00',
        weight: '14',
        category: 'Welding Machines',
        description: 'Strong welder.',
        image: 'https://cf.shopee.example/a.jpg',
        additionalImages: ['https://cf.shopee.example/b.jpg'],
      },
      {
        name: 'MIG 250 Welder - 380V',
        sku: 'MIG250-380',
        price: '1650',
        weight: '15',
        category: 'Welding Machines',
        description: 'Strong welder.',
        image: 'https://cf.shopee.example/a.jpg',
        additionalImages: ['https://cf.shopee.example/b.jpg'],
      },
      expect.objectContaining({ name: 'Welding gloves', sku: 'GLV', category: 'Accessories' }),
      expect.objectContaining({ name: 'Angle grinder', sku: 'AG-1', category: 'Power Tools' }),
    ]);
    const unchosen = rowsFromShopeeSheet(records, LABELS, {});
    const { plan } = planImport(unchosen, new Map());
    expect(plan.lines[2]).toMatchObject({ action: 'refused', errors: { category: 'categoryRequired' } });
  });
});
