import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { buildRobots, buildSitemap } from '../http/seo';
import { sendCached } from '../http/response-cache';
import { LISTS_SCOPE } from '../plugins/public-responses';

/** What search engines read: robots.txt, and the sitemap (kept with the public answers: it lists the products). */
export async function seoRoutes(app: FastifyInstance, options: { db: Db; siteUrl: string }): Promise<void> {
  const { db, siteUrl } = options;

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(buildRobots(siteUrl)),
  );

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const body = app.publicResponses.remember('sitemap.xml', LISTS_SCOPE, 'application/xml; charset=utf-8', () =>
      buildSitemap(db, siteUrl),
    );
    return sendCached(request, reply.header('Cache-Control', 'public, max-age=3600'), body);
  });
}
