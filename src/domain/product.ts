/**
 * Products: the type and the rules that screens need. Zod-free on purpose, so that public pages can use it
 * without loading the schemas (product-schema.ts).
 */

/** Messages are the spec's English texts; the admin form translates them by key. */
export const productMessages = {
  name: 'Name is required',
  sku: 'SKU is required',
  category: 'Category is required',
  price: 'Price is required',
  description: 'Description is required',
  weight: 'Weight is required',
  image: 'Introduction image is required',
  marketplaceUrl: 'Enter a link that starts with http:// or https://',
  number: 'Enter a number of 0 or more',
  subCategory: 'Choose a sub-category of the selected category',
  tooManyImages: 'At most 5 additional images',
  imageUrl: 'Image link is not valid',
} as const;

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
