import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/messages';
import type { Page, Product, ProductQuery } from '@/domain';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/domain/limits';
import { useErrorText } from '@/components/ui/error-message';
import { useLocalizedPath } from '@/components/ui/localized-link';
import { ErrorBanner } from '@/components/ui/status';
import { loadProductPage } from './catalogue-api';
import { isAfterPage, withAfter, withShown } from './catalogue-query';
import { ProductCard, type CardImagePriority } from './product-card';

/**
 * The first row on a phone (two cards) may hold the largest picture of the first screen, so it is asked for
 * first; the rest of a desktop's first row loads at once; everything further down waits until scrolled near.
 */
const HIGH_PRIORITY_IMAGES = 2;
const EAGER_IMAGES = 4;

function imagePriority(index: number): CardImagePriority {
  return index < HIGH_PRIORITY_IMAGES ? 'high' : index < EAGER_IMAGES ? 'eager' : 'lazy';
}

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The product grid of one shelf or search, an island (docs/decisions/021-islands.md): the products the server
 * rendered, then more on request. "Load more" is a link to the same list showing a page more (`?shown=`), which the
 * server renders, so it works before the code and without it; with the code the next page is appended in place, and
 * the address takes the count shown, so that Back and a reload show as many. `cardAction` gives each card the page's
 * action for its product (src/islands/catalogue-results.tsx: "Add to enquiry"). `address`: the list's path and
 * query, as the server rendered it.
 */
export function ProductResults({
  firstPage,
  query,
  address,
  cardAction,
}: {
  firstPage: Page<Product>;
  query: ProductQuery;
  address: string;
  cardAction?: (product: Product) => ReactNode;
}) {
  const { t } = useTranslation('site');
  const describe = useErrorText();
  const localize = useLocalizedPath();
  const [items, setItems] = useState(firstPage.items);
  const [cursor, setCursor] = useState(firstPage.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  async function loadMore() {
    if (!cursor || busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    try {
      const page = await loadProductPage({ ...query, limit: PAGE_SIZE, cursor });
      const next = [...items, ...page.items];
      setItems(next);
      setCursor(page.nextCursor);
      // Back and a reload show as many: the server renders `shown` products (up to its largest page). A page after a
      // cursor keeps its address: it starts there.
      const { pathname, search, hash } = window.location;
      if (!isAfterPage(`${pathname}${search}`) && next.length <= MAX_PAGE_SIZE) {
        window.history.replaceState(
          window.history.state,
          '',
          `${withShown(`${pathname}${search}`, next.length)}${hash}`,
        );
      }
    } catch (failure) {
      setError(describe(failure));
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }

  // The list from its start with a page more, up to the largest page the server renders; past it, or on a page that
  // starts after a cursor, the page after the last product shown.
  const moreHref =
    cursor === null
      ? undefined
      : localize(
          !isAfterPage(address) && items.length + PAGE_SIZE <= MAX_PAGE_SIZE
            ? withShown(address, items.length + PAGE_SIZE)
            : withAfter(address, cursor),
        );

  return (
    <div>
      <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} imagePriority={imagePriority(index)} action={cardAction?.(product)} />
          </li>
        ))}
      </ul>
      {error && (
        <div className="mt-6">
          <ErrorBanner>{t('catalogue.failed', { error })}</ErrorBanner>
        </div>
      )}
      {cursor && (
        <div className="mt-8 flex justify-center">
          <a
            href={moreHref}
            aria-disabled={loading || undefined}
            className="btn-outline"
            onClick={(event) => {
              if (isModifiedClick(event)) return;
              event.preventDefault();
              void loadMore();
            }}
          >
            {loading ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
          </a>
        </div>
      )}
    </div>
  );
}
