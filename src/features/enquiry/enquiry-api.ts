import { BackendError, getBackend } from '@/data';
import type { EnquiryInput, SentEnquiry } from '@/domain/enquiry';
import type { Product } from '@/domain/product';

/** A product as the catalogue has it now, or null when it is gone (a malformed id names nothing either). */
export async function loadProductForEnquiry(id: string): Promise<Product | null> {
  const backend = await getBackend();
  try {
    return await backend.products.get(id);
  } catch (error) {
    if (error instanceof BackendError && error.status === 400) return null;
    throw error;
  }
}

export async function sendEnquiry(input: EnquiryInput): Promise<SentEnquiry> {
  const backend = await getBackend();
  return backend.enquiries.send(input);
}
