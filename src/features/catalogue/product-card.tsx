import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/domain/paths';
import { PriceText } from '@/components/ui/price';
import { imageSrcSet } from '@/domain/image-variants';
import { hasMarketplaceLink, type Product } from '@/domain/product';

/**
 * The width a card's picture takes in the grid of the catalogue page (src/routes/site/products.tsx: a
 * 15rem sidebar from md up, 2 columns, then 3 from lg and 4 from xl in a 80rem page), so the browser picks
 * the smallest resized copy that fills it: 320 px wide on a phone.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 222px, (min-width: 1024px) calc(33vw - 123px), (min-width: 768px) calc(50vw - 172px), calc(50vw - 24px)';

/** How soon a card's picture is needed: at once and first (the first row), at once, or when scrolled near. */
export type CardImagePriority = 'high' | 'eager' | 'lazy';

/**
 * A catalogue card. Its link says 'buy now' when the product has a marketplace link, else 'view details';
 * `action` (the page's "Add to enquiry") goes below it.
 */
export function ProductCard({
  product,
  imagePriority,
  action,
}: {
  product: Product;
  imagePriority: CardImagePriority;
  action?: ReactNode;
}) {
  const { t } = useTranslation('site');
  const nameId = useId();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-square bg-slate-100">
        <img
          src={product.image}
          srcSet={imageSrcSet(product.image)}
          sizes={CARD_IMAGE_SIZES}
          alt={product.name}
          width={400}
          height={400}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        {/* h2: under the page's h1 on every screen (the sidebar's heading shows only from the medium size up). */}
        <h2 id={nameId} className="line-clamp-2 font-semibold text-slate-900">
          {product.name}
        </h2>
        <p className="mt-2 text-lg font-extrabold text-brand-700">
          <PriceText price={product.price} />
        </p>
        <Link
          to={paths.products.detail(product.id)}
          aria-describedby={nameId}
          className={`${hasMarketplaceLink(product) ? 'btn-primary' : 'btn-dark'} mt-4 w-full capitalize`}
        >
          {hasMarketplaceLink(product) ? t('catalogue.buyNow') : t('catalogue.viewDetails')}
        </Link>
        {action}
      </div>
    </article>
  );
}
