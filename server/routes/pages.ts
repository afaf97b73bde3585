import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { Db } from '../db/database';
import { LANGUAGE_COOKIE } from '@/i18n/language';
import { createPageRenderer, pickLanguage, queryLanguage } from '../render/page-renderer';
import { cachedResponse, sendCached } from '../response-cache';
import { pageScope } from '../plugins/public-responses';
import { createSearchPages, type SearchPagesOptions } from '../render/search-pages';
import type { ApiServer } from '../route-schemas';

export type PageRoutesOptions = { db: Db; siteUrl: string; staticDir: string; searchPages?: SearchPagesOptions };

const HTML_TYPE = 'text/html; charset=utf-8';

/** A page's query is the page's own (its filters, a search, `?lang=`): any is taken, and read where it is known. */
const PageQuerySchema = z.record(z.string(), z.unknown());

/**
 * The built site: its files, and every other path as a page of the app. Public pages are rendered here
 * and kept with the public answers; admin pages get the shell and start in the browser.
 */
export async function pageRoutes(app: ApiServer, options: PageRoutesOptions): Promise<void> {
  const { staticDir } = options;
  const cache = app.publicResponses;

  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The page shell is served below, with the site address filled in.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      res.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const pages = await createPageRenderer({ staticDir, siteUrl: options.siteUrl, db: options.db });
  const shell = cachedResponse(pages.shell, HTML_TYPE);
  const searches = createSearchPages(cache, pages.shell, options.searchPages);

  app.get('/*', { config: { access: 'public' }, schema: { querystring: PageQuerySchema } }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing file (an old asset, an API typo) is a 404, not the app's page.
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || /\.[A-Za-z0-9]+$/.test(pathname)) {
      return reply.code(404).send({ code: 'notFound', message: 'Not found' });
    }
    reply.header('Cache-Control', 'no-cache');
    if (pathname.startsWith('/admin')) return sendCached(request, reply, shell);
    const language = pickLanguage(request);
    reply.header('Vary', 'Cookie, Accept-Language');
    // A page asked for in a language (`?lang=`) keeps it for the visit: the next page is in it too, even one asked
    // for without `?lang=` before the page's code has started or without it. The browser's code sets the same
    // cookie once it runs (src/i18n/i18n.ts).
    if (queryLanguage(request)) {
      reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
    }
    // A search page, and a contact form answered without the page's code (`?message=`), are rendered per request,
    // limited per address; searches are kept a minute apart from the site's pages, what a visitor typed is not kept
    // (server/render/search-pages.ts).
    const typed = typeof request.query.message === 'string';
    if (typed || typeof request.query.q === 'string') {
      return searches.send(request, reply, language, () => pages.render(request, language), { keep: !typed });
    }
    const key = `page:${language}:${request.url}`;
    const cached = cache.get(key);
    if (cached) return sendCached(request, reply, cached);
    // Rendered once for every visitor who asks meanwhile. A product write during the render makes it
    // stale: it is then sent but not kept.
    const page = await cache.once(key, async () => {
      const generation = cache.generation;
      const rendered = await pages.render(request, language);
      if ('location' in rendered) return rendered;
      const response = cachedResponse(rendered.html, HTML_TYPE, rendered.status);
      return cache.set(key, pageScope(pathname), response, generation);
    });
    if ('location' in page) return reply.redirect(page.location, page.status);
    return sendCached(request, reply, page);
  });
}
