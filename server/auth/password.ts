import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at the OWASP Password Storage Cheat Sheet's parameters: N = 2^17, r = 8, p = 1.
 * The hash records its parameters, so they can be raised later without breaking old hashes.
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // 128 · N · r bytes are needed; leave headroom above that.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export type ScryptParams = { N: number; r: number; p: number };

/** `params` other than the default are for tests only, where a quick hash keeps the suite fast. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  const { N, r, p } = params;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function parsePasswordHash(hash: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every(Number.isSafeInteger)) return null;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'base64'), key: Buffer.from(parts[5]!, 'base64') };
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parsePasswordHash(hash);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * A hash of a random password at the given cost: verified against when the email is unknown, so both cases take
 * as long as a stored password of that cost. Made once per cost.
 */
const decoyHashes = new Map<number, Promise<string>>();
export function getDecoyHash(params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  let decoy = decoyHashes.get(params.N);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('base64'), params);
    decoyHashes.set(params.N, decoy);
  }
  return decoy;
}
