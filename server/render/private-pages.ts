import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@/domain/limits';
import type { PageMatch } from '@/domain/pages';
import type { Backend } from '@/data';
import { isRepairToken, type RepairStatusView } from '@/domain/repair';
import { clientKey } from '../auth/throttle';
import { createRateLimiter } from '../http/rate-limiter';
import { oneTimeResponse, sendCached, type CachedResponse } from '../http/response-cache';
import { REPAIR_STATUS_PER_MINUTE } from '../routes/repairs-routes';
import { browserLanguage, chosenLanguage, requestLanguage, type PageRenderer } from './page-renderer';
import { busyDocument } from './search-pages';

/**
 * Pages whose address is their secret (src/domain/pages.ts, `private`): a repair job's status link
 * (docs/decisions/016-private-pages.md). Each request is rendered afresh and kept nowhere: not in the public answers'
 * cache nor the searches' (whose keys are addresses), and not by the browser or a proxy (`no-store`), since it shows a
 * customer's job. Search engines are told to leave it (`X-Robots-Tag`, and `<meta name="robots">` in its head), and
 * no link on it sends its address on as the referrer.
 *
 * Its language is the visitor's if they chose one (`?lang=`, the `lang` cookie: docs/decisions/011), else the job's
 * (the customer's own, chosen by the shop), else their browser's: a job not found is said in the visitor's language.
 *
 * One address may have `perMinute` of them a minute (as many as it may read through the status link's API,
 * server/routes/repairs-routes.ts, and counted apart from it); past that it gets a page that says so, in its language, with
 * a 429, before anything is read.
 */
export function createPrivatePages(pages: PageRenderer, { perMinute = REPAIR_STATUS_PER_MINUTE } = {}) {
  const limiter = createRateLimiter({ limit: perMinute, windowMs: 60_000, maxKeys: 20_000 });
  const busyPages = new Map<Language, CachedResponse>();

  function busyPage(language: Language): CachedResponse {
    let page = busyPages.get(language);
    if (!page) {
      page = oneTimeResponse(busyDocument(pages.shell, language, 'repair.busy'), HTML_TYPE, 429);
      busyPages.set(language, page);
    }
    return page;
  }

  /**
   * What a private page shows, read once: its repair job's view (null when no job has the token), and the data port
   * of its render, which answers with that view rather than reading and working it out again.
   */
  async function readJob(match: PageMatch): Promise<{ view: RepairStatusView | null; data: Backend } | null> {
    const token = match.params.token ?? '';
    if (match.page.id !== 'repair' || !isRepairToken(token)) return null;
    const { backend } = pages;
    const view = await backend.repairs.status(token);
    const status = async (asked: string) => (asked === token ? view : backend.repairs.status(asked));
    return { view, data: { ...backend, repairs: { ...backend.repairs, status } } };
  }

  return {
    /** Answers the private page `match` at `address` (its path and query, as the page route read them). */
    async send(request: FastifyRequest, reply: FastifyReply, match: PageMatch, address: string): Promise<FastifyReply> {
      reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        // The security headers' policy for every other answer keeps what a route set (plugins/security-headers.ts).
        .header('Referrer-Policy', 'no-referrer');
      const chosen = chosenLanguage(request);
      // An IPv6 /64 is one client: it is what one home or phone is given.
      if (!limiter.hit(clientKey(request.ip))) {
        reply.header('Retry-After', '60');
        return sendCached(request, reply, busyPage(chosen ?? browserLanguage(request)));
      }
      const job = await readJob(match);
      // The language of what the page shows: its job's customer's, unless the visitor chose one.
      const content = chosen ? null : (job?.view?.language ?? null);
      const language = requestLanguage(request, content);
      const rendered = await pages.render(request, language, address, {
        contentLanguage: content !== null,
        ...(job ? { data: job.data } : {}),
      });
      if ('location' in rendered) return reply.redirect(rendered.location, rendered.status);
      return sendCached(request, reply, oneTimeResponse(rendered.html, HTML_TYPE, rendered.status));
    },
  };
}

const HTML_TYPE = 'text/html; charset=utf-8';
