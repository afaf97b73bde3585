import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../db/database';
import { LANGUAGE_COOKIE } from '@/i18n/language';
import { createPageRenderer, pickLanguage, queryLanguage } from '../render/page-renderer';
import { cachedResponse, sendCached } from '../http/response-cache';
import { pageScope } from '../plugins/public-responses';
import { createSearchPages, type SearchPagesOptions } from '../render/search-pages';
import { publicFiles } from '../plugins/public-files';
import { pageAddress } from '../render/page-address';
import type { ApiServer } from '../http/route-schemas';
import { createPrivatePages } from '../render/private-pages';
import type { FastifyReply } from 'fastify';
import type { Language } from '@/domain/limits';

export type PageRoutesOptions = {
  db: Db;
  siteUrl: string;
  staticDir: string;
  searchPages?: SearchPagesOptions;
  /** Private pages (a repair job's status link) one address may have rendered a minute (REPAIR_STATUS_PER_MINUTE). */
  privatePerMinute?: number;
};

const HTML_TYPE = 'text/html; charset=utf-8';

/** A page's query is the page's own (its filters, a search, `?lang=`): any is taken, and read where it is known. */
const PageQuerySchema = z.record(z.string(), z.unknown());

function setLanguageCookie(reply: FastifyReply, language: Language): void {
  reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
}

/**
 * The built site: its files, and every other path as a page of the app. Public pages are rendered here
 * and kept with the public answers; admin pages get the shell and start in the browser.
 */
export async function pageRoutes(app: ApiServer, options: PageRoutesOptions): Promise<void> {
  const { staticDir } = options;
  const cache = app.publicResponses;

  await app.register(
    publicFiles({
      root: staticDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The page shell is served below, with the site address filled in; its raw template, and the compressed copies
      // of it that the build writes beside every text file, are no page.
      allowedPath: (pathName) => !/^\/index\.html(\.(br|gz))?$/.test(pathName),
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );

  const pages = await createPageRenderer({ staticDir, siteUrl: options.siteUrl, db: options.db });
  const shell = cachedResponse(pages.shell, HTML_TYPE);
  const searches = createSearchPages(cache, pages.shell, options.searchPages);
  const privatePages = createPrivatePages(pages, { perMinute: options.privatePerMinute });

  app.get('/*', { config: { access: 'public' }, schema: { querystring: PageQuerySchema } }, async (request, reply) => {
    const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(request.url) ?? [];
    const query = rest.startsWith('?') ? rest : '';
    const address = pageAddress(pathname);
    // No page is there (a missing file such as an old asset, an API typo, a path that is no text): a 404, not the
    // app's page.
    if (!address) return reply.code(404).send({ code: 'notFound', message: 'Not found' });
    // A page has one address: another spelling of it (`/PRODUCTS/x`, `/products/./x`, `/about/`, `//about`) is sent
    // there, so that each page is rendered and kept once, under the address that a product write clears.
    if (address.kind !== 'unknown' && address.path !== pathname) return reply.redirect(`${address.path}${query}`, 301);
    reply.header('Cache-Control', 'no-cache');
    if (address.kind === 'admin') return sendCached(request, reply, shell);
    // A page whose address is its secret (a repair job's status link): rendered for each request, kept nowhere, in
    // the language of its job unless the visitor chose one, a limited number a minute (server/render/private-pages.ts).
    if (address.kind === 'public' && address.match.page.private) {
      if (queryLanguage(request)) setLanguageCookie(reply, pickLanguage(request));
      return privatePages.send(request, reply, address.match, `${address.path}${query}`);
    }
    const language = pickLanguage(request);
    // Rendered as for the address read above (an unknown one as resolved), never as for the request's own text.
    const render = () => pages.render(request, language, `${address.path}${query}`);
    reply.header('Vary', 'Cookie, Accept-Language');
    // A page asked for in a language (`?lang=`) keeps it for the visit: the next page is in it too, even one asked
    // for without `?lang=` before the page's code has started or without it. The browser's code sets the same
    // cookie once it runs (src/i18n/i18n.ts).
    if (queryLanguage(request)) setLanguageCookie(reply, language);
    // A search page, and a contact form answered without the page's code (`?message=`), are rendered per request,
    // limited per address; searches are kept a minute apart from the site's pages, what a visitor typed is not kept
    // (server/render/search-pages.ts). So is the enquiry list's `?add=` ("Add to enquiry" before the page's code has
    // started): it names any id, and shows the product as it is now, which a product write drops with the searches.
    const typed = typeof request.query.message === 'string';
    if (typed || typeof request.query.q === 'string' || typeof request.query.add === 'string') {
      return searches.send(request, reply, language, render, { keep: !typed });
    }
    const key = `page:${language}:${address.path}${query}`;
    const cached = cache.get(key);
    if (cached) return sendCached(request, reply, cached);
    // Rendered once for every visitor who asks meanwhile. A product write during the render makes it
    // stale: it is then sent but not kept. Only a page found is kept, and only under its own address: an unknown
    // address, or a product that is not there, is rendered afresh (robots invent endless ones).
    const page = await cache.once(key, async () => {
      const generation = cache.generation;
      const rendered = await render();
      if ('location' in rendered) return rendered;
      const response = cachedResponse(rendered.html, HTML_TYPE, rendered.status);
      if (address.kind !== 'public' || rendered.status !== 200) return response;
      return cache.set(key, pageScope(address.match), response, generation);
    });
    if ('location' in page) return reply.redirect(page.location, page.status);
    return sendCached(request, reply, page);
  });
}
