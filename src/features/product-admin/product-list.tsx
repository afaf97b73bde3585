import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { getBackend } from '@/data';
import { formatPrice, isCategory, type Product } from '@/domain';
import { errorMessage } from '@/components/ui/error-message';
import { isSignedOutError, useSessionExpiry } from '@/features/auth/session';
import { SignInRedirect } from '@/features/auth/sign-in-redirect';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notices';
import { buttonStyles, tableScrollStyles, tdStyles, thStyles } from '@/components/ui/styles';
import { LoadMore } from '@/components/ui/load-more';
import { usePagedList, type FetchPage } from '@/components/ui/use-paged-list';

/** The admin portal's product table (spec §2 Admin Portal), newest first, a page at a time. */
export function ProductList() {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const expire = useSessionExpiry();
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
      notify('error', t('portal.deleteFailed', { error: errorMessage(error) }));
    }
    await list.reload();
    setDeleting(null);
  }

  if (isSignedOutError(list.error) || isSignedOutError(list.moreError)) return <SignInRedirect />;

  if (list.status === 'loading') {
    return (
      <p role="status" className="py-8 text-gray-700">
        {t('portal.loading')}
      </p>
    );
  }
  if (list.status === 'error') {
    return (
      <p role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-red-900">
        {t('portal.loadFailed', { error: errorMessage(list.error) })}
      </p>
    );
  }
  if (list.items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
        {t('portal.empty')}
      </p>
    );
  }

  return (
    <>
      {/* Focusable so that a keyboard can scroll the table sideways on a narrow screen. */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={tableScrollStyles}>
        <table className="w-full min-w-[52rem] divide-y divide-gray-200">
          <caption id={captionId} className="sr-only">
            {t('portal.tableCaption')}
          </caption>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={thStyles}>
                {t('portal.columns.id')}
              </th>
              <th scope="col" className={thStyles}>
                {t('portal.columns.name')}
              </th>
              <th scope="col" className={thStyles}>
                {t('portal.columns.sku')}
              </th>
              <th scope="col" className={thStyles}>
                {t('portal.columns.category')}
              </th>
              <th scope="col" className={`${thStyles} text-right`}>
                {t('portal.columns.price')}
              </th>
              <th scope="col" className={thStyles}>
                {t('portal.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {list.items.map((product) => (
              <tr key={product.id} className="hover:bg-gray-50">
                <td className={`${tdStyles} font-mono text-xs text-gray-600`}>{product.id}</td>
                <th scope="row" className={`${tdStyles} text-left font-medium`}>
                  {product.name}
                </th>
                <td className={tdStyles}>{product.sku.trim() ? product.sku : t('portal.notAvailable')}</td>
                <td className={tdStyles}>
                  {isCategory(product.category) ? t(`categories.${product.category}`) : product.category}
                </td>
                <td className={`${tdStyles} text-right whitespace-nowrap tabular-nums`}>
                  {formatPrice(product.price)}
                </td>
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
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore list={list} />
      {confirmDialog}
    </>
  );
}
