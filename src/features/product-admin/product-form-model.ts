import type { z } from 'zod';
import {
  CATEGORIES,
  MAX_ADDITIONAL_IMAGES,
  MAX_SHOWN_ADDITIONAL_IMAGES,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SKU_LENGTH,
  MAX_URL_LENGTH,
  PRICE_STEP,
  PRODUCT_ERRORS,
  PRODUCT_STATUSES,
  ProductInputSchema,
  fieldErrors,
  WEIGHT_STEP,
  hasSubCategories,
  imageObjectKey,
  subCategoriesOf,
  safeFileName,
  type Product,
  type ProductError,
  type ProductStatus,
  type ProductInputDraft,
} from '@/domain';
import { PRODUCT_INPUT_FIELDS, type ProductInputField } from '@/domain/product-fields';

/** The fields the form shows as pictures, not as typed values. */
const IMAGE_FIELDS = ['image', 'additionalImages'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

/** The fields the admin types: every field of a product's input (src/domain/product-fields.ts) but the pictures. */
type ValueName = Exclude<ProductInputField, ImageField>;
const VALUE_NAMES = PRODUCT_INPUT_FIELDS.filter((name): name is ValueName => !isImageField(name));

function isImageField(name: string): name is ImageField {
  return (IMAGE_FIELDS as readonly string[]).includes(name);
}

/** What the form's text inputs hold: strings, exactly as typed. */
export type ProductFormValues = Record<ValueName, string>;

export type ProductField = ValueName | ImageField;

/** The attributes an input of the list may carry, beyond those every field gets. */
type InputAttributes = {
  type?: 'number' | 'url';
  inputMode?: 'decimal' | 'url';
  step?: number;
  min?: number;
  autoCapitalize?: 'characters';
  spellCheck?: false;
};

/**
 * How the form shows one of its typed values (spec §2 and §5). The label is `form.fields.{name}`, with
 * '(optional)' added for an optional field; `wide` spans both columns; `shown` hides the field for some values.
 */
export type ValueField = {
  name: keyof ProductFormValues;
  optional?: true;
  wide?: true;
  hint?: 'urlHint' | 'translationHint';
  shown?: (values: ProductFormValues) => boolean;
} & (
  | { control: 'input'; input?: InputAttributes }
  | { control: 'textarea'; rows: number }
  | {
      control: 'select';
      /** The option values; each one's label is `{labels}.{value}`, after a first option `form.{none}` if any. */
      options: (values: ProductFormValues) => readonly string[];
      labels: 'categories' | 'subCategories' | 'productStatuses';
      none?: 'chooseCategory' | 'noSubCategory';
    }
);

const NUMBER = { type: 'number', inputMode: 'decimal', min: 0 } as const;
const URL_INPUT = { type: 'url', inputMode: 'url', spellCheck: false } as const;

/** The form's typed values, in the order it shows them; the two image fields follow them. */
export const VALUE_FIELDS: readonly ValueField[] = [
  { name: 'name', control: 'input', wide: true },
  { name: 'nameMs', control: 'input', wide: true, optional: true, hint: 'translationHint' },
  { name: 'sku', control: 'input', input: { autoCapitalize: 'characters', spellCheck: false } },
  { name: 'price', control: 'input', input: { ...NUMBER, step: PRICE_STEP } },
  { name: 'weight', control: 'input', input: { ...NUMBER, step: WEIGHT_STEP } },
  {
    name: 'category',
    control: 'select',
    options: () => CATEGORIES,
    labels: 'categories',
    none: 'chooseCategory',
  },
  {
    name: 'subCategory',
    control: 'select',
    optional: true,
    shown: (values) => hasSubCategories(values.category),
    options: (values) => subCategoriesOf(values.category),
    labels: 'subCategories',
    none: 'noSubCategory',
  },
  { name: 'description', control: 'textarea', rows: 6, wide: true },
  { name: 'descriptionMs', control: 'textarea', rows: 6, wide: true, optional: true, hint: 'translationHint' },
  { name: 'shopeeUrl', control: 'input', input: URL_INPUT, optional: true, hint: 'urlHint' },
  { name: 'tiktokUrl', control: 'input', input: URL_INPUT, optional: true, hint: 'urlHint' },
  { name: 'status', control: 'select', options: () => PRODUCT_STATUSES, labels: 'productStatuses' },
];

/** The value fields the form shows for these values. */
export function shownValueFields(values: ProductFormValues): ValueField[] {
  return VALUE_FIELDS.filter((field) => field.shown?.(values) ?? true);
}

/** The fields in the order the form shows them: the first one at fault gets the focus. */
export const FORM_FIELDS: readonly ProductField[] = [...VALUE_FIELDS.map((field) => field.name), ...IMAGE_FIELDS];

/** An image already stored (its URL) or a file chosen in this visit, not yet uploaded. */
export type ImageChoice = { kind: 'existing'; url: string } | { kind: 'new'; file: File; key: string };
/**
 * The form's images. `stored` lists every image URL of the product as it is stored (none when adding):
 * those objects stay in use until the save succeeds, so no upload may overwrite them.
 */
export type ProductImages = { intro: ImageChoice | null; additional: ImageChoice[]; stored?: readonly string[] };

/** A field's problem as a key of `validation.*` in admin.json: the screen words it in the admin's language. */
export type FieldError = { key: Exclude<ProductError, 'tooLong'> } | { key: 'tooLong'; max: number };
export type FieldErrors = Partial<Record<ProductField, FieldError>>;

/** A new product's form: empty, shown to visitors once saved. */
export const EMPTY_VALUES: ProductFormValues = {
  ...(Object.fromEntries(VALUE_NAMES.map((name) => [name, ''])) as ProductFormValues),
  status: 'active' satisfies ProductStatus,
};

export const NO_IMAGES: ProductImages = { intro: null, additional: [] };

/** Every field of a stored product, weight included (the original form forgot it; we do not). */
export function valuesFromProduct(product: Product): ProductFormValues {
  const typed = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return Object.fromEntries(VALUE_NAMES.map((name) => [name, typed(product[name])])) as ProductFormValues;
}

export function imagesFromProduct(product: Product): ProductImages {
  return {
    stored: [product.image, ...product.additionalImages].filter(Boolean),
    intro: product.image ? { kind: 'existing', url: product.image } : null,
    additional: product.additionalImages
      .slice(0, MAX_ADDITIONAL_IMAGES)
      .map((url) => ({ kind: 'existing', url }) as const),
  };
}

/** A new category clears the sub-category (spec §4). */
export function withCategory(values: ProductFormValues, category: string): ProductFormValues {
  return { ...values, category, subCategory: '' };
}

let nextKey = 1;
function newChoice(file: File): ImageChoice {
  return { kind: 'new', file, key: `new-${nextKey++}` };
}

export type AddedImages = { images: ImageChoice[]; kept: number; chosen: number };

/**
 * Adds chosen files to the additional images: only the first of a choice are kept (spec §5), as many as the product
 * page's gallery shows beside the introduction image (MAX_SHOWN_ADDITIONAL_IMAGES, 5 photos in all), counting those
 * the product already has. A product saved with more before keeps them and gets none.
 */
export function addAdditionalFiles(current: readonly ImageChoice[], files: readonly File[]): AddedImages {
  const room = Math.max(0, MAX_SHOWN_ADDITIONAL_IMAGES - current.length);
  const kept = files.slice(0, room).map(newChoice);
  return { images: [...current, ...kept], kept: kept.length, chosen: files.length };
}

export function introChoice(file: File): ImageChoice {
  return newChoice(file);
}

/**
 * Stands in for a chosen file while the form is checked, before anything is uploaded: an address in the form the
 * schema takes for an upload, which names no file.
 */
const PENDING_UPLOAD = `/uploads/${imageObjectKey('pending', 'intro', 'upload.png')}`;

/** The form's values in the shape of the shared product schema, with the given image URLs. */
export function toDraft(
  values: ProductFormValues,
  images: { image: string; additionalImages: string[] },
): ProductInputDraft {
  return {
    ...values,
    category: values.category as ProductInputDraft['category'],
    status: values.status as ProductInputDraft['status'],
    // A category without sub-categories has none, whatever the select held before.
    subCategory: hasSubCategories(values.category) ? values.subCategory : '',
    image: images.image,
    additionalImages: images.additionalImages,
  };
}

function urlOrPending(choice: ImageChoice): string {
  return choice.kind === 'existing' ? choice.url : PENDING_UPLOAD;
}

export type FormCheck = { ok: true } | { ok: false; errors: FieldErrors; first: ProductField };

/** Checks the form with `ProductInputSchema` plus the image rule of spec §5, before any upload. */
export function validateProductForm(values: ProductFormValues, images: ProductImages): FormCheck {
  const draft = toDraft(values, {
    image: images.intro ? urlOrPending(images.intro) : '',
    additionalImages: images.additional.map(urlOrPending),
  });
  const errors: FieldErrors = fieldErrors(ProductInputSchema, draft, FORM_FIELDS, toFieldError);
  // An existing image or a newly chosen file, else the spec's own message.
  if (!images.intro) errors.image = { key: 'imageRequired' };
  const first = FORM_FIELDS.find((field) => errors[field]);
  return first ? { ok: false, errors, first } : { ok: true };
}

function isProductField(value: unknown): value is ProductField {
  return typeof value === 'string' && (FORM_FIELDS as readonly string[]).includes(value);
}

/** The longest text each field takes: a 'tooLong' from the server carries no maximum. */
const MAX_LENGTHS: Partial<Record<ProductField, number>> = {
  name: MAX_NAME_LENGTH,
  nameMs: MAX_NAME_LENGTH,
  sku: MAX_SKU_LENGTH,
  description: MAX_DESCRIPTION_LENGTH,
  descriptionMs: MAX_DESCRIPTION_LENGTH,
  shopeeUrl: MAX_URL_LENGTH,
  tiktokUrl: MAX_URL_LENGTH,
};

/**
 * A field code (the schema's, the server's, an adapter's or an import's plan) as the form's error; an unknown code is
 * 'invalid'.
 */
export function fieldError(field: ProductField, code: string, max?: number): FieldError {
  if (code === 'tooLong') {
    const limit = max ?? MAX_LENGTHS[field];
    return limit === undefined ? { key: 'invalid' } : { key: 'tooLong', max: limit };
  }
  const known = (PRODUCT_ERRORS as readonly string[]).includes(code);
  return { key: known ? (code as Exclude<ProductError, 'tooLong'>) : 'invalid' };
}

/** A schema's problem with a field as the form words it. */
export function toFieldError(field: ProductField, issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'too_big' && issue.origin === 'string') return fieldError(field, 'tooLong', Number(issue.maximum));
  return fieldError(field, issue.message);
}

