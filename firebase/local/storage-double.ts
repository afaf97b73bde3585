import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { callerOf } from './access';
import { RulesMap, RulesPath, Timestamp, authOf, compileRules, fromJson, type RulesValue } from './rules-evaluator';
import type { Method } from './rules-language';

/**
 * An in-memory stand-in for the Cloud Storage for Firebase REST API (`/v0/b/{bucket}/o…`), for the hosted
 * adapter's contract run where the official Storage emulator cannot start (Java 21). It answers exactly what
 * `firebase/storage` sends for the adapter's calls (src/data/firebase/image-upload.ts):
 *
 * - `uploadBytes`: a multipart upload (`POST /v0/b/{bucket}/o?name=…`, `X-Goog-Upload-Protocol: multipart`,
 *   the metadata as JSON then the bytes), answered with the object's metadata and a download token;
 * - `getDownloadURL`: `GET /v0/b/{bucket}/o/{key}`, the metadata with `downloadTokens`, from which the SDK
 *   builds `http://{host}/v0/b/{bucket}/o/{key}?alt=media&token=…`;
 * - `deleteObject`: `DELETE /v0/b/{bucket}/o/{key}` (404 when the object is not there);
 * - and the download itself (`?alt=media`), so that a test can read back what was stored.
 *
 * Resumable uploads, listing and metadata updates are refused with 501 and a message naming them.
 *
 * Security: firebase/storage.rules itself, evaluated for every request (rules-evaluator.ts) with the object's
 * path, `request.auth` from the token, and for an upload `request.resource` (name, bucket, size, contentType,
 * metadata): the key pattern, the size limit and the content types included. A request the rules refuse is
 * answered 403, as Cloud Storage answers it.
 */

export type StorageRequest = {
  method: string;
  url: string;
  authorization?: string | undefined;
  contentType?: string | undefined;
  uploadProtocol?: string | undefined;
  body?: Buffer;
};

export type StorageResponse = { status: number; contentType: string; body: Buffer | object };

type StoredObject = { bytes: Buffer; metadata: Record<string, unknown> };

const OBJECT = /^\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?$/;

export type StorageDouble = {
  handle(request: StorageRequest): StorageResponse;
  /** Every stored object as bucket/key: for tests. */
  keys(): string[];
};

/** firebase/storage.rules, as the project deploys it. */
export function projectStorageRules(): string {
  return readFileSync(new URL('../storage.rules', import.meta.url), 'utf8');
}

