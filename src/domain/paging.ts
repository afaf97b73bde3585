import { z } from 'zod';
import { CATEGORIES, type Category } from './categories';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits';
import { OrderStatusSchema } from './order';
import type { OrderStatus } from './order-status';

/** One page of a list ordered by createdAt descending; `nextCursor` is null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null };

const limit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);
const cursor = z.string().max(200).optional();

export const ProductQuerySchema = z
  .object({
    category: z.enum(CATEGORIES).optional(),
    subCategory: z.string().max(100).optional(),
    limit,
    cursor,
  })
  .strict();
export type ProductQuery = { category?: Category; subCategory?: string; limit?: number; cursor?: string };

export const OrderQuerySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    limit,
    cursor,
  })
  .strict();
export type OrderQuery = { status?: OrderStatus; limit?: number; cursor?: string };
