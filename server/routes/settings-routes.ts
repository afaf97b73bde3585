import { ShopSettingsSchema } from '@/domain/shop-settings-schema';
import { settingsAuditDetail } from '@/domain/settings-changes';
import type { Db } from '../db/database';
import { createSettingsRepository } from '../db/settings-store';
import { sendCached } from '../http/response-cache';
import type { ApiServer } from '../http/route-schemas';

const JSON_TYPE = 'application/json; charset=utf-8';
const SETTINGS_SCOPE = 'settings';

/**
 * The shop's settings (admin: Shop settings): anyone reads them, the admin replaces them. They show on every
 * public page (header, footer, contact card, WhatsApp links, structured data), so a save drops every public
 * answer kept: the next visitor gets pages rendered with the new values.
 */
export async function settingsRoutes(app: ApiServer, options: { db: Db }): Promise<void> {
  const settings = createSettingsRepository(options.db);
  const cache = app.publicResponses;

  app.get('/api/settings', { config: { access: 'public' } }, async (request, reply) => {
    const body = cache.remember('settings', SETTINGS_SCOPE, JSON_TYPE, () => JSON.stringify(settings.get()));
    return sendCached(request, reply, body);
  });

  app.put(
    '/api/settings',
    { config: { access: 'admin', what: { body: 'settings' } }, schema: { body: ShopSettingsSchema } },
    async (request) => {
      const before = settings.get();
      const saved = settings.save(request.body);
      cache.clear();
      request.audit('settings.update', { detail: settingsAuditDetail(before, saved) });
      return saved;
    },
  );
}
