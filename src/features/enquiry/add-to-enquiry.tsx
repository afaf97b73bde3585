import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORY } from '@/domain/categories';
import { paths } from '@/domain/paths';
import { inLanguage, type Product } from '@/domain/product';
import { useLanguage } from '@/components/ui/use-language';
import { LanguageField } from '@/components/ui/localized-link';
import { ENQUIRY_LIST_LIMIT, addToEnquiry } from './enquiry-store';

/**
 * "Add to enquiry": a form whose button, before the page's code has started, opens the list with `?add={id}`
 * (the list page adds the product it names); after, the product joins the list here and a polite status says
 * so. A form rather than a link, so that a card keeps one link, to the product. Nothing for the service
 * category, which sells no product.
 */
export function AddToEnquiry({ product, className = '' }: { product: Product; className?: string }) {
  const { t } = useTranslation('site');
  const [added, setAdded] = useState<boolean | null>(null);
  const language = useLanguage();
  if (product.category === SERVICE_CATEGORY) return null;
  return (
    <form
      method="get"
      action={paths.enquiry.list}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        setAdded(addToEnquiry(inLanguage(product, language)));
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
