/**
 * Loader data travels from the server to the browser as JSON. A deferred part that failed on the server
 * travels as `{ $failed: message }` and becomes, on both sides, a promise that React Router's <Await>
 * reads as already failed, so the page shows its error state without a request or a flash.
 */
export const FAILED_KEY = '$failed';

export const HYDRATION_ELEMENT_ID = 'router-data';

export type FailedMarker = { [FAILED_KEY]: string };

export function isFailedMarker(value: unknown): value is FailedMarker {
  return Boolean(value && typeof value === 'object' && FAILED_KEY in value);
}

/** A promise that has failed, marked as settled the way <Await> checks (`_tracked`, `_error`). */
export function settledFailure(message: string): Promise<never> {
  const error = new Error(message);
  const promise = Promise.reject(error);
  promise.catch(() => undefined);
  Object.defineProperty(promise, '_tracked', { get: () => true });
  Object.defineProperty(promise, '_error', { get: () => error });
  return promise;
}

/** Route loader data with failed parts turned back into settled failures. */
export function reviveLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([routeId, data]) => [
      routeId,
      data && typeof data === 'object' && !Array.isArray(data)
        ? Object.fromEntries(
            Object.entries(data).map(([key, value]) => [
              key,
              isFailedMarker(value) ? settledFailure(value[FAILED_KEY]) : value,
            ]),
          )
        : data,
    ]),
  );
}
