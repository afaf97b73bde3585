import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalDoubles, type LocalDoubles } from './serve-hosted';

/** A page of the hosted build (another origin) reaches the doubles as it reaches Google's hosts: through CORS. */
let doubles: LocalDoubles;

beforeAll(async () => {
  doubles = await startLocalDoubles();
});

afterAll(async () => {
  await doubles.close();
});

describe('the doubles over HTTP, to a page of another origin', () => {
  test.each(['firestore', 'storage'] as const)(
    'the %s double answers a preflight and allows the page to read',
    async (which) => {
      const url = `http://${doubles[which]}/v1/projects/demo-test/databases/(default)/documents:runQuery`;
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:5000',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type,x-goog-upload-protocol',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'authorization,content-type,x-goog-upload-protocol',
      );
    },
  );

  test('an answer, a refusal included, carries the header that lets the page read it', async () => {
    const response = await fetch(
      `http://${doubles.firestore}/v1/projects/demo-test/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { Origin: 'http://127.0.0.1:5000' },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'orders' }] } }),
      },
    );
    await response.text();
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
