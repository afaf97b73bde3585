import { useCallback, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { paths } from '@/domain/paths';
import { z } from '@/domain/zod';
import { getBackend } from '@/data';
import { categoryName } from '@/i18n/names';
import {
  CATEGORIES,
  isCategory,
  MAX_SEARCH_LENGTH,
  PRODUCT_SORTS,
  formatPrice,
  isProductSort,
  isProductStatus,
  PRODUCT_STATUSES,
  type Category,
  type Product,
  type ProductSort,
  type ProductStatus,
} from '@/domain';
import { imageVariantUrl } from '@/domain/image-variants';
import { useAdminForm, type FormReply } from '@/components/admin/admin-form';
import { PagedTable } from '@/components/admin/paged-table';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { buttonStyles, inputStyles, tallFieldStyles } from '@/components/ui/styles';
import { usePagedList, type FetchPage } from '@/components/ui/use-paged-list';
import { DemoDataNotice } from './demo-data-notice';
import { useLanguage } from '@/components/ui/use-language';

/**
 * What the admin looks for, kept in the portal's address (`?q=…&category=…&status=…&sort=…`), so a reload and Back
 * keep it.
 */
type ListFilter = {
  q: string;
  category: Category | undefined;
  status: ProductStatus | undefined;
  sort: ProductSort | undefined;
};

function readFilter(params: URLSearchParams): ListFilter {
  const category = params.get('category');
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: isCategory(category) ? category : undefined,
    status: isProductStatus(status) ? status : undefined,
    sort: isProductSort(sort) ? sort : undefined,
  };
}

/** How a status shows beside a product's name; a product on sale shows nothing. */
const STATUS_BADGES: Record<Exclude<ProductStatus, 'active'>, string> = {
  draft: 'bg-amber-100 text-amber-900',
  soldOut: 'bg-gray-200 text-gray-900',
};

/** The table's id column shows from the medium screen size up (768 px), as the site's full menu does. */
const ID_COLUMN = 'hidden md:table-cell';

const SORT_KEYS = { newest: 'newest', 'price-asc': 'priceAsc', 'price-desc': 'priceDesc' } as const;

/**
 * The admin portal's product table (spec §2 Admin Portal), a page at a time: newest first, or the best matches of
 * a search by name or SKU, within a category, in the chosen order.
 */
