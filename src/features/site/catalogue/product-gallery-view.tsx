import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from '@/i18n/messages';
import { Link } from '@/components/ui/localized-link';
import { imageSrcSet } from '@/domain/image-variants';
import { MAX_THUMBNAILS } from '@/domain/limits';
import { productGallery, type Product } from '@/domain/product';
import { Dialog } from '@/components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import {
  closeOverlayEntry,
  EARLY_PHOTO,
  EARLY_PHOTO_CLOSE,
  EARLY_PHOTO_LABEL,
  openOverlayEntry,
  OVERLAY_CLASSES,
  overlayEntryIsCurrent,
  subscribeToOverlayEntry,
  takeOverEarlyOverlay,
} from '@/components/photo-overlay';

/**
 * The width of the main picture on the product page (src/routes/site/product-detail.tsx: full width on a
 * phone, half of a 80rem page from md up), so the browser picks the smallest resized copy that fills it.
 * The server preloads the same choice (src/app/page-head.ts).
 */
export const MAIN_IMAGE_SIZES = '(min-width: 1280px) 592px, (min-width: 768px) calc(50vw - 48px), calc(100vw - 32px)';
/** Five thumbnails share the gallery's width. */
const THUMBNAIL_SIZES = '(min-width: 1280px) 109px, (min-width: 768px) calc(10vw - 20px), calc(20vw - 13px)';

/** How far a finger moves sideways before the overlay takes it as a swipe to the next or previous picture. */
const SWIPE_PX = 40;

/** The address's parameter that names the picture shown: `?photo=2` is the second; none is the first. */
export const PHOTO_PARAM = 'photo';

/** The picture an address shows, counted from 0: `?photo=` of 1 to `count`; anything else, the first. */
export function photoIndex(params: URLSearchParams, count: number): number {
  const value = params.get(PHOTO_PARAM) ?? '';
  const number = /^[1-9][0-9]?$/.test(value) ? Number(value) : 1;
  return number <= count ? number - 1 : 0;
}

/** The search string that shows picture `index` (from 0), the rest of the query (the language) kept. */
export function photoSearch(search: string, index: number): string {
  const params = new URLSearchParams(search);
  if (index === 0) params.delete(PHOTO_PARAM);
  else params.set(PHOTO_PARAM, String(index + 1));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether a click is the browser's own (a new tab or window, a download): the page's code leaves it be. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The product's pictures, an island (docs/decisions/021-islands.md): a main image, up to five thumbnails (the main image first, then the additional
 * images) that swap it, and a full-size overlay when the main image is clicked. In the overlay the pictures go
 * round with the previous and next buttons, the arrow keys and a swipe; the main image follows.
 * The picture shown is the address's (`?photo=`), and each thumbnail is a link to it, so every picture can be
 * seen before the page's code has started and without it; the main image is a link to its full-size file, which
 * the page's code opens in the overlay instead. The overlay is an entry of the tab's history, which Back closes; it
 * shows the largest stored size, and a phone may pinch it to zoom. `address`: the page's path and query, as rendered.
 */
export function ProductGallery({
  product,
  address,
}: {
  product: Pick<Product, 'name' | 'image' | 'additionalImages'>;
  address: string;
}) {
  const { t } = useTranslation('common');
  const { t: siteT } = useTranslation('site');
  const images = productGallery(product, MAX_THUMBNAILS);
  const queryAt = address.indexOf('?');
  const pathname = queryAt >= 0 ? address.slice(0, queryAt) : address;
  const search = queryAt >= 0 ? address.slice(queryAt) : '';
  // From the address as the page opens (the server rendered it so); after that the page's code swaps pictures in
  // place, with no navigation and no new history entry.
  const [selected, setSelected] = useState(() => photoIndex(new URLSearchParams(search), MAX_THUMBNAILS));
  // The overlay is open while its history entry is the current one (src/components/photo-overlay.ts): Back closes
  // it (issue 41), and an overlay opened before this code arrived, on the same entry, is open here too once the page
  // has hydrated, where that early overlay gives way to this one.
  const overlayOpen = useSyncExternalStore(subscribeToOverlayEntry, overlayEntryIsCurrent, () => false);
  useEffect(() => takeOverEarlyOverlay(), []);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const index = selected < count ? selected : 0;
  const src = images[index];

  if (!src) return null;
  const alt = siteT('product.imageAlt', { name: product.name, index: index + 1, total: count });
  const step = (by: number) => setSelected((index + by + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  }
  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
  }

  return (
    <div>
      <a
        href={src}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          openOverlayEntry();
        }}
        aria-label={siteT('product.enlarge', { name: product.name })}
        {...{
          [EARLY_PHOTO]: '',
          [EARLY_PHOTO_LABEL]: siteT('product.fullSize', { name: product.name }),
          [EARLY_PHOTO_CLOSE]: t('labels.close'),
        }}
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
      </a>

      {count > 1 && (
        <ul aria-label={siteT('product.gallery')} className="mt-4 grid grid-cols-5 gap-2 md:gap-3">
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <Link
                to={`${pathname}${photoSearch(search, position)}`}
                onClick={(event) => {
                  if (isModifiedClick(event)) return;
                  event.preventDefault();
                  setSelected(position);
                }}
                aria-label={siteT('product.thumbnail', { index: position + 1, total: count })}
                aria-current={position === index ? 'true' : undefined}
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
              </Link>
            </li>
          ))}
        </ul>
      )}

      {overlayOpen && (
        <Dialog
          variant="overlay"
          label={siteT('product.fullSize', { name: product.name })}
          onClose={closeOverlayEntry}
          closeOnBackdrop
          initialFocus={closeButton}
        >
          <div
            // A swipe sideways goes to the next picture; a pinch zooms (the browser's own).
            className="flex max-h-full max-w-full touch-pan-y touch-pinch-zoom flex-col items-center gap-3"
            onKeyDown={onKeyDown}
            onPointerDown={(event) => {
              // On a button it is a tap on that button; elsewhere it may start a swipe.
              if ((event.target as Element).closest('button')) return;
              swipeStart.current = event.clientX;
              // The finger's lift comes here even off the picture.
              event.currentTarget.setPointerCapture(event.pointerId);
            }}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <img src={src} alt={alt} draggable={false} className={OVERLAY_CLASSES.picture} />
            {count > 1 && (
              <div className="flex items-center gap-4">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label={siteT('product.previousImage')}
                  className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg hover:bg-brand-100"
                >
                  <ChevronLeftIcon className="h-6 w-6" />
                </button>
                <p
                  aria-live="polite"
                  className="min-w-16 rounded-full bg-slate-900 px-3 py-1 text-center font-semibold text-white tabular-nums"
                >
                  {index + 1} / {count}
                </p>
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label={siteT('product.nextImage')}
                  className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg hover:bg-brand-100"
                >
                  <ChevronRightIcon className="h-6 w-6" />
                </button>
              </div>
            )}
            {/* Inside, so that the arrow keys work from the close button, which has the focus first. */}
            <form method="dialog">
              <button ref={closeButton} aria-label={t('labels.close')} className={OVERLAY_CLASSES.close}>
                <CloseIcon className="h-6 w-6" />
              </button>
            </form>
          </div>
        </Dialog>
      )}
    </div>
  );
}
