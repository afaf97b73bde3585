/** Zod schemas of list queries, as the server reads them from the address. */
import { z } from './zod';
import { CATEGORIES } from './categories';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits';
import { MAX_SEARCH_LENGTH, PRODUCT_SORTS } from './search';
import { PRODUCT_STATUSES } from './product';
import { OrderStatusSchema } from './order-schema';
import { MAX_ORDER_SEARCH_LENGTH } from './order-search';

const limit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);
const cursor = z.string().max(200).optional();

export const ProductQuerySchema = z
  .object({
    category: z.enum(CATEGORIES).optional(),
    subCategory: z.string().max(100).optional(),
    q: z.string().max(MAX_SEARCH_LENGTH).optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    limit,
    cursor,
  })
  .strict();

/** The admin's product list: the catalogue's query, and a status to show only (drafts included). */
export const AdminProductQuerySchema = ProductQuerySchema.extend({ status: z.enum(PRODUCT_STATUSES).optional() });

export const OrderQuerySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    /** An order number, a customer's name or phone (src/domain/order-search.ts). */
    q: z.string().max(MAX_ORDER_SEARCH_LENGTH).optional(),
    limit,
    cursor,
  })
  .strict();
