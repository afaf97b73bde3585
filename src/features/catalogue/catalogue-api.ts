import { BackendError, getBackend } from '@/data';
import type { Page, Product, ProductQuery } from '@/domain';

/** One page of products, newest first, through the data port. */
export async function loadProductPage(query: ProductQuery): Promise<Page<Product>> {
  const backend = await getBackend();
  return backend.products.list(query);
}

/**
 * One product, or null when there is none. An id the store refuses as malformed (400) cannot name a
 * product either, so it reads as 'not found' rather than as a failure.
 */
export async function loadProduct(id: string): Promise<Product | null> {
  const backend = await getBackend();
  try {
    return await backend.products.get(id);
  } catch (error) {
    if (error instanceof BackendError && error.status === 400) return null;
    throw error;
  }
}
