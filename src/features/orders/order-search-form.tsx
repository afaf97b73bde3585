import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ORDER_SEARCH_LENGTH } from '@/domain/order-search';
import { buttonStyles, inputStyles } from '@/components/ui/styles';

/**
 * One box for an order number, a customer's name or a phone number as people type it (src/domain/order-search.ts),
 * applied on Enter or with the button.
 */
export function OrderSearchForm({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onSearch(typeof q === 'string' ? q.trim() : '');
  }
  return (
    <form role="search" aria-label={t('orders.search.label')} onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-gray-800">
        {t('orders.search.label')}
      </label>
      <div className="flex gap-2">
        <input
          // The address is the source: Back or a reload shows its query.
          key={value}
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={MAX_ORDER_SEARCH_LENGTH}
          aria-describedby={`${id}-hint`}
          className={`${inputStyles} w-72 min-w-0`}
        />
        <button type="submit" className={buttonStyles.secondary}>
          {t('orders.search.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {t('orders.search.hint')}
      </p>
    </form>
  );
}
