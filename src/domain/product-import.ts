/**
 * The catalogue as a CSV file, and a file read back: the columns (from the table of product fields), the rows of an
 * import as the admin's browser reads them from a file, and the plan of an import (what is added, changed, left as
 * it is and refused, line by line and field by field). Both backends plan with `planImport`, so the preview says the
 * same on either; the embedded server plans again before it writes. Parsing the file's text is the browser's
 * (src/features/admin/products/read-import-file.ts); this module takes its records.
 */
import { z } from './zod';
import type { Category } from './categories';
import { categoryOfName, subCategoryOfName } from '@/i18n/names';
import { MAX_ADDITIONAL_IMAGES } from './limits';
import { csvCell } from './orders-csv';
import { PRODUCT_INPUT_FIELDS, type ProductInputField } from './product-fields';
import {
  MAX_SHOWN_ADDITIONAL_IMAGES,
  addsUnshownImage,
  isHttpUrl,
  skuKeyOf,
  type Product,
  type ProductError,
} from './product';
import { ProductInputSchema, type ProductInput } from './product-schema';
import { fieldErrors } from './validation';

/** The most lines an import takes at once: a shop's whole catalogue, with room to spare. */
export const MAX_IMPORT_ROWS = 10_000;

/** The columns of additional images: one picture each, as spreadsheets and marketplaces hold them. */
const ADDITIONAL_IMAGE_COLUMNS = Array.from({ length: MAX_ADDITIONAL_IMAGES }, (_, i) => `additionalImage${i + 1}`);

type TextField = Exclude<ProductInputField, 'additionalImages'>;
const TEXT_FIELDS = PRODUCT_INPUT_FIELDS.filter((name): name is TextField => name !== 'additionalImages');

/**
 * The site's own columns, named as the fields are: every field the admin writes, in the table's order, the
 * additional images one column each. A field added to the table is a column of the file too.
 */
export const PRODUCT_CSV_COLUMNS: readonly string[] = PRODUCT_INPUT_FIELDS.flatMap((name) =>
  name === 'additionalImages' ? ADDITIONAL_IMAGE_COLUMNS : [name],
);

