/**
 * Who may do what in the local doubles of Firestore and Cloud Storage (firestore-double.ts, storage-double.ts):
 * the admin check of firebase/firestore.rules and firebase/storage.rules, written once as a table.
 *
 * This is a simplification of the rules, not the rules. It keeps, per collection (or Storage path) and
 * operation, who may ask at all: anyone, anyone but only for listed documents unless an admin, only a caller
 * whose token carries the custom claim `admin: true`, or nobody; and the largest list a query may ask for where
 * the rules bound it (`request.query.limit`). Besides that one field (`listed`, which decides who reads a
 * product), it does NOT check what the rules check of the data itself: field names and types, lengths, patterns, an order's
 * lines against the catalogue (get()), `request.time` on timestamps, the audit entry's actor, an image's
 * size and type. Those are proved only by the official emulators (`npm run test:rules`, Java 21).
 *
 * A change of who may do what in the rules must be made here too; a change of what the data may hold need not.
 */

/**
 * Who may perform an operation: anyone (signed in or not); `listed`: anyone, but a caller without the claim only
 * on documents whose LISTED_FIELD is true (`if isAdmin() || resource.data.listed == true`); an admin (the claim);
 * nobody.
 */
export type Who = 'anyone' | 'listed' | 'admin' | 'nobody';

/**
 * The field that makes a document readable by anyone where access is `listed` (products: every status but draft).
 * As with the rules, a get of a document without it (or of no document: `resource` is null) is refused, and a
 * list is allowed only when the query itself asks for `listed == true`: rules are not filters, and refuse a
 * query that could return a document they would refuse.
 */
export const LISTED_FIELD = 'listed';

/** The operations the rules tell apart (`allow get, list, create, update, delete`). */
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

type CollectionAccess = Record<Operation, Who> & {
  /** The rules' bound on `request.query.limit` for a list; a list without a limit is then refused too. */
  maxListLimit?: number;
  /** Only these document ids exist for the rules (settings/{name}: `name == 'shop'`). */
  onlyDocuments?: readonly string[];
};

/**
 * firebase/firestore.rules, collection by collection. An order may be created by anyone (a visitor's enquiry)
 * or by an admin (an order typed in by hand): both are "anyone" here, since the double does not tell the two
 * shapes apart. A collection missing from the table is closed to everybody, as in the rules.
 */
export const FIRESTORE_ACCESS: Readonly<Record<string, CollectionAccess>> = {
  products: { get: 'listed', list: 'listed', create: 'admin', update: 'admin', delete: 'admin', maxListLimit: 101 },
  orders: { get: 'admin', list: 'admin', create: 'anyone', update: 'admin', delete: 'admin' },
  audit: { get: 'admin', list: 'admin', create: 'admin', update: 'nobody', delete: 'nobody', maxListLimit: 101 },
  settings: {
    get: 'anyone',
    list: 'nobody',
    create: 'admin',
    update: 'admin',
    delete: 'nobody',
    onlyDocuments: ['shop'],
  },
  testimonials: { get: 'anyone', list: 'anyone', create: 'admin', update: 'admin', delete: 'admin', maxListLimit: 24 },
  insightEvents: { get: 'admin', list: 'admin', create: 'anyone', update: 'nobody', delete: 'admin' },
};

/**
 * firebase/storage.rules: objects directly under `products/` (the spec's keys and their resized copies) are
 * read by anyone and written or deleted by an admin; deeper paths under `products/` are readable, not
 * writable; everything else is closed. The rules' key pattern, size and content type are not checked.
 */
export function storageAccess(objectPath: string, operation: Operation): Who {
  if (!objectPath.startsWith('products/')) return 'nobody';
  if (operation === 'get') return 'anyone';
  if (operation === 'list') return 'admin';
  return /^products\/[^/]+$/.test(objectPath) ? 'admin' : 'nobody';
}

/** Who is asking, as the doubles read it from the request's token. */
export type Caller = 'owner' | 'admin' | 'signed-in' | 'anonymous';

/**
 * The caller of a request from its Authorization header: `Bearer <token>` (Firestore) or `Firebase <token>`
 * (Storage). `owner` is the emulators' stand-in for the Admin SDK's credentials and passes every check. Any
 * other token is read as the Auth emulator issues them, an unsigned JWT, and counts as an admin when its
 * payload carries `admin: true`. Nothing is verified: these doubles trust the Auth emulator on this machine.
 * Undefined for a header that is not a token at all (the services answer 401 to that).
 */
export function callerOf(authorization: string | undefined): Caller | undefined {
  if (!authorization) return 'anonymous';
  const match = /^(?:Bearer|Firebase) (\S+)$/.exec(authorization);
  if (!match?.[1]) return undefined;
  const token = match[1];
  if (token === 'owner') return 'owner';
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return undefined;
    return (claims as Record<string, unknown>).admin === true ? 'admin' : 'signed-in';
  } catch {
    return undefined;
  }
}

/**
 * Whether the caller passes the check of who may ask. For `listed`, anyone may ask; whether the document or the
 * query is a listed one is the double's to check (onlyListed).
 */
export function allows(who: Who, caller: Caller): boolean {
  if (caller === 'owner') return true;
  if (who === 'anyone' || who === 'listed') return true;
  if (who === 'admin') return caller === 'admin';
  return false;
}

/** Whether the caller sees only listed documents where access is `who`: everyone but an admin (and the owner). */
export function onlyListed(who: Who, caller: Caller): boolean {
  return who === 'listed' && caller !== 'admin' && caller !== 'owner';
}
