import type { SiteKey } from '../i18n/catalogue-keys';
import type { FormInput } from './form-input';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SKU_LENGTH,
  MAX_URL_LENGTH,
  PRICE_STEP,
  WEIGHT_STEP,
} from './limits';

/**
 * The fields of a product, one row each (issue 48): how its value is kept, its SQLite column, who writes it, what
 * the admin's form needs of it, and where visitors see it. The embedded store's columns and JSON triggers
 * (server/db/product-columns.ts), the Firestore records and their reading (src/data/firebase), the catalogue's CSV
 * file's columns (src/domain/product-import.ts), the product page's specifications (`spec`:
 * src/features/site/catalogue/product-specs.tsx) and the product form's fields (`input`) are built from this table;
 * src/domain/product-fields.test.ts and the stores' tests fail when a field is missing from one of them, the form's
 * test (product-form-rows.test.tsx) when the form does not draw it, and the rules-source test when firestore.rules
 * does not name it. Labels are keys of the catalogues (src/i18n/locales). Recipe: docs/recipes/product-field.md.
 */
export type ProductFieldSpec = {
  /**
   * text: a string, '' when absent; number: a number, 0 when absent; numberOrNull: a number or null (older hosted
   * records may lack it); textList: a list of strings; time: an ISO 8601 instant the store sets; status: one of
   * PRODUCT_STATUSES, 'active' when absent (records older than the status).
   */
  kind: 'text' | 'number' | 'numberOrNull' | 'textList' | 'time' | 'status';
  /** Its column in the embedded store's `products` table. */
  column: string;
  /** 'admin': typed in the product form and sent as input; 'store': set by the store (the id and the times). */
  by: 'admin' | 'store';
  /**
   * An admin field's form: its label (admin.json: the form adds "(optional)" to a field not required), its
   * control, whether ProductInputSchema requires it and its longest text (product-fields.test.ts holds them the
   * same), and how it is drawn (FormInput). The product form draws the rows in the table's order.
   */
  input?: FormInput<ProductFormControl>;
  /**
   * Where visitors see it: 'page', the product's page. The page draws its own parts (the name, the price, the SKU,
   * the buttons, the gallery, the description: DRAWN_ON_PRODUCT_PAGE); any other field it shows is a line of its
   * specifications under its `spec` label.
   */
  shows: readonly 'page'[];
  /** Its label in the product page's specifications (site.json, in the visitor's language). */
  spec?: SiteKey;
};

/**
 * The product form's control of a field: a line of text, a box of several lines, a number, a link, a choice from
 * a list, the introduction image, the additional images.
 */
export type ProductFormControl = 'text' | 'textarea' | 'number' | 'url' | 'select' | 'image' | 'images';

/** In the order of the API's JSON: `Product` has a property per row, of the row's kind. */
export const PRODUCT_FIELDS = {
  id: { kind: 'text', column: 'id', by: 'store', shows: [] },
  name: {
    kind: 'text',
    column: 'name',
    by: 'admin',
    input: { label: 'form.fields.name', control: 'text', required: true, wide: true, max: MAX_NAME_LENGTH },
    shows: ['page'],
  },
  nameMs: {
    kind: 'text',
    column: 'name_ms',
    by: 'admin',
    input: {
      label: 'form.fields.nameMs',
      control: 'text',
      required: false,
      wide: true,
      max: MAX_NAME_LENGTH,
      hint: 'form.translationHint',
    },
    shows: ['page'],
  },
  sku: {
    kind: 'text',
    column: 'sku',
    by: 'admin',
    input: { label: 'form.fields.sku', control: 'text', required: true, max: MAX_SKU_LENGTH, code: true },
    shows: ['page'],
  },
  price: {
    kind: 'number',
    column: 'price',
    by: 'admin',
    input: { label: 'form.fields.price', control: 'number', required: true, step: PRICE_STEP },
    shows: ['page'],
  },
  /** Kilograms. Older hosted records may lack it. */
  weight: {
    kind: 'numberOrNull',
    column: 'weight',
    by: 'admin',
    input: { label: 'form.fields.weight', control: 'number', required: true, step: WEIGHT_STEP },
    shows: [],
  },
  category: {
    kind: 'text',
    column: 'category',
    by: 'admin',
    input: { label: 'form.fields.category', control: 'select', required: true },
    shows: [],
  },
  subCategory: {
    kind: 'text',
    column: 'sub_category',
    by: 'admin',
    input: { label: 'form.fields.subCategory', control: 'select', required: false },
    shows: [],
  },
  description: {
    kind: 'text',
    column: 'description',
    by: 'admin',
    input: {
      label: 'form.fields.description',
      control: 'textarea',
      required: true,
      wide: true,
      rows: 6,
      max: MAX_DESCRIPTION_LENGTH,
    },
    shows: ['page'],
  },
  descriptionMs: {
    kind: 'text',
    column: 'description_ms',
    by: 'admin',
    input: {
      label: 'form.fields.descriptionMs',
      control: 'textarea',
      required: false,
      wide: true,
      rows: 6,
      max: MAX_DESCRIPTION_LENGTH,
      hint: 'form.translationHint',
    },
    shows: ['page'],
  },
  shopeeUrl: {
    kind: 'text',
    column: 'shopee_url',
    by: 'admin',
    input: {
      label: 'form.fields.shopeeUrl',
      control: 'url',
      required: false,
      max: MAX_URL_LENGTH,
      hint: 'form.urlHint',
    },
    shows: ['page'],
  },
  tiktokUrl: {
    kind: 'text',
    column: 'tiktok_url',
    by: 'admin',
    input: {
      label: 'form.fields.tiktokUrl',
      control: 'url',
      required: false,
      max: MAX_URL_LENGTH,
      hint: 'form.urlHint',
    },
    shows: ['page'],
  },
  image: {
    kind: 'text',
    column: 'image',
    by: 'admin',
    input: { label: 'form.fields.image', control: 'image', required: true },
    shows: ['page'],
  },
  additionalImages: {
    kind: 'textList',
    column: 'additional_images',
    by: 'admin',
    input: { label: 'form.fields.additionalImages', control: 'images', required: false },
    shows: ['page'],
  },
  status: {
    kind: 'status',
    column: 'status',
    by: 'admin',
    input: { label: 'form.fields.status', control: 'select', required: false },
    shows: ['page'],
  },
  /** ISO 8601 */
  createdAt: { kind: 'time', column: 'created_at', by: 'store', shows: [] },
  /** ISO 8601 */
  updatedAt: { kind: 'time', column: 'updated_at', by: 'store', shows: [] },
} as const satisfies Record<string, ProductFieldSpec>;

/** The table's type: `Product` is made from it (src/domain/product.ts), a property a row. */
export type ProductFields = typeof PRODUCT_FIELDS;
type Fields = ProductFields;
export type ProductFieldName = keyof Fields;

/** The fields the admin writes: a product's input. */
export type ProductInputField = {
  [K in ProductFieldName]: Fields[K]['by'] extends 'admin' ? K : never;
}[ProductFieldName];

export const PRODUCT_FIELD_NAMES = Object.keys(PRODUCT_FIELDS) as ProductFieldName[];

export const PRODUCT_INPUT_FIELDS = PRODUCT_FIELD_NAMES.filter(
  (name): name is ProductInputField => PRODUCT_FIELDS[name].by === 'admin',
);

/** The fields the product page shows, in the table's order. */
export const PRODUCT_PAGE_FIELDS = PRODUCT_FIELD_NAMES.filter((name) =>
  (PRODUCT_FIELDS[name].shows as readonly string[]).includes('page'),
);
