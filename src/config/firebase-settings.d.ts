import type { FirebaseSettings } from './build-env';

declare global {
  /**
   * The Firebase settings that vite.config.ts parsed from the `VITE_FIREBASE_*` keys before the build,
   * inlined by Vite's `define`: the hosted adapter starts from them without parsing anything (and so
   * without zod). null in an embedded build, which carries no Firebase settings, and under Vitest.
   */
  const __FIREBASE_SETTINGS__: FirebaseSettings | null;
}
