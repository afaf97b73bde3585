import net from 'node:net';

/**
 * Which proxies may tell the server who the client is (X-Forwarded-For, -Host, -Proto). Off by default: the
 * client is the socket's peer, and a forwarded header from anyone is ignored.
 * - `{ hops: n }`: n proxies in front of the server, the nearest on this machine or the private network
 *   (loopback, 10/8, 172.16/12, 192.168/16, fc00::/7, link-local). A request that reaches the server
 *   directly from any other address names no one but itself, whatever headers it carries.
 * - `{ addresses }`: the proxies' addresses or CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`);
 *   each hop from one of them is trusted, the first hop from anywhere else is the client.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Reads TRUST_PROXY: empty or `false` for off, a whole number of hops, or a comma-separated list. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : { error: 'a hop count is at most 10' };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const bad = addresses.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    return { error: `"${bad}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal` };
  }
  return { addresses };
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const PRIVATE_NETWORKS = new net.BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** Whether `address` is on this machine or the private network. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const version = net.isIP(plain);
  if (version === 0) return false;
  return PRIVATE_NETWORKS.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's `trustProxy` for a setting. Fastify refuses a bare hop count (it cannot tell a proxy from a
 * client that sends the header itself: https://fastify.dev/docs/latest/Reference/Server/#trustproxy), so
 * hops become a function that also checks the nearest hop's address.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('addresses' in setting) return setting.addresses;
  const { hops } = setting;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}
