import { describe, expect, test } from 'vitest';
import { makeProductInput } from '../../../tests/factories';
import { BackendError } from '../backend';
import { createHttpBackend } from './http-backend';

/** A backend whose every request gets this answer. */
function answering(status: number, body: unknown) {
  return createHttpBackend({
    fetch: async () =>
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
      }),
  });
}

async function failure(call: Promise<unknown>): Promise<BackendError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BackendError)) throw new Error(`expected a BackendError, got ${String(error)}`);
  return error;
}

describe('the http adapter reports errors as codes', () => {
  test("keeps the server's code, field codes and parameters", async () => {
    const backend = answering(400, {
      code: 'invalid',
      message: 'Invalid product: name: nameRequired',
      fields: { name: 'nameRequired', price: 7 },
    });
    const error = await failure(backend.products.create(makeProductInput()));
    expect([error.code, error.status, error.fields]).toEqual(['invalid', 400, { name: 'nameRequired' }]);
  });

  test('a throttled sign-in is a refusal with the wait in seconds', async () => {
    const backend = answering(429, { code: 'throttled', message: 'Too many…', params: { retryAfter: 900 } });
    const result = await backend.auth.signIn('owner@shop.my', 'x');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([result.error.code, result.error.params]).toEqual(['throttled', { retryAfter: 900 }]);
  });

  test('a wrong password is a refusal, not an exception', async () => {
    const result = await answering(401, { code: 'invalidCredentials' }).auth.signIn('owner@shop.my', 'x');
    expect(result.ok ? null : result.error.code).toBe('invalidCredentials');
  });

  test.each([
    [401, 'unauthorised'],
    [403, 'forbidden'],
    [413, 'tooLarge'],
    [415, 'unsupportedBody'],
    [429, 'throttled'],
    [502, 'unavailable'],
    [500, 'unknown'],
    [418, 'invalid'],
  ])('an answer %s without a code of ours (a proxy page) is read by its status as %s', async (status, code) => {
    const error = await failure(answering(status, '<html>Bad gateway</html>').orders.list());
    expect([error.code, error.status]).toEqual([code, status]);
  });

  test('an unknown code from the server is read by the status', async () => {
    const error = await failure(answering(404, { code: 'gone-fishing', message: 'Product not found.' }).orders.list());
    expect([error.code, error.message]).toEqual(['notFound', 'Product not found.']);
  });

  test("no answer at all is 'network' with status 0", async () => {
    const backend = createHttpBackend({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failure(backend.products.list());
    expect([error.code, error.status]).toEqual(['network', 0]);
  });
});
