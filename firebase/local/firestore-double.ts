import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { callerOf, type Caller } from './access';
import {
  MAX_DOCUMENT_BYTES,
  projectIndexes,
  queryProblem,
  type CompositeIndex,
  type QueryShape,
} from './firestore-indexes';
import {
  AccessCalls,
  AccessLimitExceeded,
  MAX_ACCESS_CALLS_PER_BATCH,
  MAX_ACCESS_CALLS_PER_OPERATION,
  QueryResults,
  RulesMap,
  RulesPath,
  authOf,
  compileRules,
  fromRestFields,
  fromRestValue,
  type RulesValue,
} from './rules-evaluator';
import type { Method } from './rules-language';
import {
  compareValues,
  documentBytes,
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
 * - transactions as `firebase/firestore/lite` runs them, on the client: its reads are plain `batchGet`s, and its
 *   commit carries the read documents' `updateTime` (or `exists: false`) as preconditions, with a `verify` write
 *   for a document read and not written; a document changed since fails the commit (FAILED_PRECONDITION, or
 *   ALREADY_EXISTS for one created since), and the SDK runs the transaction again;
 * - `documents:batchGet`: found and missing documents;
 * - `:runQuery`: one collection (not a collection group) with field filters (`==`, `<`, `<=`, `>`, `>=`,
 *   `array-contains`, `array-contains-any` of at most 30 values) joined by AND, `orderBy` (with Firestore's implicit order by document name, and without
 *   the documents that lack an ordered field), `startAt`/`endAt` cursors, `offset` and `limit`;
 * - `:runAggregationQuery`: `count` over such a query;
 * - `POST …/documents/{collection}` (createDocument) and the emulator's reset,
 *   `DELETE /emulator/v1/projects/{p}/databases/(default)/documents`, which the contract harness uses.
 *
 * Anything else (server-side transactions, collection groups, other filters and transforms, sum and average) is refused
 * with 501 and a message naming it, so that a new use in the adapter shows up here instead of passing unseen.
 *
 * Security: firebase/firestore.rules itself (or the rules a test passes), evaluated for every operation by
 * rules-evaluator.ts and refused as Firestore refuses it (403, PERMISSION_DENIED): each write of a commit with
 * `resource` as the document was and `request.resource` as the commit leaves it, `request.time` the commit's time,
 * `request.auth` from the token; each document of a batchGet; a list or count once for the whole query, where a
 * condition on `resource.data` holds only for a field the query pins with an equality (rules are not filters).
 * get() and friends are limited as Firestore limits them (10 per operation and per single-document request or
 * query, 20 per batch). `Bearer owner` (the Admin SDK's stand-in) is not judged.
 *
 * Limits, for everyone: a query that needs a composite index missing from firebase/firestore.indexes.json, or
 * that orders a range first by another field, is refused (firestore-indexes.ts), and so is a document over 1 MiB.
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
  /** A transaction's check of a document it read and did not write: its precondition only. */
  verify?: string;
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
const WRITE_KEYS = new Set(['update', 'delete', 'verify', 'updateMask', 'updateTransforms', 'currentDocument']);

const ROUTE =
  /^\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)((?:\/[^/:]+)*):(commit|batchGet|runQuery|runAggregationQuery)$/;
const CREATE = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)((?:\/[^/:]+\/[^/:]+)*\/[^/:]+)$/;
const RESET = /^\/emulator\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)$/;

export type FirestoreDouble = {
  handle(request: DoubleRequest): DoubleResponse;
  /** Every stored document's name: for tests. */
  names(): string[];
};

/** firebase/firestore.rules, as the project deploys it. */
export function projectFirestoreRules(): string {
  return readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');
}

/**
 * A new, empty double. `now` gives the clock in milliseconds (tests pass their own); `rulesSource` is the
 * rules it judges every request by (the project's by default; a test passes a changed copy). Rules that do not
 * compile throw RulesSyntaxError here, as a deploy of them fails.
 */
