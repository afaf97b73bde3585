import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/messages';
import { SERVICE_CATEGORY } from '@/domain/categories';
import type { Language } from '@/domain/limits';
import { paths } from '@/domain/paths';
import { inLanguage, type Product } from '@/domain/product';
import { LanguageField, useLocalizedPath } from '@/components/ui/localized-link';
import { Island } from '@/islands/island';
import { EARLY_ADD, EARLY_VIEW } from '@/islands/early-taps';
import { ENQUIRY_LIST_LIMIT, addToEnquiry, useEnquiryList, wasAddedEarly } from './enquiry-store';

/** What a line of the list keeps of a product, in the page's language. */
export type EnquiryProduct = { id: string; name: string; sku: string; image: string; price: number };

/**
 * "Add to enquiry": the product joins the list here, and the control becomes "In your list · View list", a link to
 * the list, where its quantity is changed; a second tap never adds one more unseen. A product already listed (on
 * another page, another visit) shows that link once the code has read the list. A tap before the page's code has
 * arrived is answered the same way by the page's inline script (src/islands/early-taps.ts, marked `data-early-add`);
 * without script, or when that cannot be done, the form opens the list with `?add={id}` (the list page adds the
 * product it names, with the server's price). A form rather than a link, so that a card keeps one link, to the
 * product, until the product is in the list.
 */
export function AddToEnquiryForm({ product, className = '' }: { product: EnquiryProduct; className?: string }) {
  const { t } = useTranslation('site');
  const listed = useEnquiryList().some((line) => line.productId === product.id);
  // Added before the code arrived: the screen says so already, and the first render must match it.
  const [added, setAdded] = useState<boolean | null>(() => (wasAddedEarly(product.id) ? true : null));
  const [tapped, setTapped] = useState(false);
  const viewList = useRef<HTMLAnchorElement>(null);
  const localized = useLocalizedPath();
  const inList = added === true || listed;
  useEffect(() => {
    // The button that had the focus is gone: the focus goes on to what took its place.
    if (tapped && inList) viewList.current?.focus();
  }, [tapped, inList]);
  return (
    <form
      method="get"
      action={paths.enquiry.list}
      className={className}
      {...{ [EARLY_ADD]: ENQUIRY_LIST_LIMIT }}
      data-added={t('enquiry.added')}
      onSubmit={(event) => {
        event.preventDefault();
        setTapped(true);
        setAdded(addToEnquiry(product));
      }}
    >
      <input type="hidden" name="add" value={product.id} />
      <LanguageField />
      <button type="submit" className="btn-outline w-full" hidden={inList}>
        {t('enquiry.add')}
      </button>
      <a
        href={localized(paths.enquiry.list)}
        ref={viewList}
        className="btn-outline w-full"
        hidden={!inList}
        {...{ [EARLY_VIEW]: '' }}
      >
        {t('enquiry.inList')}
      </a>
      <p role="status" className="sr-only">
        {added === true ? t('enquiry.added') : ''}
      </p>
      {added === false && (
        <p role="alert" className="mt-1 text-center text-sm font-medium text-red-700">
          {t('enquiry.full', { max: ENQUIRY_LIST_LIMIT })}
        </p>
      )}
    </form>
  );
}

/** The enquiry line of a product as the page shows it. */
export function enquiryProduct(product: Product, language: Language): EnquiryProduct {
  const { id, name, sku, image, price } = inLanguage(product, language);
  return { id, name, sku, image, price };
}

/** "Add to enquiry" as an island of its own. Nothing for the service category, which sells no product. */
export function AddToEnquiry({
  product,
  language,
  className = '',
}: {
  product: Product;
  language: Language;
  className?: string;
}) {
  if (product.category === SERVICE_CATEGORY) return null;
  return (
    <Island
      name="addToEnquiry"
      component={AddToEnquiryForm}
      props={{ product: enquiryProduct(product, language), className }}
    />
  );
}
