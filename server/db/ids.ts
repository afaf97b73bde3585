import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like the hosted document store's, so both backends look alike. */
export function newId(): string {
  const bytes = randomBytes(20);
  let id = '';
  // 256 % 62 leaves a slight bias that does not matter for ids that only need to be unique.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

export const ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;
