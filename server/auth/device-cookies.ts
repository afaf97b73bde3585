import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Device cookies (https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html, "device
 * cookies"): after a successful sign-in the browser keeps `login.nonce.signature`, an HMAC over the
 * account and a random nonce. A browser that shows a valid one for the account it signs in to is counted on
 * its own by the sign-in throttle, so strangers' failures never lock it out.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** The key that signs device cookies: kept in the data directory, made at the first start, never in the repository. */
export const DEVICE_KEY_FILE = 'device-cookie.key';

export function loadDeviceKey(dataDir: string): Buffer {
  const file = path.join(dataDir, DEVICE_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once cannot overwrite each other's key.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length < 32) throw new Error(`${file} does not hold a device-cookie key; delete it to make a new one`);
  return key;
}

export function createDeviceCookies(key: Buffer) {
  const sign = (login: string, nonce: string) =>
    createHmac('sha256', key).update(`${login}\n${nonce}`).digest('base64url');

  return {
    /** A new cookie value for a browser that has just signed in to `email`. */
    issue(email: string): string {
      const login = normalise(email);
      const nonce = randomBytes(16).toString('base64url');
      return `${Buffer.from(login).toString('base64url')}.${nonce}.${sign(login, nonce)}`;
    },
    /** The cookie's nonce when it is a valid device cookie for `email`, else null. */
    verify(value: string | undefined, email: string): string | null {
      if (!value || value.length > 600) return null;
      const [encodedLogin = '', nonce = '', signature = '', ...rest] = value.split('.');
      if (rest.length > 0 || !nonce) return null;
      const login = Buffer.from(encodedLogin, 'base64url').toString();
      if (login !== normalise(email)) return null;
      const expected = Buffer.from(sign(login, nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}
