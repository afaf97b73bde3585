import { useId, type FormEvent } from 'react';
import { buttonStyles, inputStyles } from '@/components/ui/styles';

/**
 * The one search box of an admin list (an order number, a job number, a name, a phone as people type it), applied
 * on Enter or with the button. The address is the source: `value` is its `?q=`, so Back or a reload shows it.
 */
export function ListSearchForm({
  value,
  onSearch,
  label,
  hint,
  submit,
  maxLength,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  hint: string;
  submit: string;
  maxLength: number;
}) {
  const id = useId();
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onSearch(typeof q === 'string' ? q.trim() : '');
  }
  return (
    <form role="search" aria-label={label} onSubmit={search} className="min-w-0">
      <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          key={value}
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={maxLength}
          aria-describedby={`${id}-hint`}
          className={`${inputStyles} w-72 min-w-0`}
        />
        <button type="submit" className={buttonStyles.secondary}>
          {submit}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {hint}
      </p>
    </form>
  );
}
