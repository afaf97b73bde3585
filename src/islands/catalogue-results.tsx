import type { ComponentProps } from 'react';
import { useLanguage } from '@/components/ui/use-language';
import { ProductResults } from '@/features/catalogue/product-results';
import { AddToEnquiry } from '@/features/enquiry/add-to-enquiry';

/** The catalogue's product grid as an island: each card with "Add to enquiry" (the catalogue and the enquiry list meet here). */
export function CatalogueResults(props: Omit<ComponentProps<typeof ProductResults>, 'cardAction'>) {
  const language = useLanguage();
  return (
    <ProductResults
      {...props}
      cardAction={(product) => <AddToEnquiry product={product} language={language} className="mt-2" />}
    />
  );
}