/** The server's per-field codes (`BackendError.fields`, keyed by path such as 'additionalImages.0'). */
export function fieldErrorsFromServer(fields: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, code] of Object.entries(fields)) {
    const field = path.split('.')[0];
    if (!isProductField(field) || errors[field]) continue;
    errors[field] = fieldError(field, code);
  }
  return errors;
}

/**
 * The object key (`products/…`) an image URL points to, in the URL shape of either backend: the
 * embedded server's `/uploads/products/{key}` and a Cloud Storage download URL, whose path is
 * encoded into one segment (`…/v0/b/{bucket}/o/products%2F{owner}_{slot}_{name}?alt=media&token=…`).
 * Null for any other URL.
 */
export function imageKeyOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://embedded.invalid').pathname;
  } catch {
    return null;
  }
  const stored = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(path);
  const encoded = stored ? stored[1]! : path.startsWith('/uploads/') ? path.slice('/uploads/'.length) : null;
  if (encoded === null) return null;
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return key.startsWith('products/') ? key : null;
}

const SLOT_KEY = /^products\/([A-Za-z0-9]{1,40})_(intro|\d{1,2})_/;

/** Image slots already taken by the stored images of `owner`, read from their object keys. */
export function takenSlots(urls: readonly string[], owner: string): Set<number> {
  const taken = new Set<number>();
  for (const url of urls) {
    const match = SLOT_KEY.exec(imageKeyOf(url) ?? '');
    if (match && match[1] === owner && match[2] !== 'intro') taken.add(Number(match[2]));
  }
  return taken;
}

