/**
 * Loader data travels from the server to the browser as JSON, as React Router's `hydrationData`. A deferred
 * part is sent settled: its value in place of its promise (<Await> renders a value that is not a promise at
 * once), or, when it failed on the server, `{ $failed: message }`, which the browser turns back into a failed
 * promise. <Await> shows a failed promise with its `errorElement`, as the server did; while hydrating, it
 * waits a microtask for the promise to settle, and React keeps the server's HTML of that <Suspense> meanwhile,
 * so the error state shows without a request and without a flash of the loading state.
 */
export const FAILED_KEY = '$failed';

export const HYDRATION_ELEMENT_ID = 'router-data';

export type FailedMarker = { [FAILED_KEY]: string };

export function isFailedMarker(value: unknown): value is FailedMarker {
  return Boolean(value && typeof value === 'object' && FAILED_KEY in value);
}

/** The marker of a part that failed, with the message the error banner shows. */
export function failedMarker(error: unknown): FailedMarker {
  return { [FAILED_KEY]: error instanceof Error ? error.message : String(error) };
}

/** A failed part as <Await> reads it: a promise that failed. Its failure is handled by <Await>, not unhandled. */
export function failedPart(message: string): Promise<never> {
  const promise = Promise.reject(new Error(message));
  promise.catch(() => undefined);
  return promise;
}

/** Route loader data with failed parts turned back into failed promises. */
export function reviveLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([routeId, data]) => [
      routeId,
      data && typeof data === 'object' && !Array.isArray(data)
        ? Object.fromEntries(
            Object.entries(data).map(([key, value]) => [
              key,
              isFailedMarker(value) ? failedPart(value[FAILED_KEY]) : value,
            ]),
          )
        : data,
    ]),
  );
}
