/**
 * Products: the type and the rules that screens need. Zod-free on purpose, so that public pages can use it
 * without loading the schemas (product-schema.ts).
 */

import { FALLBACK_LANGUAGE, MAX_THUMBNAILS, type Language } from './limits';
import { LOCALES } from './locales';
import {
  PRODUCT_FIELDS,
  PRODUCT_INPUT_FIELDS,
  type ProductFieldSpec,
  type ProductFields,
  type ProductInputField,
} from './product-fields';

/**
 * Why a product field was refused: the product schema, both adapters and the server say these codes; the admin
 * form shows each from `validation.*` of admin.json, whose English values are the spec's texts
 * ('Name is required'). 'tooLong' carries no maximum from the server; the form knows it from the schema.
 */
export const PRODUCT_ERRORS = [
  'nameRequired',
  'skuRequired',
  'categoryRequired',
  'priceRequired',
  'descriptionRequired',
  'weightRequired',
  'imageRequired',
  'marketplaceUrl',
  'number',
  'subCategory',
  'tooManyImages',
  'imageUrl',
  'tooLong',
  'invalid',
  /** Another product has the SKU (case and spaces around it aside, as the import matches SKUs): 409. */
  'skuTaken',
] as const;
export type ProductError = (typeof PRODUCT_ERRORS)[number];

/**
 * A SKU as SKUs compare: spaces around it and case aside ('' for none). Two products may not share one (the
 * server's and the hosted store's check, 'skuTaken'), an import matches its lines to products by it, and hosted mode
 * stores it beside each product (`skuKey`) to find a SKU's product with one equality query.
 */
export function skuKeyOf(sku: string): string {
  return sku.trim().toUpperCase();
}

/**
 * Where a product stands with visitors: `active` is shown and sold; `draft` is hidden from visitors, the sitemap and
 * search (the admin still sees it); `soldOut` is shown and marked, with no buy buttons, and can still be enquired about.
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'soldOut'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export function isProductStatus(value: unknown): value is ProductStatus {
  return typeof value === 'string' && (PRODUCT_STATUSES as readonly string[]).includes(value);
}

/** The languages a product's name and description may be written in besides English, its own (and fallback) text. */
type TranslatedLanguage = Exclude<Language, 'en'>;
type SuffixOf<L extends Language> = (typeof LOCALES)[L]['fieldSuffix'];

/**
 * A product's name and description in each other language (`nameMs`, `descriptionMs`): '' when the owner wrote none,
 * and then the English text is shown. A product has the fields of the languages its records keep (`Product`, and
 * src/domain/product-fields.ts); a language added to the site shows the English text until they keep its own too.
 */
export type ProductTranslations = {
  [L in TranslatedLanguage as `name${SuffixOf<L>}` | `description${SuffixOf<L>}`]: string;
};

/** What a field of each kind holds (ProductFieldSpec's `kind`, src/domain/product-fields.ts). */
export type ProductValueOf<Kind> = Kind extends 'text' | 'time'
  ? string
  : Kind extends 'number'
    ? number
    : Kind extends 'numberOrNull'
      ? number | null
      : Kind extends 'textList'
        ? string[]
        : Kind extends 'status'
          ? ProductStatus
          : never;

/** A product: a property per row of PRODUCT_FIELDS, in its order, holding what the row's kind holds. */
export type Product = { -readonly [K in keyof ProductFields]: ProductValueOf<ProductFields[K]['kind']> };

/**
 * What each field the admin writes holds when nothing is given for it, by its row's kind: '' for a text, 0 for a
 * number, null for a number or none, no texts, an active status. The test data and the large seed start from it, so a
 * field the table gains has a value there without a line of its own.
 */
export function emptyProductInput(): Pick<Product, ProductInputField> {
  return Object.fromEntries(
    PRODUCT_INPUT_FIELDS.map((name) => [name, EMPTY_BY_KIND[PRODUCT_FIELDS[name].kind]()]),
  ) as Pick<Product, ProductInputField>;
}

const EMPTY_BY_KIND: { [Kind in ProductFieldSpec['kind']]: () => ProductValueOf<Kind> } = {
  text: () => '',
  time: () => '',
  number: () => 0,
  numberOrNull: () => null,
  textList: () => [],
  status: () => 'active',
};

/** The texts of a product that have a translation of their own. */
export type TranslatedProductText = 'name' | 'description';

/** Where a product keeps a text in a language: `name` for English, `nameMs` for Malay. */
export function productTextField(
  text: TranslatedProductText,
  language: Language,
): TranslatedProductText | keyof ProductTranslations {
  return language === FALLBACK_LANGUAGE
    ? text
    : (`${text}${LOCALES[language].fieldSuffix}` as keyof ProductTranslations);
}

/** The texts of a product that a page in some language shows: the English, and the translations it keeps. */
type ProductTexts = Pick<Product, TranslatedProductText> & Partial<ProductTranslations>;

/** A product's name or description in a language: its translation, or the English text when it has none. */
export function productText(product: ProductTexts, text: TranslatedProductText, language: Language): string {
  return (product[productTextField(text, language)] ?? '').trim() || product[text];
}

/** The product as a page in a language shows it: its name and description in that language, or the English. */
export function inLanguage<T extends ProductTexts>(product: T, language: Language): T {
  return {
    ...product,
    name: productText(product, 'name', language),
    description: productText(product, 'description', language),
  };
}

/** Whether visitors see the product: every status but draft. */
export function isListed(product: Pick<Product, 'status'>): boolean {
  return product.status !== 'draft';
}

export function isHttpUrl(value: string | null | undefined): boolean {
  if (!value || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A product card says 'buy now' when either marketplace link starts with http (spec §2); a sold-out product has no
 * buy button, whatever its links.
 */
export function hasMarketplaceLink(
  product: Pick<Product, 'shopeeUrl' | 'tiktokUrl'> & { status?: ProductStatus },
): boolean {
  if (product.status === 'soldOut') return false;
  return isHttpUrl(product.shopeeUrl) || isHttpUrl(product.tiktokUrl);
}

/**
 * The additional images the product page can show: its gallery shows MAX_THUMBNAILS photos in all, the introduction
 * image first (spec §2: "up to 5 thumbnails (the main image plus additional images)"), so 4 beside it.
 */
export const MAX_SHOWN_ADDITIONAL_IMAGES = MAX_THUMBNAILS - 1;

/**
 * Whether saving `next` as a product's additional images would add a photo that the gallery cannot show: more than
 * MAX_SHOWN_ADDITIONAL_IMAGES, unless every one of them was already on the product (`before`). A product saved with
 * more before the rule keeps them, and may lose some, but gains none while it has more. The server, the hosted
 * adapter and the hosted rules refuse such a save with `tooManyImages`; the form never makes one.
 */
export function addsUnshownImage(next: readonly string[], before: readonly string[] = []): boolean {
  if (next.length <= MAX_SHOWN_ADDITIONAL_IMAGES) return false;
  return next.length > before.length || next.some((url) => !before.includes(url));
}

/** Main image first, then the additional images, at most `limit` in all (spec §2 thumbnails). */
export function productGallery(product: Pick<Product, 'image' | 'additionalImages'>, limit: number): string[] {
  return [product.image, ...product.additionalImages].filter(Boolean).slice(0, limit);
}
