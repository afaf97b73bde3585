import type { Category } from './categories';
import type { OrderStatus } from './order-status';
import type { ProductSort } from './search';
import type { ProductStatus } from './product';

/** One page of a list ordered by createdAt descending; `nextCursor` is null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null };

export type ProductQuery = {
  category?: Category;
  subCategory?: string;
  /** Words to search for in name, SKU, description, category and sub-category. */
  q?: string;
  sort?: ProductSort;
  limit?: number;
  cursor?: string;
};
/** The admin's product list: drafts too, or only the products of one status. */
export type AdminProductQuery = ProductQuery & { status?: ProductStatus };
export type OrderQuery = {
  status?: OrderStatus;
  /** An order number ('#MNOPQRST'), a customer's name or phone ('012-345 6789'): src/domain/order-search.ts. */
  q?: string;
  limit?: number;
  cursor?: string;
};