/** An image's address as the file gives it: the site's own uploads as full addresses, so they open anywhere. */
function absoluteUrl(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** A value as the file holds it: numbers as typed in the form (no grouping), nothing for an unknown weight. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The file's text: the byte order mark (Excel then reads UTF-8), the header row, one row per product. */
export function buildProductsCsv(products: readonly Product[], origin: string): string {
  const rows = products.map((product) =>
    PRODUCT_INPUT_FIELDS.flatMap((name) => {
      if (name === 'additionalImages') {
        return ADDITIONAL_IMAGE_COLUMNS.map((_, i) => {
          const url = product.additionalImages[i];
          return url ? absoluteUrl(url, origin) : '';
        });
      }
      const value = product[name];
      return [name === 'image' ? absoluteUrl(String(value), origin) : cellText(value)];
    })
      .map(csvCell)
      .join(','),
  );
  return `\ufeff${[PRODUCT_CSV_COLUMNS.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`;
}

/** The fields a line of a file gives: only the columns the file has (others keep the product's values). */
export type ImportFields = Partial<Record<TextField, string>> & { additionalImages?: string[] };

/** One product line of a file: its line number in the file (the header is line 1) and its fields. */
export type ImportRow = { line: number; fields: ImportFields };

/** A cell is any text up to this long: the plan judges its value; this only bounds what the server reads. */
const MAX_CELL_LENGTH = 20_000;

const TEXT_CELLS = Object.fromEntries(
  TEXT_FIELDS.map((name) => [name, z.string().max(MAX_CELL_LENGTH).optional()]),
) as Record<TextField, z.ZodOptional<z.ZodString>>;

const ImportFieldsSchema = z
  .object({
    ...TEXT_CELLS,
    additionalImages: z
      .array(z.string().max(MAX_CELL_LENGTH))
      .max(MAX_ADDITIONAL_IMAGES + 5)
      .optional(),
  })
  .strict();

/** What an import sends: its lines, checked for shape only; each line's values are the plan's to judge. */
export const ImportRequestSchema = z
  .object({
    rows: z
      .array(z.object({ line: z.number().int().min(2).max(1_000_000), fields: ImportFieldsSchema }).strict())
      .min(1, { error: 'importEmpty' })
      .max(MAX_IMPORT_ROWS, { error: 'importTooLarge' }),
  })
  .strict();

/**
 * A cell as the site wrote it: a value the export guarded against spreadsheet formulas (`'=…`) is read without
 * the guard; spaces around it are not part of it.
 */
export function cellValue(text: string | undefined): string {
  const value = (text ?? '').trim();
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

/** The header's columns, compared as people type them: case, spaces, dashes and underscores aside. */
export function columnKey(header: string): string {
  return header.toLowerCase().replace(/[\s_\-.()]+/g, '');
}

/** Whether a file's header is the site's own: it names the SKU and the name columns as the export does. */
export function isSiteSheet(headers: readonly string[]): boolean {
  const keys = new Set(headers.map(columnKey));
  return keys.has(columnKey('sku')) && keys.has(columnKey('name'));
}

const GROUPED_NUMBER = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const PLAIN_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * An amount as the site and spreadsheets write it, as the form takes it: `RM 12,345.50` (the site's own, with a
 * no-break space), `RM12,345.50` and `12,345.50` (a spreadsheet's currency and number formats) and `12345.5` are
 * all `12345.50`'s digits. Commas are read only where they group thousands, so `1,5` (a decimal comma) is never
 * taken for 15: a text it cannot read comes back as it was, for the plan to refuse as not a number.
 */
export function amountCell(text: string, { currency }: { currency: boolean }): string {
  const original = text.trim();
  let value = original.replace(/[\s\u00a0]+/g, ' ');
  if (currency) value = value.replace(/^(?:RM|MYR) ?/i, '');
  if (GROUPED_NUMBER.test(value)) return value.replace(/,/g, '');
  return PLAIN_NUMBER.test(value) ? value : original;
}

/** A cell's value as its field takes it: amounts as the form's, categories from a name in any language. */
function siteCell(name: TextField, value: string, fields: ImportFields): string {
  switch (name) {
    case 'price':
      return amountCell(value, { currency: true });
    case 'weight':
      return amountCell(value, { currency: false });
    case 'category':
      return categoryOfName(value) ?? value;
    case 'subCategory':
      return subCategoryOfName(fields.category ?? '', value) ?? value;
    default:
      return value;
  }
}

/** The lines of a file in the site's own columns, from its records (header → cell, as a CSV parser gives them). */
export function rowsFromSiteSheet(records: readonly Record<string, string>[]): ImportRow[] {
  return records.map((record, index) => {
    const byKey = new Map(Object.entries(record).map(([header, value]) => [columnKey(header), value]));
    const fields: ImportFields = {};
    // In the table's order: the category is read before its sub-category, which is named within it.
    for (const name of TEXT_FIELDS) {
      const key = columnKey(name);
      if (byKey.has(key)) fields[name] = siteCell(name, cellValue(byKey.get(key)), fields);
    }
    const images = ADDITIONAL_IMAGE_COLUMNS.filter((column) => byKey.has(columnKey(column)));
    if (images.length) {
      fields.additionalImages = images.map((column) => cellValue(byKey.get(columnKey(column)))).filter(Boolean);
    }
    return { line: index + 2, fields };
  });
}

/**
 * Shopee's product sheet (its mass upload template, or a mass update download saved as CSV): the columns the
 * site reads, by the names Shopee gives them (docs/product-import.md). Weights are in kilograms, as on the site.
 */
export const SHOPEE_COLUMNS = {
  name: ['Product Name'],
  description: ['Product Description'],
  sku: ['SKU', 'Variation SKU', 'SKU Reference No.'],
  parentSku: ['Parent SKU'],
  price: ['Price', 'Original Price'],
  weight: ['Weight', 'Weight (kg)'],
  category: ['Category', 'Category Name'],
  group: ['Variation Integration No.', 'Variation Integration Number', 'Product ID'],
  option: ['Option for Variation 1', 'Variation Name'],
  cover: ['Cover image', 'Cover Image'],
  images: Array.from({ length: 8 }, (_, i) => `Item Image ${i + 1}`),
} as const;

type ShopeeColumn = keyof typeof SHOPEE_COLUMNS;

function shopeeCell(record: ReadonlyMap<string, string>, column: ShopeeColumn): string {
  for (const name of SHOPEE_COLUMNS[column]) {
    const value = record.get(columnKey(name));
    if (value !== undefined && value.trim() !== '') return cellValue(value);
  }
  return '';
}

/** Whether a file's header is a Shopee product sheet: it has Shopee's product name and a price. */
export function isShopeeSheet(headers: readonly string[]): boolean {
  const keys = new Set(headers.map(columnKey));
  const has = (column: ShopeeColumn) => SHOPEE_COLUMNS[column].some((name) => keys.has(columnKey(name)));
  return has('name') && has('price') && !isSiteSheet(headers);
}

/**
 * A category of another shop's sheet taken as one of the shop's eight: its name in any of the site's languages,
 * case and spacing aside, or the last part of a path ("Tools > Power Tools", "Perkakas > Alatan Kuasa").
 * Undefined when none matches: the admin chooses.
 */
export function matchCategory(value: string): Category | undefined {
  const last = value
    .split(/[>/]/)
    .map((part) => part.trim())
    .filter((part) => columnKey(part) !== '')
    .at(-1);
  return last === undefined ? undefined : categoryOfName(last);
}

/** The distinct categories of a Shopee sheet that match none of the shop's, in the order they appear. */
export function unmatchedShopeeCategories(records: readonly Record<string, string>[]): string[] {
  const values = records.map((record) => shopeeCell(keyed(record), 'category')).filter(Boolean);
  return [...new Set(values)].filter((value) => !matchCategory(value));
}

function keyed(record: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(Object.entries(record).map(([header, value]) => [columnKey(header), value]));
}

/**
 * The lines of a Shopee sheet as the site's products. A product with variations takes a line per variation in the
 * sheet; only its first line carries the name, description and pictures, so the others take them from it (by the
 * variation group, or the parent SKU). Each variation is a product of its own here: its name says its option, its
 * SKU is its own (the parent's when it has none). `categories` gives the shop's category of each of the sheet's
 * that matches none ('' when the admin chose none: the line is refused for its category).
 */
export function rowsFromShopeeSheet(
  records: readonly Record<string, string>[],
  categories: Readonly<Record<string, Category | ''>>,
): ImportRow[] {
  const groups = new Map<string, { name: string; description: string; images: string[]; category: string }>();
  return records.map((raw, index) => {
    const record = keyed(raw);
    const group = shopeeCell(record, 'group') || shopeeCell(record, 'parentSku');
    const images = [
      shopeeCell(record, 'cover'),
      ...SHOPEE_COLUMNS.images.map((name) => cellValue(record.get(columnKey(name)))),
    ].filter(Boolean);
    const own = {
      name: shopeeCell(record, 'name'),
      description: shopeeCell(record, 'description'),
      images,
      category: shopeeCell(record, 'category'),
    };
    const parent = group ? groups.get(group) : undefined;
    if (group && !parent && own.name) groups.set(group, own);
    const base = own.name ? own : (parent ?? own);
    const option = shopeeCell(record, 'option');
    const name = option && !own.name ? `${base.name} - ${option}` : base.name;
    const categoryText = own.category || base.category;
    const category = matchCategory(categoryText) ?? categories[categoryText] ?? '';
    const [image = '', ...additional] = own.images.length ? own.images : base.images;
    return {
      line: index + 2,
      fields: {
        name,
        sku: shopeeCell(record, 'sku') || shopeeCell(record, 'parentSku'),
        price: amountCell(shopeeCell(record, 'price'), { currency: true }),
        weight: amountCell(shopeeCell(record, 'weight'), { currency: false }),
        category,
        description: base.description,
        image,
        // The ones the product page shows beside the introduction image; Shopee keeps up to 9.
        additionalImages: additional.slice(0, MAX_SHOWN_ADDITIONAL_IMAGES),
      },
    };
  });
}

/** What an import does with a line. */
export type ImportAction = 'add' | 'change' | 'same' | 'refused';

/** Why a line is refused, by field (a product field's code, or `sku: 'duplicateSku'`, `image: 'imageFetch'`…). */
export type ImportErrors = Record<string, string>;

export type ImportLine = {
  line: number;
  sku: string;
  name: string;
  action: ImportAction;
  /** For a change: the fields that change. */
  changed: ProductInputField[];
  /** For a refusal: the fields at fault and why. */
  errors: ImportErrors;
  /** The product it changes. */
  id?: string;
  /**
   * For a line refused with `sku: 'duplicateSku'`: the line of the file where its SKU first appeared (the SKUs
   * compared as `skuKeyOf` compares them), which the screen names ("SKU MIG200 is also on line 4").
   */
  firstLine?: number;
};

export type ImportPlan = {
  lines: ImportLine[];
  counts: Record<ImportAction, number>;
};

/** What an import answers, previewed or applied: the plan, and the pictures it fetched. */
export type ImportAnswer = ImportPlan & {
  /** Each picture address of the file that was fetched, and the upload it is now (the embedded server's). */
  images: Record<string, string>;
  /** Whether the products were written. */
  applied: boolean;
};

/** A line's product as the plan judged it: the line, and for an addition or change, the input to write. */
export type PlannedLine = ImportLine & { input?: ProductInput };

/** A stored product's input: the fields the admin writes. */
export function inputOf(product: Product): ProductInput {
  return Object.fromEntries(PRODUCT_INPUT_FIELDS.map((name) => [name, product[name]])) as ProductInput;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A line's values over the product's: a column the file lacks keeps the stored value. */
function draftOf(fields: ImportFields, existing: Product | undefined): Record<string, unknown> {
  const draft: Record<string, unknown> = existing ? { ...inputOf(existing) } : {};
  // An empty cell of an optional field means 'none'; of a required one, it is refused by the schema. A new
  // product's fields the file leaves out take the schema's defaults (shown, no Malay text, no links).
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) draft[name] = value;
  // Matched by its SKU case aside, a product keeps its SKU as the admin typed it.
  if (existing) draft.sku = existing.sku;
  return draft;
}

/**
 * The plan of an import: each line matched to a product by its SKU (case aside, as typed), added when no product
 * has it, changed when one does and a value differs, left alone when none does, refused with its fields' codes
 * when a value is refused (the product schema's codes, `sku: 'duplicateSku'` for a SKU an earlier line of the
 * file has, with that line as `firstLine`). `extraErrors` adds refusals found elsewhere (an image the server could not fetch).
 */
export function planImport(
  rows: readonly ImportRow[],
  existingBySku: ReadonlyMap<string, Product>,
  extraErrors: ReadonlyMap<number, ImportErrors> = new Map(),
): { plan: ImportPlan; lines: PlannedLine[] } {
  /** Each SKU of the file, as matched, and the line it first appeared on. */
  const firstLines = new Map<string, number>();
  const lines: PlannedLine[] = rows.map(({ line, fields }) => {
    const sku = (fields.sku ?? '').trim();
    const skuKey = skuKeyOf(sku);
    const existing = skuKey ? existingBySku.get(skuKey) : undefined;
    const draft = draftOf(fields, existing);
    const name = typeof draft.name === 'string' ? draft.name.trim() : '';
    const errors: ImportErrors = { ...extraErrors.get(line) };
    const firstLine = skuKey ? firstLines.get(skuKey) : undefined;
    if (firstLine !== undefined) errors.sku = 'duplicateSku';
    else if (skuKey) firstLines.set(skuKey, line);
    const parsed = ProductInputSchema.safeParse(draft);
    if (!parsed.success) {
      Object.assign(
        errors,
        fieldErrors(ProductInputSchema, draft, PRODUCT_INPUT_FIELDS, (field, issue) =>
          importCode(issue.message, draft[field]),
        ),
        errors,
      );
    }
    // A photo the product page cannot show is refused, as the product form and the server refuse it.
    if (parsed.success && addsUnshownImage(parsed.data.additionalImages, existing?.additionalImages)) {
      errors.additionalImages = 'tooManyImages' satisfies ProductError;
    }
    const base = {
      line,
      sku,
      name,
      changed: [] as ProductInputField[],
      errors,
      ...(firstLine !== undefined ? { firstLine } : {}),
    };
    if (!parsed.success || Object.keys(errors).length) return { ...base, action: 'refused' as const, errors };
    const input = parsed.data;
    if (!existing) return { ...base, action: 'add' as const, input };
    const stored = inputOf(existing);
    const changed = PRODUCT_INPUT_FIELDS.filter((field) => !sameValue(stored[field], input[field]));
    return {
      ...base,
      id: existing.id,
      action: changed.length ? ('change' as const) : ('same' as const),
      changed,
      input,
    };
  });
  const counts: Record<ImportAction, number> = { add: 0, change: 0, same: 0, refused: 0 };
  for (const line of lines) counts[line.action]++;
  return { plan: { lines: lines.map(({ input: _input, ...line }) => line), counts }, lines };
}

/** A SKU as the import matches it: spaces around it and case aside. '' for none. */
export { skuKeyOf };

/**
 * A product schema's message as an import's code: its own code, or 'invalid'. A cell that holds text where a number
 * belongs is 'number' (the schema says 'required' of it: the form's number input never sends one).
 */
function importCode(message: string, value: unknown): string {
  if (/^(price|weight)Required$/.test(message) && typeof value === 'string' && value.trim() !== '') return 'number';
  return /^[a-zA-Z]+$/.test(message) ? message : 'invalid';
}

/** A line's fields with each picture's address given by `address` (the file's columns it lacks stay lacking). */
export function withImageAddresses(fields: ImportFields, address: (url: string) => string): ImportFields {
  return {
    ...fields,
    ...(fields.image !== undefined ? { image: address(fields.image) } : {}),
    ...(fields.additionalImages ? { additionalImages: fields.additionalImages.map(address) } : {}),
  };
}

/**
 * A line's pictures with the site's own addresses made local again: a file exported from this site names its
 * uploads in full (`https://shop.example/uploads/…`), and the product stores them as `/uploads/…`.
 */
export function withLocalUploads(fields: ImportFields, origin: string): ImportFields {
  return withImageAddresses(fields, (url) => (url.startsWith(`${origin}/uploads/`) ? url.slice(origin.length) : url));
}

/** The addresses of a line's pictures that are outside the site: the server fetches them, hosted mode uploads them. */
export function remoteImages(fields: ImportFields): string[] {
  return [fields.image ?? '', ...(fields.additionalImages ?? [])].filter((url) => isHttpUrl(url));
}
