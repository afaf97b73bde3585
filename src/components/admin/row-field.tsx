import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormInput } from '@/domain/form-input';
import type { ProductFormControl } from '@/domain/product-fields';
import type { RepairFormControl } from '@/domain/repair-fields';
import { InputField, SelectField, TextAreaField, type SelectOption } from '@/components/ui/field';
import type { useAdminForm, useFieldErrorText } from './admin-form';

/** A select's choices, which the form has and the row does not: its options and a first one for no choice. */
export type RowOptions = { options: readonly SelectOption[]; none?: string };

/** What a form gives each of its rows: its Conform fields, its words, and the data and behaviour rows lack. */
export type RowForm = {
  admin: Pick<ReturnType<typeof useAdminForm>, 'fields' | 'errorsOf' | 'constraint'>;
  /** The controls' ids are `{prefix}-{name}`. */
  prefix: string;
  errorText: ReturnType<typeof useFieldErrorText>;
  /** The form's "optional", added to the label of a field not required. */
  optional: string;
  /** For the form's lines of text: 'off' where the browser's suggestions would be another customer's. */
  autoComplete?: 'off';
  /** Each select's choices, by the field's name. */
  options?: Partial<Record<string, RowOptions>>;
  /** What a text control shows once left (a phone number grouped), by the field's name. */
  shownBack?: Partial<Record<string, (typed: string) => string>>;
};

type RowFieldProps = {
  form: RowForm;
  name: string;
  input: FormInput<RepairFormControl | ProductFormControl>;
  /** In place of the form's initial value (a sub-category that a new category empties). */
  defaultValue?: string;
};

/**
 * One field of an admin form drawn from its row of a field table (src/domain/repair-fields.ts, product-fields.ts):
 * its label, hint and control by `input`, its name, initial value, constraint and error from Conform. The photos
 * and images are drawn by their forms.
 */
export function RowField({ form, name, input, defaultValue }: RowFieldProps) {
  const { t } = useTranslation('admin');
  const { admin } = form;
  const initial = admin.fields[name]?.initialValue;
  const options = form.options?.[name];
  const label = t(input.label);
  // A select with no first option for no choice always has a value: never "optional".
  const optional = !input.required && !((input.control === 'select' || input.control === 'language') && !options?.none);
  const shownBack = form.shownBack?.[name];
  const common = {
    id: `${form.prefix}-${name}`,
    name,
    label: optional ? `${label} (${form.optional})` : label,
    hint: input.hint && t(input.hint),
    error: form.errorText(admin.errorsOf(name), input.max),
    className: input.wide ? 'sm:col-span-2' : undefined,
    defaultValue: defaultValue ?? (typeof initial === 'string' ? initial : ''),
    required: admin.constraint[name]?.required,
    maxLength: input.max,
  };
  const line = {
    ...common,
    autoComplete: form.autoComplete,
    onBlur: shownBack
      ? (event: FocusEvent<HTMLInputElement>) => {
          event.target.value = shownBack(event.target.value);
        }
      : undefined,
    ...(input.code ? { autoCapitalize: 'characters', spellCheck: false } : {}),
  };
  switch (input.control) {
    case 'text':
      return <InputField {...line} />;
    case 'phone':
      return <InputField {...line} type="tel" inputMode="tel" />;
    case 'money':
      return <InputField {...line} inputMode="decimal" />;
    case 'number':
      return <InputField {...line} type="number" inputMode="decimal" min={0} step={input.step} />;
    case 'url':
      return <InputField {...line} type="url" inputMode="url" spellCheck={false} />;
    case 'day':
      return <InputField {...common} type="date" />;
    case 'textarea':
      return <TextAreaField {...common} rows={input.rows ?? 4} />;
    case 'select':
    case 'language':
      // Required only where it can be unmet: a select with no first option for no choice always has a value.
      return (
        <SelectField
          {...common}
          required={options?.none === undefined ? undefined : common.required}
          none={options?.none}
          options={options?.options ?? []}
        />
      );
    case 'photos':
    case 'image':
    case 'images':
      throw new Error(`${name}: a field of files (${input.control}) is drawn by its form`);
  }
}
