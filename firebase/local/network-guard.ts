import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';

/**
 * Keeps the contract run on this machine: every request must go to one of the given hosts (the Auth emulator
 * and the Firestore and Storage emulators or doubles). A request for any other host, a real Google one above
 * all, is refused where it starts (never sent) and recorded; `takeStrayRequests` hands the record to the test's afterEach,
 * which fails the test naming the address, even when the SDK swallowed the refusal (as the adapter's audit
 * write does, by design).
 *
 * What it watches: `fetch` (which Firestore lite, Storage and Auth use in Node), `XMLHttpRequest` where one
 * exists, and, underneath both and `node:http`, every TCP connection this process opens (the
 * `net.client.socket` diagnostics channel), which is cut when it reaches an address that is not allowed.
 */
export function guardNetwork(allowedHosts: readonly string[]): void {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  const allowedAddresses = new Set(allowedHosts.map((host) => host.toLowerCase().replace(/^localhost:/, '127.0.0.1:')));

  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!allowed.has(url.host.toLowerCase())) {
      stray.push(url.href);
      return Promise.resolve(refusal(url.href));
    }
    return realFetch(input, init);
  };

  const Xhr = (globalThis as { XMLHttpRequest?: { prototype: { open(method: string, url: string | URL): void } } })
    .XMLHttpRequest;
  if (Xhr) {
    const open = Xhr.prototype.open;
    Xhr.prototype.open = function (this: unknown, method: string, url: string | URL, ...rest: unknown[]) {
      const parsed = new URL(String(url));
      if (!allowed.has(parsed.host.toLowerCase())) {
        stray.push(parsed.href);
        throw new TypeError(`Blocked by the contract run's network guard: ${parsed.href}`);
      }
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    };
  }

  subscribe('net.client.socket', (message) => {
    const { socket } = message as { socket: Socket };
    socket.once('connect', () => {
      const address = `${(socket.remoteAddress ?? '?').replace(/^::ffff:/, '')}:${socket.remotePort ?? '?'}`;
      if (!allowedAddresses.has(address)) {
        stray.push(`tcp://${address}`);
        socket.destroy(new Error(`Blocked by the contract run's network guard: ${address}`));
      }
    });
  });
}

const stray: string[] = [];

/**
 * The answer to a refused fetch: an HTTP error that the SDKs do not retry (421 Misdirected Request; a network
 * error would be retried by Storage for minutes), its message naming the guard.
 */
function refusal(url: string): Response {
  const message = `Blocked by the contract run's network guard: ${url}`;
  return new Response(JSON.stringify({ error: { code: 421, message } }), {
    status: 421,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The requests refused since the last call, and forgets them. */
export function takeStrayRequests(): string[] {
  return stray.splice(0, stray.length);
}
