import type { Category } from './categories';
import type { OrderStatus } from './order-status';

/** One page of a list ordered by createdAt descending; `nextCursor` is null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null };

export type ProductQuery = { category?: Category; subCategory?: string; limit?: number; cursor?: string };
export type OrderQuery = { status?: OrderStatus; limit?: number; cursor?: string };
