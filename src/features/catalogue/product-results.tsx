import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, Product, ProductQuery } from '@/domain';
import { useErrorText } from '@/components/ui/error-message';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { loadProductPage } from './catalogue-api';
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

/**
 * The product grid of one shelf or search: the loader's first page, then more pages on request through
 * `nextCursor`. `empty` replaces the shelf's 'no products' message (a search says what it did not find).
 * `cardAction` gives each card the page's action for its product.
 */
export function ProductResults({
  firstPage,
  query,
  cardAction,
  empty,
}: {
  firstPage: Page<Product>;
  query: ProductQuery;
  cardAction?: (product: Product) => ReactNode;
  empty?: ReactNode;
}) {
  const { t } = useTranslation('site');
  const describe = useErrorText();
  const [source, setSource] = useState(firstPage);
  const [items, setItems] = useState(firstPage.items);
  const [cursor, setCursor] = useState(firstPage.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The shelf a 'Load more' answer belongs to: an answer for an older shelf is dropped.
  const current = useRef(firstPage);

  if (source !== firstPage) {
    setSource(firstPage);
    setItems(firstPage.items);
    setCursor(firstPage.nextCursor);
    setError(null);
    setLoading(false);
  }

  async function loadMore() {
    if (!cursor) return;
    const requestedFor = firstPage;
    current.current = firstPage;
    setLoading(true);
    setError(null);
    try {
      const page = await loadProductPage({ ...query, cursor });
      if (current.current !== requestedFor) return;
      setItems((previous) => [...previous, ...page.items]);
      setCursor(page.nextCursor);
    } catch (failure) {
      if (current.current === requestedFor) setError(describe(failure));
    } finally {
      if (current.current === requestedFor) setLoading(false);
    }
  }

  if (items.length === 0) return empty ?? <StatusMessage>{t('catalogue.empty')}</StatusMessage>;

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
          <button type="button" className="btn-outline" onClick={() => void loadMore()} disabled={loading}>
            {loading ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
