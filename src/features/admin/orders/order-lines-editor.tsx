import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, isPriceOnRequest } from '@/domain/enquiry-input';
import { SERVICE_CATEGORY } from '@/domain/categories';
import { formatPrice } from '@/domain/format';
import type { Product } from '@/domain/product';
import { useFieldErrorText } from '@/components/admin/admin-form';
import { buttonStyles, inputStyles } from '@/components/ui/styles';

/** A line as the editor shows it: the product as last read, and the quantity it starts with (as typed, in a draft). */
export type EditorLine = { productId: string; name: string; price: number; quantity: number | string };

/**
 * The lines of a form's draft (useAdminForm's `restored.values`), as the editor's entries kept them: each line's
 * product, its quantity as typed, and the name and price it showed.
 */
export function draftLines(values: Readonly<Record<string, string | string[]>>): EditorLine[] {
  const lines: EditorLine[] = [];
  const entry = (index: number, part: string) => {
    const value = values[`lines[${index}].${part}`];
    return typeof value === 'string' ? value : '';
  };
  for (let index = 0; entry(index, 'productId') !== ''; index++) {
    lines.push({
      productId: entry(index, 'productId'),
      name: entry(index, 'name'),
      price: Number(entry(index, 'price')) || 0,
      quantity: entry(index, 'quantity'),
    });
  }
  return lines;
}

const SEARCH_DELAY_MS = 250;
const RESULTS_SHOWN = 8;

/**
 * An order's lines: a search of the catalogue (as the admin types) that adds a product as a line, and each
 * line's quantity (1 to 99) and a way to remove it; at most 20 lines. The prices shown are the catalogue's
 * now; the server prices the saved order again. Each line is the form's `lines[i].productId` and
 * `lines[i].quantity`, read by the action; `errorsOf` gives a line's refusals by those names, `listErrors` the
 * list's own (none, too many). The name and price shown are entries too (`lines[i].name`, `lines[i].price`), for
 * the form's draft to bring the line back (`draftLines`); the schema drops them. `onChange` hears a line added or
 * removed, which is no typing.
 */
export function OrderLinesEditor({
  initial,
  errorsOf,
  listErrors,
  onChange,
}: {
  initial: readonly EditorLine[];
  errorsOf: (name: string) => string[] | undefined;
  listErrors: string[] | undefined;
  onChange: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useFieldErrorText('orders.errors');
  const [lines, setLines] = useState(initial);
  const searchId = useId();
  const linesId = useId();
  const [query, setQuery] = useState('');
  const [found, setResults] = useState<{ query: string; products: Product[] } | null>(null);
  // Results of an older search (or of none, once the box is emptied) are not shown.
  const results = found && found.query === query.trim() ? found : null;
  const [searchFailed, setSearchFailed] = useState(false);
  const full = lines.length >= MAX_ORDER_LINES;
  const linesError = errorText(listErrors);

  useEffect(() => {
    const words = query.trim();
    if (!words) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void (async () => {
        try {
          const page = await (await getBackend()).products.list({ q: words, limit: RESULTS_SHOWN + 4 });
          if (!live) return;
          setSearchFailed(false);
          setResults({
            query: words,
            products: page.items.filter((p) => p.category !== SERVICE_CATEGORY).slice(0, RESULTS_SHOWN),
          });
        } catch {
          if (live) setSearchFailed(true);
        }
      })();
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  function add(product: Product) {
    if (full || lines.some((line) => line.productId === product.id)) return;
    setLines([...lines, { productId: product.id, name: product.name, price: product.price, quantity: 1 }]);
    onChange();
  }

  return (
    <fieldset className="mt-5 min-w-0 border-t border-gray-200 pt-4">
      <legend className="text-sm font-semibold tracking-wide text-gray-600 uppercase">{t('orders.lines.title')}</legend>

      <div className="mt-2">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-gray-800">
          {t('orders.lines.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          className={inputStyles}
          aria-describedby={`${searchId}-hint`}
        />
        <p id={`${searchId}-hint`} className="mt-1 text-xs text-gray-600">
          {full ? t('orders.lines.full', { max: MAX_ORDER_LINES }) : t('orders.lines.searchHint')}
        </p>
      </div>

      <div role="status" className="mt-2 text-sm text-gray-700">
        {searchFailed
          ? t('orders.lines.searchFailed')
          : results && results.products.length === 0
            ? t('orders.lines.noResults', { query: results.query })
            : null}
      </div>
      {results && results.products.length > 0 ? (
        <ul aria-label={t('orders.lines.results')} className="mt-1 divide-y divide-gray-100 rounded-md border">
          {results.products.map((product) => {
            const added = lines.some((line) => line.productId === product.id);
            return (
              <li key={product.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">{product.name}</p>
                  <p className="text-xs text-gray-600">
                    {product.sku} · {priceText(product.price)}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => add(product)}
                  disabled={added || full}
                  aria-label={t('orders.lines.addProduct', { name: product.name })}
                  className={`${buttonStyles.smallSecondary} shrink-0`}
                >
                  {added ? t('orders.lines.added') : t('orders.lines.add')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <h3 id={linesId} className="mt-4 text-sm font-medium text-gray-800">
        {t('orders.lines.chosen', { count: lines.length, max: MAX_ORDER_LINES })}
      </h3>
      {lines.length === 0 ? <p className="mt-1 text-sm text-gray-600">{t('orders.lines.none')}</p> : null}
      <ul aria-labelledby={linesId} className="mt-1 divide-y divide-gray-100">
        {lines.map((line, index) => {
          const quantityError = errorText(errorsOf(`lines[${index}].quantity`));
          const productError = errorText(errorsOf(`lines[${index}].productId`));
          const quantityId = `${linesId}-q${index}`;
          return (
            <li key={line.productId} className="py-2">
              <input type="hidden" name={`lines[${index}].productId`} value={line.productId} />
              <input type="hidden" name={`lines[${index}].name`} value={line.name} />
              <input type="hidden" name={`lines[${index}].price`} value={line.price} />
              <div className="flex flex-wrap items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{line.name}</p>
                  <p className="text-xs text-gray-600">{priceText(line.price)}</p>
                </div>
                <label htmlFor={quantityId} className="sr-only">
                  {t('orders.lines.quantityOf', { name: line.name })}
                </label>
                <input
                  id={quantityId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  step={1}
                  name={`lines[${index}].quantity`}
                  defaultValue={line.quantity}
                  aria-invalid={quantityError ? true : undefined}
                  aria-describedby={quantityError ? `${quantityId}-error` : undefined}
                  className={`${inputStyles} w-20`}
                />
                <button
                  type="button"
                  onClick={() => {
                    setLines(lines.filter((_, i) => i !== index));
                    onChange();
                  }}
                  aria-label={t('orders.lines.removeLine', { name: line.name })}
                  className={buttonStyles.linkDanger}
                >
                  {t('orders.lines.remove')}
                </button>
              </div>
              {quantityError ? (
                <p id={`${quantityId}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {quantityError}
                </p>
              ) : null}
              {productError ? <p className="mt-1 text-sm font-medium text-red-700">{productError}</p> : null}
            </li>
          );
        })}
      </ul>
      {linesError ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {linesError}
        </p>
      ) : null}
    </fieldset>
  );

  function priceText(price: number): string {
    return isPriceOnRequest(price) ? t('orders.lines.priceOnRequest') : formatPrice(price);
  }
}
