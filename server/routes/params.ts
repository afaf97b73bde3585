import { z } from 'zod';
import { ID_PATTERN } from '../db/ids';

/** `:id` in a route's path: a product or order id. */
export const IdParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, { error: 'not a valid id' }) });