export function ProductList({ revision }: { revision: unknown }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [confirm, confirmDialog] = useConfirm();
  const [params, setParams] = useSearchParams();
  const { q, category, status, sort } = readFilter(params);
  const fetchPage = useCallback<FetchPage<Product>>(
    async (page) =>
      (await getBackend()).products.adminList({
        ...page,
        ...(q ? { q } : {}),
        ...(category ? { category } : {}),
        ...(status ? { status } : {}),
        ...(sort ? { sort } : {}),
      }),
    [q, category, status, sort],
  );
  const list = usePagedList(fetchPage, revision);
  const filtered = q !== '' || category !== undefined || status !== undefined;
  const order = sort ?? (q ? 'relevance' : 'newest');

  function setFilter(next: Partial<ListFilter>) {
    const merged = { q, category, status, sort, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.category) search.set('category', merged.category);
    if (merged.status) search.set('status', merged.status);
    if (merged.sort) search.set('sort', merged.sort);
    setParams(search);
  }

  return (
    <>
      <DemoDataNotice listed={list.fresh} />
      <ListFilters filter={{ q, category, status, sort }} onChange={setFilter} />
      <PagedTable
        list={list}
        texts={{
          loading: t('portal.loading'),
          loadFailed: (error) => t('portal.loadFailed', { error }),
          empty: filtered ? t('portal.noMatch') : t('portal.empty'),
          caption:
            order === 'newest'
              ? t('portal.tableCaption')
              : t(`portal.captions.${order === 'relevance' ? 'relevance' : SORT_KEYS[order]}`),
        }}
        // The name leads, with its picture; the store's id, which the owner rarely needs, comes last and is left out
        // of the table below the medium width, where the table scrolls sideways and its first columns are what shows.
        // A phone shows each product as a card with every field.
        columns={[
          {
            label: t('portal.columns.name'),
            rowHeader: true,
            cell: (product, layout) => (
              <span className={`flex items-center gap-3 ${layout === 'table' ? 'min-w-48' : ''}`}>
                <img
                  src={imageVariantUrl(product.image, 320)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-12 shrink-0 rounded border border-gray-200 bg-gray-100 object-cover"
                />
                <span className="min-w-0">
                  {product.name}
                  {product.status !== 'active' && (
                    // In a card the status has a line of its own, and wraps there (Malay's is long).
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs font-semibold ${layout === 'table' ? 'ml-2 inline-block whitespace-nowrap' : 'mt-1 block w-fit'} ${STATUS_BADGES[product.status]}`}
                    >
                      {t(`productStatuses.${product.status}`)}
                    </span>
                  )}
                </span>
              </span>
            ),
          },
          {
            label: t('portal.columns.sku'),
            // A SKU is one code: never broken across lines.
            cellClassName: 'font-mono whitespace-nowrap',
            cell: (product) => (product.sku.trim() ? product.sku : t('portal.notAvailable')),
          },
          {
            label: t('portal.columns.category'),
            cell: (product) => categoryName(product.category, language),
          },
          {
            label: t('portal.columns.price'),
            numeric: true,
            cellClassName: 'whitespace-nowrap',
            cell: (product) => formatPrice(product.price),
          },
          {
            label: t('portal.columns.actions'),
            actions: true,
            cell: (product, layout) => {
              const card = layout === 'card';
              return (
                <div className={card ? 'grid grid-cols-2 gap-2' : 'flex gap-2'}>
                  <Link
                    to={paths.admin.edit(product.id)}
                    aria-label={t('portal.editProduct', { name: product.name })}
                    className={card ? buttonStyles.secondary : buttonStyles.smallSecondary}
                  >
                    {t('portal.edit')}
                  </Link>
                  <DeleteProduct product={product} card={card} confirm={confirm} />
                </div>
              );
            },
          },
          {
            label: t('portal.columns.id'),
            className: ID_COLUMN,
            cellClassName: 'font-mono text-xs whitespace-nowrap text-gray-600',
            cell: (product) => product.id,
          },
        ]}
        minWidthClass="min-w-[44rem]"
        rowKey={(product) => product.id}
      />
      {confirmDialog}
    </>
  );
}

/** What a product's delete sends: its id alone (the portal's action, `intent` 'delete'). */
export const ProductDeleteSchema = z.object({ id: z.string().min(1) }).strict();

/** A product's delete, asked first, by the row's own fetcher; the list is read again after it. */
function DeleteProduct({
  product,
  card,
  confirm,
}: {
  product: Product;
  card: boolean;
  confirm: (message: string, confirmLabel: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const fetcher = useFetcher<FormReply>();
  const { formProps, saving, intentInput } = useAdminForm({
    schema: ProductDeleteSchema,
    defaultValue: {},
    fetcher,
    intent: 'delete',
    askFirst: () => confirm(t('portal.confirmDelete'), t('portal.delete')),
  });
  // The button is the cell's own item, as the edit link is.
  return (
    <fetcher.Form {...formProps} className="contents">
      {intentInput}
      <input type="hidden" name="id" value={product.id} />
      <button
        type="submit"
        disabled={saving}
        aria-label={t('portal.deleteProduct', { name: product.name })}
        className={card ? buttonStyles.danger : buttonStyles.smallDanger}
      >
        {t('portal.delete')}
      </button>
    </fetcher.Form>
  );
}

/** Search by name or SKU (applied on Enter or with the button), and a category and an order (applied at once). */
function ListFilters({ filter, onChange }: { filter: ListFilter; onChange: (next: Partial<ListFilter>) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof value === 'string' ? value.trim() : '' });
  }
  const sorts: (ProductSort | '')[] = ['', ...PRODUCT_SORTS.filter((s) => filter.q !== '' || s !== 'newest')];
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <form
        role="search"
        aria-label={t('portal.filters.search')}
        onSubmit={submit}
        className="flex w-full items-end gap-2 sm:w-auto"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-gray-800">
            {t('portal.filters.search')}
          </label>
          <input
            // The address is the source: Back or a reload shows its query.
            key={filter.q}
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={MAX_SEARCH_LENGTH}
            className={`${inputStyles} sm:w-64`}
          />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          {t('portal.filters.submit')}
        </button>
      </form>
      <div>
        <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-gray-800">
          {t('portal.filters.category')}
        </label>
        <select
          id={`${id}-category`}
          value={filter.category ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ category: isCategory(value) ? value : undefined });
          }}
          className={tallFieldStyles}
        >
          <option value="">{t('portal.filters.allCategories')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryName(category, language)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-gray-800">
          {t('portal.filters.status')}
        </label>
        <select
          id={`${id}-status`}
          value={filter.status ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ status: isProductStatus(value) ? value : undefined });
          }}
          className={tallFieldStyles}
        >
          <option value="">{t('portal.filters.allStatuses')}</option>
          {PRODUCT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`productStatuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium text-gray-800">
          {t('portal.filters.sort')}
        </label>
        <select
          id={`${id}-sort`}
          value={filter.sort === 'newest' && filter.q === '' ? '' : (filter.sort ?? '')}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ sort: isProductSort(value) ? value : undefined });
          }}
          className={tallFieldStyles}
        >
          {sorts.map((value) => (
            <option key={value || 'default'} value={value}>
              {value === ''
                ? t(filter.q !== '' ? 'portal.sorts.relevance' : 'portal.sorts.newest')
                : t(`portal.sorts.${SORT_KEYS[value]}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
