import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useAdminForm, useFieldErrorText } from '@/components/admin/admin-form';
import { SHOP_SETTINGS_LIMITS, type ShopSettings } from '@/domain/shop-settings';
import { ShopSettingsSchema } from '@/domain/shop-settings-schema';
import { InputField, TextAreaField } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import {
  SETTINGS_SECTIONS,
  fieldLabel,
  formValues,
  inScreenOrder,
  labelOf,
  settingsChecked,
  testimonialCount,
  type SettingsField,
} from './settings-fields';
import { TestimonialsEditor } from './testimonials-editor';

/** The settings form's draft (src/components/admin/admin-form.tsx), kept under its address. */
export const SETTINGS_DRAFT = 'settings-form-draft';

/**
 * Shop settings: every fact of the shop that the pages show, in one form with one Save. Its route's action checks it
 * with the shared schema and saves it; the browser checks it first. A refusal shows each field's message, names the
 * fields in the failure notice and puts the cursor in the first.
 */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const errorText = useFieldErrorText('settings.errors');
  const defaults = useMemo(() => formValues(settings), [settings]);
  const admin = useAdminForm({
    schema: ShopSettingsSchema,
    defaultValue: defaults,
    draft: SETTINGS_DRAFT,
    checked: settingsChecked,
    onRefused: (errors) => {
      const fields = inScreenOrder(Object.keys(errors)).map((name) => labelOf(t, name));
      notify('error', t('settings.saveFailed', { error: t('settings.checkFields', { fields: fields.join(', ') }) }));
    },
  });
  const { form, saving, restored } = admin;
  const values = restored?.values ?? defaults;
  const initial = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const required = (name: string) => admin.fields[name]?.required;
  const error = (name: string, max?: number) => errorText(admin.errorsOf(name), max);

  return (
    <div className="mx-auto max-w-3xl py-8">
      {admin.confirmDialog}
      <BackToPortal />
      <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {t('settings.title')}
      </h1>
      <p className="mt-2 text-gray-700">{t('settings.intro')}</p>

      {restored ? (
        <div role="status" className="mt-4 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-sm text-ink-900">
          <p>{t('form.restored')}</p>
          <button type="button" onClick={admin.startAgain} className={`${buttonStyles.secondary} mt-2 min-h-11`}>
            {t('form.startAgain')}
          </button>
        </div>
      ) : null}

      <Form
        key={form.id}
        {...admin.formProps}
        aria-labelledby={titleId}
        // A field that takes focus is scrolled clear of the Save bar below, not under it.
        className="mt-6 space-y-6 [&_:is(input,textarea,select,button)]:scroll-mb-28"
      >
        <fieldset disabled={saving} className="min-w-0 space-y-6">
          {SETTINGS_SECTIONS.map(({ section, fields }) => (
            <fieldset key={section} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
              <legend className="px-1 text-lg font-semibold text-ink-900">{t(`settings.sections.${section}`)}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                {fields.map((f) => (
                  <SettingsInput
                    key={f.name}
                    field={f}
                    defaultValue={initial(f.name)}
                    // Whole numbers are asked for though the schema gives an older save its default.
                    required={required(f.name) || f.type === 'days' || f.type === 'months'}
                    error={error(f.name, f.max)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <TestimonialsEditor
            count={testimonialCount(values)}
            initial={initial}
            required={required}
            error={error}
            // The list's own error (too many); its rows' show at their fields.
            listError={
              admin.errorsOf('testimonials')
                ? errorText(admin.fields.testimonials?.errors, SHOP_SETTINGS_LIMITS.testimonials)
                : undefined
            }
            onChange={admin.touch}
          />
        </fieldset>
        {/* The form is long: Save stays at the bottom of the screen while it scrolls, within reach at any field. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur-sm sm:mx-0 sm:rounded-lg sm:border">
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </Form>
    </div>
  );
}

function SettingsInput({
  field,
  defaultValue,
  required,
  error,
}: {
  field: SettingsField;
  defaultValue: string;
  required: boolean | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const common = {
    id: `settings-${field.name.replace(/\./g, '-')}`,
    name: field.name,
    label: fieldLabel(t, field),
    hint: field.hint ? t(`settings.hints.${field.hint}`) : undefined,
    error,
    required,
    maxLength: field.max,
    defaultValue,
  };
  if (field.type === 'textarea') {
    return (
      <TextAreaField
        {...common}
        // The synonyms are a table of lines: room for several of them.
        rows={field.name === 'searchSynonyms' ? 8 : 3}
        className="sm:col-span-2"
      />
    );
  }
  const numeric = field.type === 'rating' || field.type === 'money' || field.type === 'days' || field.type === 'months';
  return (
    <InputField
      {...common}
      type={numeric ? 'text' : field.type}
      inputMode={
        field.type === 'rating' || field.type === 'money'
          ? 'decimal'
          : field.type === 'days' || field.type === 'months'
            ? 'numeric'
            : undefined
      }
      autoComplete="off"
    />
  );
}
