import { z } from 'zod';
import { CATEGORIES, isSubCategoryOf } from './categories';
import {
  MAX_ADDITIONAL_IMAGES,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SKU_LENGTH,
  MAX_URL_LENGTH,
} from './limits';

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

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

/** An optional http(s) link; an empty string means 'no link'. */
export const MarketplaceUrlSchema = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH)
  .refine((value) => value === '' || isHttpUrl(value), { error: productMessages.marketplaceUrl });

/** Image references are either our own upload paths or absolute http(s) URLs (hosted storage). */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH)
  .refine((value) => value.startsWith('/uploads/') || isHttpUrl(value), {
    error: productMessages.imageUrl,
  });

const numberInput = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ error: message })
      .refine(Number.isFinite, { error: productMessages.number })
      .min(0, { error: productMessages.number })
      .max(1_000_000_000, { error: productMessages.number }),
  );

/** What the admin submits for a product: the same schema serves the form, both adapters and the server. */
export const ProductInputSchema = z
  .object({
    name: requiredText(productMessages.name, MAX_NAME_LENGTH),
    sku: requiredText(productMessages.sku, MAX_SKU_LENGTH),
    price: numberInput(productMessages.price),
    weight: numberInput(productMessages.weight),
    category: z.enum(CATEGORIES, { error: productMessages.category }),
    subCategory: z.string().trim().max(100).default(''),
    description: requiredText(productMessages.description, MAX_DESCRIPTION_LENGTH),
    shopeeUrl: MarketplaceUrlSchema.default(''),
    tiktokUrl: MarketplaceUrlSchema.default(''),
    image: z
      .string({ error: productMessages.image })
      .trim()
      .min(1, { error: productMessages.image })
      .pipe(ImageUrlSchema),
    additionalImages: z
      .array(ImageUrlSchema)
      .max(MAX_ADDITIONAL_IMAGES, { error: productMessages.tooManyImages })
      .default([]),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.subCategory !== '' && !isSubCategoryOf(input.category, input.subCategory)) {
      ctx.addIssue({ code: 'custom', path: ['subCategory'], message: productMessages.subCategory });
    }
  });

export type ProductInput = z.infer<typeof ProductInputSchema>;
/** The shape before parsing: what a form holds. */
export type ProductInputDraft = z.input<typeof ProductInputSchema>;

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
