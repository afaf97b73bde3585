import { useId } from 'react';
import { LanguageField, Link } from '@/components/ui/localized-link';
import { useTranslation } from '@/i18n/messages';
import { CATEGORIES, SERVICE_CATEGORY } from '@/domain/categories';
import { CATEGORY_WORDS, categoryName } from '@/i18n/names';
import { useLanguage } from '@/components/ui/use-language';
import { paths } from '@/domain/paths';
import { MAX_SEARCH_LENGTH, PRODUCT_SORTS, type ProductSort } from '@/domain/search';
import { SearchIcon } from '@/components/ui/icons';
import { closestCategory } from '@/domain/closest-category';
import { chatLink } from '@/content/chat';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { useShopSettings } from '@/components/use-shop-settings';
import {
  CATEGORY_PARAM,
  SEARCH_PARAM,
  SORT_PARAM,
  SUB_CATEGORY_PARAM,
  catalogueSearch,
  type CatalogueSelection,
} from './catalogue-query';

const FIELD =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

const SORT_LABEL_KEYS = { newest: 'newest', 'price-asc': 'priceAsc', 'price-desc': 'priceDesc' } as const;

/**
 * The id of the search box itself, the target of the header's search link on a phone (`/products#search`). The
 * browser focuses a focusable element that an address's fragment names, so the link focuses the box before the
 * page's code has started; once it runs, the code does it for links followed inside the app.
 */
export const SEARCH_ANCHOR = 'search';

/**
 * The catalogue's search box: a GET form to /products, so it works and is rendered before the page's code has
 * started, and its answer is a page load (the header's search link, `/products#search`, focuses the box by its
 * fragment). A new search covers the
 * whole catalogue; refining a search already narrowed to a category keeps that category, and the order is kept.
 */
export function CatalogueSearchForm({ selection }: { selection: CatalogueSelection }) {
  const { t } = useTranslation('site');
  const keepCategory = selection.q !== '' && selection.category !== null;
  return (
    <form
      method="get"
      action={paths.products.list}
      role="search"
      aria-label={t('catalogue.search.label')}
      className="flex gap-2"
    >
      <label htmlFor={SEARCH_ANCHOR} className="sr-only">
        {t('catalogue.search.label')}
      </label>
      <input
        // A new query from elsewhere (Back, a link) shows in the box.
        id={SEARCH_ANCHOR}
        type="search"
        name={SEARCH_PARAM}
        defaultValue={selection.q}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t('catalogue.search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        required
        // Below the fixed header when the link brings it into view.
        className={`${FIELD} min-w-0 flex-1 scroll-mt-28`}
      />
      {keepCategory && selection.category && <input type="hidden" name={CATEGORY_PARAM} value={selection.category} />}
      {keepCategory && selection.subCategory !== '' && (
        <input type="hidden" name={SUB_CATEGORY_PARAM} value={selection.subCategory} />
      )}
      {selection.sort && <input type="hidden" name={SORT_PARAM} value={selection.sort} />}
      <LanguageField />
      <button type="submit" className="btn-primary min-h-11 shrink-0">
        <SearchIcon className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only sm:ml-2">{t('catalogue.search.submit')}</span>
      </button>
    </form>
  );
}

/**
 * The order of the list. A GET form too: without the page's code its button applies the choice; with the code a
 * choice applies at once and the button is hidden. In a search, the default order is the best match.
 * On a phone the label is for screen readers only (the list's choice says what it is) and the list fills the line
 * beside the button, so that the catalogue's first screen has room for products and the button going (as the code
 * starts) moves nothing: in one line with the label, Malay's longer texts wrapped the button to a second line.
 */
export function CatalogueSortForm({ selection }: { selection: CatalogueSelection }) {
  const { t } = useTranslation('site');
  const selectId = useId();
  const searching = selection.q !== '';
  // The default order is the option without a value: it leaves `sort` out of the address.
  const sorts = searching ? PRODUCT_SORTS : PRODUCT_SORTS.filter((sort) => sort !== 'newest');
  const options: { value: '' | ProductSort; label: string }[] = [
    { value: '', label: t(searching ? 'catalogue.sort.relevance' : 'catalogue.sort.newest') },
    ...sorts.map((value) => ({ value, label: t(`catalogue.sort.${SORT_LABEL_KEYS[value]}`) })),
  ];

  return (
    <form method="get" action={paths.products.list} className="flex flex-wrap items-center gap-2 max-sm:w-full">
      <label htmlFor={selectId} className="text-sm font-semibold text-slate-700 max-sm:sr-only">
        {t('catalogue.sort.label')}
      </label>
      {selection.category && <input type="hidden" name={CATEGORY_PARAM} value={selection.category} />}
      {selection.subCategory !== '' && <input type="hidden" name={SUB_CATEGORY_PARAM} value={selection.subCategory} />}
      {searching && <input type="hidden" name={SEARCH_PARAM} value={selection.q} />}
      <select
        id={selectId}
        name={SORT_PARAM}
        defaultValue={selection.sort === 'newest' && !searching ? '' : (selection.sort ?? '')}
        // The public pages' code sends the form as a choice is made (src/islands/disclosures.ts).
        data-submit-on-change
        className={`${FIELD} min-w-0 max-sm:flex-1`}
      >
        {options.map((option) => (
          <option key={option.value || 'default'} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* After the order, so that the address reads as the site's links write it (`…&sort=…&lang=ms`). */}
      <LanguageField />
      {/* Once the code runs (it marks <html>), a choice applies at once and the button goes. */}
      <button type="submit" className="btn-outline min-h-11 in-data-hydrated:hidden">
        {t('catalogue.sort.apply')}
      </button>
    </form>
  );
}

/**
 * No product matches the search, not even forgiven: the message, the category the query may have meant ("did you
 * mean"), the shop's WhatsApp with the query written in, and the categories to browse instead. Rendered by the
 * server, so all of it works without the page's code.
 */
export function NoSearchResults({ query }: { query: string }) {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const { whatsApp } = useShopSettings();
  const meant = closestCategory(query, CATEGORY_WORDS);
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-white p-6">
      <p className="font-semibold text-slate-900">{t('catalogue.search.empty', { query })}</p>
      {meant && (
        <p className="mt-3 text-slate-700">
          <Link
            to={`${paths.products.list}${catalogueSearch({ category: meant })}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('catalogue.search.didYouMean', { category: categoryName(meant, language) })}
          </Link>
        </p>
      )}
      <p className="mt-3 text-slate-600">{t('catalogue.search.askIntro')}</p>
      <WhatsAppLink
        href={chatLink(t('catalogue.search.enquiry', { query }), whatsApp)}
        countsAsEnquiry
        className="btn-primary mt-3"
      >
        {t('catalogue.search.ask')}
      </WhatsAppLink>
      <p className="mt-6 text-slate-600">{t('catalogue.search.browse')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {CATEGORIES.filter((category) => category !== SERVICE_CATEGORY).map((category) => (
          <li key={category}>
            <Link
              to={`${paths.products.list}${catalogueSearch({ category })}`}
              className="flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:border-brand-500 hover:text-brand-700"
            >
              {categoryName(category, language)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
