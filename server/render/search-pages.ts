import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@/domain/limits';
import { escapeHtml } from '@/app/page-head';
import { paths } from '@/domain/paths';
import { withLanguage } from '@/i18n/language';
import { serverTranslate } from '@/i18n/server';
import { clientKey } from '../auth/throttle';
import { createRateLimiter } from '../http/rate-limiter';
import { oneTimeResponse, sendCached, type CachedResponse, type ResponseCache } from '../http/response-cache';
import { pageWithoutCode } from './page-document';
import type { RenderedPage } from './page-renderer';

/**
 * Pages rendered per request: searches (`/products?q=…`, and any page asked for with `q`) and a contact form answered
 * without the page's code (`?message=`). Visitors type endless queries, so these are not kept with the site's pages
 * (they would push them out of the cache). Each address may have SEARCH_RENDERS_PER_MINUTE of them rendered afresh a
 * minute; past that it gets a page that says so, in its language, with a 429. A search page is kept a minute in a
 * small cache of its own, so the same query again (a reload, a shared link opened by several people, a flood of one
 * query) costs nothing and counts against no one; what a visitor typed into the contact form is never kept.
 */
export type SearchPagesOptions = {
  /** Fresh renders one address may have a minute. */
  rendersPerMinute?: number;
  /** Search pages kept at once; past it the oldest goes. */
  entries?: number;
  now?: () => number;
};

/**
 * A person searches, reads, and searches again: a few searches a minute, rarely ten. Once the page's code has started
 * a search asks the API, not for a page, so the pages come from a first visit, a reload, a shared link or a browser
 * without the code. Twenty leaves room for that and for a few people behind one address; at the 10–15 ms a render
 * costs, twenty a minute from one address is a third of a per cent of one core.
 */
export const SEARCH_RENDERS_PER_MINUTE = 20;
/** About 50 KB of HTML each with its compressed copy: 200 search pages are ten-odd MB at the most. */
const SEARCH_PAGE_ENTRIES = 200;
const KEEP_MS = 60_000;
const HTML_TYPE = 'text/html; charset=utf-8';

type Kept = { response: CachedResponse; madeAt: number; generation: number };

/**
 * `site` is the cache of the site's public answers: a product or settings write moves its generation, and every
 * search page made before it is dropped with the rest.
 */
export function createSearchPages(site: ResponseCache, shell: string, options: SearchPagesOptions = {}) {
  const { now = Date.now, entries = SEARCH_PAGE_ENTRIES } = options;
  const limiter = createRateLimiter({
    limit: options.rendersPerMinute ?? SEARCH_RENDERS_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: 20_000,
    now,
  });
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<RenderedPage>>();
  const busyPages = new Map<Language, CachedResponse>();

  function fresh(key: string): CachedResponse | undefined {
    const entry = kept.get(key);
    if (!entry) return undefined;
    if (entry.generation === site.generation && now() - entry.madeAt < KEEP_MS) return entry.response;
    kept.delete(key);
    return undefined;
  }

  function keep(key: string, response: CachedResponse, generation: number): void {
    if (generation !== site.generation) return;
    kept.delete(key);
    if (kept.size >= entries) kept.delete(kept.keys().next().value!);
    kept.set(key, { response, madeAt: now(), generation });
  }

  /** One render for the requests that ask for the same page meanwhile. */
  function once(slot: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    let rendering = pending.get(slot);
    if (!rendering) {
      rendering = render().finally(() => pending.delete(slot));
      pending.set(slot, rendering);
    }
    return rendering;
  }

  function busyPage(language: Language): CachedResponse {
    let page = busyPages.get(language);
    if (!page) busyPages.set(language, (page = oneTimeResponse(busyDocument(shell, language), HTML_TYPE, 429)));
    return page;
  }

  return {
    /**
     * Answers a page: kept (a search), or rendered if the address has renders left this minute, or the busy page.
     * The key is the address as asked and the language: a render reads nothing else of the request.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      language: Language,
      render: () => Promise<RenderedPage>,
      { keep: keepIt = true }: { keep?: boolean } = {},
    ): Promise<FastifyReply> {
      const key = `${language}\u0000${request.url}`;
      const cached = keepIt ? fresh(key) : undefined;
      if (cached) return sendCached(request, reply, cached);
      // An IPv6 /64 is one client: it is what one home or phone is given.
      if (!limiter.hit(clientKey(request.ip))) {
        reply.header('Retry-After', '60').header('Cache-Control', 'no-store');
        return sendCached(request, reply, busyPage(language));
      }
      const generation = site.generation;
      const rendered = await (keepIt ? once(`${generation}\u0000${key}`, render) : render());
      if ('location' in rendered) return reply.redirect(rendered.location, rendered.status);
      if (!keepIt) return sendCached(request, reply, oneTimeResponse(rendered.html, HTML_TYPE, rendered.status));
      let response = fresh(key);
      if (!response) {
        response = oneTimeResponse(rendered.html, HTML_TYPE, rendered.status);
        keep(key, response, generation);
      }
      return sendCached(request, reply, response);
    },
  };
}

/**
 * The page an address past its limit gets: what happened, what to do, and the ways on. `texts`: where its title,
 * heading and text are in site.json (`busy` for searches, `repair.busy` for a repair status link).
 */
export function busyDocument(shell: string, language: Language, texts: 'busy' | 'repair.busy' = 'busy'): string {
  const t = serverTranslate(language, 'site');
  const link = (to: string, text: string, style: string) =>
    `<li><a href="${escapeHtml(withLanguage(to, language))}" class="${style}">${escapeHtml(text)}</a></li>`;
  const html = `<main id="main" class="mx-auto max-w-3xl px-4 py-14 md:px-6">
<section class="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
<p class="text-sm font-bold tracking-widest text-brand-700 uppercase">429</p>
<h1 class="mt-2 text-2xl font-extrabold text-slate-900 md:text-3xl">${escapeHtml(t(`${texts}.heading`))}</h1>
<p class="mx-auto mt-3 max-w-xl text-slate-600">${escapeHtml(t(`${texts}.text`))}</p>
<ul class="mt-6 flex flex-wrap justify-center gap-3">
${link(paths.products.list, t('busy.products'), 'btn-primary')}
${link(paths.home, t('busy.home'), 'btn-outline')}
</ul>
</section>
</main>`;
  const head = `<title>${escapeHtml(t(`${texts}.title`))}</title>\n    <meta name="robots" content="noindex" />`;
  return pageWithoutCode(shell, { language, head, html });
}
