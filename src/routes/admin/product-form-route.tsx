import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/domain/paths';
import { BackendError, getBackend } from '@/data';
import { ProductInputSchema, type Product } from '@/domain';
import { buttonStyles } from '@/components/ui/styles';
import { PRODUCT_DRAFT, ProductForm } from '@/features/admin/products/product-form';
import { imagesOf, saveProduct, withPendingUploads } from '@/features/admin/products/save-product';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';
import { saveForm } from './form-action';

registerAdminTranslations();

export { shouldRevalidate } from './form-action';

type FormRouteData = { mode: 'add'; product: null } | { mode: 'edit'; product: Product | null };

/** /admin-portal/add has no id and adds; /admin-portal/edit/{id} edits that product (spec §2). */
export async function loader({ params }: LoaderFunctionArgs): Promise<FormRouteData> {
  if (!params.id) return { mode: 'add', product: null };
  const backend = await getBackend();
  try {
    return { mode: 'edit', product: await backend.products.adminGet(params.id) };
  } catch (error) {
    // An id that cannot exist (the server refuses its form) is as missing as one that does not.
    if (error instanceof BackendError && error.status === 400) return { mode: 'edit', product: null };
    throw error;
  }
}

/**
 * Saves the form: checked with the product schema (chosen files as pending uploads), then the new images uploaded
 * and the product written (save-product.ts). When editing, the images stored now stay untouched until it is saved.
 */
export function action(args: ActionFunctionArgs) {
  const id = args.params.id;
  return saveForm(args, {
    schema: ProductInputSchema,
    checked: withPendingUploads,
    draft: PRODUCT_DRAFT,
    write: async (backend, input, formData) => {
      const stored = id ? await backend.products.adminGet(id) : null;
      const images = imagesOf(formData, stored ? [stored.image, ...stored.additionalImages].filter(Boolean) : []);
      return saveProduct(backend, id ? { mode: 'edit', id } : { mode: 'add' }, input, images);
    },
    saved: (t) => ({ to: paths.admin.portal, text: t(id ? 'form.updated' : 'form.added') }),
    failed: (t, error) => t(id ? 'form.updateFailed' : 'form.addFailed', { error }),
  });
}

export function Component() {
  const { t } = useTranslation('admin');
  const data = useLoaderData<typeof loader>();
  useAdminTitle(t(data.mode === 'add' ? 'form.addTitle' : 'form.editTitle'));

  if (data.mode === 'edit' && !data.product) {
    return (
      <div className="mx-auto max-w-3xl py-8">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('form.editTitle')}</h1>
        <p role="alert" className="mt-6 text-gray-800">
          {t('form.notFound')}
        </p>
        <Link to={paths.admin.portal} className={`${buttonStyles.secondary} mt-4`}>
          {t('shell.backToPortal')}
        </Link>
      </div>
    );
  }
  // A fresh form for each product, so nothing carries over from one to the next.
  return <ProductForm key={data.product?.id ?? 'new'} product={data.product} />;
}
