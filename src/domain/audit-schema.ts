/** Zod schema of the audit log's list query, as the server and the hosted adapter read it. */
import { z } from './zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits';

export const AuditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  })
  .strict();
