import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** A public answer kept in memory: its text, its ETag, and its compressed bytes once a client asked for them. */
export type CachedResponse = {
  readonly status: number;
  readonly type: string;
  readonly text: string;
  readonly etag: string;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
  /** Brotli's quality for this answer: a better one for an answer kept and sent many times. */
  readonly brotliQuality: number;
};

/** Below this size compression saves less than it costs (the same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;
/**
 * Each cached answer is compressed once per encoding and then sent many times, so a better level than the
 * on-the-fly one pays: brotli 5 is about 6% smaller than 4 at similar speed; 9 and up cost ten times more.
 */
const KEPT_BROTLI_QUALITY = 5;
/**
 * For answers made for one request (a search, the admin's lists): brotli 1 costs a fifth of 5 on a page of search
 * results (20 µs, not 100) and sends about 150 bytes more of its 4 KB; 4 costs 3–4× what 1 does, for 10% less.
 */
export const DYNAMIC_BROTLI_QUALITY = 1;
const GZIP_LEVEL = 6;

function response(text: string, type: string, status: number, brotliQuality: number): CachedResponse {
  // The same tag @fastify/etag would give the text (sha1, base64), so a client's tag stays valid either way.
  const etag = `"${createHash('sha1').update(text).digest('base64')}"`;
  return { status, type, text, etag, encoded: {}, brotliQuality };
}

/** An answer to keep: compressed at a better level, once per encoding. */
export function cachedResponse(text: string, type: string, status = 200): CachedResponse {
  return response(text, type, status, KEPT_BROTLI_QUALITY);
}

/** An answer made for one request (a search): sent the same way, compressed at the on-the-fly level. */
export function oneTimeResponse(text: string, type: string, status = 200): CachedResponse {
  return response(text, type, status, DYNAMIC_BROTLI_QUALITY);
}

/**
 * Answers by key, each with the scope of data it shows (a product, the product lists, or nothing that
 * changes), kept until that scope changes. At `maxEntries` the cache starts afresh, which bounds its
 * memory whatever URLs visitors invent.
 */
export function createResponseCache(maxEntries: number) {
  const entries = new Map<string, { scope: string; response: CachedResponse }>();
  const pending = new Map<string, Promise<unknown>>();
  let generation = 0;
  return {
    get: (key: string) => entries.get(key)?.response,
    /** Changes at every invalidation: an answer made across one is sent but not kept. */
    get generation(): number {
      return generation;
    },
    get size(): number {
      return entries.size;
    },
    set(key: string, scope: string, response: CachedResponse, madeIn = generation): CachedResponse {
      if (madeIn !== generation) return response;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { scope, response });
      return response;
    },
    /** The kept answer for `key`, or the one `compute` makes (a thrown error is not kept). */
    remember(key: string, scope: string, type: string, compute: () => string): CachedResponse {
      return entries.get(key)?.response ?? this.set(key, scope, cachedResponse(compute(), type));
    },
    /**
     * Makes an answer that takes time (a page render) once for all the requests that ask for it
     * meanwhile. A request that comes after an invalidation does not join a render that began before it.
     */
    once<T>(key: string, make: () => Promise<T>): Promise<T> {
      const slot = `${generation}\u0000${key}`;
      let promise = pending.get(slot) as Promise<T> | undefined;
      if (!promise) {
        promise = make().finally(() => pending.delete(slot));
        pending.set(slot, promise);
      }
      return promise;
    },
    /** Drops every answer that shows data of one of `scopes`. */
    invalidate(...scopes: string[]): void {
      for (const [key, entry] of entries) if (scopes.includes(entry.scope)) entries.delete(key);
      generation++;
    },
    clear(): void {
      entries.clear();
      generation++;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** The client's preferred encoding among brotli and gzip (brotli when both are equally welcome), or none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function encode(response: CachedResponse, encoding: Encoding): Buffer {
  const bytes = Buffer.from(response.text);
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: response.brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes, { level: GZIP_LEVEL });
}

/**
 * Sends a cached answer without redoing any work: the ETag is known (a matching If-None-Match gets 304)
 * and the compressed bytes are made once per encoding. @fastify/compress leaves a reply alone once it
 * carries a Content-Encoding, and @fastify/etag one that already has an ETag.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, response: CachedResponse): FastifyReply {
  reply.code(response.status).type(response.type).header('ETag', response.etag);
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (response.status === 200 && (ifNoneMatch === response.etag || ifNoneMatch === `W/${response.etag}`)) {
    return reply.code(304).send();
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(response.text) < COMPRESS_THRESHOLD) return reply.send(response.text);
  const bytes = (response.encoded[encoding] ??= encode(response, encoding));
  return reply.header('Content-Encoding', encoding).send(bytes);
}
