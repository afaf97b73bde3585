import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SERVICE_CATEGORY } from '@/domain/categories';
import { paths } from '@/domain/paths';
import type { Product } from '@/domain/product';
import { addToEnquiry } from './enquiry-store';

/**
 * "Add to enquiry". A link before the page's code has started (the list page adds the product it names), an
 * action after: the product joins the list here, and a polite status says so. Nothing for the service
 * category, which sells no product.
 */
export function AddToEnquiry({ product, className = '' }: { product: Product; className?: string }) {
  const { t } = useTranslation('site');
  const [added, setAdded] = useState(false);
  if (product.category === SERVICE_CATEGORY) return null;
  return (
    <div className={className}>
      <Link
        to={paths.enquiry.add(product.id)}
        className="btn-outline w-full"
        onClick={(event) => {
          event.preventDefault();
          setAdded(addToEnquiry(product));
        }}
      >
        {t('enquiry.add')}
      </Link>
      <p role="status" className="mt-1 min-h-5 text-center text-sm font-medium text-green-700">
        {added ? t('enquiry.added') : ''}
      </p>
    </div>
  );
}
