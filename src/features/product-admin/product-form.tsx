import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { paths } from '@/domain/paths';
import { BackendError, getBackend } from '@/data';
import {
  MAX_SHOWN_ADDITIONAL_IMAGES,
  categoryName,
  subCategoryName,
  type Language,
  type Product,
  type ProductStatus,
} from '@/domain';
import { useLanguage } from '@/components/ui/use-language';
import { isSignedOutError, useSessionExpiry } from '@/components/admin/session-expiry';
import { InputField, SelectField, TextAreaField } from '@/components/ui/field';
import { useSaveFailureText } from '@/components/admin/use-save-failure-text';
import { notify } from '@/components/ui/notices';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { buttonStyles } from '@/components/ui/styles';
import { ImagePreview } from '@/components/admin/image-preview';
import {
  EMPTY_VALUES,
  NO_IMAGES,
  addAdditionalFiles,
  fieldErrorsFromServer,
  imagesFromProduct,
  introChoice,
  shownValueFields,
  validateProductForm,
  valuesFromProduct,
  withCategory,
  type FieldErrors,
  type ImageChoice,
  type ProductField,
  type ProductFormValues,
  type ProductImages,
  type ValueField,
} from './product-form-model';
import { clearDraft, readDraft, saveDraft } from './saved-draft';
import { saveProduct } from './save-product';
import { useFieldErrorText } from './use-field-error-text';

/**
 * The one product form (spec §2): adding when `product` is null, editing it otherwise.
 * Checks everything before uploading anything; while saving, every control is disabled.
 */
