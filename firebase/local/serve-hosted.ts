import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFirestoreDouble } from './firestore-double';
import { createStorageDouble } from './storage-double';

/**
 * The Firestore and Storage doubles served over HTTP on 127.0.0.1, each on a free port, for the contract run
 * (scripts/firebase-contract-test.ts): the adapter reaches them through `connectFirestoreEmulator` and
 * `connectStorageEmulator`, as it would reach the official emulators.
 */
export type LocalDoubles = {
  /** host:port, as FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST take them. */
  firestore: string;
  storage: string;
  close(): Promise<void>;
};

/** The rules the doubles judge by: the project's files unless a test passes its own text. */
export type DoubleRules = { firestore?: string; storage?: string };

export async function startLocalDoubles(rules: DoubleRules = {}): Promise<LocalDoubles> {
  const firestore = createFirestoreDouble(Date.now, rules.firestore);
  const storage = createStorageDouble(Date.now, rules.storage);
  const firestoreServer = await listen(async (request, response) => {
    const text = (await bodyOf(request)).toString('utf8');
    // The SDK sends its JSON as text/plain (no CORS preflight); the double reads it whatever the type.
    const answer = firestore.handle({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      authorization: request.headers.authorization,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    send(response, answer.status, 'application/json', Buffer.from(JSON.stringify(answer.body)));
  });
  const storageServer = await listen(async (request, response) => {
    const answer = storage.handle({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      uploadProtocol: header(request, 'x-goog-upload-protocol'),
      body: await bodyOf(request),
    });
    const body = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(JSON.stringify(answer.body));
    send(response, answer.status, answer.contentType, body);
  });
  return {
    firestore: hostOf(firestoreServer),
    storage: hostOf(storageServer),
    close: async () => {
      await Promise.all([close(firestoreServer), close(storageServer)]);
    },
  };
}

/**
 * A browser page (the hosted smoke, scripts/hosted-smoke.ts) reaches the doubles from another origin, as it
 * reaches Google's hosts: the official emulators answer its CORS preflight and allow any origin, and so do these.
 */
function allowOtherOrigins(request: IncomingMessage, response: ServerResponse): boolean {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Expose-Headers', '*');
  if (request.method !== 'OPTIONS') return false;
  response.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': header(request, 'access-control-request-headers') ?? '*',
    'Access-Control-Max-Age': '600',
  });
  response.end();
  return true;
}

function listen(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>): Promise<Server> {
  const server = createServer((request, response) => {
    if (allowOtherOrigins(request, response)) return;
    handler(request, response).catch((error: unknown) => {
      // A defect of the double, not an answer of Firestore: said plainly, as a 500 the SDK reports.
      console.error('The local double failed on', request.method, request.url, error);
      send(
        response,
        500,
        'application/json',
        Buffer.from(JSON.stringify({ error: { code: 500, message: String(error) } })),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function send(response: ServerResponse, status: number, contentType: string, body: Buffer): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': body.length });
  response.end(body);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function hostOf(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  return `${address}:${port}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
