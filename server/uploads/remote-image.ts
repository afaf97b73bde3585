import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { MAX_UPLOAD_BYTES } from '@/domain';

/**
 * Fetching a picture named by an address in an imported file (a marketplace's image link): the only place the
 * server asks another host for anything. Guarded as the fetch of an address a stranger chose must be:
 * - http and https only, at most 3 redirects, each checked again;
 * - never a private, local or reserved address: the name is resolved, every address checked, and the connection made
 *   to the address that was checked (a `lookup` of the request itself, so a name that resolves twice cannot switch
 *   to 127.0.0.1 in between);
 * - at most MAX_UPLOAD_BYTES, read as it arrives and cut off past it; a declared type that is not an image refused;
 * - 10 s in all.
 * What the bytes are is then sharp's to say (storeImage), as for an upload.
 */

/** Why a picture was not fetched: the import's code for the image field. */
export type RemoteImageRefusal = 'imageAddress' | 'imageFetch' | 'notAnImage' | 'imageTooLarge';

export class RemoteImageError extends Error {
  constructor(
    readonly code: RemoteImageRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteImageError';
  }
}

export type RemoteImageOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  /** How names are resolved: the system's resolver; tests give their own. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Which addresses are refused: private, local and reserved ones. Tests of a fetch from this host narrow it. */
  blocked?: (address: string) => boolean;
};

const MAX_REDIRECTS = 3;

/** IPv4 ranges no import may reach: this host, private networks, link-local (cloud metadata), CGNAT, reserved. */
const BLOCKED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const BLOCKED = (() => {
  const list = new net.BlockList();
  for (const [address, prefix] of BLOCKED_V4) list.addSubnet(address, prefix, 'ipv4');
  list.addAddress('::', 'ipv6');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6'); // unique local
  list.addSubnet('fe80::', 10, 'ipv6'); // link-local
  list.addSubnet('ff00::', 8, 'ipv6'); // multicast
  list.addSubnet('64:ff9b::', 96, 'ipv6'); // IPv4 translated: its IPv4 part is checked below
  list.addSubnet('2001:db8::', 32, 'ipv6'); // documentation
  return list;
})();

/** Whether an address is one an import must never reach (an IPv4 address written as IPv6 is checked as IPv4). */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isBlockedAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

async function systemResolve(hostname: string): Promise<string[]> {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/** Resolves the name and checks every address it gives; answers the first. */
async function checkedAddress(
  hostname: string,
  resolve: RemoteImageOptions['resolve'],
  blocked: (address: string) => boolean,
): Promise<string> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await (resolve ?? systemResolve)(bare);
    } catch {
      throw new RemoteImageError('imageFetch', `The name ${hostname} was not found`);
    }
  }
  if (addresses.length === 0) throw new RemoteImageError('imageFetch', `The name ${hostname} was not found`);
  if (addresses.some(blocked)) {
    throw new RemoteImageError('imageAddress', `${hostname} is a private or local address`);
  }
  return addresses[0]!;
}

function parseAddress(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RemoteImageError('imageAddress', 'Not an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteImageError('imageAddress', 'Only http and https addresses are fetched');
  }
  if (url.username || url.password) throw new RemoteImageError('imageAddress', 'An address with a password');
  return url;
}

/** The picture at `address`: its bytes and its file name (the address's last part). */
export async function fetchRemoteImage(
  address: string,
  { timeoutMs = 10_000, maxBytes = MAX_UPLOAD_BYTES, resolve, blocked = isBlockedAddress }: RemoteImageOptions = {},
): Promise<{ bytes: Buffer; fileName: string }> {
  const deadline = AbortSignal.timeout(timeoutMs);
  let url = parseAddress(address);
  for (let redirects = 0; ; redirects++) {
    const ip = await checkedAddress(url.hostname, resolve, blocked);
    const answer = await get(url, ip, deadline, maxBytes);
    if ('redirect' in answer) {
      if (redirects >= MAX_REDIRECTS) throw new RemoteImageError('imageFetch', 'Too many redirects');
      url = parseAddress(new URL(answer.redirect, url).href);
      continue;
    }
    const fileName = decodeURIComponent(url.pathname.split('/').pop() ?? '') || 'image';
    return { bytes: answer.bytes, fileName };
  }
}

type Answer = { bytes: Buffer } | { redirect: string };

/** One GET, connected to `ip` (already checked) whatever the name resolves to now. */
function get(url: URL, ip: string, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolveAnswer, reject) => {
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'image/*', 'user-agent': 'shop-catalogue-import/1' },
        // The connection goes to the checked address; TLS still checks the certificate against the name.
        lookup: (_hostname, options, callback) => {
          const family = net.isIP(ip);
          if ((options as { all?: boolean }).all) callback(null, [{ address: ip, family }]);
          else callback(null, ip, family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolveAnswer({ redirect: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new RemoteImageError('imageFetch', `The address answered ${status}`));
          return;
        }
        const type = response.headers['content-type'] ?? '';
        if (type && !/^image\//i.test(type) && !/^application\/octet-stream/i.test(type)) {
          response.resume();
          reject(new RemoteImageError('notAnImage', `The address gave ${type}, not a picture`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          reject(new RemoteImageError('imageTooLarge', 'The picture is larger than an upload may be'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new RemoteImageError('imageTooLarge', 'The picture is larger than an upload may be'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolveAnswer({ bytes: Buffer.concat(chunks) }));
        response.on('error', () => reject(new RemoteImageError('imageFetch', 'The picture did not arrive whole')));
      },
    );
    request.on('error', (error) =>
      reject(
        error instanceof RemoteImageError
          ? error
          : new RemoteImageError('imageFetch', signal.aborted ? 'The address took too long' : error.message),
      ),
    );
  });
}
