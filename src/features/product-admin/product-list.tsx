import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/domain/paths';
import { getBackend } from '@/data';
import { formatPrice, isCategory, type Product } from '@/domain';
import { useErrorText } from '@/components/ui/error-message';
import { PagedTable } from '@/components/admin/paged-table';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notices';
import { buttonStyles, tdStyles } from '@/components/ui/styles';
import { usePagedList, type FetchPage } from '@/components/ui/use-paged-list';
import { DemoDataNotice } from './demo-data-notice';

/** The admin portal's product table (spec §2 Admin Portal), newest first, a page at a time. */
export function ProductList() {
  const { t } = useTranslation('admin');
  const expire = useSessionExpiry();
  const describe = useErrorText();
  const [confirm, confirmDialog] = useConfirm();
  const [deleting, setDeleting] = useState<string | null>(null);
  const fetchPage = useCallback<FetchPage<Product>>(async (page) => (await getBackend()).products.list(page), []);
  const list = usePagedList(fetchPage);

  async function remove(product: Product) {
    if (!(await confirm(t('portal.confirmDelete'), t('portal.delete')))) return;
    setDeleting(product.id);
    try {
      await (await getBackend()).products.remove(product.id);
      notify('success', t('portal.deleted'));
    } catch (error) {
      if (expire(error)) return;
      notify('error', t('portal.deleteFailed', { error: describe(error) }));
    }
    await list.reload();
    setDeleting(null);
  }

  return (
    <>
      <DemoDataNotice onRemoved={list.reload} />
      <PagedTable
        list={list}
        texts={{
          loading: t('portal.loading'),
          loadFailed: (error) => t('portal.loadFailed', { error }),
          empty: t('portal.empty'),
          caption: t('portal.tableCaption'),
        }}
        columns={[
          { label: t('portal.columns.id') },
          { label: t('portal.columns.name') },
          { label: t('portal.columns.sku') },
          { label: t('portal.columns.category') },
          { label: t('portal.columns.price'), numeric: true },
          { label: t('portal.columns.actions') },
        ]}
        minWidthClass="min-w-[52rem]"
        row={(product) => (
          <tr key={product.id} className="hover:bg-gray-50">
            <td className={`${tdStyles} font-mono text-xs text-gray-600`}>{product.id}</td>
            <th scope="row" className={`${tdStyles} text-left font-medium`}>
              {product.name}
            </th>
            <td className={tdStyles}>{product.sku.trim() ? product.sku : t('portal.notAvailable')}</td>
            <td className={tdStyles}>
              {isCategory(product.category) ? t(`categories.${product.category}`) : product.category}
            </td>
            <td className={`${tdStyles} text-right whitespace-nowrap tabular-nums`}>{formatPrice(product.price)}</td>
            <td className={tdStyles}>
              <div className="flex gap-2">
                <Link
                  to={paths.admin.edit(product.id)}
                  aria-label={t('portal.editProduct', { name: product.name })}
                  className={buttonStyles.smallSecondary}
                >
                  {t('portal.edit')}
                </Link>
                <button
                  type="button"
                  onClick={() => void remove(product)}
                  disabled={deleting === product.id}
                  aria-label={t('portal.deleteProduct', { name: product.name })}
                  className={buttonStyles.smallDanger}
                >
                  {t('portal.delete')}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
      {confirmDialog}
    </>
  );
}
