import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Backend } from '@/data';
import type { Language } from '@/domain/limits';
import type { PageMatch } from '@/domain/pages';
import { isRepairToken } from '@/domain/repair';
import { oneTimeResponse, sendCached } from '../response-cache';
import { browserLanguage, chosenLanguage, type PageRenderer } from './page-renderer';

/**
 * Pages whose address is their secret (src/domain/pages.ts, `private`): a repair job's status link. Each request is
 * rendered afresh and kept nowhere: not in the public answers' cache nor the searches' (whose keys are addresses), and
 * not by the browser or a proxy (`no-store`), since it shows a customer's job. Search engines are told to leave it
 * (`X-Robots-Tag`, and `<meta name="robots">` in its head), and no link on it sends its address on as the referrer.
 *
 * Its language is the visitor's if they chose one (`?lang=`, the `lang` cookie: docs/decisions/011), else the job's
 * (the customer's own, chosen by the shop), else their browser's: a job not found is said in the visitor's language.
 */
export async function sendPrivatePage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PageRenderer,
  backend: Backend,
  match: PageMatch,
  address: string,
): Promise<FastifyReply> {
  reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    // The security headers' policy for every other answer keeps what a route set (plugins/security-headers.ts).
    .header('Referrer-Policy', 'no-referrer');
  const chosen = chosenLanguage(request);
  const content = chosen ? null : await contentLanguage(backend, match);
  const language = chosen ?? content ?? browserLanguage(request);
  const rendered = await pages.render(request, language, address, { contentLanguage: content !== null });
  if ('location' in rendered) return reply.redirect(rendered.location, rendered.status);
  return sendCached(request, reply, oneTimeResponse(rendered.html, 'text/html; charset=utf-8', rendered.status));
}

/** The language of what a private page shows: its repair job's customer's; null when no job has the token. */
async function contentLanguage(backend: Backend, match: PageMatch): Promise<Language | null> {
  const token = match.params.token ?? '';
  if (match.page.id !== 'repair' || !isRepairToken(token)) return null;
  return (await backend.repairs.status(token))?.language ?? null;
}
