import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

/**
 * GET /healthz for a proxy, a process manager or an uptime check: 200 when the database answers a read and the
 * data directory takes a write (a full disk or a read-only mount fails here before it fails an owner's save),
 * 503 otherwise. It says nothing about the data, so anyone may ask.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Db; dataDir: string }): Promise<void> {
  const probe = path.join(options.dataDir, '.healthz');
  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const checks = { database: false, disk: false };
    try {
      options.db.prepare('SELECT count(*) FROM products').get();
      checks.database = true;
    } catch (error) {
      app.log.error({ err: error }, 'health check: the database does not answer');
    }
    try {
      const handle = await fs.open(probe, 'w');
      try {
        await handle.writeFile(new Date().toISOString());
        await handle.sync();
      } finally {
        await handle.close();
      }
      checks.disk = true;
    } catch (error) {
      app.log.error({ err: error }, 'health check: the data directory takes no write');
    }
    const ok = checks.database && checks.disk;
    return reply.code(ok ? 200 : 503).send({ ok, ...checks });
  });
}
