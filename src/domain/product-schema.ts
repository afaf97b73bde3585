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
import { isHttpUrl, productMessages } from './product';

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
