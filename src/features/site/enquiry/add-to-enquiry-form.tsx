import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/messages';
import type { Language } from '@/domain/limits';
import { paths } from '@/domain/paths';
import { inLanguage, type Product } from '@/domain/product';
import { canAddOneMore } from '@/domain/enquiry-list-rules';
import { LanguageField, useLocalizedPath } from '@/components/ui/localized-link';
import { EARLY_ADD, EARLY_MORE, EARLY_TEXTS, EARLY_VIEW, earlyAnswer } from '@/components/early-marks';
import { ENQUIRY_LIST_LIMIT, addOneMoreToEnquiry, addToEnquiry, useEnquiryList } from './enquiry-store';

/** What a line of the list keeps of a product, in the page's language. */
export type EnquiryProduct = { id: string; name: string; sku: string; image: string; price: number };

/**
 * "Add to enquiry": the product joins the list here, and the control becomes "In your list · View list", a link to
 * the list, with "+1" beside it, which says what it does ("Add one more (2 in your list)"): a second tap on the
 * control never adds one more unseen. A product already listed (on another page, another visit) shows that link
 * once the code has read the list. A tap before the page's code has arrived, on either, is answered the same way by
 * the page's inline script (src/app/early-taps.ts, marked `data-early-add` and `data-early-more`); without script,
 * or when that cannot be done, the form opens the list with `?add={id}` (the list page adds the product it names,
 * with the server's price). A form rather than a link, so that a card keeps one link, to the product, until the
 * product is in the list.
 */
export function AddToEnquiryForm({ product, className = '' }: { product: EnquiryProduct; className?: string }) {
  const { t } = useTranslation('site');
  const listedQuantity = useEnquiryList().find((line) => line.productId === product.id)?.quantity;
  // Added before the code arrived: the screen says so already (with its quantity), and the first render must match.
  const [early] = useState(() => earlyAnswer(product.id));
  const [added, setAdded] = useState<boolean | null>(() => (early ? true : null));
  const [moreAdded, setMoreAdded] = useState(early?.more ?? false);
  const [tapped, setTapped] = useState(false);
  const viewList = useRef<HTMLAnchorElement>(null);
  const localized = useLocalizedPath();
  const quantity = listedQuantity ?? early?.quantity ?? 0;
  const inList = added === true || listedQuantity !== undefined;
  useEffect(() => {
    // The button that had the focus is gone: the focus goes on to what took its place.
    if (tapped && inList) viewList.current?.focus();
  }, [tapped, inList]);
  const status = moreAdded ? t('enquiry.addedOneMore', { quantity }) : added === true ? t('enquiry.added') : '';
  return (
    <form
      method="get"
      action={paths.enquiry.list}
      className={className}
      {...{
        [EARLY_ADD]: ENQUIRY_LIST_LIMIT,
        [EARLY_TEXTS.added]: t('enquiry.added'),
        // With `{{quantity}}` left in: the inline script says the quantity (early-taps.ts).
        [EARLY_TEXTS.more]: t('enquiry.addOneMore'),
        [EARLY_TEXTS.addedMore]: t('enquiry.addedOneMore'),
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setTapped(true);
        setMoreAdded(false);
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
      <button
        type="button"
        className="btn-outline mt-2 w-full gap-2 text-sm"
        hidden={!inList}
        disabled={!canAddOneMore(quantity)}
        onClick={() => {
          if (addOneMoreToEnquiry(product.id)) setMoreAdded(true);
        }}
        {...{ [EARLY_MORE]: '' }}
      >
        <span aria-hidden="true" className="text-base font-extrabold">
          +1
        </span>
        <span data-more-label="">{t('enquiry.addOneMore', { quantity })}</span>
      </button>
      <p role="status" className="sr-only">
        {status}
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
