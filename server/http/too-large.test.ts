import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { INSIGHT_BEACON_PATH, MAX_BEACON_BYTES } from '@/domain/insights';
import { multipart, startTestServer, type TestServer } from '../../tests/support/test-server';

/**
 * A 413 says what was too large on that route, with its limit: a screen words it in the visitor's language from the
 * code, and an API client reads the English message.
 */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('an answer too large for its route', () => {
  test('an enquiry over 16 KB is refused as a body too large, not as an image', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { customerName: 'Aminah', notes: 'x'.repeat(20_000), lines: [] },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'bodyTooLarge',
      message: 'The order is too large: at most 16 KB',
      params: { maxKilobytes: 16 },
    });
  });

  test("a beacon over 4 KB is refused as a body too large, with the beacon's limit", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: INSIGHT_BEACON_PATH,
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER },
      payload: 'x'.repeat(MAX_BEACON_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'bodyTooLarge', params: { maxKilobytes: 4 } });
    expect(response.json().message).toBe('The beacon is too large: at most 4 KB');
  });

  test("an admin's product over the server's 256 KB is refused as a body too large", async () => {
    const cookie = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: { name: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'bodyTooLarge',
      message: 'The product is too large: at most 256 KB',
      params: { maxKilobytes: 256 },
    });
  });

  test('an import over 24 MB is refused as an import too large, in megabytes', async () => {
    const cookie = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ rows: [], apply: false, pad: 'x'.repeat(24 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'importTooLarge',
      message: 'The import is too large: at most 24 MB',
      params: { maxMegabytes: 24 },
    });
  });

  test('an upload form of more parts than an upload has is a bad request, not an image too large', async () => {
    const cookie = await server.signIn();
    const body = multipart({ owner: '1732000000000', slot: 'intro', a: '1', b: '2', c: '3', d: '4' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });
});
