import { leakedPasswordList, type LeakedPasswords } from './password';

let loaded: Promise<LeakedPasswords> | undefined;

/**
 * The shipped list of leaked passwords, for the browser: a chunk of its own (some 640 KB of text) that only the
 * password change downloads. The server reads the same file from disk (server/auth/leaked-passwords.ts).
 */
export function loadLeakedPasswords(): Promise<LeakedPasswords> {
  loaded ??= import('./leaked-passwords.txt?raw').then(
    (module) => leakedPasswordList(module.default),
    (error: unknown) => {
      loaded = undefined; // a failed download may succeed next time
      throw error;
    },
  );
  return loaded;
}
