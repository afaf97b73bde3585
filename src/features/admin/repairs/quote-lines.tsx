import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/limits';
import type { RepairQuote } from '@/domain/repair';
import { lineTotal } from '@/domain/repair-money';
import { formatSenRm } from './repair-screen-view';

/**
 * A quote's lines and totals as the owner reads them on the job's page: each line's kind, description, quantity,
 * unit price and amount (lineTotal), then the quote's own totals (quoteTotals, kept with the quote by the store).
 * In the admin's language, or the customer's on their paper. On the receipt (`onReceipt`) the table is the work
 * done: no version (the customer approved one price), no total of its own (the receipt's one Total follows), and a
 * catalogue part is named as the catalogue names it in the customer's language (`names`, by product id).
 */
export function QuoteLines({
  quote,
  language,
  onReceipt = false,
  names,
}: {
  quote: Pick<RepairQuote, 'lines' | 'totals' | 'serviceTaxRate' | 'version'>;
  /** The paper's language (the customer's); the admin's when absent. */
  language?: Language;
  onReceipt?: boolean;
  /** A catalogue part's name in the paper's language, by product id; the line's own description otherwise. */
  names?: ReadonlyMap<string, string>;
}) {
  const { t: own, i18n } = useTranslation('admin');
  const t = language ? i18n.getFixedT(language, 'admin') : own;
  const { totals } = quote;
  return (
    <table className="w-full text-sm">
      {onReceipt ? null : (
        <caption className="mb-1 text-left text-xs text-gray-700">
          {t('repairs.quote.caption', { version: quote.version })}
        </caption>
      )}
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('repairs.quote.item')}</th>
          <th scope="col">{t('repairs.quote.amountColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={index} className="border-b border-gray-100 align-top">
            <td className="py-1 pr-2">
              <span className="block">{(line.productId && names?.get(line.productId)) || line.description}</span>
              <span className="block text-xs text-gray-700">
                {t(`repairs.quote.kinds.${line.kind}`)} · {line.quantity} × {formatSenRm(line.unitPrice)}
              </span>
            </td>
            <td className="py-1 text-right whitespace-nowrap tabular-nums">{formatSenRm(lineTotal(line))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {quote.serviceTaxRate > 0 ? (
          <>
            <tr>
              <th scope="row" className="pt-1 text-left font-normal">
                {t('repairs.quote.subtotal')}
              </th>
              <td className="pt-1 text-right tabular-nums">{formatSenRm(totals.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className="text-left font-normal">
                {t('repairs.quote.serviceTax', { rate: quote.serviceTaxRate / 100 })}
              </th>
              <td className="text-right tabular-nums">{formatSenRm(totals.serviceTax)}</td>
            </tr>
          </>
        ) : null}
        {onReceipt ? null : (
          <tr>
            <th scope="row" className="pt-1 text-left font-bold">
              {t('repairs.quote.total')}
            </th>
            <td className="pt-1 text-right font-bold tabular-nums">{formatSenRm(totals.total)}</td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}
