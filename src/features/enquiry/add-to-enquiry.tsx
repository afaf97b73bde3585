import { useState } from 'react';
import { useTranslation } from '@/i18n/messages';
import { SERVICE_CATEGORY } from '@/domain/categories';
import type { Language } from '@/domain/limits';
import { paths } from '@/domain/paths';
import { inLanguage, type Product } from '@/domain/product';
import { LanguageField } from '@/components/ui/localized-link';
import { Island } from '@/islands/island';
import { EARLY_ADD } from '@/islands/early-taps';
import { MAX_LINE_QUANTITY } from '@/domain/enquiry';
import { ENQUIRY_LIST_LIMIT, addToEnquiry, wasAddedEarly } from './enquiry-store';

/** What a line of the list keeps of a product, in the page's language. */
export type EnquiryProduct = { id: string; name: string; sku: string; image: string; price: number };

/**
 * "Add to enquiry": the product joins the list here and a polite status says so. A tap before the page's code has
 * arrived is answered the same way by the page's inline script (src/islands/early-taps.ts, marked `data-early-add`);
 * without script, or when that cannot be done, the form opens the list with `?add={id}` (the list page adds the
 * product it names, with the server's price). A form rather than a link, so that a card keeps one link, to the
 * product.
 */
export function AddToEnquiryForm({ product, className = '' }: { product: EnquiryProduct; className?: string }) {
  const { t } = useTranslation('site');
  // Added before the code arrived: the screen says so already, and the first render must match it.
  const [added, setAdded] = useState<boolean | null>(() => (wasAddedEarly(product.id) ? true : null));
  return (
    <form
      method="get"
      action={paths.enquiry.list}
      className={className}
      {...{ [EARLY_ADD]: `${ENQUIRY_LIST_LIMIT} ${MAX_LINE_QUANTITY}` }}
      data-added={t('enquiry.added')}
      onSubmit={(event) => {
        event.preventDefault();
        setAdded(addToEnquiry(product));
      }}
    >
      <input type="hidden" name="add" value={product.id} />
      <LanguageField />
      <button type="submit" className="btn-outline w-full">
        {t('enquiry.add')}
      </button>
      <p role="status" className="mt-1 min-h-5 text-center text-sm font-medium text-green-700">
        {added === true ? t('enquiry.added') : ''}
        {added === false ? <span className="text-red-700">{t('enquiry.full', { max: ENQUIRY_LIST_LIMIT })}</span> : ''}
      </p>
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
