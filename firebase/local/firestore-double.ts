import { randomBytes } from 'node:crypto';
import { FIRESTORE_ACCESS, LISTED_FIELD, allows, callerOf, onlyListed, type Caller, type Operation } from './access';
import {
  compareValues,
  typeClassOf,
  valueAt,
  valuesEqual,
  withValueAt,
  type Fields,
  type Value,
} from './firestore-values';

/**
 * An in-memory stand-in for the Firestore REST API (v1), for running the hosted adapter's contract suite
 * where the official emulator cannot start (it needs Java 21). It answers exactly what `firebase/firestore/lite`
 * asks for when the adapter (src/data/firebase/) and the visitor beacon (src/data/insight-beacon.ts) use it:
 *
 * - `documents:commit`: writes (`update` with or without `updateMask`, `delete`), each with its precondition
 *   (`exists`, `updateTime`) and its `updateTransforms` (`setToServerValue: REQUEST_TIME`, the only transform
 *   the adapter uses), applied all or nothing with one commit time for the whole batch, at most 500 writes (the
 *   limit of a batch, which an import of the catalogue splits its writes by);
 * - `documents:batchGet`: found and missing documents;
 * - `:runQuery`: one collection (not a collection group) with field filters (`==`, `<`, `<=`, `>`, `>=`,
 *   `array-contains`) joined by AND, `orderBy` (with Firestore's implicit order by document name, and without
 *   the documents that lack an ordered field), `startAt`/`endAt` cursors, `offset` and `limit`;
 * - `:runAggregationQuery`: `count` over such a query;
 * - `POST …/documents/{collection}` (createDocument) and the emulator's reset,
 *   `DELETE /emulator/v1/projects/{p}/databases/(default)/documents`, which the contract harness uses.
 *
 * Anything else (transactions, collection groups, other filters and transforms, sum and average) is refused
 * with 501 and a message naming it, so that a new use in the adapter shows up here instead of passing unseen.
 *
 * Security: the admin check of firebase/firestore.rules as written in access.ts (who may get, list, create,
 * update, delete in each collection, and the rules' list limits), refused as Firestore refuses it (403,
 * PERMISSION_DENIED). Where access is `listed` (products), a caller without the claim gets only a document whose
 * `listed` is true (a draft, a record without it, or no document at all is refused), and lists only with a query
 * that asks for `listed == true` itself (the rules cannot prove it of the results otherwise, and refuse the whole
 * query). It does not check the rules' other conditions on the data, nor composite indexes.
 */

/** A request as the double takes it: the HTTP method, the path with its query, the headers, the JSON body. */
export type DoubleRequest = {
  method: string;
  url: string;
  authorization?: string | undefined;
  body?: unknown;
};

export type DoubleResponse = { status: number; body: unknown };

type StoredDocument = { fields: Fields; createTime: string; updateTime: string };

type Precondition = { exists?: boolean; updateTime?: string };
type Transform = { fieldPath: string; setToServerValue?: string; [other: string]: unknown };
type Write = {
  update?: { name: string; fields?: Fields };
  delete?: string;
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: Transform[];
  currentDocument?: Precondition;
  [other: string]: unknown;
};

type FieldFilter = { field: { fieldPath: string }; op: string; value: Value };
type Filter = {
  fieldFilter?: FieldFilter;
  compositeFilter?: { op: string; filters: Filter[] };
  unaryFilter?: unknown;
};
type Order = { field: { fieldPath: string }; direction?: 'ASCENDING' | 'DESCENDING' };
type Cursor = { values?: Value[]; before?: boolean };
type StructuredQuery = {
  from?: { collectionId: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: number | { value: number };
  select?: unknown;
  findNearest?: unknown;
};

/** Firestore's error, in the JSON shape its REST API answers and the SDK reads (`error.message`). */
class FirestoreFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly grpcStatus: string,
    message: string,
  ) {
    super(message);
  }
}

const denied = () => new FirestoreFailure(403, 'PERMISSION_DENIED', 'Missing or insufficient permissions.');
const unimplemented = (what: string) =>
  new FirestoreFailure(501, 'UNIMPLEMENTED', `The local Firestore double does not implement ${what}.`);
