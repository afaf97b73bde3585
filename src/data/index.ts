import type { Backend } from './backend';

export type { Backend, SignInResult } from './backend';
export { BackendError } from './backend';

let backend: Promise<Backend> | undefined;

/**
 * The adapter for this build, loaded on first use. The import is dynamic so that the adapter's code
 * is a chunk of its own; the hosted mode adds its adapter here behind the build-time VITE_BACKEND.
 */
export function getBackend(): Promise<Backend> {
  backend ??= import('./http/http-backend').then((m) => m.createHttpBackend());
  return backend;
}
