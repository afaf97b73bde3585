import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { useRevalidator } from 'react-router';
import { BackendError, getBackend } from '@/data';
import type { ShopSettings } from '@/domain/shop-settings';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { InputField, TextAreaField } from '@/components/ui/field';
import { useSaveFailureText } from '@/components/admin/use-save-failure-text';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import {
  SETTINGS_SECTIONS,
  TESTIMONIAL_FIELDS,
  checkDraft,
  draftFrom,
  faultyPaths,
  valueAt,
  withValue,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
} from './settings-form-model';
import { TestimonialsEditor } from './testimonials-editor';
import { useSettingsErrorText } from './use-settings-error-text';

/**
 * Shop settings: every fact of the shop that the pages show, in one form with one Save. Checked with the shared
 * schema before it is sent; the server checks again and names the fields it refuses, shown under each field and
 * in the failure notice.
 */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const expire = useSessionExpiry();
  const describe = useSaveFailureText();
  const errorText = useSettingsErrorText();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);

  function change(path: string, value: string) {
    setDraft((current) => withValue(current, path, value));
    setErrors(({ [path]: _fixed, ...rest }) => rest);
  }

  function labelOf(path: string): string {
    const shown = SETTINGS_SECTIONS.flatMap(({ fields }) => fields).find((f) => f.path === path);
    if (shown) return t(`settings.fields.${shown.label}`);
    const row = /^testimonials\.(\d+)\.(.+)$/.exec(path);
    const part = row && TESTIMONIAL_FIELDS.find((f) => f.part === row[2]);
    if (row && part) {
      return `${t('settings.testimonial', { number: Number(row[1]) + 1 })}: ${t(`settings.fields.${part.label}`)}`;
    }
    return t('settings.sections.testimonials');
  }

  /** Shows the errors, names their fields in the notice, and puts the cursor in the first. */
  function refuse(found: SettingsErrors) {
    setErrors(found);
    const paths = faultyPaths(found, draft);
    notify(
      'error',
      t('settings.saveFailed', { error: t('settings.checkFields', { fields: paths.map(labelOf).join(', ') }) }),
    );
    const first = paths[0] && formRef.current?.elements.namedItem(paths[0]);
    if (first instanceof HTMLElement) first.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const check = checkDraft(draft);
    if (!check.ok) return refuse(check.errors);
    setErrors({});
    setSaving(true);
    try {
      const saved = await (await getBackend()).settings.save(check.input);
      setDraft(draftFrom(saved));
      notify('success', t('settings.saved'));
      // The header, the footer and the rest of the frame show the settings: read them again.
      void revalidator.revalidate();
    } catch (error) {
      if (expire(error)) return;
      if (error instanceof BackendError && Object.keys(error.fields).length > 0) refuse(error.fields);
      else {
        notify('error', t('settings.saveFailed', { error: describe(error) }));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl py-8">
      <BackToPortal />
      <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {t('settings.title')}
      </h1>
      <p className="mt-2 text-gray-700">{t('settings.intro')}</p>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        aria-busy={saving || undefined}
        onSubmit={(event) => void handleSubmit(event)}
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
                    key={f.path}
                    field={f}
                    value={valueAt(draft, f.path)}
                    error={errorText(errors[f.path], f.max)}
                    onChange={(value) => change(f.path, value)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <TestimonialsEditor
            testimonials={draft.testimonials}
            errors={errors}
            onChange={(testimonials, keepErrors) => {
              setDraft((current) => ({ ...current, testimonials }));
              if (!keepErrors) setErrors((current) => withoutTestimonialsErrors(current));
            }}
            onFieldChange={change}
          />
        </fieldset>
        {/* The form is long: Save stays at the bottom of the screen while it scrolls, within reach at any field. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur-sm sm:mx-0 sm:rounded-lg sm:border">
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

function withoutTestimonialsErrors(errors: SettingsErrors): SettingsErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('testimonials')));
}

function SettingsInput({
  field,
  value,
  error,
  onChange,
}: {
  field: SettingsField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = `settings-${field.path.replace(/\./g, '-')}`;
  if (field.type === 'textarea') {
    return (
      <TextAreaField
        id={id}
        name={field.path}
        label={t(`settings.fields.${field.label}`)}
        hint={field.hint ? t(`settings.hints.${field.hint}`) : undefined}
        error={error}
        // The synonyms are a table of lines: room for several of them.
        rows={field.path === 'searchSynonyms' ? 8 : 3}
        required={!field.optional}
        maxLength={field.max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="sm:col-span-2"
      />
    );
  }
  return (
    <InputField
      id={id}
      name={field.path}
      label={t(`settings.fields.${field.label}`)}
      hint={field.hint ? t(`settings.hints.${field.hint}`) : undefined}
      error={error}
      type={
        field.type === 'rating' || field.type === 'money' || field.type === 'days' || field.type === 'months'
          ? 'text'
          : field.type
      }
      inputMode={
        field.type === 'rating' || field.type === 'money'
          ? 'decimal'
          : field.type === 'days' || field.type === 'months'
            ? 'numeric'
            : undefined
      }
      autoComplete="off"
      required={!field.optional}
      maxLength={field.max}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
