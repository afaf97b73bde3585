import { defineIsland, Island } from '@/components/island';
import { SERVICE_CATEGORY } from '@/domain/categories';
import type { Language } from '@/domain/limits';
import type { Product } from '@/domain/product';
import { AddToEnquiryForm, enquiryProduct } from '@/features/site/enquiry/add-to-enquiry-form';

/** "Add to enquiry", and "+1" once the product is listed. */
const addToEnquiry = defineIsland('add-to-enquiry', AddToEnquiryForm, [
  'site:enquiry.add',
  'site:enquiry.added',
  'site:enquiry.inList',
  'site:enquiry.addOneMore',
  'site:enquiry.addedOneMore',
  'site:enquiry.full',
]);
export default addToEnquiry;

/**
 * "Add to enquiry" of a product as an island of its own (the product page), or inside the catalogue's grid, whose
 * island hydrates it with the grid. Nothing for the service category, which sells no product.
 */
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
  return <Island of={addToEnquiry} props={{ product: enquiryProduct(product, language), className }} />;
}
