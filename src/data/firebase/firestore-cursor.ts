import { BackendError } from '../backend';

/**
 * The `createdAt` of the last document of a page, exactly as Firestore holds it. Timestamps keep their
 * nanoseconds: two documents written in the same millisecond must not fall between two pages.
 * Text and number values come from records written before createdAt was a timestamp.
 */
export type CursorValue =
  | { kind: 'timestamp'; seconds: number; nanoseconds: number }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number };

/** Where the next page starts: after (createdAt, document id) in descending order. */
export type Cursor = { createdAt: CursorValue; id: string };

type TimestampLike = { seconds: number; nanoseconds: number; toMillis(): number };

/** The cursor value of a raw `createdAt`, or null when the field holds nothing that orders (absent, map…). */
export function cursorValueOf(raw: unknown): CursorValue | null {
  if (isTimestampLike(raw)) return { kind: 'timestamp', seconds: raw.seconds, nanoseconds: raw.nanoseconds };
  if (typeof raw === 'string') return { kind: 'string', value: raw };
  if (typeof raw === 'number' && Number.isFinite(raw)) return { kind: 'number', value: raw };
  return null;
}

export function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TimestampLike).seconds === 'number' &&
    typeof (value as TimestampLike).nanoseconds === 'number' &&
    typeof (value as TimestampLike).toMillis === 'function'
  );
}

/** An opaque, URL-safe string. */
export function encodeCursor(cursor: Cursor): string {
  const { createdAt, id } = cursor;
  const tuple =
    createdAt.kind === 'timestamp'
      ? ['t', createdAt.seconds, createdAt.nanoseconds, id]
      : createdAt.kind === 'string'
        ? ['s', createdAt.value, id]
        : ['n', createdAt.value, id];
  return toBase64Url(JSON.stringify(tuple));
}

/** The cursor of `encodeCursor`, or a 400 BackendError for anything else. */
export function decodeCursor(value: string): Cursor {
  let tuple: unknown;
  try {
    tuple = JSON.parse(fromBase64Url(value));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(tuple)) throw invalidCursor();
  const [kind, ...rest] = tuple as unknown[];
  if (kind === 't' && rest.length === 3) {
    const [seconds, nanoseconds, id] = rest;
    if (
      Number.isSafeInteger(seconds) &&
      Number.isInteger(nanoseconds) &&
      (nanoseconds as number) >= 0 &&
      (nanoseconds as number) < 1e9 &&
      isDocumentId(id)
    ) {
      return { createdAt: { kind: 'timestamp', seconds: seconds as number, nanoseconds: nanoseconds as number }, id };
    }
  } else if (kind === 's' && rest.length === 2) {
    const [text, id] = rest;
    if (typeof text === 'string' && isDocumentId(id)) return { createdAt: { kind: 'string', value: text }, id };
  } else if (kind === 'n' && rest.length === 2) {
    const [number, id] = rest;
    if (typeof number === 'number' && Number.isFinite(number) && isDocumentId(id)) {
      return { createdAt: { kind: 'number', value: number }, id };
    }
  }
  throw invalidCursor();
}

/**
 * A Firestore document id as the adapter accepts it from a route or a cursor: no slash (it would
 * name another path), not `.` or `..`, not the reserved `__name__` form, at most 1,500 bytes.
 */
export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    new TextEncoder().encode(value).length <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

function invalidCursor(): BackendError {
  return new BackendError('invalid', 400, { fields: { cursor: 'invalid' }, message: 'Invalid query: cursor: invalid' });
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new Error('not base64url');
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
