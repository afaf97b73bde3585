import { Suspense } from 'react';
import { Await, useAsyncError, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { Link } from '@/components/ui/localized-link';
import { paths } from '@/domain/paths';
import { categoryName, subCategoryName } from '@/i18n/names';
import { useLanguage } from '@/components/ui/use-language';
import { useTranslation } from '@/i18n/messages';
import type { Page, Product, ProductQuery } from '@/domain';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { useErrorText } from '@/components/ui/error-message';
import { loadProductPage } from '@/features/site/catalogue/catalogue-api';
import { CategoryNav, RESULTS_ANCHOR, SubCategoryChips } from '@/features/site/catalogue/category-nav';
import {
  catalogueSearch,
  productQueryFor,
  AFTER_PARAM,
  readSelection,
  selectionKey,
  shownCount,
  type CatalogueSelection,
} from '@/features/site/catalogue/catalogue-query';
import { CatalogueSearchForm, CatalogueSortForm, NoSearchResults } from '@/features/site/catalogue/catalogue-search';
import { Island } from '@/components/island';
import productResults from '@/islands/product-results';
import { ServicePanel } from '@/features/site/catalogue/service-panel';

type CatalogueData = {
  selection: CatalogueSelection;
  /** The query of the first page, or null for the service category. */
  query: ProductQuery | null;
  /** Not awaited: the page renders at once and shows 'Loading products...' until it settles. */
  firstPage: Promise<Page<Product>> | null;
};

/** The selection comes from the address; the first page is requested here and streamed into <Await>. */
export function loader({ request }: LoaderFunctionArgs): CatalogueData {
  const { searchParams } = new URL(request.url);
  const selection = readSelection(searchParams);
  // As many as the address shows (`?shown=`, "Load more" as a link): the first page is that long.
  const query = productQueryFor(selection, shownCount(searchParams));
  // A page after a cursor ("Load more" past the largest page, without code) starts there.
  const after = searchParams.get(AFTER_PARAM);
  return {
    selection,
    query,
    firstPage: query ? loadProductPage(after ? { ...query, cursor: after } : query) : null,
  };
}

/** Products (/products): search box, category sidebar, sub-category chips, order and the product grid. */
export function Component() {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const { selection, query, firstPage } = useLoaderData<CatalogueData>();
  const { pathname, search } = useLocation();
  const searching = selection.q !== '';
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 md:px-6 md:py-10">
      {/* On a 360 × 740 phone the first products show on the first screen: a smaller heading, the intro's first
          sentence alone, one row of categories and one of chips (each scrolls sideways), the order beside its list. */}
      <header>
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">
          {/* A sub-category's shelf is headed by its own name; its category, the shelf's title, stands above it. */}
          {!searching && selection.category && selection.subCategory !== ''
            ? categoryName(selection.category, language)
            : t('catalogue.heading')}
        </p>
        <h1 className="mt-1 scroll-mt-24 text-2xl font-extrabold text-slate-900 md:mt-2 md:text-4xl">
          {searching
            ? t('catalogue.search.heading', { query: selection.q })
            : selection.category
              ? selection.subCategory !== ''
                ? subCategoryName(selection.subCategory, language)
                : categoryName(selection.category, language)
              : t('catalogue.allProducts')}
        </h1>
        {searching && (
          <p className="mt-3 flex flex-wrap items-center gap-x-4 text-slate-600">
            {selection.category &&
              t('catalogue.search.within', { category: categoryName(selection.category, language) })}
            {/* Back to browsing: the category searched in (or the default shelf), in the same order. */}
            <Link
              to={`${paths.products.list}${catalogueSearch({ category: selection.category, sort: selection.sort })}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('catalogue.search.clear')}
            </Link>
          </p>
        )}
        {query && !searching && (
          <p className="mt-2 max-w-3xl text-slate-600 md:mt-3">
            {t('catalogue.intro')} <span className="max-md:hidden">{t('catalogue.marketing.pitch')}</span>
          </p>
        )}
        <div className="mt-3 max-w-xl md:mt-6">
          <CatalogueSearchForm selection={selection} />
        </div>
      </header>
      <div className="mt-3 gap-8 md:mt-8 md:grid md:grid-cols-[15rem_1fr]">
        <aside className="mb-2 md:mb-0">
          <CategoryNav selection={selection} />
        </aside>
        {/* A chip's link names this place (`#results`): its shelf opens with the chips and the products in view. */}
        <div id={RESULTS_ANCHOR} className="min-w-0">
          {firstPage && query ? (
            <>
              <div className="mb-4 flex flex-wrap items-start justify-between gap-2 md:mb-6 md:gap-4">
                <SubCategoryChips selection={selection} />
                <div className="min-w-0 max-w-full max-sm:w-full sm:ml-auto">
                  <CatalogueSortForm selection={selection} />
                </div>
              </div>
              {/* A new shelf is a new boundary: it shows the loading message instead of the old shelf. */}
              <Suspense
                key={selectionKey(selection)}
                fallback={<StatusMessage>{t('catalogue.loading')}</StatusMessage>}
              >
                <Await resolve={firstPage} errorElement={<CatalogueLoadError />}>
                  {(page: Page<Product>) =>
                    page.items.length === 0 ? (
                      searching ? (
                        <NoSearchResults query={selection.q} />
                      ) : (
                        <StatusMessage>{t('catalogue.empty')}</StatusMessage>
                      )
                    ) : (
                      <Island of={productResults} props={{ firstPage: page, query, address: `${pathname}${search}` }} />
                    )
                  }
                </Await>
              </Suspense>
            </>
          ) : (
            <ServicePanel />
          )}
        </div>
      </div>
    </div>
  );
}

function CatalogueLoadError() {
  const { t } = useTranslation('site');
  const describe = useErrorText();
  const error = useAsyncError();
  return <ErrorBanner>{t('catalogue.failed', { error: describe(error) })}</ErrorBanner>;
}
