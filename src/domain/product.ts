/**
 * Products: the type and the rules that screens need. Zod-free on purpose, so that public pages can use it
 * without loading the schemas (product-schema.ts).
 */

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
] as const;
export type ProductError = (typeof PRODUCT_ERRORS)[number];

export type Product = {
  id: string;
  name: string;
  sku: string;
  price: number;
  /** Kilograms. Older hosted records may lack it. */
  weight: number | null;
  category: string;
  subCategory: string;
  description: string;
  shopeeUrl: string;
  tiktokUrl: string;
  image: string;
  additionalImages: string[];
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
};

export function isHttpUrl(value: string | null | undefined): boolean {
  if (!value || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A product card says 'buy now' when either marketplace link starts with http (spec §2). */
export function hasMarketplaceLink(product: Pick<Product, 'shopeeUrl' | 'tiktokUrl'>): boolean {
  return isHttpUrl(product.shopeeUrl) || isHttpUrl(product.tiktokUrl);
}

/** Main image first, then the additional images, at most `limit` in all (spec §2 thumbnails). */
export function productGallery(product: Pick<Product, 'image' | 'additionalImages'>, limit: number): string[] {
  return [product.image, ...product.additionalImages].filter(Boolean).slice(0, limit);
}
