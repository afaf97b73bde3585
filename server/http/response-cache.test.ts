import Fastify from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DYNAMIC_BROTLI_QUALITY,
  cachedResponse,
  createResponseCache,
  oneTimeResponse,
  pickEncoding,
  sendCached,
} from './response-cache';

describe('pickEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
  ])('Accept-Encoding %j gives %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('the response cache', () => {
  test('keeps an answer until its scope changes, and starts afresh when full', () => {
    const cache = createResponseCache(3);
    let computed = 0;
    const compute = () => `answer ${++computed}`;
    expect(cache.remember('/a', 'lists', 'text/plain', compute).text).toBe('answer 1');
    expect(cache.remember('/a', 'lists', 'text/plain', compute).text).toBe('answer 1');
    cache.remember('/p1', 'product:1', 'text/plain', compute);
    cache.remember('/home', 'static', 'text/plain', compute);
    cache.invalidate('lists', 'product:1');
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/p1')).toBeUndefined();
    expect(cache.get('/home')?.text).toBe('answer 3');
    cache.remember('/b', 'lists', 'text/plain', compute);
    cache.remember('/c', 'lists', 'text/plain', compute);
    cache.remember('/d', 'lists', 'text/plain', compute);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.remember('/d', 'lists', 'text/plain', compute).text).toBe('answer 7');
  });

  test('does not keep an answer that failed', () => {
    const cache = createResponseCache(10);
    expect(() =>
      cache.remember('/x', 'lists', 'text/plain', () => {
        throw new Error('not found');
      }),
    ).toThrow('not found');
    expect(cache.get('/x')).toBeUndefined();
  });

  test('does not keep an answer made across an invalidation', () => {
    const cache = createResponseCache(10);
    const before = cache.generation;
    cache.invalidate('product:1');
    cache.set('/page', 'static', cachedResponse('stale', 'text/html'), before);
    expect(cache.get('/page')).toBeUndefined();
    cache.set('/page', 'static', cachedResponse('fresh', 'text/html'), cache.generation);
    expect(cache.get('/page')?.text).toBe('fresh');
  });

  test('makes a slow answer once for every request that asks meanwhile, but afresh after an invalidation', async () => {
    const cache = createResponseCache(10);
    let renders = 0;
    const render = async () => {
      const count = ++renders;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `render ${count}`;
    };
    const first = cache.once('/page', render);
    const joined = cache.once('/page', render);
    cache.invalidate('lists');
    const afterWrite = cache.once('/page', render);
    expect(await Promise.all([first, joined, afterWrite])).toEqual(['render 1', 'render 1', 'render 2']);
    expect(renders).toBe(2);
    expect(await cache.once('/page', render)).toBe('render 3');
  });
});

describe('sending a cached answer', () => {
  const text = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Product ${i}` })) });
  const response = cachedResponse(text, 'application/json; charset=utf-8');
  const app = Fastify();

  beforeAll(async () => {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await app.register(etag);
    app.get('/cached', async (request, reply) => sendCached(request, reply, response));
    app.get('/small', async (request, reply) =>
      sendCached(request, reply, cachedResponse('{"a":1}', 'application/json')),
    );
    app.get('/search', async (request, reply) =>
      sendCached(request, reply, oneTimeResponse(text, 'application/json; charset=utf-8')),
    );
    app.get('/missing', async (request, reply) =>
      sendCached(request, reply.header('Vary', 'Cookie'), cachedResponse('<p>gone</p>', 'text/html', 404)),
    );
  });
  afterAll(() => app.close());

  test('in brotli, gzip or plain text as the client asks, once compressed and with one ETag', async () => {
    const br = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: '/cached' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(text);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag])).toEqual(new Set([response.etag]));
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.encoded.br).toBeDefined();
    expect(response.encoded.gzip).toBeDefined();
  });

  test('an answer made for one request goes the same way, at the cheap level the compression plugin uses', async () => {
    const search = await app.inject({ url: '/search', headers: { 'accept-encoding': 'br' } });
    expect(search.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(search.rawPayload).toString()).toBe(text);
    expect(search.headers.etag).toBe(response.etag);
    const atLevel = (quality: number) =>
      zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(search.rawPayload).toEqual(atLevel(DYNAMIC_BROTLI_QUALITY));
    expect(search.rawPayload.length).toBeGreaterThan(atLevel(5).length);
  });

  test('answers 304 to a client that holds the same version', async () => {
    const again = await app.inject({
      url: '/cached',
      headers: { 'accept-encoding': 'br', 'if-none-match': response.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('leaves small answers uncompressed, and keeps the status and Vary it was given', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"a":1}');
    const missing = await app.inject({ url: '/missing', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.vary).toBe('Cookie, Accept-Encoding');
  });
});
