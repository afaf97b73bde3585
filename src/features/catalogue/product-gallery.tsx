import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet } from '@/domain/image-variants';
import { MAX_THUMBNAILS } from '@/domain/limits';
import { productGallery, type Product } from '@/domain/product';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';

/**
 * The width of the main picture on the product page (src/routes/site/product-detail.tsx: full width on a
 * phone, half of a 80rem page from md up), so the browser picks the smallest resized copy that fills it.
 * The server preloads the same choice (src/app/page-head.ts).
 */
export const MAIN_IMAGE_SIZES = '(min-width: 1280px) 592px, (min-width: 768px) calc(50vw - 48px), calc(100vw - 32px)';
/** Five thumbnails share the gallery's width. */
const THUMBNAIL_SIZES = '(min-width: 1280px) 109px, (min-width: 768px) calc(10vw - 20px), calc(20vw - 13px)';

/**
 * The product's pictures: a main image, up to five thumbnails (the main image first, then the additional
 * images) that swap it, and a full-size overlay when the main image is clicked.
 */
export function ProductGallery({ product }: { product: Pick<Product, 'name' | 'image' | 'additionalImages'> }) {
  const { t } = useTranslation('site');
  const images = productGallery(product, MAX_THUMBNAILS);
  const [selected, setSelected] = useState(0);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const index = Math.min(selected, Math.max(0, images.length - 1));
  const src = images[index];
  const count = images.length;

  if (!src) return null;
  const alt = t('product.imageAlt', { name: product.name, index: index + 1, count });

  return (
    <div>
      <button
        type="button"
        onClick={() => setOverlayOpen(true)}
        aria-label={t('product.enlarge', { name: product.name })}
        className="block w-full cursor-zoom-in overflow-hidden rounded-xl border border-slate-200 bg-white"
      >
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={MAIN_IMAGE_SIZES}
          alt={alt}
          width={800}
          height={800}
          fetchPriority="high"
          decoding="async"
          className="aspect-square w-full object-contain"
        />
      </button>

      {count > 1 && (
        <ul aria-label={t('product.gallery')} className="mt-4 grid grid-cols-5 gap-2 md:gap-3">
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <button
                type="button"
                onClick={() => setSelected(position)}
                aria-label={t('product.thumbnail', { index: position + 1, count })}
                aria-pressed={position === index}
                className={`block w-full overflow-hidden rounded-md border-2 bg-white ${
                  position === index ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <img
                  src={image}
                  srcSet={imageSrcSet(image)}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {overlayOpen && (
        <Dialog
          variant="overlay"
          label={t('product.fullSize', { name: product.name })}
          onClose={() => setOverlayOpen(false)}
          closeOnBackdrop
          initialFocus={closeButton}
        >
          <img src={src} alt={alt} className="max-h-[90vh] max-w-full rounded-md object-contain shadow-2xl" />
          <form method="dialog">
            <button
              ref={closeButton}
              aria-label={t('labels.close', { ns: 'common' })}
              className="fixed top-4 right-4 flex h-12 w-12 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg hover:bg-brand-100"
            >
              <CloseIcon className="h-6 w-6" />
            </button>
          </form>
        </Dialog>
      )}
    </div>
  );
}
