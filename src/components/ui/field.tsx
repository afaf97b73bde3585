import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputStyles, tallFieldStyles } from './styles';

/** What a control needs so that its label, hint and error are read with it. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

/** The parts around a control: its label, an optional hint and its error, and the box's own class. */
export type FieldFrame = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

type FieldProps = FieldFrame & { children: (control: ControlProps) => ReactNode };

/** A label, the control, an optional hint and the field's error, tied together by ids. */
export function Field({ id, label, error, hint, className = '', children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Splits a field's props into its frame and the attributes of its control. */
function split<T extends FieldFrame>({ id, label, error, hint, className, ...control }: T) {
  return { frame: { id, label, error, hint, className }, control };
}

type ControlAttributes<T> = Omit<T, 'id' | 'className' | 'children'>;

/** A text, number, url or file input in its field. */
export function InputField(
  props: FieldFrame & ControlAttributes<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> },
) {
  const { frame, control } = split(props);
  const styles = control.type === 'file' ? fileInputStyles : inputStyles;
  return <Field {...frame}>{(aria) => <input {...aria} {...control} className={styles} />}</Field>;
}

/** A multi-line text in its field. */
export function TextAreaField(props: FieldFrame & ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { frame, control } = split(props);
  return <Field {...frame}>{(aria) => <textarea {...aria} {...control} className={inputStyles} />}</Field>;
}

export type SelectOption = { value: string; label: string };

/** A select in its field: a first option for no choice (`none`), then the given options. */
export function SelectField(
  props: FieldFrame &
    ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>> & { none?: string; options: readonly SelectOption[] },
) {
  const {
    frame,
    control: { none, options, ...control },
  } = split(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <select {...aria} {...control} className={tallFieldStyles}>
          {none === undefined ? null : <option value="">{none}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const fileInputStyles =
  'block w-full text-sm text-gray-700 max-sm:min-h-10 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 ' +
  'file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 ' +
  'disabled:opacity-60 aria-[invalid=true]:text-red-700';
