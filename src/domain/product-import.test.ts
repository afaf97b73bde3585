import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { makeProduct } from '../../tests/factories';
import { categoryName, subCategoryName } from '@/i18n/names';
import { CATEGORIES, SUB_CATEGORIES } from './categories';
import { formatPrice } from './format';
import { LANGUAGES, MAX_ADDITIONAL_IMAGES } from './limits';
import { PRODUCT_INPUT_FIELDS } from './product-fields';
import type { Product } from './product';
import {
  PRODUCT_CSV_COLUMNS,
  amountCell,
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
  test('has a column per field the admin writes, in the table’s order, the additional images one each', () => {
    const images = Array.from({ length: MAX_ADDITIONAL_IMAGES }, (_, i) => `additionalImage${i + 1}`);
    expect(PRODUCT_CSV_COLUMNS).toEqual(
      PRODUCT_INPUT_FIELDS.flatMap((name) => (name === 'additionalImages' ? images : [name])),
    );
    // The columns of the files the site has written, in their order: a file kept from before is read as it was.
    const written = [
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
      ...images,
      'status',
    ];
    expect(PRODUCT_CSV_COLUMNS.filter((column) => written.includes(column))).toEqual(written);
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
    expect(plan.lines[1]).toMatchObject({ sku: 'g-1', firstLine: 2 });
    expect(plan.lines.filter((line) => line.firstLine !== undefined)).toHaveLength(1);
  });

  test('a repeated SKU names the line where it first appeared, compared as SKUs compare (case and spaces aside)', () => {
    const good = {
      name: 'Welder',
      price: '100',
      weight: '2',
      category: 'Welding Machines',
      description: 'Welds.',
      image: '/uploads/products/3_intro_g.png',
    };
    const { plan } = planImport(
      [
        { line: 2, fields: { ...good, sku: 'ARC-1' } },
        { line: 4, fields: { ...good, sku: 'MIG200' } },
        { line: 7, fields: { ...good, sku: ' mig200 ' } },
        { line: 9, fields: { ...good, sku: 'Mig200' } },
        { line: 10, fields: { ...good, sku: 'ARC-1', price: 'abc' } },
      ],
      new Map(),
    );
    expect(plan.lines.map((line) => [line.line, line.action, line.errors.sku, line.firstLine])).toEqual([
      [2, 'add', undefined, undefined],
      [4, 'add', undefined, undefined],
      // Every later line names the first, not the one just before it.
      [7, 'refused', 'duplicateSku', 4],
      [9, 'refused', 'duplicateSku', 4],
      [10, 'refused', 'duplicateSku', 2],
    ]);
    expect(plan.lines[4]?.errors).toEqual({ sku: 'duplicateSku', price: 'number' });
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
    'Perkakas > Pemampat Udara,Pemampat 2HP,Angin.,CMP-2,,,,"RM1,299.00",1,30,https://cf.shopee.example/c.jpg,,',
  ].join('\n');

  test('is known by its columns, and its categories that match none of the shop’s are listed once each', () => {
    const { headers, records } = parse(sheet);
    expect(isShopeeSheet(headers)).toBe(true);
    expect(isSiteSheet(headers)).toBe(false);
    expect(unmatchedShopeeCategories(records)).toEqual(['Safety Gear']);
  });

  test('becomes the shop’s products: variations by their option, prices without RM, categories as chosen', () => {
    const { records } = parse(sheet);
    const rows = rowsFromShopeeSheet(records, { 'Safety Gear': 'Accessories' });
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
      // A category named in Malay is the shop's too; a price as a spreadsheet's currency format writes it.
      expect.objectContaining({ sku: 'CMP-2', category: 'Air Compressors', price: '1299.00' }),
    ]);
    const unchosen = rowsFromShopeeSheet(records, {});
    const { plan } = planImport(unchosen, new Map());
    expect(plan.lines[2]).toMatchObject({ action: 'refused', errors: { category: 'categoryRequired' } });
  });
});

/** A site file of one product line, `cells` over a complete new product's. */
function siteLine(cells: Record<string, string>): ImportRow {
  const base = {
    name: 'Grinder',
    sku: 'G-1',
    price: '100',
    weight: '2',
    category: 'Power Tools',
    subCategory: '',
    description: 'Grinds.',
    image: '/uploads/products/3_intro_g.png',
  };
  return rowsFromSiteSheet([{ ...base, ...cells }])[0]!;
}

/** The number in ringgit and sen (two decimals) that `cents` is. */
const ringgit = (cents: number) => cents / 100;

