import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import type { Product } from '@/domain/product';
import { MAX_REPAIR_LINES, REPAIR_LINE_KINDS } from '@/domain/repair-money';
import { InputField, SelectField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { draftTotals, emptyLine, productPriceText, unfinishedLines, type LineDraft } from './quote-lines-model';
import { formatSenRm } from './repair-screen-view';

/** How many catalogue products the description offers to pick from as the owner types. */
const PRODUCT_CHOICES = 8;

/**
 * A quote as lines: parts (picked from the catalogue as the description is typed, or typed) and labour, each with a
 * quantity and a unit price in RM as people type it. The totals are the shared quoteTotals of the lines (service tax
 * on labour only with an SST number in Shop settings), never added up here. Errors come by line and field
 * (`lines[1].unitPrice`), as the schema names them. The rows are kept here as they are added and removed; their
 * values are the form's entries (`lines[0].description`, …), which its action reads.
 */
export function QuoteLinesEditor({
  lines,
  onChange,
  errorOf,
  serviceTaxRate,
}: {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  /** The text of an entry's error (`lines[0].quantity`), or of the list's own (`lines`, `own`). */
  errorOf: (name: string, own?: boolean) => string | undefined;
  serviceTaxRate: number;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [products, setProducts] = useState<Product[]>([]);
  const [search, setSearch] = useState('');
  const { totals } = draftTotals(lines, serviceTaxRate);
  const unfinished = unfinishedLines(lines);

  // The catalogue's parts that match what is typed in the line being edited, for its description's list.
  useEffect(() => {
    const q = search.trim();
    if (q.length < 2) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void (async () => {
        try {
          const page = await (await getBackend()).products.list({ q, limit: PRODUCT_CHOICES });
          if (live) setProducts(page.items);
        } catch {
          // Picking from the catalogue is a help: the part can still be typed.
        }
      })();
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [search]);

  function update(index: number, change: Partial<LineDraft>) {
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  }

  function describe(index: number, description: string) {
    const line = lines[index]!;
    const picked = line.kind === 'part' ? products.find((product) => product.name === description) : undefined;
    setSearch(description);
    update(index, {
      description,
      productId: picked?.id ?? null,
      // A part picked from the catalogue comes with its price, unless one was typed already.
      ...(picked && line.unitPrice.trim() === '' ? { unitPrice: productPriceText(picked.price) } : {}),
    });
  }

  const listError = errorOf('lines', true);
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={listError ? `${id}-lines-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink-900">{t('repairs.quote.lines')}</legend>
      <datalist id={`${id}-products`}>
        {products.map((product) => (
          <option key={product.id} value={product.name}>
            {`${product.sku} · ${formatSenRm(Math.round(product.price * 100))}`}
          </option>
        ))}
      </datalist>
      <ol className="space-y-3">
        {lines.map((line, index) => {
          const field = (name: string) => ({ id: `${id}-line-${index}-${name}`, name: `lines[${index}].${name}` });
          const error = (name: string) => errorOf(`lines[${index}].${name}`);
          const number = index + 1;
          return (
            <li
              key={line.key}
              aria-label={t('repairs.quote.line', { number })}
              className="grid min-w-0 gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[8rem_minmax(0,1fr)_5rem_8rem]"
            >
              <input type="hidden" name={`lines[${index}].productId`} value={line.productId ?? ''} />
              <SelectField
                {...field('kind')}
                label={<LineLabel text={t('repairs.quote.kind')} line={t('repairs.quote.line', { number })} />}
                options={REPAIR_LINE_KINDS.map((kind) => ({ value: kind, label: t(`repairs.quote.kinds.${kind}`) }))}
                value={line.kind}
                error={error('kind')}
                onChange={(event) =>
                  update(index, { kind: event.target.value === 'labour' ? 'labour' : 'part', productId: null })
                }
              />
              <InputField
                {...field('description')}
                label={<LineLabel text={t('repairs.quote.description')} line={t('repairs.quote.line', { number })} />}
                hint={line.kind === 'part' ? t('repairs.quote.pickHint') : undefined}
                list={line.kind === 'part' ? `${id}-products` : undefined}
                autoComplete="off"
                value={line.description}
                error={error('description')}
                onChange={(event) => describe(index, event.target.value)}
              />
              <InputField
                {...field('quantity')}
                label={<LineLabel text={t('repairs.quote.quantity')} line={t('repairs.quote.line', { number })} />}
                inputMode="numeric"
                autoComplete="off"
                value={line.quantity}
                error={error('quantity')}
                onChange={(event) => update(index, { quantity: event.target.value })}
              />
              <InputField
                {...field('unitPrice')}
                label={<LineLabel text={t('repairs.quote.unitPrice')} line={t('repairs.quote.line', { number })} />}
                inputMode="decimal"
                autoComplete="off"
                value={line.unitPrice}
                error={error('unitPrice')}
                onChange={(event) => update(index, { unitPrice: event.target.value })}
              />
              {lines.length > 1 ? (
                <div className="sm:col-span-4">
                  <button
                    type="button"
                    onClick={() => onChange(lines.filter((_, at) => at !== index))}
                    className={`${buttonStyles.secondary} min-h-11`}
                  >
                    {t('repairs.quote.remove', { number })}
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p id={`${id}-lines-error`} className="mt-2 text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {lines.length < MAX_REPAIR_LINES ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => onChange([...lines, emptyLine('part')])}
            className={`${buttonStyles.secondary} min-h-11`}
          >
            {t('repairs.quote.addPart')}
          </button>
          <button
            type="button"
            onClick={() => onChange([...lines, emptyLine('labour')])}
            className={`${buttonStyles.secondary} min-h-11`}
          >
            {t('repairs.quote.addLabour')}
          </button>
        </div>
      ) : null}
      <dl aria-label={t('repairs.quote.totals')} className="mt-4 space-y-1 rounded-md bg-gray-50 p-3 text-sm">
        <QuoteTotal label={t('repairs.quote.parts')} value={formatSenRm(totals.parts)} />
        <QuoteTotal label={t('repairs.quote.labour')} value={formatSenRm(totals.labour)} />
        {serviceTaxRate > 0 ? (
          <QuoteTotal
            label={t('repairs.quote.serviceTax', { rate: serviceTaxRate / 100 })}
            value={formatSenRm(totals.serviceTax)}
          />
        ) : null}
        <QuoteTotal label={t('repairs.quote.total')} value={formatSenRm(totals.total)} strong />
        {unfinished.length > 0 ? (
          <p role="status" className="text-xs font-medium text-amber-900">
            {t('repairs.quote.incomplete', {
              count: unfinished.length,
              lines: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unfinished.map(String)),
            })}
          </p>
        ) : null}
      </dl>
    </fieldset>
  );
}

/** A field's plain word on screen ("What"), and its line for a screen reader, since every line has the same fields. */
function LineLabel({ text, line }: { text: string; line: string }) {
  return (
    <>
      {text}
      <span className="sr-only">, {line}</span>
    </>
  );
}

function QuoteTotal({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-ink-900' : 'text-gray-800'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
