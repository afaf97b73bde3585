import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, Product, ProductQuery } from '@/domain';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { errorText, loadProductPage } from './catalogue-api';
import { ProductCard } from './product-card';

/** Cards in the first row or two are likely on screen at load; the rest wait until scrolled near. */
const EAGER_IMAGES = 4;

/** The product grid of one shelf: the loader's first page, then more pages on request through `nextCursor`. */
export function ProductResults({ firstPage, query }: { firstPage: Page<Product>; query: ProductQuery }) {
  const { t } = useTranslation('site');
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
      if (current.current === requestedFor) setError(errorText(failure));
    } finally {
      if (current.current === requestedFor) setLoading(false);
    }
  }

  if (items.length === 0) return <StatusMessage>{t('catalogue.empty')}</StatusMessage>;

  return (
    <div>
      <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < EAGER_IMAGES} />
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