const invalid = (message: string) => new FirestoreFailure(400, 'INVALID_ARGUMENT', message);

/** The most writes one commit takes, as the SDK's writeBatch documents it. */
const MAX_COMMIT_WRITES = 500;

/** The parts of a write the double takes; any other is refused as not implemented. */
const WRITE_KEYS = new Set(['update', 'delete', 'updateMask', 'updateTransforms', 'currentDocument']);

const ROUTE =
  /^\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)((?:\/[^/:]+)*):(commit|batchGet|runQuery|runAggregationQuery)$/;
const CREATE = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)((?:\/[^/:]+\/[^/:]+)*\/[^/:]+)$/;
const RESET = /^\/emulator\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)$/;

export type FirestoreDouble = {
  handle(request: DoubleRequest): DoubleResponse;
  /** Every stored document's name: for tests. */
  names(): string[];
};

/** A new, empty double. `now` gives the clock in milliseconds (tests pass their own). */
export function createFirestoreDouble(now: () => number = Date.now): FirestoreDouble {
  const documents = new Map<string, StoredDocument>();
  let lastMicros = 0;

  /** The time of a commit or read: microseconds, as Firestore keeps them, and never twice the same. */
  function tick(): string {
    lastMicros = Math.max(lastMicros + 1, Math.floor(now() * 1000));
    const millis = Math.floor(lastMicros / 1000);
    const iso = new Date(millis).toISOString().slice(0, 19);
    return `${iso}.${String(lastMicros % 1_000_000).padStart(6, '0')}Z`;
  }

  function handle(request: DoubleRequest): DoubleResponse {
    try {
      const path = decodeURI(new URL(request.url, 'http://double').pathname);
      const reset = RESET.exec(path);
      if (reset && request.method === 'DELETE') {
        for (const name of [...documents.keys()]) if (name.startsWith(`${reset[1]}/`)) documents.delete(name);
        return { status: 200, body: {} };
      }
      const caller = callerOf(request.authorization);
      if (!caller) throw new FirestoreFailure(401, 'UNAUTHENTICATED', 'The request carries no valid token.');
      const create = CREATE.exec(path);
      if (create && request.method === 'POST') {
        return { status: 200, body: createDocument(create[1]! + create[2]!, request.url, request.body, caller) };
      }
      const route = ROUTE.exec(path);
      if (!route || request.method !== 'POST') throw unimplemented(`${request.method} ${path}`);
      const root = route[1]!;
      const parent = root + (route[2] ?? '');
      const body = (request.body ?? {}) as Record<string, unknown>;
      switch (route[3]) {
        case 'commit':
          return { status: 200, body: commit(root, body, caller) };
        case 'batchGet':
          return { status: 200, body: batchGet(root, body, caller) };
        case 'runQuery':
          return { status: 200, body: runQuery(parent, body, caller) };
        default:
          return { status: 200, body: runAggregation(parent, body, caller) };
      }
    } catch (error) {
      if (!(error instanceof FirestoreFailure)) throw error;
      return {
        status: error.httpStatus,
        body: { error: { code: error.httpStatus, message: error.message, status: error.grpcStatus } },
      };
    }
  }

  function commit(root: string, body: Record<string, unknown>, caller: Caller) {
    if (body.transaction !== undefined) throw unimplemented('transactions');
    const writes = (body.writes ?? []) as Write[];
    if (writes.length > MAX_COMMIT_WRITES) throw invalid(`maximum ${MAX_COMMIT_WRITES} writes allowed per request`);
    const time = tick();
    // Staged: nothing is kept unless every write passes its check and its precondition.
    const staged = new Map(documents);
    const results = writes.map((write) => {
      const other = Object.keys(write).find((key) => !WRITE_KEYS.has(key));
      if (other) throw unimplemented(`the write field ${other}`);
      const name = write.update?.name ?? write.delete;
      if (!name) throw invalid('A write names no document.');
      const current = staged.get(checkedName(root, name));
      const operation: Operation = write.delete ? 'delete' : current ? 'update' : 'create';
      checkAccess(name, root, operation, caller);
      checkPrecondition(name, current, write.currentDocument, Boolean(write.delete));
      if (write.delete) {
        staged.delete(name);
        return { updateTime: time };
      }
      let fields: Fields = write.updateMask ? { ...(current?.fields ?? {}) } : { ...(write.update?.fields ?? {}) };
      for (const path of write.updateMask?.fieldPaths ?? []) {
        fields = withValueAt(fields, path, valueAt(write.update?.fields ?? {}, path));
      }
      const transformResults: Value[] = [];
      for (const transform of write.updateTransforms ?? []) {
        if (transform.setToServerValue !== 'REQUEST_TIME' || Object.keys(transform).length !== 2) {
          throw unimplemented(`the field transform ${JSON.stringify(transform)}`);
        }
        const value: Value = { timestampValue: time };
        fields = withValueAt(fields, transform.fieldPath, value);
        transformResults.push(value);
      }
      staged.set(name, { fields, createTime: current?.createTime ?? time, updateTime: time });
      return { updateTime: time, transformResults };
    });
    documents.clear();
    for (const [name, stored] of staged) documents.set(name, stored);
    return { writeResults: results, commitTime: time };
  }

  /** createDocument: a new document under a random id (or `?documentId=`), as one commit with exists: false. */
  function createDocument(collection: string, url: string, body: unknown, caller: Caller) {
    const root = collection.slice(0, collection.indexOf('/documents') + '/documents'.length);
    const id = new URL(url, 'http://double').searchParams.get('documentId') ?? randomId();
    const name = `${collection}/${id}`;
    const fields = ((body ?? {}) as { fields?: Fields }).fields ?? {};
    commit(root, { writes: [{ update: { name, fields }, currentDocument: { exists: false } }] }, caller);
    return toDocument(name, documents.get(name)!);
  }

  function batchGet(root: string, body: Record<string, unknown>, caller: Caller) {
    for (const key of ['mask', 'transaction', 'newTransaction', 'readTime']) {
      if (body[key] !== undefined) throw unimplemented(`batchGet with ${key}`);
    }
    const names = (body.documents ?? []) as string[];
    // The rules judge every document before any is read: one refused, the whole read is refused.
    for (const name of names) {
      checkedName(root, name);
      checkAccess(name, root, 'get', caller);
      checkListedRead(name, root, caller);
    }
    const readTime = tick();
    return names.map((name) => {
      const found = documents.get(name);
      return found ? { found: toDocument(name, found), readTime } : { missing: name, readTime };
    });
  }

  function runQuery(parent: string, body: Record<string, unknown>, caller: Caller) {
    if (body.transaction !== undefined || body.newTransaction !== undefined || body.readTime !== undefined) {
      throw unimplemented('queries in transactions or at a read time');
    }
    const found = select(parent, body.structuredQuery as StructuredQuery | undefined, caller);
    const readTime = tick();
    if (found.length === 0) return [{ readTime }];
    return found.map(([name, stored]) => ({ document: toDocument(name, stored), readTime }));
  }

  function runAggregation(parent: string, body: Record<string, unknown>, caller: Caller) {
    const request = body.structuredAggregationQuery as
      | { structuredQuery?: StructuredQuery; aggregations?: { alias: string; count?: { upTo?: number | string } }[] }
      | undefined;
    if (!request) throw invalid('No structuredAggregationQuery.');
    const found = select(parent, request.structuredQuery, caller);
    const aggregateFields: Record<string, Value> = {};
    for (const aggregation of request.aggregations ?? []) {
      if (!aggregation.count || Object.keys(aggregation).length !== 2) {
        throw unimplemented(`the aggregation ${JSON.stringify(aggregation)}`);
      }
      const upTo = aggregation.count.upTo === undefined ? Infinity : Number(aggregation.count.upTo);
      aggregateFields[aggregation.alias] = { integerValue: String(Math.min(found.length, upTo)) };
    }
    return [{ result: { aggregateFields }, readTime: tick() }];
  }

  /** The documents a structured query finds, in its order, after its cursors, offset and limit. */
  function select(parent: string, query: StructuredQuery | undefined, caller: Caller): [string, StoredDocument][] {
    if (!query) throw invalid('No structuredQuery.');
    if (query.select !== undefined || query.findNearest !== undefined)
      throw unimplemented('projections and vector search');
    const [from, ...others] = query.from ?? [];
    if (!from || others.length > 0) throw invalid('A query needs exactly one collection.');
    if (from.allDescendants) throw unimplemented('collection group queries');
    const limit = typeof query.limit === 'object' ? query.limit.value : query.limit;
    checkList(from.collectionId, parent, limit, caller, query.where);

    const prefix = `${parent}/${from.collectionId}/`;
    const orders = normalisedOrders(query);
    const matches = [...documents].filter(
      ([name, stored]) =>
        name.startsWith(prefix) &&
        !name.slice(prefix.length).includes('/') &&
        (!query.where || matchesFilter(name, stored.fields, query.where)) &&
        // Firestore leaves out documents without a field the query is ordered by.
        orders.every((order) => fieldOf(name, stored.fields, order.field.fieldPath) !== undefined),
    );
    const keyOf = ([name, stored]: [string, StoredDocument]) =>
      orders.map((order) => fieldOf(name, stored.fields, order.field.fieldPath)!);
    const compareKeys = (a: Value[], b: Value[]) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const order = compareValues(a[i]!, b[i]!);
        if (order !== 0) return orders[i]?.direction === 'DESCENDING' ? -order : order;
      }
      return 0;
    };
    matches.sort((a, b) => compareKeys(keyOf(a), keyOf(b)));

    let result = matches;
    if (query.startAt) {
      const { values = [], before = false } = query.startAt;
      // before: the cursor sits just before its values (startAt); otherwise just after them (startAfter).
      result = result.filter((entry) => {
        const order = compareKeys(keyOf(entry), values);
        return before ? order >= 0 : order > 0;
      });
    }
    if (query.endAt) {
      const { values = [], before = false } = query.endAt;
      // before: the list ends just before its values (endBefore); otherwise just after them (endAt).
      result = result.filter((entry) => {
        const order = compareKeys(keyOf(entry), values);
        return before ? order < 0 : order <= 0;
      });
    }
    return result.slice(query.offset ?? 0, limit === undefined ? undefined : (query.offset ?? 0) + limit);
  }

  /**
   * Where access is `listed`, a caller without the claim reads only a document whose `listed` is true: the rule
   * `resource.data.listed == true` fails for a draft, for a record without the field, and for no document at all.
   */
  function checkListedRead(name: string, root: string, caller: Caller): void {
    const access = FIRESTORE_ACCESS[name.slice(root.length + 1).split('/')[0] ?? ''];
    if (!access || !onlyListed(access.get, caller)) return;
    const listed = documents.get(name)?.fields[LISTED_FIELD];
    if (!listed || !('booleanValue' in listed) || listed.booleanValue !== true) throw denied();
  }

  return { handle, names: () => [...documents.keys()] };
}

