import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A build's page shell as Vite writes it, in miniature: its entry script is what a rendered page starts. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shell title</title>
    <meta name="description" content="Shell description" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A built site in miniature (dist/client): the shell, the manifest and one asset; returns its folder. */
export function writeTestSite(dir: string): string {
  const staticDir = path.join(dir, 'client');
  fs.mkdirSync(path.join(staticDir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-1.js'), 'console.log("site")');
  fs.writeFileSync(
    path.join(staticDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-1.js' } }),
  );
  return staticDir;
}

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * Sends requests over a real socket with the request line exactly as written: `fastify.inject` (and any WHATWG
 * URL) would resolve `/./`, `..` and `%2e` before the server saw them, as a browser does and an attacker does not.
 */
export async function rawClient(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  return {
    send(method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
      return new Promise((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: address.port, method, path: target, agent, headers },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString(),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    port: address.port,
    close: () => agent.destroy(),
  };
}

/**
 * Sends `target` as the bytes of a request line on a socket of its own, whatever they are (control characters,
 * raw Unicode, spaces): what no HTTP client library agrees to send. Answers the status line's code, or 0 when the
 * server closed the socket without one.
 */
export function sendRequestLine(port: number, target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    // Written, not ended: a socket half-closed by its client may be closed by the server before it answers.
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        Buffer.from(target, 'utf8'),
        Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      ]),
    );
  });
}
