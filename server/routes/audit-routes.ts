import { AuditQuerySchema } from '@/domain';
import type { ApiServer } from '../http/route-schemas';

/** The admin's Activity screen reads the audit log here, newest first, a page at a time. */
export async function auditRoutes(app: ApiServer): Promise<void> {
  app.get('/api/audit', { config: { access: 'admin' }, schema: { querystring: AuditQuerySchema } }, async (request) =>
    app.auditLog.list(request.query),
  );
}
