import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/messages';
import {
  awaitsPrice,
  isPriceOnRequest,
  MAX_LINE_QUANTITY,
  orderTotal,
  type EnquiryError,
} from '@/domain/enquiry-input';
import { formatPrice, lineTotal } from '@/domain/format';
import { imageSrcSet } from '@/domain/image-variants';
import { PriceText } from '@/components/ui/price';
import { removeFromEnquiry, setEnquiryQuantity, type EnquiryListLine } from './enquiry-store';
import type { LineCheck } from './use-checked-lines';

/**
 * The lines of the list: picture, name, unit price, quantity (1–99), line total and a remove button, then the
 * subtotal of the lines with a price. A product that is gone is marked and left out; one whose price changed
 * says from what.
 */
export function EnquiryLines({
  lines,
  checks,
  errors,
  onQuantityRefused,
}: {
  lines: readonly EnquiryListLine[];
  checks: ReadonlyMap<string, LineCheck>;
  /** The server's refusal of a line, by product id. */
  errors: Readonly<Record<string, EnquiryError>>;
  /** A line's typed quantity is refused (true) or fine again (false): the list must not be sent meanwhile. */
  onQuantityRefused: (productId: string, refused: boolean) => void;
}) {
  const { t } = useTranslation('site');
  const counted = lines.filter((line) => checks.get(line.productId)?.state !== 'gone');
  return (
    <div>
      <ul
        aria-label={t('enquiry.lines')}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {lines.map((line) => {
          const check = checks.get(line.productId);
          const gone = check?.state === 'gone';
          const error = errors[line.productId];
          const noteId = `enquiry-line-${line.productId}-note`;
          return (
            <li key={line.productId} className="flex flex-wrap items-center gap-4 p-4" aria-describedby={noteId}>
              <img
                src={line.image}
                srcSet={imageSrcSet(line.image)}
                sizes="64px"
                alt=""
                width={64}
                height={64}
                className={`h-16 w-16 rounded-md bg-slate-100 object-contain ${gone ? 'opacity-40' : ''}`}
              />
              <div className="min-w-40 flex-1">
                <p className={`font-semibold text-slate-900 ${gone ? 'line-through' : ''}`}>{line.name}</p>
                <p className="text-sm text-slate-600">
                  {t('enquiry.unitPrice')}: <PriceText price={line.price} />
                </p>
                <div id={noteId}>
                  {gone && <p className="text-sm font-medium text-red-700">{t('enquiry.gone')}</p>}
                  {check?.state === 'repriced' && (
                    <p className="text-sm font-medium text-amber-800">
                      {t('enquiry.priceChanged', {
                        before: isPriceOnRequest(check.before)
                          ? t('enquiry.priceOnRequest')
                          : formatPrice(check.before),
                        after: isPriceOnRequest(line.price) ? t('enquiry.priceOnRequest') : formatPrice(line.price),
                      })}
                    </p>
                  )}
                  {error && !gone && <p className="text-sm font-medium text-red-700">{t(`enquiry.errors.${error}`)}</p>}
                </div>
              </div>
              <QuantityField line={line} disabled={gone} onRefused={onQuantityRefused} />
              <p className="w-32 text-right font-semibold text-slate-900">
                <span className="sr-only">{t('enquiry.lineTotal')}: </span>
                {gone ? '—' : isPriceOnRequest(line.price) ? t('enquiry.priceOnRequest') : formatPrice(lineTotal(line))}
              </p>
              <button
                type="button"
                onClick={() => removeFromEnquiry(line.productId)}
                aria-label={t('enquiry.removeName', { name: line.name })}
                className="btn-outline"
              >
                {t('enquiry.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 flex flex-wrap items-baseline justify-end gap-2 text-lg">
        <span className="font-semibold text-slate-700">{t('enquiry.subtotal')}:</span>
        <strong className="text-2xl text-brand-700">{formatPrice(orderTotal(counted))}</strong>
        {awaitsPrice(counted) && <span className="text-sm text-slate-600">({t('enquiry.toBeConfirmed')})</span>}
      </p>
    </div>
  );
}

/**
 * A line's quantity, 1 to 99. What is typed stays as typed: a quantity out of range (or not a whole number) is
 * said beside the field and the list keeps its last good quantity, never a silently changed one; an empty box
 * while typing says nothing yet.
 */
function QuantityField({
  line,
  disabled,
  onRefused,
}: {
  line: EnquiryListLine;
  disabled: boolean;
  onRefused: (productId: string, refused: boolean) => void;
}) {
  const { t } = useTranslation('site');
  const errorId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? String(line.quantity);
  const refused = typed !== null && typed.trim() !== '' && !isQuantity(typed);
  return (
    <div className="flex flex-col items-start gap-1">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <span className="sr-only">{t('enquiry.quantityOf', { name: line.name })}</span>
        <span aria-hidden="true">{t('enquiry.quantity')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={shown}
          disabled={disabled}
          aria-invalid={refused}
          aria-describedby={refused ? errorId : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTyped(value);
            const good = isQuantity(value);
            if (good) setEnquiryQuantity(line.productId, Number(value));
            onRefused(line.productId, value.trim() !== '' && !good);
          }}
          // Left empty, the box shows the quantity the list keeps.
          onBlur={() => {
            if (typed !== null && typed.trim() === '') setTyped(null);
          }}
          className={`h-11 w-20 rounded-md border px-2 text-base ${refused ? 'border-red-600' : 'border-slate-300'}`}
        />
      </label>
      {refused && (
        <p id={errorId} className="max-w-48 text-sm font-medium text-red-700">
          {t('enquiry.errors.quantity')}
        </p>
      )}
    </div>
  );
}

function isQuantity(value: string): boolean {
  const number = Number(value);
  return /^\s*\d+\s*$/.test(value) && number >= 1 && number <= MAX_LINE_QUANTITY;
}
