import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  createPasswordQueue,
  DEFAULT_PASSWORD_QUEUE,
  type PasswordLane,
  type PasswordQueueOptions,
  type Queued,
} from './password-queue';

/**
 * scrypt at N = 2^16, r = 8, p = 2: the second row of the OWASP Password Storage Cheat Sheet's table, whose rows
 * "provide a similar minimal level of defense, with the main trade-off between parallelism and RAM usage"
 * (N = 2^17, r = 8, p = 1 is 128 MiB; 2^16 and p = 2 is 64 MiB; 2^15 and p = 3 is 32 MiB…).
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt
 * Why this row: the server may run on a machine of 1 GB, and hashes run one at a time (server/auth/password-queue.ts).
 * This row holds half the memory of the first (64 MiB) for what OWASP counts as a similar defence, and on the machine
 * of the tests it took about 0.3 s a hash against 0.5 s at 2^17, so a burst of sign-ins is worked through sooner.
 * The rows below it give up more memory, which is what makes guessing on graphics cards dear; we stop at the first.
 * The hash records its parameters: hashes made at 2^17 before still verify, and are made again at this cost at
 * the next sign-in (routes/session.ts).
 */
export const SCRYPT_PARAMS = { N: 2 ** 16, r: 8, p: 2 } as const;
const KEY_LENGTH = 64;

/** The memory a hash at `params` holds while it runs: 128 · N · r bytes (p runs its lanes one after the other). */
function scryptMemory(params: ScryptParams): number {
  return 128 * params.N * params.r;
}

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Leave headroom above the memory needed.
  const options: ScryptOptions = { ...params, maxmem: 2 * scryptMemory(params) };
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
const decoyHashes = new Map<string, Promise<string>>();
export function getDecoyHash(params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let decoy = decoyHashes.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('base64'), params);
    decoyHashes.set(key, decoy);
  }
  return decoy;
}

/** A password checked: whether it is right, and whether its stored hash is of another cost than the site's. */
export type PasswordCheck = { valid: boolean; otherCost: boolean };

/**
 * The server's password work, every hash through one queue (server/auth/password-queue.ts) at one cost: checking a
 * password against a stored hash, or against the decoy when there is none (an unknown email takes the same turn,
 * the same cost and the same time), and hashing a new one. Each answers "busy" at once when its lane of the queue is
 * full.
 */
export function createPasswordWork(
  cost: ScryptParams = SCRYPT_PARAMS,
  queue: PasswordQueueOptions = DEFAULT_PASSWORD_QUEUE,
) {
  const work = createPasswordQueue(queue);
  // Made as the server starts, so that the first unknown email is not the one that waits for it. A failure is the
  // failure of the first check that needs it (a 500), not an unhandled rejection that stops the server.
  const decoy = getDecoyHash(cost);
  decoy.catch(() => undefined);
  return {
    async check(password: string, storedHash: string | null, lane: PasswordLane): Promise<Queued<PasswordCheck>> {
      const hash = storedHash ?? (await decoy);
      const params = parsePasswordHash(hash) ?? cost;
      const otherCost = params.N !== cost.N || params.r !== cost.r || params.p !== cost.p;
      const checked = await work.run(() => verifyPassword(password, hash), lane);
      return checked.ok ? { ok: true, value: { valid: storedHash !== null && checked.value, otherCost } } : checked;
    },
    hash(password: string, lane: PasswordLane): Promise<Queued<string>> {
      return work.run(() => hashPassword(password, cost), lane);
    },
  };
}
