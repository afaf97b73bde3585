import type { ReactNode } from 'react';
import { Link } from '@/components/ui/localized-link';
import { useTranslation } from '@/i18n/messages';
import { paths } from '@/domain/paths';
import { PriceText } from '@/components/ui/price';
import { imageSrcSet } from '@/domain/image-variants';
import { productText, type Product } from '@/domain/product';
import { useLanguage } from '@/components/ui/use-language';

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
 * A catalogue card: the product's name is its one link, stretched over the whole card, so a tap on the picture,
 * the name or the "View details" button opens the product page, and a screen reader hears one link, named by the
 * product. The buy buttons to the shops are on the product page, where they go to the shop. `action` (the page's
 * "Add to enquiry") sits above the stretched link and stays its own button.
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
  const name = productText(product, 'name', useLanguage());
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-slate-100">
        <img
          src={product.image}
          srcSet={imageSrcSet(product.image)}
          sizes={CARD_IMAGE_SIZES}
          alt={name}
          width={400}
          height={400}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-contain"
        />
        {product.status === 'soldOut' && (
          <span className="absolute top-2 left-2 rounded-md bg-slate-900 px-2 py-1 text-xs font-bold text-white">
            {t('product.soldOut')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        {/* h2: under the page's h1 on every screen (the sidebar's heading shows only from the medium size up).
            The whole name: a model number cut off is the part a buyer looks for. */}
        <h2 className="font-semibold break-words text-slate-900">
          <Link
            to={paths.products.detail(product.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-700 focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
          >
            {name}
          </Link>
        </h2>
        <p className="mt-2 mb-4 text-lg font-extrabold text-brand-700">
          <PriceText price={product.price} />
        </p>
        {/* Looks like a button and is tapped as one; the name's link above is what it opens. */}
        <span aria-hidden="true" className="btn-dark mt-auto w-full text-center">
          {t('catalogue.viewDetails')}
        </span>
        {action && <div className="relative z-10">{action}</div>}
      </div>
    </article>
  );
}
