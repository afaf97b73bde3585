import fs from 'node:fs';
import path from 'node:path';
import { leakedPasswordList, type LeakedPasswords } from '@/domain/password';

/** The list shipped with the code (src/domain/password.ts says what it holds and where it comes from). */
export const LEAKED_PASSWORDS_FILE = path.resolve(import.meta.dirname, '../../src/domain/leaked-passwords.txt');

let loaded: LeakedPasswords | undefined;

/** Read once, on first use: some 640 KB of text, a set of 43,940 entries. */
export function leakedPasswords(): LeakedPasswords {
  loaded ??= leakedPasswordList(fs.readFileSync(LEAKED_PASSWORDS_FILE, 'utf8'));
  return loaded;
}
