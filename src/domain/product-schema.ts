/** Zod schemas of product input: the admin form, both adapters and the server validate with these. */
import { z } from './zod';
import { CATEGORIES, isSubCategoryOf } from './categories';
import {
  MAX_ADDITIONAL_IMAGES,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SKU_LENGTH,
  MAX_URL_LENGTH,
} from './limits';
import { uploadKeyOf } from './image-variants';
import { PRODUCT_STATUSES, isHttpUrl, type ProductError } from './product';

const code = (error: ProductError) => ({ error });

const requiredText = (missing: ProductError, max: number) =>
  z.string(code(missing)).trim().min(1, code(missing)).max(max, code('tooLong'));

/** A text the admin may leave empty (a translation): '' when absent. */
const optionalText = (max: number) => z.string().trim().max(max, code('tooLong')).default('');

/** An optional http(s) link; an empty string means 'no link'. */
export const MarketplaceUrlSchema = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH)
  .refine((value) => value === '' || isHttpUrl(value), code('marketplaceUrl'));

/**
 * An image is the embedded server's upload in the exact form it gives (`/uploads/products/{owner}_{slot}_{name}`,
 * image-variants.ts), or an absolute http(s) URL: hosted mode's Storage download URLs, and an import's pictures on
 * other hosts before the server fetches them. Any other text, a path that leaves the uploads folder among them, is
 * refused.
 */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH)
  .refine((value) => uploadKeyOf(value) !== null || isHttpUrl(value), code('imageUrl'));

const numberInput = (missing: ProductError) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number(code(missing))
      .refine(Number.isFinite, code('number'))
      .min(0, code('number'))
      .max(1_000_000_000, code('number')),
  );

/** What the admin submits for a product: the same schema serves the form, both adapters and the server. */
export const ProductInputSchema = z
  .object({
    name: requiredText('nameRequired', MAX_NAME_LENGTH),
    nameMs: optionalText(MAX_NAME_LENGTH),
    sku: requiredText('skuRequired', MAX_SKU_LENGTH),
    price: numberInput('priceRequired'),
    weight: numberInput('weightRequired'),
    category: z.enum(CATEGORIES, code('categoryRequired')),
    subCategory: z.string().trim().max(100).default(''),
    description: requiredText('descriptionRequired', MAX_DESCRIPTION_LENGTH),
    descriptionMs: optionalText(MAX_DESCRIPTION_LENGTH),
    shopeeUrl: MarketplaceUrlSchema.default(''),
    tiktokUrl: MarketplaceUrlSchema.default(''),
    image: z.string(code('imageRequired')).trim().min(1, code('imageRequired')).pipe(ImageUrlSchema),
    additionalImages: z.array(ImageUrlSchema).max(MAX_ADDITIONAL_IMAGES, code('tooManyImages')).default([]),
    status: z.enum(PRODUCT_STATUSES, code('invalid')).default('active'),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.subCategory !== '' && !isSubCategoryOf(input.category, input.subCategory)) {
      ctx.addIssue({ code: 'custom', path: ['subCategory'], message: 'subCategory' satisfies ProductError });
    }
  });

export type ProductInput = z.infer<typeof ProductInputSchema>;
/** The shape before parsing: what a form holds. */
export type ProductInputDraft = z.input<typeof ProductInputSchema>;
