import { getBackend } from '@/data';
import type { Page, Product, ProductQuery } from '@/domain';

/** One page of products, newest first, through the data port. */
export async function loadProductPage(query: ProductQuery): Promise<Page<Product>> {
  const backend = await getBackend();
  return backend.products.list(query);
}

/** One product, or null when there is none. */
export async function loadProduct(id: string): Promise<Product | null> {
  return (await getBackend()).products.get(id);
}