export type UploadPlan = {
  intro: File | null;
  additional: { position: number; file: File; slot: number }[];
};

/**
 * Which files to upload and under which slot, so that no upload targets the object key of an image
 * the product still uses: the images kept in the form and, until the save succeeds, every image the
 * stored product references (`images.stored`), including those removed in this visit.
 *
 * New additional images take the lowest free index, skipping those still used by kept images; when
 * adding, that is simply 0..4 (spec §7). A slot whose key (owner, index and file name) is already
 * referenced is skipped too. A new introduction image with the file name of one in use is uploaded
 * under a numbered name ('front-2.png'), since its slot is always 'intro'.
 */
export function planUploads(images: ProductImages, owner: string): UploadPlan {
  const existing = [images.intro, ...images.additional].flatMap((choice) =>
    choice?.kind === 'existing' ? [choice.url] : [],
  );
  const referenced = new Set(
    [...existing, ...(images.stored ?? [])].flatMap((url) => {
      const key = imageKeyOf(url);
      return key ? [key] : [];
    }),
  );
  const kept = images.additional.flatMap((choice) => (choice.kind === 'existing' ? [choice.url] : []));
  const taken = takenSlots(kept, owner);
  const additional: UploadPlan['additional'] = [];
  let slot = 0;
  images.additional.forEach((choice, position) => {
    if (choice.kind !== 'new') return;
    while (taken.has(slot) || referenced.has(imageObjectKey(owner, slot, choice.file.name))) slot++;
    additional.push({ position, file: choice.file, slot });
    taken.add(slot);
    referenced.add(imageObjectKey(owner, slot, choice.file.name));
  });
  const intro = images.intro?.kind === 'new' ? unusedIntroFile(images.intro.file, owner, referenced) : null;
  return { intro, additional };
}

/** The file itself, or the same bytes under a numbered name when its 'intro' key is in use. */
function unusedIntroFile(file: File, owner: string, referenced: ReadonlySet<string>): File {
  if (!referenced.has(imageObjectKey(owner, 'intro', file.name))) return file;
  const name = safeFileName(file.name);
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem.slice(0, 70)}-${n}${extension}`;
    if (!referenced.has(imageObjectKey(owner, 'intro', candidate))) {
      return new File([file], candidate, { type: file.type, lastModified: file.lastModified });
    }
  }
}