/** The order Firestore applies: the query's, with an inequality's field first if unordered, then the document name. */
function normalisedOrders(query: StructuredQuery): Order[] {
  const orders = [...(query.orderBy ?? [])];
  const inequality = query.where ? inequalityField(query.where) : undefined;
  if (orders.length === 0 && inequality) orders.push({ field: { fieldPath: inequality }, direction: 'ASCENDING' });
  if (!orders.some((order) => order.field.fieldPath === '__name__')) {
    orders.push({ field: { fieldPath: '__name__' }, direction: orders.at(-1)?.direction ?? 'ASCENDING' });
  }
  return orders;
}

const RANGE_OPS = new Set(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL']);

function inequalityField(filter: Filter): string | undefined {
  if (filter.fieldFilter && RANGE_OPS.has(filter.fieldFilter.op)) return filter.fieldFilter.field.fieldPath;
  for (const inner of filter.compositeFilter?.filters ?? []) {
    const found = inequalityField(inner);
    if (found) return found;
  }
  return undefined;
}

/** A document's field, with `__name__` as a reference to the document itself. */
function fieldOf(name: string, fields: Fields, path: string): Value | undefined {
  return path === '__name__' ? { referenceValue: name } : valueAt(fields, path);
}

function matchesFilter(name: string, fields: Fields, filter: Filter): boolean {
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== 'AND') throw unimplemented(`${filter.compositeFilter.op} filters`);
    return filter.compositeFilter.filters.every((inner) => matchesFilter(name, fields, inner));
  }
  if (!filter.fieldFilter) throw unimplemented(`the filter ${JSON.stringify(filter)}`);
  const { field, op, value } = filter.fieldFilter;
  const actual = fieldOf(name, fields, field.fieldPath);
  if (actual === undefined) return false;
  if (op === 'EQUAL') return valuesEqual(actual, value);
  if (op === 'ARRAY_CONTAINS') {
    return 'arrayValue' in actual && (actual.arrayValue.values ?? []).some((item) => valuesEqual(item, value));
  }
  if (RANGE_OPS.has(op)) {
    // A range matches values of its own type only: where('at', '>=', a timestamp) skips strings.
    if (typeClassOf(actual) !== typeClassOf(value)) return false;
    const order = compareValues(actual, value);
    if (op === 'LESS_THAN') return order < 0;
    if (op === 'LESS_THAN_OR_EQUAL') return order <= 0;
    if (op === 'GREATER_THAN') return order > 0;
    return order >= 0;
  }
  throw unimplemented(`the operator ${op}`);
}

