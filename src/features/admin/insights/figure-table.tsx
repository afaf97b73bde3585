import type { ReactNode } from 'react';
import { usePhoneLayout } from '@/components/admin/use-phone-layout';
import { tableScrollStyles, tdStyles, thStyles } from '@/components/ui/styles';

/** A column of figures: its heading, and what each row shows under it. */
export type FigureColumn<T> = { key: string; label: ReactNode; cell: (row: T) => ReactNode };

type FigureTableProps<T> = {
  /** The id of the element that names the figures (the section's heading, or the caption given below). */
  labelledBy: string;
  /** A caption of the table's own, read to screen readers, when no heading on the screen names it. */
  caption?: { id: string; text: string };
  /** What names each row: the row's heading in the table, the card's on a phone. */
  heading: { label: ReactNode; cell: (row: T) => ReactNode };
  columns: readonly FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  className?: string;
};

/**
 * Insights' figures: a table from the small breakpoint up; on a phone (below 640 px) a list of cards, each row's
 * name as the card's heading and every figure under its column's name, so that nothing is past the screen's edge
 * and no column hides behind a sideways swipe (STYLE.md: a table of data, not a table element, on a phone).
 */
export function FigureTable<T>({
  labelledBy,
  caption,
  heading,
  columns,
  rows,
  rowKey,
  className = '',
}: FigureTableProps<T>) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <div className={className}>
        {caption ? (
          <p id={caption.id} className="sr-only">
            {caption.text}
          </p>
        ) : null}
        <ul aria-labelledby={labelledBy} className="space-y-3">
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold wrap-break-word text-ink-900">{heading.cell(row)}</h3>
              <dl className="mt-2 space-y-1 text-sm">
                {columns.map((column) => (
                  <div key={column.key} className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <dt className="min-w-0 text-gray-600">{column.label}</dt>
                    <dd className="min-w-0 text-right font-medium wrap-break-word text-gray-900">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    // Focusable so that a keyboard can scroll the table sideways when it is wider than its place.
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className={`${tableScrollStyles} ${className}`}>
      <table aria-labelledby={caption ? undefined : labelledBy} className="min-w-full divide-y divide-gray-200">
        {caption ? (
          <caption id={caption.id} className="sr-only">
            {caption.text}
          </caption>
        ) : null}
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={thStyles}>
              {heading.label}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={thStyles}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className={`${tdStyles} text-left font-medium`}>
                {heading.cell(row)}
              </th>
              {columns.map((column) => (
                <td key={column.key} className={tdStyles}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
