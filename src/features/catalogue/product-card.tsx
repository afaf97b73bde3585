import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { formatPrice } from '@/domain/format';
import { hasMarketplaceLink, type Product } from '@/domain/product';

/** A catalogue card. Its one link says 'buy now' when the product has a marketplace link, else 'view details'. */
export function ProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const { t } = useTranslation('site');
  const nameId = useId();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-square bg-slate-100">
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        {/* h2: under the page's h1 on every screen (the sidebar's heading shows only from the medium size up). */}
        <h2 id={nameId} className="line-clamp-2 font-semibold text-slate-900">
          {product.name}
        </h2>
        <p className="mt-2 text-lg font-extrabold text-brand-700">{formatPrice(product.price)}</p>
        <Link
          to={paths.products.detail(product.id)}
          aria-describedby={nameId}
          className={`${hasMarketplaceLink(product) ? 'btn-primary' : 'btn-dark'} mt-4 w-full capitalize`}
        >
          {hasMarketplaceLink(product) ? t('catalogue.buyNow') : t('catalogue.viewDetails')}
        </Link>
      </div>
    </article>
  );
}
