import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CODE_START_HASH } from '../render/code-start';

/**
 * Headers for every response. Pages get a Content-Security-Policy that allows one inline script, the
 * fixed one that starts a rendered page's code (render/code-start.ts), by its hash, and no other;
 * inline styles stay allowed because server-rendered markup carries style attributes.
 * Responses that set their own policy (uploaded images: a sandbox) keep it, and so do those that set their own
 * Referrer-Policy.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: { secure: boolean }): Promise<void> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${CODE_START_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(options.secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // A page whose address is its secret sends none (server/render/private-pages.ts).
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy);
    if (options.secure) reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    return payload;
  });
}

/** On the root instance, so that every route of every plugin gets the headers. */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers', fastify: '5.x' });
