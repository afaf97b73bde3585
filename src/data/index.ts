import type { Backend } from './backend';

export type { Backend } from './backend';
export { BackendError } from './backend';

let backend: Promise<Backend> | undefined;

/**
 * The adapter for this build, loaded on first use. VITE_BACKEND is replaced by its value at build
 * time, so the branch not taken is dropped and each build carries only its own adapter, as a chunk
 * of its own: `http` (the embedded server, the default) or `firebase` (hosted mode, see
 * docs/hosted-mode.md).
 */
export function getBackend(): Promise<Backend> {
  backend ??=
    import.meta.env.VITE_BACKEND === 'firebase'
      ? import('./firebase/firebase-backend').then((m) => m.createFirebaseBackend())
      : import('./http/http-backend').then((m) => m.createHttpBackend());
  return backend;
}

/** The server renderer hands in its own backend (reads straight from the database) before rendering. */
export function provideBackend(instance: Backend): void {
  backend = Promise.resolve(instance);
}