/** The collection and document id of a name under the database root; refuses a name of another database. */
function checkedName(root: string, name: string): string {
  if (!name.startsWith(`${root}/`)) throw invalid(`${name} is not a document of ${root}.`);
  const segments = name.slice(root.length + 1).split('/');
  if (segments.length % 2 !== 0 || segments.some((segment) => segment === '')) {
    throw invalid(`${name} is not a document name.`);
  }
  return name;
}

/** The admin check of access.ts for one document. Only top-level collections exist in the rules. */
function checkAccess(name: string, root: string, operation: Operation, caller: Caller): void {
  if (caller === 'owner') return;
  const [collection, id, ...deeper] = name.slice(root.length + 1).split('/');
  const access = collection === undefined || deeper.length > 0 ? undefined : FIRESTORE_ACCESS[collection];
  if (!access || !allows(access[operation], caller)) throw denied();
  if (access.onlyDocuments && !access.onlyDocuments.includes(id ?? '')) throw denied();
}

function checkList(
  collection: string,
  parent: string,
  limit: number | undefined,
  caller: Caller,
  where: Filter | undefined,
): void {
  if (caller === 'owner') return;
  const access = parent.endsWith('/documents') ? FIRESTORE_ACCESS[collection] : undefined;
  if (!access || !allows(access.list, caller)) throw denied();
  if (access.maxListLimit !== undefined && (limit === undefined || limit > access.maxListLimit)) throw denied();
  // Rules are not filters: a query that could return an unlisted document is refused whole.
  if (onlyListed(access.list, caller) && !(where && asksListed(where))) throw denied();
}

