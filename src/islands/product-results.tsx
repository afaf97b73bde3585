import type { ComponentProps } from 'react';
import { defineIsland } from '@/components/island';
import { useLanguage } from '@/components/ui/use-language';
import { ProductResults } from '@/features/site/catalogue/product-results-view';
import addToEnquiry, { AddToEnquiry } from './add-to-enquiry';

/** The catalogue's product grid: each card with "Add to enquiry" (the catalogue and the enquiry list meet here). */
function CatalogueResults(props: Omit<ComponentProps<typeof ProductResults>, 'cardAction'>) {
  const language = useLanguage();
  return (
    <ProductResults
      {...props}
      cardAction={(product) => <AddToEnquiry product={product} language={language} className="mt-2" />}
    />
  );
}

export default defineIsland('product-results', CatalogueResults, [
  ...addToEnquiry.messages,
  'site:catalogue.failed',
  'site:catalogue.loadMore',
  'site:catalogue.loadingMore',
  'site:catalogue.viewDetails',
  'site:product.soldOut',
  'site:enquiry.priceOnRequest',
  'common:errors.*',
]);
