/**
 * The orders as a CSV file for a spreadsheet: the embedded server sends it, and hosted mode builds it in the
 * browser, both with this module. RFC 4180 quoting, CRLF line ends, and a byte order mark so that Excel reads
 * the file as UTF-8 (Malay names and addresses keep their letters).
 */
import type { Order } from './order';
import type { OrderStatus } from './order-status';
import { isPriceOnRequest } from './enquiry-input';
import { shortOrderId } from './format';
import { nationalPhone } from './phone';

/** The file's columns, in their order. */
export const ORDERS_CSV_COLUMNS = [
  'order',
  'date',
  'customer',
  'phone',
  'email',
  'address',
  'items',
  'total',
  'status',
  'notes',
] as const;
export type OrdersCsvColumn = (typeof ORDERS_CSV_COLUMNS)[number];

/**
 * The words of the file in the admin's language, from the admin catalogue (src/i18n/orders-csv-labels.ts): the
 * column headers, the status names and the mark of a line priced on request. Dates and amounts stay as a
 * spreadsheet reads them in either language (`2026-03-02 00:05`, `1234.50`).
 */
export type OrdersCsvLabels = {
  columns: Readonly<Record<OrdersCsvColumn, string>>;
  statuses: Readonly<Record<OrderStatus, string>>;
  priceOnRequest: string;
};

const BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (and a tab or carriage return may hide
 * one). A quote in front keeps the cell as text. https://owasp.org/www-community/attacks/CSV_Injection
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formulas, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const malaysianParts = (() => {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date) => {
    format ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kuala_Lumpur',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  };
})();

/** `YYYY-MM-DD HH:mm` in Malaysian time: a spreadsheet sorts it and reads it as a date. */
export function csvDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = malaysianParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Every line as `name xN`, joined with '; '; a line priced on request says so, e.g. 'x3 (price on request)'. */
export function csvItems(order: Pick<Order, 'items'>, priceOnRequest: string): string {
  return order.items
    .map((item) => `${item.name} x${item.quantity}${isPriceOnRequest(item.price) ? ` (${priceOnRequest})` : ''}`)
    .join('; ');
}

/** The file's text: the byte order mark, the header row, then one row per order in the order given. */
export function buildOrdersCsv(orders: readonly Order[], labels: OrdersCsvLabels): string {
  const header = ORDERS_CSV_COLUMNS.map((column) => csvCell(labels.columns[column])).join(',');
  const rows = orders.map((order) =>
    [
      shortOrderId(order.id),
      csvDate(order.createdAt),
      order.customerName,
      nationalPhone(order.customerPhone),
      order.customerEmail,
      order.shippingAddress,
      csvItems(order, labels.priceOnRequest),
      // Machine-readable in both languages: a point, no thousands separator, no currency (it is in the header).
      order.total.toFixed(2),
      labels.statuses[order.status] ?? order.status,
      order.notes,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${BOM}${[header, ...rows].join('\r\n')}\r\n`;
}

/** The download's file name, e.g. `orders-2026-11-23.csv`. */
export function ordersCsvFileName(now = new Date()): string {
  return `orders-${csvDate(now.toISOString()).slice(0, 10)}.csv`;
}
