/**
 * Who may do what in firebase/firestore.rules, stated once as a table, and who is asking in the local doubles.
 *
 * The doubles (firestore-double.ts, storage-double.ts) evaluate the rules files themselves
 * (rules-evaluator.ts); this table is the summary a reader checks a change of the rules against:
 * access.test.ts parses each `allow` condition and fails when the caller it requires (anyone, anyone for
 * listed documents, an admin, nobody) differs from the table's. A change of who may do what in the rules must be
 * made here too; a change of what the data may hold need not.
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
 * shapes apart; so is a repair's view updated by anyone (the customer's answer) or the admin (a move). A collection
 * missing from the table is closed to everybody, as in the rules.
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
  repairs: { get: 'admin', list: 'admin', create: 'admin', update: 'admin', delete: 'nobody' },
  // Anyone with the token gets the view and may answer its quote once (an update of that shape only); nobody lists.
  repairStatus: { get: 'anyone', list: 'nobody', create: 'admin', update: 'anyone', delete: 'nobody' },
  repairCounters: { get: 'admin', list: 'nobody', create: 'admin', update: 'admin', delete: 'nobody' },
};

/**
 * Who is asking, as the doubles read it from the request's token: the owner (the emulators' stand-in for the
 * Admin SDK, which the rules do not judge), a visitor without a token, or an account with its token's claims.
 */
export type Caller = { kind: 'owner' } | { kind: 'visitor' } | { kind: 'account'; claims: Record<string, unknown> };

/**
 * The caller of a request from its Authorization header: `Bearer <token>` (Firestore) or `Firebase <token>`
 * (Storage). `owner` is the emulators' stand-in for the Admin SDK's credentials and passes every check. Any
 * other token is read as the Auth emulator issues them, an unsigned JWT, whose payload becomes
 * `request.auth.token` for the rules. Nothing is verified: these doubles trust the Auth emulator on this machine.
 * Undefined for a header that is not a token at all (the services answer 401 to that).
 */
export function callerOf(authorization: string | undefined): Caller | undefined {
  if (!authorization) return { kind: 'visitor' };
  const match = /^(?:Bearer|Firebase) (\S+)$/.exec(authorization);
  if (!match?.[1]) return undefined;
  const token = match[1];
  if (token === 'owner') return { kind: 'owner' };
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return undefined;
    return { kind: 'account', claims: claims as Record<string, unknown> };
  } catch {
    return undefined;
  }
}