describe('the import reads what people write', () => {
  // Up to RM 99,999,999.99, more than any machine the shop sells; every sen.
  const cents = fc.integer({ min: 1, max: 9_999_999_999 });

  test('a price as the site writes it (RM 12,345.50) and as spreadsheets do (12,345.50, RM12,345.50, 12345.5)', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom('site', 'grouped', 'currency', 'plain', 'spaced'), (amount, style) => {
        const price = ringgit(amount);
        const grouped = formatPrice(price).replace(/^RM\u00a0/, '');
        const text = {
          site: formatPrice(price),
          grouped,
          currency: `RM${grouped}`,
          plain: String(price),
          spaced: ` rm ${grouped} `,
        }[style];
        const { plan, lines } = planImport([siteLine({ price: text })], new Map());
        expect(plan.lines[0]?.errors, text).toEqual({});
        expect(lines[0]?.input?.price, text).toBe(price);
      }),
    );
  });

  test('a weight with a thousands separator is read as its number', () => {
    const { lines } = planImport([siteLine({ weight: '1,250.5' })], new Map());
    expect(lines[0]?.input?.weight).toBe(1250.5);
  });

  test('a comma that does not group thousands is never dropped: 1,5 is refused, not read as 15', () => {
    const misplaced = fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.stringMatching(/^[0-9]{1,6}$/))
      .filter(([, after]) => after.length !== 3)
      .map(([before, after]) => `${before},${after}`);
    // Groups that are not all three digits long, anywhere in the number.
    const uneven = fc
      .tuple(
        fc.integer({ min: 1, max: 999 }),
        fc.array(fc.stringMatching(/^[0-9]{1,5}$/), { minLength: 1, maxLength: 3 }),
      )
      .filter(([, groups]) => groups.some((group) => group.length !== 3))
      .map(([head, groups]) => [head, ...groups].join(','));
    fc.assert(
      fc.property(fc.oneof(misplaced, uneven), fc.boolean(), (number, currency) => {
        const text = currency ? `RM ${number}` : number;
        expect(amountCell(text, { currency: true })).toBe(text);
        const { plan } = planImport([siteLine({ price: text })], new Map());
        expect(plan.lines[0]).toMatchObject({ action: 'refused', errors: { price: 'number' } });
      }),
    );
  });

  test('text that is no amount is refused as not a number, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const read = amountCell(text, { currency: true });
        // Either the digits of an amount, or the text as it was for the plan to refuse.
        if (read !== text.trim()) expect(read).toMatch(/^(?:\d+(?:\.\d*)?|\.\d+)$/);
        if (/[^0-9.,\sRMYrmy\u00a0]/.test(text)) expect(read).toBe(text.trim());
      }),
    );
  });

  test('a category and a sub-category are read by their names in either language, as people type them', () => {
    const pairs = CATEGORIES.flatMap((category) => [
      { category, subCategory: '' },
      ...((SUB_CATEGORIES as Partial<Record<string, readonly string[]>>)[category] ?? []).map((subCategory) => ({
        category,
        subCategory,
      })),
    ]);
    const typed = (name: string) =>
      fc.tuple(fc.constantFrom('as is', 'lower', 'upper'), fc.constantFrom('', ' ', '  ')).map(([letters, pad]) => {
        const cased = letters === 'lower' ? name.toLowerCase() : letters === 'upper' ? name.toUpperCase() : name;
        return `${pad}${cased}${pad}`;
      });
    fc.assert(
      fc.property(
        fc
          .constantFrom(...pairs)
          .chain(({ category, subCategory }) =>
            fc
              .constantFrom(...LANGUAGES)
              .chain((language) =>
                fc.tuple(
                  fc.constant({ category, subCategory }),
                  typed(categoryName(category, language)),
                  subCategory === '' ? fc.constant('') : typed(subCategoryName(subCategory, language)),
                ),
              ),
          ),
        ([expected, categoryText, subCategoryText]) => {
          const row = siteLine({ category: categoryText, subCategory: subCategoryText });
          expect(row.fields).toMatchObject(expected);
        },
      ),
    );
  });

  test('the Malay names of the issue: Mesin Kimpalan, Pemotong Plasma, Alatan Kuasa', () => {
    const rows = [
      siteLine({ category: 'Mesin Kimpalan', subCategory: 'Pemotong Plasma', sku: 'P-1' }),
      siteLine({ category: 'alatan kuasa', subCategory: 'Lain-lain', sku: 'P-2' }),
    ];
    const { plan, lines } = planImport(rows, new Map());
    expect(plan.counts.add).toBe(2);
    expect(lines.map((line) => [line.input?.category, line.input?.subCategory])).toEqual([
      ['Welding Machines', 'Plasma Cutter'],
      ['Power Tools', 'Other'],
    ]);
  });

  test('a name that is no category of the shop is still refused', () => {
    const { plan } = planImport([siteLine({ category: 'Dapur' })], new Map());
    expect(plan.lines[0]).toMatchObject({ action: 'refused', errors: { category: 'categoryRequired' } });
  });
});
