import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema } from '@/domain';
import { parseOrThrow } from '../http-errors';

/** The admin's Activity screen reads the audit log here, newest first, a page at a time. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/audit', { config: { access: 'admin' } }, async (request) => {
    const query = parseOrThrow(AuditQuerySchema, request.query, 'query');
    return app.auditLog.list(query);
  });
}
