/** Zod schemas of product input: the admin form, both adapters and the server validate with these. */
import { z } from './zod';
import { CATEGORIES, isSubCategoryOf } from './categories';
import { MAX_ADDITIONAL_IMAGES, MAX_URL_LENGTH } from './limits';
import { uploadKeyOf } from './image-variants';
import { PRODUCT_STATUSES, isHttpUrl, type ProductError } from './product';
import { PRODUCT_FIELDS, PRODUCT_INPUT_FIELDS, type ProductFieldSpec, type ProductInputField } from './product-fields';

const code = (error: ProductError) => ({ error });

const requiredText = (missing: ProductError, max: number) =>
  z.string(code(missing)).trim().min(1, code(missing)).max(max, code('tooLong'));

/** A text the admin may leave empty (a translation): '' when absent. */
const textUpTo = (max: number) => z.string().trim().max(max, code('tooLong')).default('');

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

/** A number the admin may leave empty: null when absent or empty, else as numberInput takes it. */
const optionalNumber = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : (value ?? null)),
      z
        .number(code('number'))
        .refine(Number.isFinite, code('number'))
        .min(0, code('number'))
        .max(1_000_000_000, code('number'))
        .nullable(),
    )
    .default(null);

const StatusSchema = z.enum(PRODUCT_STATUSES, code('invalid')).default('active');
const OptionalLinkSchema = MarketplaceUrlSchema.default('');

/**
 * The rules a row cannot say: a choice of the categories, a sub-category (of its category, below), the pictures.
 * Every other admin field's rule is its row's (rowRule), in the table's order.
 */
const OWN_RULES = {
  category: z.enum(CATEGORIES, code('categoryRequired')),
  subCategory: z.string().trim().max(100).default(''),
  image: z.string(code('imageRequired')).trim().min(1, code('imageRequired')).pipe(ImageUrlSchema),
  additionalImages: z.array(ImageUrlSchema).max(MAX_ADDITIONAL_IMAGES, code('tooManyImages')).default([]),
} satisfies Partial<Record<ProductInputField, z.ZodType>>;
type OwnRuled = keyof typeof OWN_RULES;
type Fields = typeof PRODUCT_FIELDS;

/**
 * A row's rule, by its kind, its control and whether it is required: a link (control `url`), empty or http(s); a
 * text, required (refused `{name}Required` when empty) or '' when absent, at most `max`; a number, required, or null
 * when absent; a status, active when absent.
 */
type RowRule<S> = S extends { kind: 'status' }
  ? typeof StatusSchema
  : S extends { kind: 'text'; input: { control: 'url' } }
    ? typeof OptionalLinkSchema
    : S extends { kind: 'text'; input: { required: true; max: number } }
      ? ReturnType<typeof requiredText>
      : S extends { kind: 'text'; input: { required: false; max: number } }
        ? ReturnType<typeof textUpTo>
        : S extends { kind: 'number' | 'numberOrNull'; input: { required: true } }
          ? ReturnType<typeof numberInput>
          : S extends { kind: 'numberOrNull'; input: { required: false } }
            ? ReturnType<typeof optionalNumber>
            : never;

/** The admin fields whose row says no rule and that OWN_RULES does not name: a type error names each. */
type Unruled = {
  [K in Exclude<ProductInputField, OwnRuled>]: [RowRule<Fields[K]>] extends [never] ? K : never;
}[Exclude<ProductInputField, OwnRuled>];
/** The required fields whose refusal `{name}Required` is no ProductError yet (PRODUCT_ERRORS, and its texts). */
type Uncoded = {
  [K in Exclude<ProductInputField, OwnRuled>]: Fields[K] extends { input: { required: true } }
    ? `${K}Required` extends ProductError
      ? never
      : K
    : never;
}[Exclude<ProductInputField, OwnRuled>];
// A field named here has no input rule: give its row a kind, control and `max` that say one, or name it in OWN_RULES.
const everyFieldRuled: [Unruled] extends [never] ? true : Unruled = true;
// A required field named here needs its refusal `{name}Required` in PRODUCT_ERRORS (src/domain/product.ts).
const everyRefusalCoded: [Uncoded] extends [never] ? true : Uncoded = true;
void [everyFieldRuled, everyRefusalCoded];

function rowRule(name: ProductInputField): z.ZodType {
  const spec: ProductFieldSpec = PRODUCT_FIELDS[name];
  const input = spec.input!;
  if (spec.kind === 'status') return StatusSchema;
  if (spec.kind === 'text' && input.control === 'url') return OptionalLinkSchema;
  if (spec.kind === 'text' && input.max !== undefined) {
    return input.required ? requiredText(`${name}Required` as ProductError, input.max) : textUpTo(input.max);
  }
  if ((spec.kind === 'number' || spec.kind === 'numberOrNull') && input.required) {
    return numberInput(`${name}Required` as ProductError);
  }
  if (spec.kind === 'numberOrNull') return optionalNumber();
  throw new Error(`PRODUCT_FIELDS.${name} (${spec.kind}): its row says no input rule; name it in OWN_RULES`);
}

type InputShape = {
  [K in ProductInputField]: K extends OwnRuled ? (typeof OWN_RULES)[K] : RowRule<Fields[K]>;
};

const inputShape = Object.fromEntries(
  PRODUCT_INPUT_FIELDS.map((name) => [name, (OWN_RULES as Record<string, z.ZodType>)[name] ?? rowRule(name)]),
) as InputShape;

/**
 * What the admin submits for a product, one rule per admin row of PRODUCT_FIELDS: the same schema serves the form,
 * both adapters and the server. Unknown keys are refused.
 */
export const ProductInputSchema = z
  .object(inputShape)
  .strict()
  .superRefine((input, ctx) => {
    if (input.subCategory !== '' && !isSubCategoryOf(input.category, input.subCategory)) {
      ctx.addIssue({ code: 'custom', path: ['subCategory'], message: 'subCategory' satisfies ProductError });
    }
  });

export type ProductInput = z.infer<typeof ProductInputSchema>;
/** The shape before parsing: what a form holds. */
export type ProductInputDraft = z.input<typeof ProductInputSchema>;
