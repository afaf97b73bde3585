import type { Product } from './product';

/**
 * The fields of a product, one row each: how its value is kept, its SQLite column, and who writes it. The admin's
 * form, the embedded store's columns and JSON triggers (server/db/product-columns.ts), the Firestore records and
 * their reading (src/data/firebase) are built from this table; src/domain/product-fields.test.ts and the stores'
 * tests fail when a field is missing from one of them, and the rules-source test when firestore.rules does not
 * name it. Recipe for a new field: docs/architecture.md.
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
};

/** In Product's order, which is the order of the API's JSON. */
export const PRODUCT_FIELDS = {
  id: { kind: 'text', column: 'id', by: 'store' },
  name: { kind: 'text', column: 'name', by: 'admin' },
  nameMs: { kind: 'text', column: 'name_ms', by: 'admin' },
  sku: { kind: 'text', column: 'sku', by: 'admin' },
  price: { kind: 'number', column: 'price', by: 'admin' },
  weight: { kind: 'numberOrNull', column: 'weight', by: 'admin' },
  category: { kind: 'text', column: 'category', by: 'admin' },
  subCategory: { kind: 'text', column: 'sub_category', by: 'admin' },
  description: { kind: 'text', column: 'description', by: 'admin' },
  descriptionMs: { kind: 'text', column: 'description_ms', by: 'admin' },
  shopeeUrl: { kind: 'text', column: 'shopee_url', by: 'admin' },
  tiktokUrl: { kind: 'text', column: 'tiktok_url', by: 'admin' },
  image: { kind: 'text', column: 'image', by: 'admin' },
  additionalImages: { kind: 'textList', column: 'additional_images', by: 'admin' },
  status: { kind: 'status', column: 'status', by: 'admin' },
  createdAt: { kind: 'time', column: 'created_at', by: 'store' },
  updatedAt: { kind: 'time', column: 'updated_at', by: 'store' },
} as const satisfies Record<keyof Product, ProductFieldSpec>;

type Fields = typeof PRODUCT_FIELDS;
export type ProductFieldName = keyof Fields;

/** The fields the admin writes: a product's input. */
export type ProductInputField = {
  [K in ProductFieldName]: Fields[K]['by'] extends 'admin' ? K : never;
}[ProductFieldName];

export const PRODUCT_FIELD_NAMES = Object.keys(PRODUCT_FIELDS) as ProductFieldName[];

export const PRODUCT_INPUT_FIELDS = PRODUCT_FIELD_NAMES.filter(
  (name): name is ProductInputField => PRODUCT_FIELDS[name].by === 'admin',
);
