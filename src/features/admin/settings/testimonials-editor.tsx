import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_SETTINGS_LIMITS } from '@/domain/shop-settings';
import { InputField, TextAreaField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { TESTIMONIAL_FIELDS, fieldLabel, moved, testimonialName } from './settings-fields';

type Props = {
  /** The rows as the form starts. */
  count: number;
  /** A field's value as the form starts, by its name ('testimonials[2].text.ms'). */
  initial: (name: string) => string;
  required: (name: string) => boolean | undefined;
  error: (name: string, max?: number) => string | undefined;
  /** The list's own error (too many), until it changes. */
  listError: string | undefined;
  /** A row added (`undefined`) or moved or deleted ('testimonials': the rows' errors no longer match their places). */
  onChange: (putAway?: string) => void;
};

let rowKeys = 0;
const newRow = (): Row => ({ key: `row-${++rowKeys}`, from: null });

/** A row on screen: `from` is its place when the form started, whose values its inputs start with. */
type Row = { key: string; from: number | null };

/**
 * The testimonials in the order the page shows them: add, edit, delete, move up and down. Their values are the form's
 * inputs, named by their place (`testimonials[0].author`); a row keeps its inputs as it moves, renamed for its place.
 */
export function TestimonialsEditor({ count, initial, required, error, listError, onChange }: Props) {
  const { t } = useTranslation('admin');
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: count }, (_, from) => ({ ...newRow(), from })));
  const full = rows.length >= SHOP_SETTINGS_LIMITS.testimonials;
  const change = (next: Row[], putAway?: string) => {
    setRows(next);
    onChange(putAway);
  };

  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold text-ink-900">{t('settings.sections.testimonials')}</legend>
      {rows.length === 0 ? <p className="text-gray-700">{t('settings.noTestimonials')}</p> : null}
      {listError ? <p className="text-sm font-medium text-red-700">{listError}</p> : null}
      <ol className="space-y-5">
        {rows.map((row, index) => {
          const name = t('settings.testimonial', { number: index + 1 });
          const start = (part: string) => (row.from === null ? '' : initial(testimonialName(row.from, part)));
          return (
            <li key={row.key}>
              <fieldset className="rounded-md border border-gray-200 p-4">
                <legend className="px-1 font-semibold text-ink-900">{name}</legend>
                <input type="hidden" name={testimonialName(index, 'id')} defaultValue={start('id')} />
                <div className="grid gap-4">
                  {TESTIMONIAL_FIELDS.map((f) => {
                    const props = {
                      id: `settings-${row.key}-${f.name.replace('.', '-')}`,
                      name: testimonialName(index, f.name),
                      label: fieldLabel(t, f),
                      error: error(testimonialName(index, f.name), f.max),
                      // Its text in one language is enough: the page in the others shows it.
                      required: required(testimonialName(index, f.name)),
                      maxLength: f.max,
                      defaultValue: start(f.name),
                    };
                    return f.language ? (
                      <TextAreaField key={f.name} {...props} rows={3} />
                    ) : (
                      <InputField key={f.name} {...props} type="text" autoComplete="off" />
                    );
                  })}
                </div>
                <div className="mt-4 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonStyles.smallSecondary}
                    disabled={index === 0}
                    aria-label={t('settings.moveUpNamed', { name })}
                    onClick={() => change(moved(rows, index, -1), 'testimonials')}
                  >
                    {t('settings.moveUp')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.smallSecondary}
                    disabled={index === rows.length - 1}
                    aria-label={t('settings.moveDownNamed', { name })}
                    onClick={() => change(moved(rows, index, 1), 'testimonials')}
                  >
                    {t('settings.moveDown')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.smallDanger}
                    aria-label={t('settings.removeNamed', { name })}
                    onClick={() =>
                      change(
                        rows.filter((_, i) => i !== index),
                        'testimonials',
                      )
                    }
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
        onClick={() => change([...rows, newRow()])}
      >
        {t('settings.addTestimonial')}
      </button>
      {full ? (
        <p className="mt-2 text-sm text-gray-700">{t('settings.full', { max: SHOP_SETTINGS_LIMITS.testimonials })}</p>
      ) : null}
    </fieldset>
  );
}
