import { useTranslation } from 'react-i18next';
import { SHOP_SETTINGS_LIMITS } from '@/domain/shop-settings';
import { InputField, TextAreaField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import {
  TESTIMONIAL_FIELDS,
  emptyTestimonial,
  moved,
  type DraftTestimonial,
  type SettingsErrors,
} from './settings-form-model';
import { useSettingsErrorText } from './use-settings-error-text';

type Props = {
  testimonials: readonly DraftTestimonial[];
  errors: SettingsErrors;
  /** A new list (a row added, moved or deleted): the errors of the rows no longer match their places. */
  onChange: (testimonials: DraftTestimonial[], keepErrors?: boolean) => void;
  /** One field of one row typed in, by its path ('testimonials.2.text.ms'). */
  onFieldChange: (path: string, value: string) => void;
};

/** The testimonials in the order the page shows them: add, edit, delete, move up and down. Saved with the form. */
export function TestimonialsEditor({ testimonials, errors, onChange, onFieldChange }: Props) {
  const { t } = useTranslation('admin');
  const errorText = useSettingsErrorText();
  const full = testimonials.length >= SHOP_SETTINGS_LIMITS.testimonials;
  const listError = errorText(errors.testimonials, SHOP_SETTINGS_LIMITS.testimonials);

  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold text-ink-900">{t('settings.sections.testimonials')}</legend>
      {testimonials.length === 0 ? <p className="text-gray-700">{t('settings.noTestimonials')}</p> : null}
      {listError ? <p className="text-sm font-medium text-red-700">{listError}</p> : null}
      <ol className="space-y-5">
        {testimonials.map((item, index) => {
          const name = t('settings.testimonial', { number: index + 1 });
          const path = (part: string) => `testimonials.${index}.${part}`;
          return (
            <li key={item.key}>
              <fieldset className="rounded-md border border-gray-200 p-4">
                <legend className="px-1 font-semibold text-ink-900">{name}</legend>
                <div className="grid gap-4">
                  {TESTIMONIAL_FIELDS.map((f) => {
                    const props = {
                      id: `settings-${item.key}-${f.part.replace('.', '-')}`,
                      name: path(f.part),
                      label: t(`settings.fields.${f.label}`),
                      error: errorText(errors[path(f.part)], f.max),
                      // Its text in one language is enough: the page in the other shows it.
                      required: !f.language,
                      maxLength: f.max,
                      value: f.language ? item.text[f.language] : item.author,
                      onChange: (event: { target: { value: string } }) =>
                        onFieldChange(path(f.part), event.target.value),
                    };
                    return !f.language ? (
                      <InputField key={f.part} {...props} type="text" autoComplete="off" />
                    ) : (
                      <TextAreaField key={f.part} {...props} rows={3} />
                    );
                  })}
                </div>
                <div className="mt-4 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonStyles.smallSecondary}
                    disabled={index === 0}
                    aria-label={t('settings.moveUpNamed', { name })}
                    onClick={() => onChange(moved(testimonials, index, -1))}
                  >
                    {t('settings.moveUp')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.smallSecondary}
                    disabled={index === testimonials.length - 1}
                    aria-label={t('settings.moveDownNamed', { name })}
                    onClick={() => onChange(moved(testimonials, index, 1))}
                  >
                    {t('settings.moveDown')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.smallDanger}
                    aria-label={t('settings.removeNamed', { name })}
                    onClick={() => onChange(testimonials.filter((_, i) => i !== index))}
                  >
                    {t('settings.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${buttonStyles.secondary} mt-5`}
        disabled={full}
        onClick={() => onChange([...testimonials, emptyTestimonial()], true)}
      >
        {t('settings.addTestimonial')}
      </button>
      {full ? (
        <p className="mt-2 text-sm text-gray-700">{t('settings.full', { max: SHOP_SETTINGS_LIMITS.testimonials })}</p>
      ) : null}
    </fieldset>
  );
}
