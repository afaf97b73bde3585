import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageMatch } from '@/domain/pages';
import { createResponseCache, type ResponseCache } from '../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every public answer made from the data: rendered pages, catalogue data and the sitemap, kept with
     * their ETag and compressed bytes until a product write changes what they show (writes go through
     * this process only).
     */
    publicResponses: ResponseCache;
  }
}

/** Bounds the cache's memory whatever URLs visitors invent (at this size it starts afresh). */
const PUBLIC_RESPONSE_ENTRIES = 2_000;

/** Cache scopes: what a cached answer shows, so that a product write drops only the answers it changes. */
export const LISTS_SCOPE = 'lists';
const STATIC_SCOPE = 'static';
export function productScope(id: string): string {
  return `product:${id}`;
}

/**
 * What a public page shows. A product page shows its product; the catalogue shows the product lists;
 * home, About, Testimonials, Contact and the enquiry pages show no product data, so a product write leaves them
 * cached.
 */
export function pageScope({ page, params }: PageMatch): string {
  if (page.id === 'product') return productScope(params.id ?? '');
  return page.id === 'products' ? LISTS_SCOPE : STATIC_SCOPE;
}

async function publicResponsesPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('publicResponses', createResponseCache(PUBLIC_RESPONSE_ENTRIES));
}

/** The cache of public answers, shared by the routes that fill it (pages, products, SEO) and those that change it. */
export const publicResponses = fp(publicResponsesPlugin, { name: 'public-responses', fastify: '5.x' });