export function createFirestoreDouble(
  now: () => number = Date.now,
  rulesSource: string = projectFirestoreRules(),
  indexes: readonly CompositeIndex[] = projectIndexes(),
): FirestoreDouble {
  const documents = new Map<string, StoredDocument>();
  const rules = compileRules(rulesSource);
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
    const operations: { name: string; operation: Method }[] = [];
    const results = writes.map((write) => {
      const other = Object.keys(write).find((key) => !WRITE_KEYS.has(key));
      if (other) throw unimplemented(`the write field ${other}`);
      if (write.verify !== undefined) {
        // A transaction read this document and did not write it: the commit holds only while it is unchanged.
        // Nothing is written, so the rules judge nothing (the read was judged when it was made).
        checkPrecondition(write.verify, staged.get(checkedName(root, write.verify)), write.currentDocument, false);
        return {};
      }
      const name = write.update?.name ?? write.delete;
      if (!name) throw invalid('A write names no document.');
      const current = staged.get(checkedName(root, name));
      const operation: Method = write.delete ? 'delete' : current ? 'update' : 'create';
      operations.push({ name, operation });
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
      const bytes = documentBytes(name, fields);
      if (bytes > MAX_DOCUMENT_BYTES) {
        throw invalid(
          `Document ${name} cannot be written because its size (${bytes.toLocaleString('en')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en')} bytes.`,
        );
      }
      staged.set(name, { fields, createTime: current?.createTime ?? time, updateTime: time });
      return { updateTime: time, transformResults };
    });
    // The rules judge each write with the documents as they were (resource, get()) and as the whole batch
    // leaves them (request.resource, getAfter()).
    const calls = new AccessCalls(writes.length > 1 ? MAX_ACCESS_CALLS_PER_BATCH : MAX_ACCESS_CALLS_PER_OPERATION);
    for (const { name, operation } of operations) {
      const after = staged.get(name);
      judge(caller, root, name, operation, calls, {
        resource: resourceOf(name, documents.get(name)),
        request: { time, resource: operation === 'delete' ? null : resourceOf(name, after) },
        after: staged,
      });
    }
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
    const readTime = tick();
    // The rules judge every document before any is read: one refused, the whole read is refused.
    const calls = new AccessCalls(names.length > 1 ? MAX_ACCESS_CALLS_PER_BATCH : MAX_ACCESS_CALLS_PER_OPERATION);
    for (const name of names) {
      checkedName(root, name);
      judge(caller, root, name, 'get', calls, {
        resource: resourceOf(name, documents.get(name)),
        request: { time: readTime },
      });
    }
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
    const problem = queryProblem(shapeOf(from.collectionId, query), indexes);
    if (problem?.kind === 'invalid') throw invalid(problem.message);
    if (problem) throw new FirestoreFailure(400, 'FAILED_PRECONDITION', problem.message);
    const root = parent.slice(0, parent.indexOf('/documents') + '/documents'.length);
    // A list is judged once for the whole query, against what its filters pin of every result.
    judge(
      caller,
      root,
      `${parent}/${from.collectionId}/${QUERY_DOCUMENT}`,
      'list',
      new AccessCalls(MAX_ACCESS_CALLS_PER_OPERATION),
      {
        resource: RulesMap.of({ data: new QueryResults(pinnedFields(query.where)) }),
        request: {
          time: tick(),
          query: RulesMap.of({
            limit: limit === undefined ? null : BigInt(limit),
            offset: BigInt(query.offset ?? 0),
            orderBy: (query.orderBy ?? []).map((order) => order.field.fieldPath),
          }),
        },
      },
    );

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
   * Refuses an operation the rules do not allow (403, PERMISSION_DENIED), or one past the limits of get()
   * calls. The owner (the Admin SDK's stand-in) is not judged.
   */
  function judge(
    caller: Caller,
    root: string,
    name: string,
    method: Method,
    calls: AccessCalls,
    context: {
      resource: RulesValue;
      request: { time: string; resource?: RulesValue; query?: RulesValue };
      after?: ReadonlyMap<string, StoredDocument>;
    },
  ): void {
    if (caller.kind === 'owner') return;
    const project = root.slice(0, root.indexOf('/databases/'));
    const stored = (from: ReadonlyMap<string, StoredDocument>) => (path: string) => {
      const restName = `${project}${path}`;
      return resourceOf(restName, from.get(restName));
    };
    const { time, ...more } = context.request;
    try {
      const allowed = rules.allows({
        path: rulesPathOf(name),
        method,
        resource: context.resource,
        request: RulesMap.of({
          auth: authOf(caller.kind === 'account' ? caller.claims : null),
          method,
          path: new RulesPath(rulesPathOf(name).split('/').slice(1)),
          time: fromRestValue({ timestampValue: time }),
          ...more,
        }),
        documents: { before: stored(documents), after: stored(context.after ?? documents) },
        access: calls.operation(),
      });
      if (!allowed) throw denied();
    } catch (error) {
      if (error instanceof AccessLimitExceeded) throw denied();
      throw error;
    }
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
  if (op === 'ARRAY_CONTAINS_ANY') {
    const wanted = 'arrayValue' in value ? (value.arrayValue.values ?? []) : [];
    // Firestore's own limit of the values of one array-contains-any.
    if (wanted.length === 0 || wanted.length > 30) throw invalid('array-contains-any takes 1 to 30 values.');
    return (
      'arrayValue' in actual &&
      (actual.arrayValue.values ?? []).some((item) => wanted.some((other) => valuesEqual(item, other)))
    );
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

/** A structured query's filters by kind and its order, for the index check (firestore-indexes.ts). */
function shapeOf(collection: string, query: StructuredQuery): QueryShape {
  const shape: QueryShape = { collection, equalities: [], contains: [], ranges: [], orderBy: [] };
  const visit = (filter: Filter) => {
    if (filter.compositeFilter) {
      filter.compositeFilter.filters.forEach(visit);
      return;
    }
    const field = filter.fieldFilter;
    if (!field) return;
    const path = field.field.fieldPath;
    if (field.op === 'EQUAL') shape.equalities.push(path);
    else if (field.op === 'ARRAY_CONTAINS' || field.op === 'ARRAY_CONTAINS_ANY') shape.contains.push(path);
    else if (RANGE_OPS.has(field.op) || field.op === 'NOT_EQUAL') shape.ranges.push(path);
  };
  if (query.where) visit(query.where);
  shape.orderBy = (query.orderBy ?? []).map((order) => ({
    field: order.field.fieldPath,
    direction: order.direction ?? 'ASCENDING',
  }));
  return shape;
}

/** The id a list query is judged under: no document has it (ids of the form __…__ are reserved). */
const QUERY_DOCUMENT = '__query__';

/** A document's name as the rules' paths have it: `/databases/(default)/documents/products/p1`. */
function rulesPathOf(name: string): string {
  return `/${name.split('/').slice(2).join('/')}`;
}

/** `resource` of the rules for a stored document: its data, id and name; null where there is none. */
function resourceOf(name: string, stored: StoredDocument | undefined): RulesMap | null {
  if (!stored) return null;
  return RulesMap.of({
    data: fromRestFields(stored.fields),
    id: name.split('/').at(-1)!,
    __name__: new RulesPath(rulesPathOf(name).split('/').slice(1)),
  });
}

/** The fields a query's filter pins for every result: its equalities, joined by AND (an OR pins nothing). */
function pinnedFields(filter: Filter | undefined): Map<string, RulesValue> {
  const pinned = new Map<string, RulesValue>();
  const visit = (inner: Filter) => {
    if (inner.compositeFilter?.op === 'AND') inner.compositeFilter.filters.forEach(visit);
    else if (inner.fieldFilter?.op === 'EQUAL')
      pinned.set(inner.fieldFilter.field.fieldPath, fromRestValue(inner.fieldFilter.value));
  };
  if (filter) visit(filter);
  return pinned;
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