export function ProductForm({ product }: { product: Product | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const expire = useSessionExpiry();
  const errorText = useFieldErrorText();
  const describe = useSaveFailureText();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const mode = product ? 'edit' : 'add';

  // What the admin typed here before a reload, a lost connection or a session that ended: kept at every change.
  const [restored, setRestored] = useState(() => readDraft(pathname));
  const [values, setValues] = useState<ProductFormValues>(
    () => restored?.values ?? (product ? valuesFromProduct(product) : EMPTY_VALUES),
  );
  const [images, setImages] = useState<ProductImages>(() => (product ? imagesFromProduct(product) : NO_IMAGES));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [keptNote, setKeptNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const originalIntro = product?.image ? ({ kind: 'existing', url: product.image } as const) : null;
  const additionalFull = images.additional.length >= MAX_SHOWN_ADDITIONAL_IMAGES;
  // Photos past what the product page shows: only a product saved with them before the rule has any.
  const unshown = Math.max(0, images.additional.length - MAX_SHOWN_ADDITIONAL_IMAGES);
  /** Whether the admin has typed or chosen anything here (a restored draft counts): only then is it kept, and asked. */
  const [dirty, setDirty] = useState(restored !== null);
  /** Set once the form is saved, or its leaving is allowed: nothing more to keep or to ask about. */
  const done = useRef(false);
  const [confirm, confirmDialog] = useConfirm();

  // Every change is kept for this address until the form is saved, as the repair intake keeps its own.
  useEffect(() => {
    if (dirty && !done.current) saveDraft(pathname, values, images);
  }, [dirty, pathname, values, images]);

  // Leaving for another screen with unsaved changes asks first; the draft stays until the answer is to leave.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !done.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      if (await confirm(t('form.leave.question'), t('form.leave.confirm'))) {
        done.current = true;
        clearDraft(pathname);
        blocker.proceed();
      } else blocker.reset();
    })();
  }, [blocker, confirm, pathname, t]);

  function startAgain() {
    clearDraft(pathname);
    setRestored(null);
    setValues(product ? valuesFromProduct(product) : EMPTY_VALUES);
    setImages(product ? imagesFromProduct(product) : NO_IMAGES);
    setErrors({});
    setKeptNote(null);
    setDirty(false);
  }

  function clearError(field: ProductField) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function change(field: keyof ProductFormValues, value: string) {
    setDirty(true);
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function changeCategory(category: string) {
    setDirty(true);
    setValues((current) => withCategory(current, category));
    clearError('category');
    clearError('subCategory');
  }

  function chooseIntro(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    setDirty(true);
    setImages((current) => ({ ...current, intro: introChoice(file) }));
    clearError('image');
  }

  function chooseAdditional(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setDirty(true);
    const added = addAdditionalFiles(images.additional, files);
    setImages((current) => ({ ...current, additional: added.images }));
    setKeptNote(
      added.kept < added.chosen
        ? t('form.imagesKept', { count: added.kept, chosen: added.chosen, max: MAX_SHOWN_ADDITIONAL_IMAGES })
        : null,
    );
    clearError('additionalImages');
  }

  function removeAdditional(index: number) {
    setDirty(true);
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
      done.current = true;
      clearDraft(pathname);
      notify('success', t(mode === 'add' ? 'form.added' : 'form.updated'), { carry: true });
      await navigate(paths.admin.portal);
    } catch (error) {
      // Files cannot be kept; the form's values can, for after signing in again.
      if (isSignedOutError(error)) {
        saveDraft(pathname, values, images);
        // The way to sign in again is not a leaving to ask about: the draft is kept for the way back.
        done.current = true;
      }
      if (expire(error)) return;
      if (error instanceof BackendError) setErrors(fieldErrorsFromServer(error.fields));
      const message = describe(error);
      notify(
        'error',
        mode === 'add' ? t('form.addFailed', { error: message }) : t('form.updateFailed', { error: message }),
      );
      // Everything the admin entered stays, so they can correct it and save again.
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl py-8">
      {confirmDialog}
      <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {t(mode === 'add' ? 'form.addTitle' : 'form.editTitle')}
      </h1>

      {restored ? (
        <div role="status" className="mt-4 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-sm text-ink-900">
          <p>{t('form.restored')}</p>
          {restored.hadNewImages ? <p className="mt-1 font-medium">{t('form.restoredWithoutImages')}</p> : null}
          <button type="button" onClick={startAgain} className={`${buttonStyles.secondary} mt-2 min-h-11`}>
            {t('form.startAgain')}
          </button>
        </div>
      ) : null}

      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        aria-busy={saving || undefined}
        onSubmit={(event) => void handleSubmit(event)}
        className="mt-6 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <fieldset disabled={saving} className="grid min-w-0 gap-5 sm:grid-cols-2">
          {shownValueFields(values).map((field) => (
            <ValueFieldControl
              key={field.name}
              field={field}
              values={values}
              error={errorText(errors[field.name])}
              onChange={(value) => (field.name === 'category' ? changeCategory(value) : change(field.name, value))}
            />
          ))}

          <div className="sm:col-span-2">
            <InputField
              id="product-image"
              label={t('form.fields.image')}
              hint={originalIntro ? t('form.replaceImageHint') : t('form.imageHint')}
              error={errorText(errors.image)}
              name="image"
              type="file"
              accept="image/*"
              onChange={chooseIntro}
            />
            {images.intro ? (
              <IntroPreview
                intro={images.intro}
                undoLabel={originalIntro ? t('form.undoNewIntro') : t('form.removeNewIntro')}
                onUndo={() => setImages((current) => ({ ...current, intro: originalIntro }))}
              />
            ) : null}
          </div>

          <div className="sm:col-span-2">
            <InputField
              id="product-additionalImages"
              label={`${t('form.fields.additionalImages')} (${t('form.optional')})`}
              hint={
                additionalFull
                  ? t('form.additionalFull', { max: MAX_SHOWN_ADDITIONAL_IMAGES })
                  : t('form.additionalHint', { max: MAX_SHOWN_ADDITIONAL_IMAGES, count: images.additional.length })
              }
              error={errorText(errors.additionalImages)}
              name="additionalImages"
              type="file"
              accept="image/*"
              multiple
              disabled={additionalFull}
              onChange={chooseAdditional}
            />
            {keptNote ? (
              <p role="status" className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                {keptNote}
              </p>
            ) : null}
            {unshown > 0 ? (
              <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                {t('form.notShownSummary', {
                  total: images.additional.length,
                  max: MAX_SHOWN_ADDITIONAL_IMAGES,
                  count: unshown,
                })}
              </p>
            ) : null}
            {images.additional.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-4">
                {images.additional.map((choice, index) => (
                  <li
                    key={choice.kind === 'new' ? choice.key : choice.url}
                    className="flex max-w-40 flex-col items-center gap-2"
                  >
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

type ValueFieldControlProps = {
  field: ValueField;
  values: ProductFormValues;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** One typed value of the form, built from its entry in `VALUE_FIELDS`. */
function ValueFieldControl({ field, values, error, onChange }: ValueFieldControlProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const label = t(`form.fields.${field.name}`);
  const common = {
    id: `product-${field.name}`,
    label: field.optional ? `${label} (${t('form.optional')})` : label,
    hint: field.hint ? t(`form.${field.hint}`) : undefined,
    error,
    className: field.wide ? 'sm:col-span-2' : undefined,
    name: field.name,
    value: values[field.name],
  };
  switch (field.control) {
    case 'input':
      return <InputField {...common} {...field.input} onChange={(e) => onChange(e.target.value)} />;
    case 'textarea':
      return <TextAreaField {...common} rows={field.rows} onChange={(e) => onChange(e.target.value)} />;
    case 'select':
      return (
        <SelectField
          {...common}
          none={field.none && t(`form.${field.none}`)}
          options={field
            .options(values)
            .map((value) => ({ value, label: optionLabel(t, language, field.labels, value) }))}
          onChange={(e) => onChange(e.target.value)}
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
