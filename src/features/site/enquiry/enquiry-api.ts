import { getBackend } from '@/data';
import type { EnquiryInput, SentEnquiry } from '@/domain/enquiry-input';
import type { Product } from '@/domain/product';

/** A product as the catalogue has it now, or null when it is gone. */
export async function loadProductForEnquiry(id: string): Promise<Product | null> {
  return (await getBackend()).products.get(id);
}

export async function sendEnquiry(input: EnquiryInput): Promise<SentEnquiry> {
  const backend = await getBackend();
  return backend.enquiries.send(input);
}
