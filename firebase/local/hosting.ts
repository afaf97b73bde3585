import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A hosted build served on 127.0.0.1 as Firebase Hosting serves it by firebase.json (scripts/hosted-smoke.ts):
 * its i18n folder (a page under `localized/<language>/` for each language the browser accepts, then the
 * root), clean URLs (`/products` is `products/index.html`), the rewrite of every other path but /assets/** to
 * app.html, and its headers. One change to them: the Content-Security-Policy also lets the page reach and show
 * images from the local emulators and doubles (http://127.0.0.1 on any port), which a build for the emulators
 * talks to instead of Google's hosts.
 */
export type HostingServer = { url: string; close(): Promise<void> };

type HostingConfig = {
  cleanUrls?: boolean;
  i18n?: { root: string };
  rewrites?: { source: string; destination: string }[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** What the local policy adds to firebase.json's for each directive. */
const LOCAL_SOURCES: Record<string, string> = { 'connect-src': 'http://127.0.0.1:*', 'img-src': 'http://127.0.0.1:*' };

export async function startHostingServer(folder: string, firebaseJson = 'firebase.json'): Promise<HostingServer> {
  const hosting = (JSON.parse(fs.readFileSync(firebaseJson, 'utf8')) as { hosting: HostingConfig }).hosting;
  const root = path.resolve(folder);
  const server = createServer((request, response) => {
    try {
      serve(root, hosting, request, response);
    } catch (error) {
      console.error('The hosting server failed on', request.url, error);
      response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => close(server) };
}

function serve(root: string, hosting: HostingConfig, request: IncomingMessage, response: ServerResponse): void {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (pathname.includes('\0') || pathname.split('/').includes('..')) {
    response.writeHead(400).end();
    return;
  }
  // trailingSlash: false
  if (pathname.length > 1 && pathname.endsWith('/')) {
    response.writeHead(301, { Location: pathname.replace(/\/+$/, '') }).end();
    return;
  }
  const file = findFile(root, hosting, pathname, languagesOf(request.headers['accept-language']));
  const headers = headersFor(hosting, pathname);
  if (!file) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const body = fs.readFileSync(file);
  response.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The languages the browser accepts, in its order of preference: `en-US` is tried as `en-us`, then `en`. */
function languagesOf(header: string | undefined): string[] {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)).find(Boolean);
      return { tag: tag.toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.flatMap((entry) => [entry.tag, entry.tag.split('-')[0]!]))];
}

function findFile(root: string, hosting: HostingConfig, pathname: string, languages: string[]): string | null {
  const folders = [
    ...(hosting.i18n ? languages.map((language) => path.join(root, hosting.i18n!.root, language)) : []),
    root,
  ];
  for (const folder of folders) {
    const found = fileIn(folder, pathname, hosting.cleanUrls === true);
    if (found) return found;
  }
  const rewrite = hosting.rewrites?.find((rule) => matches(rule.source, pathname));
  return rewrite ? fileIn(root, rewrite.destination, false) : null;
}

function fileIn(folder: string, pathname: string, cleanUrls: boolean): string | null {
  const base = path.join(folder, pathname);
  const candidates = [base, path.join(base, 'index.html'), ...(cleanUrls ? [`${base}.html`] : [])];
  return candidates.find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/** Superstatic's globs as far as firebase.json uses them: `**`, `*` and a leading `!` for "all but". */
function matches(source: string, pathname: string): boolean {
  const negated = source.startsWith('!');
  const glob = negated ? source.slice(1) : source;
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const hit = new RegExp(`^${pattern}$`).test(pathname);
  return negated ? !hit : hit;
}

function headersFor(hosting: HostingConfig, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of hosting.headers ?? []) {
    if (!matches(rule.source, pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  const policy = headers['Content-Security-Policy'];
  if (policy) headers['Content-Security-Policy'] = withLocalHosts(policy);
  return headers;
}

function withLocalHosts(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      return name in LOCAL_SOURCES ? `${directive.trim()} ${LOCAL_SOURCES[name]}` : directive.trim();
    })
    .join('; ');
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