/** A new, empty double judging requests by `rulesSource` (the project's storage.rules by default). */
export function createStorageDouble(
  now: () => number = Date.now,
  rulesSource: string = projectStorageRules(),
): StorageDouble {
  const rules = compileRules(rulesSource);
  const objects = new Map<string, StoredObject>();
  let generation = 0;

  function handle(request: StorageRequest): StorageResponse {
    const url = new URL(request.url, 'http://double');
    const route = OBJECT.exec(url.pathname);
    if (!route) return failure(501, `The local Storage double does not implement ${request.method} ${url.pathname}.`);
    const bucket = decodeURIComponent(route[1]!);
    const caller = callerOf(request.authorization);
    if (!caller) return failure(401, 'The request carries no valid token.');
    const check = (key: string, method: Method, incoming?: Record<string, unknown>) => {
      if (caller.kind === 'owner') return true;
      const stored = objects.get(`${bucket}/${key}`);
      const path = new RulesPath(['b', bucket, 'o', ...key.split('/')]);
      return rules.allows({
        path: path.toString(),
        method,
        resource: stored ? objectResource(stored.metadata) : null,
        request: RulesMap.of({
          auth: authOf(caller.kind === 'account' ? caller.claims : null),
          method,
          path,
          time: Timestamp.fromMillis(now()),
          ...(incoming ? { resource: objectResource(incoming) } : {}),
        }),
      });
    };

    if (route[2] === undefined) {
      if (request.method !== 'POST') return failure(501, 'The local Storage double does not list objects.');
      if (request.uploadProtocol !== 'multipart') {
        return failure(
          501,
          `The local Storage double takes multipart uploads only (got ${request.uploadProtocol ?? 'none'}).`,
        );
      }
      const key = url.searchParams.get('name') ?? '';
      const exists = objects.has(`${bucket}/${key}`);
      const parts = multipartParts(request.contentType, request.body ?? Buffer.alloc(0));
      if (!parts) return failure(400, 'A multipart upload needs a JSON part and a data part.');
      const given = JSON.parse(parts.metadata.toString('utf8')) as Record<string, unknown>;
      const incoming = {
        name: key,
        bucket,
        size: parts.data.length,
        contentType: typeof given.contentType === 'string' ? given.contentType : parts.contentType,
        metadata: given.metadata ?? {},
      };
      if (!check(key, exists ? 'update' : 'create', incoming)) {
        return failure(403, 'Permission denied. No WRITE permission.');
      }
      const time = new Date(now()).toISOString();
      const metadata = {
        name: key,
        bucket,
        generation: String(++generation),
        metageneration: '1',
        contentType: typeof given.contentType === 'string' ? given.contentType : parts.contentType,
        timeCreated: time,
        updated: time,
        storageClass: 'STANDARD',
        size: String(parts.data.length),
        md5Hash: createHash('md5').update(parts.data).digest('base64'),
        contentEncoding: given.contentEncoding ?? 'identity',
        contentDisposition: given.contentDisposition ?? 'inline',
        ...(given.cacheControl === undefined ? {} : { cacheControl: given.cacheControl }),
        ...(given.metadata === undefined ? {} : { metadata: given.metadata }),
        downloadTokens: randomUUID(),
      };
      objects.set(`${bucket}/${key}`, { bytes: parts.data, metadata });
      return { status: 200, contentType: 'application/json', body: metadata };
    }

    const key = decodeURIComponent(route[2]);
    const stored = objects.get(`${bucket}/${key}`);
    if (request.method === 'GET') {
      // A download URL's token opens the object whatever the rules say, as in Cloud Storage.
      const token = url.searchParams.get('token');
      const byToken = token !== null && stored?.metadata.downloadTokens === token;
      if (!byToken && !check(key, 'get')) return failure(403, 'Permission denied. No READ permission.');
      if (!stored) return failure(404, 'Not Found.');
      if (url.searchParams.get('alt') === 'media') {
        return { status: 200, contentType: String(stored.metadata.contentType), body: stored.bytes };
      }
      return { status: 200, contentType: 'application/json', body: stored.metadata };
    }
    if (request.method === 'DELETE') {
      if (!check(key, 'delete')) return failure(403, 'Permission denied. No WRITE permission.');
      if (!stored) return failure(404, 'Not Found.');
      objects.delete(`${bucket}/${key}`);
      return { status: 204, contentType: 'application/json', body: Buffer.alloc(0) };
    }
    return failure(501, `The local Storage double does not implement ${request.method} on an object.`);
  }

  return { handle, keys: () => [...objects.keys()] };
}

/** `resource` (or `request.resource`) of storage.rules for an object's metadata; sizes are ints. */
function objectResource(metadata: Record<string, unknown>): RulesValue {
  const { size, ...rest } = metadata;
  const fields = new Map((fromJson(rest) as RulesMap).entries);
  fields.set('size', BigInt(Number(size)));
  return new RulesMap(fields);
}

/** Cloud Storage's error, in the JSON shape the SDK reads (it goes by the status). */
function failure(status: number, message: string): StorageResponse {
  return { status, contentType: 'application/json', body: { error: { code: status, message } } };
}

/** The two parts of a `multipart/related` upload as the SDK builds it: the JSON metadata, then the data. */
function multipartParts(
  contentType: string | undefined,
  body: Buffer,
): { metadata: Buffer; data: Buffer; contentType: string } | null {
  const boundary = /boundary=([^;]+)/.exec(contentType ?? '')?.[1];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part lies between "--boundary\r\n" and "\r\n--boundary".
    parts.push(body.subarray(start + delimiter.length + 2, next - 2));
    start = next;
  }
  const [metadataPart, dataPart] = parts;
  if (!metadataPart || !dataPart) return null;
  const split = (part: Buffer) => {
    const end = part.indexOf('\r\n\r\n');
    return { headers: part.subarray(0, end).toString('utf8'), content: part.subarray(end + 4) };
  };
  const metadata = split(metadataPart);
  const data = split(dataPart);
  const type = /content-type:\s*([^\r\n]+)/i.exec(data.headers)?.[1] ?? 'application/octet-stream';
  return { metadata: metadata.content, data: data.content, contentType: type.trim() };
}