/** Whether a query's filter itself holds `listed == true` for every document it returns (an AND of it, or it). */
function asksListed(filter: Filter): boolean {
  if (filter.compositeFilter)
    return filter.compositeFilter.op === 'AND' && filter.compositeFilter.filters.some(asksListed);
  const field = filter.fieldFilter;
  return (
    field?.field.fieldPath === LISTED_FIELD &&
    field.op === 'EQUAL' &&
    'booleanValue' in field.value &&
    field.value.booleanValue === true
  );
}

function checkPrecondition(
  name: string,
  current: StoredDocument | undefined,
  precondition: Precondition | undefined,
  isDelete: boolean,
): void {
  if (precondition?.exists === false && current) {
    throw new FirestoreFailure(409, 'ALREADY_EXISTS', `Document already exists: ${name}`);
  }
  if (precondition?.exists === true && !current) {
    throw new FirestoreFailure(404, 'NOT_FOUND', `No document to ${isDelete ? 'delete' : 'update'}: ${name}`);
  }
  if (precondition?.updateTime !== undefined) {
    const same =
      current &&
      compareValues({ timestampValue: current.updateTime }, { timestampValue: precondition.updateTime }) === 0;
    if (!same)
      throw new FirestoreFailure(400, 'FAILED_PRECONDITION', `The document was changed since it was read: ${name}`);
  }
}

/** A document id as the SDKs make them: 20 letters and digits. */
function randomId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
}

function toDocument(name: string, stored: StoredDocument) {
  return { name, fields: stored.fields, createTime: stored.createTime, updateTime: stored.updateTime };
}
