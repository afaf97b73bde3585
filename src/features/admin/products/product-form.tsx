import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { paths } from '@/domain/paths';
import {
  CATEGORIES,
  MAX_ADDITIONAL_IMAGES,
  MAX_SHOWN_ADDITIONAL_IMAGES,
  PRODUCT_STATUSES,
  ProductInputSchema,
  hasSubCategories,
  subCategoriesOf,
  type Product,
  type ProductStatus,
} from '@/domain';
import { categoryName, subCategoryName } from '@/i18n/names';
import { PRODUCT_FIELDS, PRODUCT_INPUT_FIELDS, type ProductInputField } from '@/domain/product-fields';
import { useLanguage } from '@/components/ui/use-language';
import { useAdminForm, useFieldErrorText } from '@/components/admin/admin-form';
import { RowField, type RowForm } from '@/components/admin/row-field';
import { InputField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { ImagePreview } from '@/components/admin/image-preview';
import { newChoice, withPendingUploads, type ImageChoice } from './save-product';

/** The product form's draft (src/components/admin/admin-form.tsx), kept under its address. */
export const PRODUCT_DRAFT = 'product-form-draft';

/**
 * The rows of PRODUCT_FIELDS the form draws itself, after the others: the introduction image and the additional
 * ones, each a stored image or a chosen file, shown with a way back or out (spec §5).
 */
export const DRAWN_BY_PRODUCT_FORM = ['image', 'additionalImages'] as const satisfies readonly ProductInputField[];

const drawn: readonly string[] = DRAWN_BY_PRODUCT_FORM;
/** The fields the form draws from their rows (RowField), in the table's order (spec §2). */
const ROW_FIELDS = PRODUCT_INPUT_FIELDS.filter((name) => !drawn.includes(name));

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
  const language = useLanguage();
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
  const rows: RowForm = {
    admin,
    prefix: 'product',
    errorText,
    optional: t('form.optional'),
    options: {
      category: {
        none: t('form.chooseCategory'),
        options: CATEGORIES.map((value) => ({ value, label: categoryName(value, language) })),
      },
      // The sub-categories of the category chosen, shown only when it has some.
      subCategory: {
        none: t('form.noSubCategory'),
        options: subCategoriesOf(category).map((value) => ({ value, label: subCategoryName(value, language) })),
      },
      status: { options: PRODUCT_STATUSES.map((value) => ({ value, label: t(`productStatuses.${value}`) })) },
    },
  };
  const shown = ROW_FIELDS.filter((name) => name !== 'subCategory' || hasSubCategories(category));

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
          {shown.map((name) => (
            <RowField
              // A new category clears the sub-category (spec §4): its select starts again.
              key={name === 'subCategory' ? `subCategory-${category}` : name}
              form={rows}
              name={name}
              input={PRODUCT_FIELDS[name].input}
              defaultValue={name === 'subCategory' && category !== fields.category?.initialValue ? '' : undefined}
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
