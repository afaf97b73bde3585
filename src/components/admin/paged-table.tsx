import { useId, type ReactNode } from 'react';
import { useErrorText } from '@/components/ui/error-message';
import { LoadMore } from '@/components/ui/load-more';
import { tableScrollStyles, tdStyles, thStyles } from '@/components/ui/styles';
import type { PagedList } from '@/components/ui/use-paged-list';
import { isSignedOutError, SignInRedirect } from './session-expiry';
import { usePhoneLayout } from './use-phone-layout';

/** Where a cell is drawn: a table's cell, or a field of a card on a phone (its controls then sized for a thumb). */
export type CellLayout = 'table' | 'card';

export type PagedTableColumn<T> = {
  label: string;
  numeric?: boolean;
  /** Classes of the column's heading and cells in the table, e.g. to leave it out below a width. */
  className?: string;
  /** Classes of the column's cells, in the table and in the cards. */
  cellClassName?: string;
  /** The cell that names the record: the row's heading in the table, the card's heading on a phone. */
  rowHeader?: true;
  /** The record's controls: in a card, under its fields, without a label. */
  actions?: true;
  cell: (item: T, layout: CellLayout) => ReactNode;
};

export type PagedTableTexts = {
  loading: string;
  loadFailed: (error: string) => string;
  empty: string;
  /** Read to screen readers as the table's (or the cards') name, and names the scrolling region. */
  caption: string;
};

/**
 * An admin list a page at a time (the product portal, the orders, the activity): its loading, error and empty
 * states, then 'Load more'. On a wider screen the records are a table, which scrolls sideways inside its own box
 * when it is wider than the screen; on a phone each record is a card of its own, with every field and its controls
 * inside the screen (a table of data, not a table element, on a phone). The columns say what each record shows,
 * once for both. An ended session sends the admin to sign in.
 */
export function PagedTable<T>({
  list,
  texts,
  columns,
  minWidthClass,
  rowKey,
}: {
  list: PagedList<T>;
  texts: PagedTableTexts;
  columns: readonly PagedTableColumn<T>[];
  /** A Tailwind min-width class, under which the table scrolls sideways instead of squeezing. */
  minWidthClass: string;
  rowKey: (item: T) => string;
}) {
  const captionId = useId();
  const describe = useErrorText();
  const phone = usePhoneLayout();

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
      {phone ? (
        <RecordCards list={list.items} columns={columns} caption={texts.caption} rowKey={rowKey} />
      ) : (
        // Focusable so that a keyboard can scroll the table sideways on a narrow screen.
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
            <tbody className="divide-y divide-gray-100">
              {list.items.map((item) => (
                <tr key={rowKey(item)} className="hover:bg-gray-50">
                  {columns.map((column) => {
                    const className = `${tdStyles} ${column.numeric ? 'text-right tabular-nums' : ''} ${column.className ?? ''} ${column.cellClassName ?? ''}`;
                    return column.rowHeader ? (
                      <th key={column.label} scope="row" className={`${className} text-left font-medium`}>
                        {column.cell(item, 'table')}
                      </th>
                    ) : (
                      <td key={column.label} className={className}>
                        {column.cell(item, 'table')}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore list={list} />
    </>
  );
}

/**
 * The records as cards, one under the other: the record's name as the card's heading, each other field under its
 * label, and the controls at the foot, full-size for a thumb.
 */
function RecordCards<T>({
  list,
  columns,
  caption,
  rowKey,
}: {
  list: readonly T[];
  columns: readonly PagedTableColumn<T>[];
  caption: string;
  rowKey: (item: T) => string;
}) {
  const captionId = useId();
  const heading = columns.find((column) => column.rowHeader);
  const fields = columns.filter((column) => !column.rowHeader && !column.actions);
  const actions = columns.filter((column) => column.actions);
  return (
    <>
      <p id={captionId} className="sr-only">
        {caption}
      </p>
      <ul aria-labelledby={captionId} className="space-y-3">
        {list.map((item) => (
          <li key={rowKey(item)} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            {heading ? (
              <h2 className={`text-base font-semibold text-ink-900 ${heading.cellClassName ?? ''}`}>
                <span className="whitespace-normal wrap-break-word">{heading.cell(item, 'card')}</span>
              </h2>
            ) : null}
            {/* Each field's value sits beside its label while it fits, and on a line of its own below it when it
                does not; there it breaks only if it is wider than the card (a SKU of 64 characters, a pasted text),
                so a code is never broken while it fits, and nothing pushes the screen sideways. */}
            <dl className="mt-3 space-y-2 text-sm">
              {fields.map((column) => (
                <div key={column.label} className="flex flex-wrap gap-x-4">
                  <dt className="w-24 shrink-0 font-medium text-gray-600">{column.label}</dt>
                  <dd className={`max-w-full min-w-0 flex-auto text-gray-800 ${column.cellClassName ?? ''}`}>
                    <span className="whitespace-normal wrap-break-word">{column.cell(item, 'card')}</span>
                  </dd>
                </div>
              ))}
            </dl>
            {actions.map((column) => (
              <div key={column.label} className="mt-4 border-t border-gray-100 pt-4">
                {column.cell(item, 'card')}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
