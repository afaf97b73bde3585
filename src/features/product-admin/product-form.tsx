import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Form, useNavigate } from 'react-router';
import { paths } from '@/domain/paths';
import {
  CATEGORIES,
  MAX_ADDITIONAL_IMAGES,
  MAX_SHOWN_ADDITIONAL_IMAGES,
  PRICE_STEP,
  PRODUCT_STATUSES,
  ProductInputSchema,
  WEIGHT_STEP,
  hasSubCategories,
  subCategoriesOf,
  type Language,
  type Product,
  type ProductStatus,
} from '@/domain';
import { categoryName, subCategoryName } from '@/i18n/names';
import { PRODUCT_INPUT_FIELDS, type ProductInputField } from '@/domain/product-fields';
import { useLanguage } from '@/components/ui/use-language';
import { useAdminForm, useFieldErrorText } from '@/components/admin/admin-form';
import { InputField, SelectField, TextAreaField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { ImagePreview } from '@/components/admin/image-preview';
import { newChoice, withPendingUploads, type ImageChoice } from './save-product';

/** The product form's draft (src/components/admin/admin-form.tsx), kept under its address. */
export const PRODUCT_DRAFT = 'product-form-draft';

type ValueName = Exclude<ProductInputField, 'image' | 'additionalImages'>;

/**
 * How the form shows one of its typed values (spec §2 and §5). The label is `form.fields.{name}`, with '(optional)'
 * for a field the schema does not require; `wide` spans both columns. Selects list `options` for the category chosen,
 * each labelled by `labels`, after a first option `form.{none}` if any.
 */
export type ValueField = { name: ValueName; wide?: true; hint?: 'urlHint' | 'translationHint' } & (
  | {
      control: 'input';
      input?: {
        type?: 'number' | 'url';
        inputMode?: 'decimal' | 'url';
        step?: number;
        min?: number;
        autoCapitalize?: 'characters';
        spellCheck?: false;
      };
    }
  | { control: 'textarea' }
  | {
      control: 'select';
      options: (category: string) => readonly string[];
      labels: 'categories' | 'subCategories' | 'productStatuses';
      none?: 'chooseCategory' | 'noSubCategory';
    }
);

const NUMBER = { type: 'number', inputMode: 'decimal', min: 0 } as const;
const URL_INPUT = { type: 'url', inputMode: 'url', spellCheck: false } as const;

/** The form's typed values, in the order it shows them; the two image fields follow them. */
export const VALUE_FIELDS: readonly ValueField[] = [
  { name: 'name', control: 'input', wide: true },
  { name: 'nameMs', control: 'input', wide: true, hint: 'translationHint' },
  { name: 'sku', control: 'input', input: { autoCapitalize: 'characters', spellCheck: false } },
  { name: 'price', control: 'input', input: { ...NUMBER, step: PRICE_STEP } },
  { name: 'weight', control: 'input', input: { ...NUMBER, step: WEIGHT_STEP } },
  { name: 'category', control: 'select', options: () => CATEGORIES, labels: 'categories', none: 'chooseCategory' },
  { name: 'subCategory', control: 'select', options: subCategoriesOf, labels: 'subCategories', none: 'noSubCategory' },
  { name: 'description', control: 'textarea', wide: true },
  { name: 'descriptionMs', control: 'textarea', wide: true, hint: 'translationHint' },
  { name: 'shopeeUrl', control: 'input', input: URL_INPUT, hint: 'urlHint' },
  { name: 'tiktokUrl', control: 'input', input: URL_INPUT, hint: 'urlHint' },
  { name: 'status', control: 'select', options: () => PRODUCT_STATUSES, labels: 'productStatuses' },
];

/** A stored product as the form's values (every field, weight included); a new one's: empty, shown to visitors. */
export function formValues(product: Product | null): Record<ProductInputField, string | string[]> {
  const typed = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const values = Object.fromEntries(PRODUCT_INPUT_FIELDS.map((name) => [name, typed(product?.[name])]));
  return {
    ...values,
    status: product?.status ?? ('active' satisfies ProductStatus),
    additionalImages: product?.additionalImages.slice(0, MAX_ADDITIONAL_IMAGES) ?? [],
  } as Record<ProductInputField, string | string[]>;
}

/**
 * The one product form (spec §2): adding when `product` is null, editing it otherwise. Its route's action checks it
 * with the product schema and saves it (save-product.ts); the browser checks it first, before anything is uploaded.
 * While saving, every control is disabled.
 */
export function ProductForm({ product }: { product: Product | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const errorText = useFieldErrorText('validation');
  const titleId = useId();
  const mode = product ? 'edit' : 'add';
  const admin = useAdminForm({
    schema: ProductInputSchema,
    defaultValue: formValues(product),
    draft: PRODUCT_DRAFT,
    checked: withPendingUploads,
  });
  const { form, fields, saving, restored } = admin;
  const error = (name: ProductInputField) => errorText(admin.errorsOf(name));
  const category = typeof form.value?.category === 'string' ? form.value.category : '';
  const shown = VALUE_FIELDS.filter((field) => field.name !== 'subCategory' || hasSubCategories(category));

  return (
    <div className="mx-auto max-w-3xl py-8">
      {admin.confirmDialog}
      <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {t(mode === 'add' ? 'form.addTitle' : 'form.editTitle')}
      </h1>

      {restored ? (
        <div role="status" className="mt-4 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-sm text-ink-900">
          <p>{t('form.restored')}</p>
          {restored.hadFiles ? <p className="mt-1 font-medium">{t('form.restoredWithoutImages')}</p> : null}
          <button type="button" onClick={admin.startAgain} className={`${buttonStyles.secondary} mt-2 min-h-11`}>
            {t('form.startAgain')}
          </button>
        </div>
      ) : null}

      <Form
        key={form.id}
        {...admin.formProps}
        encType="multipart/form-data"
        aria-labelledby={titleId}
        className="mt-6 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <fieldset disabled={saving} className="grid min-w-0 gap-5 sm:grid-cols-2">
          {shown.map((field) => (
            <ValueFieldControl
              // A new category clears the sub-category (spec §4): its select starts again.
              key={field.name === 'subCategory' ? `subCategory-${category}` : field.name}
              field={field}
              category={category}
              defaultValue={
                field.name === 'subCategory' && category !== fields.category?.initialValue
                  ? ''
                  : String(fields[field.name]?.initialValue ?? '')
              }
              required={admin.constraint[field.name]?.required}
              error={error(field.name)}
            />
          ))}
          <ProductImages
            product={product}
            intro={fields.image?.initialValue}
            additional={fields.additionalImages?.initialValue}
            errors={{ image: error('image'), additionalImages: error('additionalImages') }}
            onChange={admin.touch}
          />
          <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-5 sm:col-span-2">
            <button type="submit" className={buttonStyles.primary}>
              {saving ? t('form.saving') : t('form.save')}
            </button>
            <button type="button" onClick={() => void navigate(paths.admin.portal)} className={buttonStyles.secondary}>
              {t('form.cancel')}
            </button>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}

type ValueFieldControlProps = {
  field: ValueField;
  category: string;
  defaultValue: string;
  required: boolean | undefined;
  error: string | undefined;
};

/** One typed value of the form, built from its entry in `VALUE_FIELDS`. */
function ValueFieldControl({ field, category, defaultValue, required, error }: ValueFieldControlProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const label = t(`form.fields.${field.name}`);
  // '(optional)' where the schema does not require the field; the status always has one.
  const optional = !required && field.name !== 'status';
  const common = {
    id: `product-${field.name}`,
    label: optional ? `${label} (${t('form.optional')})` : label,
    hint: field.hint ? t(`form.${field.hint}`) : undefined,
    error,
    className: field.wide ? 'sm:col-span-2' : undefined,
    name: field.name,
    defaultValue,
    required,
  };
  switch (field.control) {
    case 'input':
      return <InputField {...common} {...field.input} />;
    case 'textarea':
      return <TextAreaField {...common} rows={6} />;
    case 'select':
      return (
        <SelectField
          {...common}
          none={field.none && t(`form.${field.none}`)}
          options={field
            .options(category)
            .map((value) => ({ value, label: optionLabel(t, language, field.labels, value) }))}
        />
      );
  }
}

type SelectLabels = Extract<ValueField, { control: 'select' }>['labels'];

function optionLabel(t: TFunction<'admin'>, language: Language, labels: SelectLabels, value: string): string {
  switch (labels) {
    case 'categories':
      return categoryName(value, language);
    case 'subCategories':
      return subCategoryName(value, language);
    case 'productStatuses':
      return t(`productStatuses.${value as ProductStatus}`);
  }
}

const existing = (url: string): ImageChoice => ({ kind: 'existing', url });
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A chosen file as the form's entry `name`: a file input of its own, not shown, that holds it. */
function ChosenFile({ name, file }: { name: string; file: File }) {
  const hold = (input: HTMLInputElement | null) => {
    if (!input) return;
    const files = new DataTransfer();
    files.items.add(file);
    input.files = files.files;
  };
  return <input type="file" name={name} hidden tabIndex={-1} ref={hold} />;
}

/** An image as the form's entry `name`: a stored one's URL, a chosen one's file. */
function ImageEntry({ name, choice }: { name: string; choice: ImageChoice }) {
  return choice.kind === 'new' ? (
    <ChosenFile name={name} file={choice.file} />
  ) : (
    <input type="hidden" name={name} value={choice.url} />
  );
}

type ProductImagesProps = {
  product: Product | null;
  /** The form's images as it starts: the product's, or a draft's (a chosen file is not kept, the stored image is). */
  intro: unknown;
  additional: unknown;
  errors: { image: string | undefined; additionalImages: string | undefined };
  onChange: () => void;
};

/**
 * The introduction image and the additional ones (spec §5): each kept in the form as a stored image's URL or a
 * chosen file, shown with a way back or out. Only the first of a choice are kept, as many as the product page shows
 * beside the introduction image (MAX_SHOWN_ADDITIONAL_IMAGES, 5 photos in all), counting those the product has.
 */
function ProductImages({
  product,
  intro: startIntro,
  additional: startAdditional,
  errors,
  onChange,
}: ProductImagesProps) {
  const { t } = useTranslation('admin');
  const originalIntro = product?.image ? existing(product.image) : null;
  const [intro, setIntro] = useState<ImageChoice | null>(() =>
    isText(startIntro) ? existing(startIntro) : originalIntro,
  );
  const [additional, setAdditional] = useState<ImageChoice[]>(() =>
    (Array.isArray(startAdditional) ? startAdditional : [startAdditional]).filter(isText).map(existing),
  );
  const [keptNote, setKeptNote] = useState<string | null>(null);
  const full = additional.length >= MAX_SHOWN_ADDITIONAL_IMAGES;
  // Photos past what the product page shows: only a product saved with them before the rule has any.
  const unshown = Math.max(0, additional.length - MAX_SHOWN_ADDITIONAL_IMAGES);

  function chooseIntro(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again still counts as a change; the form holds it from here.
    event.target.value = '';
    if (file) setIntro(newChoice(file));
  }

  function chooseAdditional(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const kept = files.slice(0, Math.max(0, MAX_SHOWN_ADDITIONAL_IMAGES - additional.length)).map(newChoice);
    setAdditional([...additional, ...kept]);
    setKeptNote(
      kept.length < files.length
        ? t('form.imagesKept', { count: kept.length, chosen: files.length, max: MAX_SHOWN_ADDITIONAL_IMAGES })
        : null,
    );
  }

  function removeAdditional(index: number) {
    onChange();
    setAdditional(additional.filter((_, i) => i !== index));
    setKeptNote(null);
  }

  return (
    <>
      <div className="sm:col-span-2">
        {/* The chooser is the form's `image` while there is none, so that its error is its own and takes the focus. */}
        <InputField
          id="product-image"
          label={t('form.fields.image')}
          hint={originalIntro ? t('form.replaceImageHint') : t('form.imageHint')}
          error={errors.image}
          name={intro ? undefined : 'image'}
          type="file"
          accept="image/*"
          onChange={chooseIntro}
        />
        {intro ? <ImageEntry name="image" choice={intro} /> : null}
        {intro ? (
          <IntroPreview
            intro={intro}
            undoLabel={originalIntro ? t('form.undoNewIntro') : t('form.removeNewIntro')}
            onUndo={() => {
              onChange();
              setIntro(originalIntro);
            }}
          />
        ) : null}
      </div>

      <div className="sm:col-span-2">
        <InputField
          id="product-additionalImages"
          label={`${t('form.fields.additionalImages')} (${t('form.optional')})`}
          hint={
            full
              ? t('form.additionalFull', { max: MAX_SHOWN_ADDITIONAL_IMAGES })
              : t('form.additionalHint', { max: MAX_SHOWN_ADDITIONAL_IMAGES, count: additional.length })
          }
          error={errors.additionalImages}
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          onChange={chooseAdditional}
        />
        {keptNote ? (
          <p role="status" className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            {keptNote}
          </p>
        ) : null}
        {unshown > 0 ? (
          <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            {t('form.notShownSummary', { total: additional.length, max: MAX_SHOWN_ADDITIONAL_IMAGES, count: unshown })}
          </p>
        ) : null}
        {additional.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-4">
            {additional.map((choice, index) => (
              <li
                key={choice.kind === 'new' ? choice.key : choice.url}
                className="flex max-w-40 flex-col items-center gap-2"
              >
                <ImageEntry name="additionalImages" choice={choice} />
                <ImagePreview choice={choice} alt={t('form.additionalImage', { number: index + 1 })} />
                {index >= MAX_SHOWN_ADDITIONAL_IMAGES ? (
                  <p className="text-center text-xs text-amber-900">{t('form.notShown')}</p>
                ) : null}
                <button
                  type="button"
                  onClick={() => removeAdditional(index)}
                  aria-label={t('form.removeImage', { number: index + 1 })}
                  className={buttonStyles.smallSecondary}
                >
                  {t('form.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

/** The introduction image shown under its input, with a way back from a newly chosen file. */
function IntroPreview({ intro, undoLabel, onUndo }: { intro: ImageChoice; undoLabel: string; onUndo: () => void }) {
  const { t } = useTranslation('admin');
  const caption = intro.kind === 'new' ? t('form.newIntro', { name: intro.file.name }) : t('form.currentIntro');
  return (
    <figure className="mt-3 flex items-center gap-4">
      <ImagePreview choice={intro} alt={caption} />
      <figcaption className="flex min-w-0 flex-col items-start gap-2 text-sm text-gray-700">
        {/* Between words; a long file name breaks where it must. */}
        <span className="wrap-anywhere">{caption}</span>
        {intro.kind === 'new' ? (
          <button type="button" onClick={onUndo} className={buttonStyles.smallSecondary}>
            {undoLabel}
          </button>
        ) : null}
      </figcaption>
    </figure>
  );
}
