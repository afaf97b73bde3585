import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/localized-link';
import { paths } from '@/domain/paths';
import { useTranslation } from '@/i18n/messages';
import { CATEGORIES, subCategoriesOf, type Category } from '@/domain/categories';
import { categoryName, subCategoryName } from '@/i18n/names';
import { useLanguage } from '@/components/ui/use-language';
import { catalogueSearch, type CatalogueSelection } from './catalogue-query';

/**
 * Every product, then the eight categories. Each is a link to its own address, so it can be opened in a new tab,
 * shared, and undone with Back; it carries no sub-category, which clears the sub-category filter on a change. It
 * keeps the search and the order, so a category narrows a search; the first ('All products', or 'All categories'
 * while searching) widens it again.
 */
export function CategoryNav({ selection }: { selection: CatalogueSelection }) {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const list = useRef<HTMLUListElement>(null);

  // On a phone the categories are one scrolling row: bring the chosen one into view, without moving the page.
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [selection.category]);

  const { q, sort } = selection;
  const links: { category: Category | null; label: string }[] = [
    { category: null, label: q !== '' ? t('catalogue.search.allCategories') : t('catalogue.allProducts') },
    ...CATEGORIES.map((category) => ({ category, label: categoryName(category, language) })),
  ];

  return (
    <nav aria-label={t('catalogue.categoriesLabel')}>
      <h2 className="mb-3 hidden text-sm font-bold uppercase tracking-widest text-slate-500 md:block">
        {t('catalogue.categoriesLabel')}
      </h2>
      <ul
        ref={list}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0"
      >
        {links.map(({ category, label }) => {
          const active = category === selection.category;
          return (
            <li key={category ?? 'all'} className="shrink-0">
              <Link
                to={`${paths.products.list}${catalogueSearch({ category, q, sort })}`}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center rounded-md px-4 text-sm font-medium whitespace-nowrap transition-colors md:whitespace-normal ${
                  active
                    ? 'bg-slate-900 text-white'
                    : 'border border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700 md:border-transparent md:bg-transparent'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The shelf's chips and products: a chip's link goes there, so that its shelf opens with them in view. */
export const RESULTS_ANCHOR = 'results';

/**
 * 'All' plus the sub-categories, for a category that has them; nothing for one that does not. Each links to its
 * shelf at `#results`; on a phone they are one row that scrolls sideways, the chosen one brought into view.
 */
export function SubCategoryChips({ selection }: { selection: CatalogueSelection }) {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [selection.subCategory]);
  if (!selection.category) return null;
  const { category, q, sort } = selection;
  const subCategories = subCategoriesOf(category);
  if (subCategories.length === 0) return null;
  const chips = [{ value: '', label: t('catalogue.all') }].concat(
    subCategories.map((value) => ({ value, label: subCategoryName(value, language) })),
  );
  return (
    <nav aria-label={t('catalogue.filterLabel')} className="min-w-0 max-md:w-full">
      <ul
        ref={list}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0"
      >
        {chips.map(({ value, label }) => {
          const active = value === selection.subCategory;
          return (
            <li key={value || 'all'} className="shrink-0">
              <Link
                to={`${paths.products.list}${catalogueSearch({ category, subCategory: value, q, sort })}#${RESULTS_ANCHOR}`}
                aria-current={active ? 'true' : undefined}
                className={`flex min-h-11 items-center rounded-full px-5 text-sm font-semibold whitespace-nowrap transition-colors ${
                  active
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
