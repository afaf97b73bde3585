import { useTranslation, type Translate } from '@/i18n/messages';
import type { Product } from '@/domain/product';
import {
  PRODUCT_FIELDS,
  PRODUCT_FIELD_NAMES,
  type ProductFieldName,
  type ProductFieldSpec,
} from '@/domain/product-fields';

/**
 * The product page's specifications, made from the table of product fields (src/domain/product-fields.ts): each
 * field the row shows on the page (`shows: ['page']`) that the page does not draw itself (DRAWN_ON_PRODUCT_PAGE) is
 * a line, in the table's order, under its `spec` label (site.json), its value written by its kind. A field added to
 * the table with `shows: ['page']` and a label is on the page with nothing changed here or on the page. While no
 * field is one, the page has no specifications at all.
 */

/** What the product page draws itself: the name, the price, the SKU, the buttons, the gallery, the description. */
export const DRAWN_ON_PRODUCT_PAGE = [
  'name',
  'nameMs',
  'sku',
  'price',
  'description',
  'descriptionMs',
  'shopeeUrl',
  'tiktokUrl',
  'image',
  'additionalImages',
  'status',
] as const satisfies readonly ProductFieldName[];

export type SpecLine = { name: string; label: string; value: string };

/** A field's value as the specifications write it, by its kind; null when it has none (the line is left out). */
function specValue(spec: ProductFieldSpec, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (spec.kind) {
    case 'textList':
      return Array.isArray(value) && value.length > 0 ? value.join(', ') : null;
    default:
      return String(value);
  }
}

/** The specifications of a product, in the page's language; `fields` is the table (another in its test). */
export function productSpecLines(
  product: Product,
  t: Translate<'site'>,
  fields: Readonly<Record<string, ProductFieldSpec>> = PRODUCT_FIELDS,
): SpecLine[] {
  const drawn: readonly string[] = DRAWN_ON_PRODUCT_PAGE;
  const names = fields === PRODUCT_FIELDS ? PRODUCT_FIELD_NAMES : Object.keys(fields);
  return names.flatMap((name) => {
    const spec = fields[name]!;
    if (!spec.shows.includes('page') || drawn.includes(name)) return [];
    if (!spec.spec) throw new Error(`${name}: a field the product page shows needs its \`spec\` label`);
    const value = specValue(spec, (product as unknown as Record<string, unknown>)[name]);
    return value === null ? [] : [{ name, label: t(spec.spec), value }];
  });
}

/** The specifications under the description, or nothing when the product has none. */
export function ProductSpecs({ product }: { product: Product }) {
  const { t } = useTranslation('site');
  const lines = productSpecLines(product, t);
  if (lines.length === 0) return null;
  return (
    <>
      <h2 className="mt-10 text-lg font-bold text-slate-900">{t('product.specs')}</h2>
      <dl className="mt-3 grid grid-cols-[fit-content(45%)_minmax(0,1fr)] gap-x-4 gap-y-1 text-slate-700">
        {lines.map((line) => (
          <div key={line.name} className="contents">
            <dt className="font-semibold text-slate-900">{line.label}</dt>
            <dd className="break-words">{line.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
