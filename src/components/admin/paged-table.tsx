import { useId, type ReactNode } from 'react';
import { useErrorText } from '@/components/ui/error-message';
import { LoadMore } from '@/components/ui/load-more';
import { tableScrollStyles, thStyles } from '@/components/ui/styles';
import type { PagedList } from '@/components/ui/use-paged-list';
import { isSignedOutError, SignInRedirect } from './session-expiry';

export type PagedTableColumn = {
  label: string;
  numeric?: boolean;
  /** Classes of the column's heading, e.g. to hide it on a phone as its cells are hidden. */
  className?: string;
};

export type PagedTableTexts = {
  loading: string;
  loadFailed: (error: string) => string;
  empty: string;
  /** Read to screen readers as the table's name, and names the scrolling region. */
  caption: string;
};

/**
 * An admin list a page at a time (the product portal, the orders): its loading, error and empty states, the
 * table with its headings, and 'Load more'. An ended session sends the admin to sign in. The rows are the
 * caller's: `row` draws one `<tr>` per item.
 */
export function PagedTable<T>({
  list,
  texts,
  columns,
  minWidthClass,
  row,
}: {
  list: PagedList<T>;
  texts: PagedTableTexts;
  columns: readonly PagedTableColumn[];
  /** A Tailwind min-width class, under which the table scrolls sideways instead of squeezing. */
  minWidthClass: string;
  row: (item: T) => ReactNode;
}) {
  const captionId = useId();
  const describe = useErrorText();

  if (isSignedOutError(list.error) || isSignedOutError(list.moreError)) return <SignInRedirect />;

  if (list.status === 'loading') {
    return (
      <p role="status" className="py-8 text-gray-700">
        {texts.loading}
      </p>
    );
  }
  if (list.status === 'error') {
    return (
      <p role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-red-900">
        {texts.loadFailed(describe(list.error))}
      </p>
    );
  }
  if (list.items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
        {texts.empty}
      </p>
    );
  }

  return (
    <>
      {/* Focusable so that a keyboard can scroll the table sideways on a narrow screen. */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={tableScrollStyles}>
        <table className={`w-full ${minWidthClass} divide-y divide-gray-200`}>
          <caption id={captionId} className="sr-only">
            {texts.caption}
          </caption>
          <thead className="bg-gray-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`${thStyles} ${column.numeric ? 'text-right' : ''} ${column.className ?? ''}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">{list.items.map(row)}</tbody>
        </table>
      </div>
      <LoadMore list={list} />
    </>
  );
}
