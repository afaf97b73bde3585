import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction, AuditDetail } from '@/domain';
import type { Db } from '../db/database';
import { createAuditLog, type AuditLog } from '../db/audit-store';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Records an action in the audit log, by the signed-in admin (or `actor`, for a sign-in) from this
     * request's address (`request.ip`, which believes a proxy only under TRUST_PROXY).
     */
    audit(action: AuditAction, what?: { target?: string; detail?: AuditDetail; actor?: string }): void;
  }
  interface FastifyInstance {
    auditLog: AuditLog;
  }
}

export type AuditTrailOptions = {
  db: Db;
  /** The clock of the entries and of the year's cut-off. */
  now?: (() => Date) | undefined;
};

const DAY_MS = 86_400_000;

/** Runs `prune` now and then every `everyMs`; returns the stop. The timer never keeps the process alive. */
export function schedulePruning(prune: () => void, everyMs = DAY_MS): () => void {
  prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The audit log for every route: `request.audit(...)`, and the daily removal of entries older than a year. */
async function auditTrailPlugin(app: FastifyInstance, options: AuditTrailOptions): Promise<void> {
  const log = createAuditLog(options.db, options.now);
  app.decorate('auditLog', log);
  app.decorateRequest('audit', function (this, action, what = {}) {
    log.record({
      action,
      actor: what.actor ?? this.admin?.email ?? '',
      target: what.target,
      detail: what.detail,
      address: this.ip,
    });
  });
  const stop = schedulePruning(() => {
    const removed = log.prune();
    if (removed > 0) app.log.info({ removed }, 'audit log: entries older than a year removed');
  });
  app.addHook('onClose', async () => stop());
}

export const auditTrail = fp(auditTrailPlugin, {
  name: 'audit-trail',
  fastify: '5.x',
  dependencies: ['access-control'],
});
