import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/domain/paths';
import { BackendError, getBackend } from '@/data';
import {
  CATEGORIES,
  MAX_ADDITIONAL_IMAGES,
  PRICE_STEP,
  WEIGHT_STEP,
  hasSubCategories,
  subCategoriesOf,
  type SUB_CATEGORIES,
  type Product,
} from '@/domain';
import { errorMessage } from '@/components/ui/error-message';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { buttonStyles, inputStyles } from '@/components/ui/styles';
import { ImagePreview } from './image-preview';
import {
  EMPTY_VALUES,
  NO_IMAGES,
  addAdditionalFiles,
  fieldErrorsFromServer,
  imagesFromProduct,
  introChoice,
  validateProductForm,
  valuesFromProduct,
  withCategory,
  type FieldErrors,
  type ProductField,
  type ProductFormValues,
  type ProductImages,
} from './product-form-model';
import { saveProduct } from './save-product';
import { useFieldErrorText } from './use-field-error-text';

type SubCategoryKey = (typeof SUB_CATEGORIES)[keyof typeof SUB_CATEGORIES][number];

/**
 * The one product form (spec §2): adding when `product` is null, editing it otherwise.
 * Checks everything before uploading anything; while saving, every control is disabled.
 */
export function ProductForm({ product }: { product: Product | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const expire = useSessionExpiry();
  const errorText = useFieldErrorText();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const mode = product ? 'edit' : 'add';

  const [values, setValues] = useState<ProductFormValues>(() => (product ? valuesFromProduct(product) : EMPTY_VALUES));
  const [images, setImages] = useState<ProductImages>(() => (product ? imagesFromProduct(product) : NO_IMAGES));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [keptNote, setKeptNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const originalIntro = product?.image ? ({ kind: 'existing', url: product.image } as const) : null;

  function clearError(field: ProductField) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function change(field: keyof ProductFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function changeCategory(category: string) {
    setValues((current) => withCategory(current, category));
    clearError('category');
    clearError('subCategory');
  }

  function chooseIntro(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    setImages((current) => ({ ...current, intro: introChoice(file) }));
    clearError('image');
  }

  function chooseAdditional(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const added = addAdditionalFiles(images.additional, files);
    setImages((current) => ({ ...current, additional: added.images }));
    setKeptNote(
      added.kept < added.chosen
        ? t('form.imagesKept', { kept: added.kept, chosen: added.chosen, max: MAX_ADDITIONAL_IMAGES })
        : null,
    );
    clearError('additionalImages');
  }

  function removeAdditional(index: number) {
    setImages((current) => ({ ...current, additional: current.additional.filter((_, i) => i !== index) }));
    setKeptNote(null);
  }

  function focusField(field: ProductField) {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const check = validateProductForm(values, images);
    if (!check.ok) {
      setErrors(check.errors);
      focusField(check.first);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const backend = await getBackend();
      await saveProduct(backend, product ? { mode: 'edit', id: product.id } : { mode: 'add' }, values, images);
      notify('success', t(mode === 'add' ? 'form.added' : 'form.updated'), { carry: true });
      await navigate(paths.admin.portal);
    } catch (error) {
      if (expire(error)) return;
      if (error instanceof BackendError) setErrors(fieldErrorsFromServer(error.fields));
      const message = errorMessage(error);
      notify(
        'error',
        mode === 'add' ? t('form.addFailed', { error: message }) : t('form.updateFailed', { error: message }),
      );
      // Everything the admin entered stays, so they can correct it and save again.
      setSaving(false);
    }
  }

  const subCategories = subCategoriesOf(values.category);
  const input = inputStyles;

  return (
    <div className="mx-auto max-w-3xl py-8">
      <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {t(mode === 'add' ? 'form.addTitle' : 'form.editTitle')}
      </h1>

      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        aria-busy={saving || undefined}
        onSubmit={handleSubmit}
        className="mt-6 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <fieldset disabled={saving} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <Field
            id="product-name"
            label={t('form.fields.name')}
            error={errorText(errors.name)}
            className="sm:col-span-2"
          >
            {(control) => (
              <input
                {...control}
                name="name"
                value={values.name}
                onChange={(e) => change('name', e.target.value)}
                className={input}
              />
            )}
          </Field>

          <Field id="product-sku" label={t('form.fields.sku')} error={errorText(errors.sku)}>
            {(control) => (
              <input
                {...control}
                name="sku"
                value={values.sku}
                onChange={(e) => change('sku', e.target.value)}
                autoCapitalize="characters"
                spellCheck={false}
                className={input}
              />
            )}
          </Field>

          <Field id="product-price" label={t('form.fields.price')} error={errorText(errors.price)}>
            {(control) => (
              <input
                {...control}
                name="price"
                type="number"
                inputMode="decimal"
                step={PRICE_STEP}
                min={0}
                value={values.price}
                onChange={(e) => change('price', e.target.value)}
                className={input}
              />
            )}
          </Field>

          <Field id="product-weight" label={t('form.fields.weight')} error={errorText(errors.weight)}>
            {(control) => (
              <input
                {...control}
                name="weight"
                type="number"
                inputMode="decimal"
                step={WEIGHT_STEP}
                min={0}
                value={values.weight}
                onChange={(e) => change('weight', e.target.value)}
                className={input}
              />
            )}
          </Field>

          <Field id="product-category" label={t('form.fields.category')} error={errorText(errors.category)}>
            {(control) => (
              <select
                {...control}
                name="category"
                value={values.category}
                onChange={(e) => changeCategory(e.target.value)}
                className={input}
              >
                <option value="">{t('form.chooseCategory')}</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>

          {hasSubCategories(values.category) ? (
            <Field
              id="product-subCategory"
              label={`${t('form.fields.subCategory')} (${t('form.optional')})`}
              error={errorText(errors.subCategory)}
            >
              {(control) => (
                <select
                  {...control}
                  name="subCategory"
                  value={values.subCategory}
                  onChange={(e) => change('subCategory', e.target.value)}
                  className={input}
                >
                  <option value="">{t('form.noSubCategory')}</option>
                  {subCategories.map((sub) => (
                    <option key={sub} value={sub}>
                      {t(`subCategories.${sub as SubCategoryKey}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}

          <Field
            id="product-description"
            label={t('form.fields.description')}
            error={errorText(errors.description)}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                name="description"
                rows={6}
                value={values.description}
                onChange={(e) => change('description', e.target.value)}
                className={input}
              />
            )}
          </Field>

          <Field
            id="product-shopeeUrl"
            label={`${t('form.fields.shopeeUrl')} (${t('form.optional')})`}
            hint={t('form.urlHint')}
            error={errorText(errors.shopeeUrl)}
          >
            {(control) => (
              <input
                {...control}
                name="shopeeUrl"
                type="url"
                inputMode="url"
                spellCheck={false}
                value={values.shopeeUrl}
                onChange={(e) => change('shopeeUrl', e.target.value)}
                className={input}
              />
            )}
          </Field>

          <Field
            id="product-tiktokUrl"
            label={`${t('form.fields.tiktokUrl')} (${t('form.optional')})`}
            hint={t('form.urlHint')}
            error={errorText(errors.tiktokUrl)}
          >
            {(control) => (
              <input
                {...control}
                name="tiktokUrl"
                type="url"
                inputMode="url"
                spellCheck={false}
                value={values.tiktokUrl}
                onChange={(e) => change('tiktokUrl', e.target.value)}
                className={input}
              />
            )}
          </Field>

          <div className="sm:col-span-2">
            <Field
              id="product-image"
              label={t('form.fields.image')}
              hint={originalIntro ? t('form.replaceImageHint') : t('form.imageHint')}
              error={errorText(errors.image)}
            >
              {(control) => (
                <input
                  {...control}
                  name="image"
                  type="file"
                  accept="image/*"
                  onChange={chooseIntro}
                  className={fileInput}
                />
              )}
            </Field>
            {images.intro ? (
              <figure className="mt-3 flex items-center gap-4">
                <ImagePreview
                  choice={images.intro}
                  alt={
                    images.intro.kind === 'new'
                      ? t('form.newIntro', { name: images.intro.file.name })
                      : t('form.currentIntro')
                  }
                />
                <figcaption className="flex flex-col items-start gap-2 text-sm text-gray-700">
                  <span className="break-all">
                    {images.intro.kind === 'new'
                      ? t('form.newIntro', { name: images.intro.file.name })
                      : t('form.currentIntro')}
                  </span>
                  {images.intro.kind === 'new' ? (
                    <button
                      type="button"
                      onClick={() => setImages((current) => ({ ...current, intro: originalIntro }))}
                      className={buttonStyles.smallSecondary}
                    >
                      {originalIntro ? t('form.undoNewIntro') : t('form.removeNewIntro')}
                    </button>
                  ) : null}
                </figcaption>
              </figure>
            ) : null}
          </div>

          <div className="sm:col-span-2">
            <Field
              id="product-additionalImages"
              label={`${t('form.fields.additionalImages')} (${t('form.optional')})`}
              hint={
                images.additional.length >= MAX_ADDITIONAL_IMAGES
                  ? t('form.additionalFull', { max: MAX_ADDITIONAL_IMAGES })
                  : t('form.additionalHint', { max: MAX_ADDITIONAL_IMAGES, count: images.additional.length })
              }
              error={errorText(errors.additionalImages)}
            >
              {(control) => (
                <input
                  {...control}
                  name="additionalImages"
                  type="file"
                  accept="image/*"
                  multiple
                  disabled={images.additional.length >= MAX_ADDITIONAL_IMAGES}
                  onChange={chooseAdditional}
                  className={fileInput}
                />
              )}
            </Field>
            {keptNote ? (
              <p role="status" className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                {keptNote}
              </p>
            ) : null}
            {images.additional.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-4">
                {images.additional.map((choice, index) => (
                  <li
                    key={choice.kind === 'new' ? choice.key : choice.url}
                    className="flex flex-col items-center gap-2"
                  >
                    <ImagePreview choice={choice} alt={t('form.additionalImage', { number: index + 1 })} />
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

          <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-5 sm:col-span-2">
            <button type="submit" className={buttonStyles.primary}>
              {saving ? t('form.saving') : t('form.save')}
            </button>
            <button type="button" onClick={() => void navigate(paths.admin.portal)} className={buttonStyles.secondary}>
              {t('form.cancel')}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}

const fileInput =
  'block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 ' +
  'file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 ' +
  'disabled:opacity-60 aria-[invalid=true]:text-red-700';
