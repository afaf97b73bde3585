import type { Backend } from './backend';

export type { Backend } from './backend';
export { BackendError } from './backend';

/**
 * Whether a forgotten admin password is reset by e-mail (hosted mode: Firebase Auth's reset link) or by the
 * owner on the server (`npm run admin:reset-password`). Known at build time, so a server render and the
 * browser show the sign-in page the same; the server renders without Vite, where `import.meta.env` is not set.
 */
export function passwordResetByEmail(): boolean {
  return import.meta.env?.VITE_BACKEND === 'firebase';
}

/**
 * Whether the site's data is kept by Google (hosted mode, Firebase), whose own deletion timeline the privacy notice
 * names; else by the embedded server, whose nightly backups it names. Known at build time, as above.
 */
export function keptByGoogle(): boolean {
  return import.meta.env?.VITE_BACKEND === 'firebase';
}

let backend: Promise<Backend> | undefined;
let serverBackend: (() => Backend) | undefined;

/**
 * The adapter for this build, loaded on first use. VITE_BACKEND is replaced by its value at build
 * time, so the branch not taken is dropped and each build carries only its own adapter, as a chunk
 * of its own: `http` (the embedded server, the default) or `firebase` (hosted mode, see
 * docs/hosted-mode.md).
 */
export function getBackend(): Promise<Backend> {
  if (serverBackend) return Promise.resolve(serverBackend());
  backend ??=
    import.meta.env.VITE_BACKEND === 'firebase'
      ? import('./firebase/firebase-backend').then((m) => m.createFirebaseBackend())
      : import('./http/http-backend').then((m) => m.createHttpBackend());
  return backend;
}

/**
 * The server renderer hands in where each render finds its backend (src/entry-server.tsx): the backend of the
 * render in progress, as one process may serve several shops (the browser tests start a server per data directory).
 */
export function provideBackend(find: () => Backend): void {
  serverBackend = find;
}
