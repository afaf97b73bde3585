import { describe, expect, test } from 'vitest';
import { createFirestoreDouble, type DoubleRequest } from './firestore-double';
import { MAX_DOCUMENT_BYTES, type CompositeIndex } from './firestore-indexes';
import { RulesSyntaxError } from './rules-language';
import { createStorageDouble } from './storage-double';

const ROOT = 'projects/demo-test/databases/(default)/documents';
const OWNER = 'Bearer owner';
const ADMIN = `Bearer ${unsignedToken({ admin: true, email: 'a@example.test' })}`;
const SIGNED_IN = `Bearer ${unsignedToken({ email: 'b@example.test' })}`;

/** A token as the Auth emulator issues it: an unsigned JWT. */
function unsignedToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

function setup(indexes?: CompositeIndex[]) {
  let clock = Date.parse('2025-01-01T00:00:00Z');
  const double = createFirestoreDouble(() => clock, undefined, indexes);
  /** null: a request without a token, as a visitor's browser sends it. */
  const call = (rpc: string, body: unknown, authorization: string | null = OWNER, parent = ROOT) =>
    double.handle({
      method: 'POST',
      url: `/v1/${parent}:${rpc}`,
      authorization: authorization ?? undefined,
      body,
    } satisfies DoubleRequest);
  const put = (path: string, fields: Record<string, unknown>, authorization = OWNER) =>
    call('commit', { writes: [{ update: { name: `${ROOT}/${path}`, fields } }] }, authorization);
  const ids = (answer: { body: unknown }) =>
    (answer.body as { document?: { name: string } }[]).flatMap((item) =>
      item.document ? [item.document.name.split('/').at(-1)] : [],
    );
  return { double, call, put, ids, advance: (ms: number) => (clock += ms) };
}

const text = (value: string) => ({ stringValue: value });
const int = (value: number) => ({ integerValue: String(value) });
const bool = (value: boolean) => ({ booleanValue: value });
/** The filter every public list of products carries (src/data/firebase/queries.ts, LISTED_FILTER). */
const LISTED = { fieldFilter: { field: { fieldPath: 'listed' }, op: 'EQUAL', value: bool(true) } };

describe('the Firestore double', () => {
  test('a commit applies every write or none, with one server time for all its transforms', () => {
    const { call, double } = setup();
    const created = call('commit', {
      writes: [
        {
          update: { name: `${ROOT}/products/a`, fields: { name: text('A') } },
          currentDocument: { exists: false },
          updateTransforms: [
            { fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' },
            { fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' },
          ],
        },
      ],
    });
    expect(created.status).toBe(200);
    const [stamp] = (created.body as { writeResults: { transformResults: unknown[] }[] }).writeResults[0]!
      .transformResults;
    const read = call('batchGet', { documents: [`${ROOT}/products/a`, `${ROOT}/products/none`] });
    expect(read.body).toEqual([
      expect.objectContaining({
        found: expect.objectContaining({ fields: { name: text('A'), createdAt: stamp, updatedAt: stamp } }),
      }),
      expect.objectContaining({ missing: `${ROOT}/products/none` }),
    ]);

    // The second write's precondition fails: the first one is not kept either.
    const refused = call('commit', {
      writes: [
        { update: { name: `${ROOT}/products/b`, fields: {} } },
        { update: { name: `${ROOT}/products/a`, fields: {} }, currentDocument: { exists: false } },
      ],
    });
    expect(refused).toMatchObject({ status: 409, body: { error: { status: 'ALREADY_EXISTS' } } });
    expect(double.names()).toEqual([`${ROOT}/products/a`]);
  });

  test('a commit takes at most 500 writes, as a batch of the SDK', () => {
    const { call, double } = setup();
    const writes = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ update: { name: `${ROOT}/products/p${i}`, fields: { n: int(i) } } }));
    expect(call('commit', { writes: writes(501) })).toMatchObject({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', message: 'maximum 500 writes allowed per request' } },
    });
    expect(double.names()).toEqual([]);
    expect(call('commit', { writes: writes(500) }).status).toBe(200);
    expect(double.names()).toHaveLength(500);
  });

  test('an update with a mask changes only the masked fields; exists and updateTime preconditions hold', () => {
    const { call, put, advance } = setup();
    put('orders/o', {
      status: text('pending'),
      total: int(5),
      nested: { mapValue: { fields: { a: int(1), b: int(2) } } },
    });
    const masked = call('commit', {
      writes: [
        {
          update: {
            name: `${ROOT}/orders/o`,
            fields: { status: text('shipped'), nested: { mapValue: { fields: { a: int(9) } } } },
          },
          updateMask: { fieldPaths: ['status', 'nested.a', 'gone'] },
          currentDocument: { exists: true },
        },
      ],
    });
    expect(masked.status).toBe(200);
    const document = (
      call('batchGet', { documents: [`${ROOT}/orders/o`] }).body as { found: { fields: object; updateTime: string } }[]
    )[0]!.found;
    expect(document.fields).toEqual({
      status: text('shipped'),
      total: int(5),
      nested: { mapValue: { fields: { a: int(9), b: int(2) } } },
    });

    const missing = call('commit', {
      writes: [
        {
          update: { name: `${ROOT}/orders/none`, fields: {} },
          updateMask: { fieldPaths: [] },
          currentDocument: { exists: true },
        },
      ],
    });
    expect(missing).toMatchObject({ status: 404, body: { error: { status: 'NOT_FOUND' } } });

    advance(1000);
    const stale = call('commit', {
      writes: [{ delete: `${ROOT}/orders/o`, currentDocument: { updateTime: '2000-01-01T00:00:00.000000Z' } }],
    });
    expect(stale).toMatchObject({ status: 400, body: { error: { status: 'FAILED_PRECONDITION' } } });
    const current = call('commit', {
      writes: [{ delete: `${ROOT}/orders/o`, currentDocument: { updateTime: document.updateTime } }],
    });
    expect(current.status).toBe(200);
  });

  test("a transaction's commit holds only while what it read is unchanged: verify writes nothing, a stale read fails it whole", () => {
    const { call, put, advance, double } = setup();
    put('counters/2026', { last: int(41) });
    const read = () =>
      (call('batchGet', { documents: [`${ROOT}/counters/2026`] }).body as { found: { updateTime: string } }[])[0]!.found
        .updateTime;
    const seen = read();
    const commit = (updateTime: string) =>
      call('commit', {
        writes: [
          { update: { name: `${ROOT}/jobs/j42`, fields: { number: int(42) } }, currentDocument: { exists: false } },
          { verify: `${ROOT}/counters/2026`, currentDocument: { updateTime } },
        ],
      });
    advance(1000);
    // Someone else moved the counter on after it was read: the job is not written.
    put('counters/2026', { last: int(42) });
    expect(commit(seen)).toMatchObject({ status: 400, body: { error: { status: 'FAILED_PRECONDITION' } } });
    expect(double.names()).not.toContain(`${ROOT}/jobs/j42`);
    // Read again, as the SDK runs the transaction again: now it holds, and the verified document is as it was.
    const again = read();
    expect(commit(again)).toMatchObject({ status: 200 });
    expect(double.names()).toContain(`${ROOT}/jobs/j42`);
    expect(read()).toBe(again);
  });

  test('a query filters, orders with the document name as tie-breaker, leaves out documents without the ordered field, and pages with cursors', () => {
    const byPrice = { fieldPath: 'price', order: 'DESCENDING' } as const;
    const { call, put, ids } = setup([
      { collectionGroup: 'products', fields: [{ fieldPath: 'category', order: 'ASCENDING' }, byPrice] },
      {
        collectionGroup: 'products',
        fields: [
          { fieldPath: 'category', order: 'ASCENDING' },
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
          byPrice,
        ],
      },
    ]);
    put('products/p1', {
      category: text('Gen'),
      price: int(300),
      tags: { arrayValue: { values: [text('gen'), text('big')] } },
    });
    put('products/p2', {
      category: text('Gen'),
      price: { doubleValue: 100.5 },
      tags: { arrayValue: { values: [text('gen')] } },
    });
    put('products/p3', { category: text('Gen'), price: int(100), tags: { arrayValue: { values: [text('big')] } } });
    put('products/p4', { category: text('Gen'), price: int(100) });
    put('products/p5', { category: text('Gen') });
    put('products/q1', { category: text('Other'), price: int(50) });
    const query = (extra: object) => ({
      structuredQuery: {
        from: [{ collectionId: 'products' }],
        where: { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: text('Gen') } },
        orderBy: [{ field: { fieldPath: 'price' }, direction: 'DESCENDING' }],
        limit: 100,
        ...extra,
      },
    });

    // The owner's reads here: a visitor's list of products must ask for listed == true (the next tests).
    // Integers and doubles order together; equal prices fall back to the name, in the last order's direction.
    expect(ids(call('runQuery', query({})))).toEqual(['p1', 'p2', 'p4', 'p3']);
    const reference = (id: string) => ({ referenceValue: `${ROOT}/products/${id}` });
    expect(ids(call('runQuery', query({ startAt: { values: [int(100), reference('p4')], before: false } })))).toEqual([
      'p3',
    ]);
    expect(ids(call('runQuery', query({ startAt: { values: [int(100)], before: true } })))).toEqual(['p4', 'p3']);
    expect(ids(call('runQuery', query({ endAt: { values: [{ doubleValue: 100.5 }], before: true } })))).toEqual(['p1']);
    expect(ids(call('runQuery', query({ endAt: { values: [{ doubleValue: 100.5 }], before: false } })))).toEqual([
      'p1',
      'p2',
    ]);
    expect(ids(call('runQuery', query({ offset: 1, limit: 2 })))).toEqual(['p2', 'p4']);

    const contains = query({
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: text('Gen') } },
            { fieldFilter: { field: { fieldPath: 'tags' }, op: 'ARRAY_CONTAINS', value: text('big') } },
          ],
        },
      },
    });
    expect(ids(call('runQuery', contains))).toEqual(['p1', 'p3']);
    // No match: one answer with a read time only, as Firestore sends it.
    const none = call(
      'runQuery',
      query({ where: { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: text('None') } } }),
    );
    expect(none.body).toEqual([{ readTime: expect.any(String) }]);
  });

  test('what Firestore refuses before running a query is refused: a missing composite index, a range ordered first by another field', () => {
    const { call } = setup([
      {
        collectionGroup: 'products',
        fields: [
          { fieldPath: 'category', order: 'ASCENDING' },
          { fieldPath: 'price', order: 'ASCENDING' },
          { fieldPath: '__name__', order: 'ASCENDING' },
        ],
      },
    ]);
    const equal = (field: string, value: object) => ({
      fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value },
    });
    const range = (field: string) => ({
      fieldFilter: { field: { fieldPath: field }, op: 'GREATER_THAN', value: int(0) },
    });
    const order = (field: string, direction = 'ASCENDING') => ({ field: { fieldPath: field }, direction });
    const run = (where: object | undefined, orderBy: object[]) =>
      call('runQuery', {
        structuredQuery: { from: [{ collectionId: 'products' }], ...(where ? { where } : {}), orderBy },
      });
    const both = (a: object, b: object) => ({ compositeFilter: { op: 'AND', filters: [a, b] } });

    // Single-field indexes serve one field, or equalities alone; the index file serves category then price.
    expect(run(undefined, [order('price', 'DESCENDING')]).status).toBe(200);
    expect(run(range('price'), [order('price')]).status).toBe(200);
    expect(run(both(equal('category', text('Gen')), equal('sku', text('A'))), []).status).toBe(200);
    expect(run(equal('category', text('Gen')), [order('price')]).status).toBe(200);
    expect(run(both(equal('category', text('Gen')), range('price')), []).status).toBe(200);

    // The same fields in another direction, or another pair, have no index.
    expect(run(equal('category', text('Gen')), [order('price', 'DESCENDING')])).toMatchObject({
      status: 400,
      body: { error: { status: 'FAILED_PRECONDITION', message: expect.stringContaining('requires an index') } },
    });
    expect(run(equal('sku', text('A')), [order('price')]).status).toBe(400);
    expect(run(undefined, [order('category'), order('price', 'DESCENDING')]).status).toBe(400);
    // A range on price ordered first by name: Firestore refuses the shape itself.
    expect(run(range('price'), [order('name')])).toMatchObject({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining('first orderBy') } },
    });
  });

  test('a document over 1 MiB is refused, one of exactly 1 MiB is not', () => {
    const { call, double } = setup();
    const name = `${ROOT}/products/big`;
    // Name: "products" and "big" (9 + 4) and 16; field "d" (2); the string and one; and 32.
    const overhead = 9 + 4 + 16 + 2 + 1 + 32;
    const write = (length: number) =>
      call('commit', { writes: [{ update: { name, fields: { d: text('x'.repeat(length)) } } }] });
    expect(write(MAX_DOCUMENT_BYTES - overhead + 1)).toMatchObject({
      status: 400,
      body: {
        error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining('exceeds the maximum allowed size') },
      },
    });
    expect(double.names()).toEqual([]);
    expect(write(MAX_DOCUMENT_BYTES - overhead).status).toBe(200);
  });

  test('a range filter matches values of its own type only, and counts are of the filtered documents', () => {
    const { call, put, ids } = setup();
    put('insightEvents/e1', { at: { timestampValue: '2025-01-02T00:00:00Z' } });
    put('insightEvents/e2', { at: { timestampValue: '2025-01-03T00:00:00.5Z' } });
    put('insightEvents/e3', { at: text('2025-01-04') });
    put('insightEvents/e4', { at: { timestampValue: '2024-12-31T23:59:59.999999Z' } });
    const structuredQuery = {
      from: [{ collectionId: 'insightEvents' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'at' },
          op: 'GREATER_THAN_OR_EQUAL',
          value: { timestampValue: '2025-01-01T00:00:00Z' },
        },
      },
      orderBy: [{ field: { fieldPath: 'at' }, direction: 'DESCENDING' }],
      limit: 20000,
    };
    expect(ids(call('runQuery', { structuredQuery }, ADMIN))).toEqual(['e2', 'e1']);
    const count = call(
      'runAggregationQuery',
      {
        structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'aggregate_0', count: {} }] },
      },
      ADMIN,
    );
    expect(count.body).toEqual([
      { result: { aggregateFields: { aggregate_0: int(2) } }, readTime: expect.any(String) },
    ]);
  });

  test('it judges each request by the rules it is given: the caller, the document before and after, the query, the path', () => {
    const rules = `rules_version = '2';
      service cloud.firestore {
        match /databases/{database}/documents {
          function isAdmin() { return request.auth != null && request.auth.token.admin == true; }
          match /notes/{noteId} {
            allow get: if resource.data.open == true || isAdmin();
            allow list: if request.query.limit is int && request.query.limit <= 5;
            allow create: if request.auth != null && request.resource.data.by == request.auth.token.email
              && request.resource.data.at == request.time && noteId.matches('n[0-9]+');
            allow update: if isAdmin() && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['text']);
            allow delete: if exists(/databases/$(database)/documents/locks/$(noteId)) == false && isAdmin();
          }
        }
      }`;
    let clock = Date.parse('2025-01-01T00:00:00Z');
    const double = createFirestoreDouble(() => (clock += 1), rules);
    const call = (rpc: string, body: unknown, authorization: string | null) =>
      double.handle({ method: 'POST', url: `/v1/${ROOT}:${rpc}`, authorization: authorization ?? undefined, body })
        .status;
    const now = { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' };
    const create = (id: string, by: string, authorization: string | null) =>
      call(
        'commit',
        { writes: [{ update: { name: `${ROOT}/notes/${id}`, fields: { by: text(by) } }, updateTransforms: [now] }] },
        authorization,
      );
    expect([
      create('n1', 'b@example.test', null),
      create('n1', 'a@example.test', SIGNED_IN),
      create('x1', 'b@example.test', SIGNED_IN),
      create('n1', 'b@example.test', SIGNED_IN),
    ]).toEqual([403, 403, 403, 200]);
    // A client's clock is not request.time.
    const clientTime = { at: { timestampValue: '2025-01-01T00:00:00Z' }, by: text('b@example.test') };
    expect(call('commit', { writes: [{ update: { name: `${ROOT}/notes/n2`, fields: clientTime } }] }, SIGNED_IN)).toBe(
      403,
    );

    const get = (authorization: string | null) => call('batchGet', { documents: [`${ROOT}/notes/n1`] }, authorization);
    expect([get(null), get(SIGNED_IN), get(ADMIN), get(OWNER)]).toEqual([403, 403, 200, 200]);
    const update = (fields: Record<string, unknown>, authorization: string) =>
      call(
        'commit',
        { writes: [{ update: { name: `${ROOT}/notes/n1`, fields }, updateMask: { fieldPaths: Object.keys(fields) } }] },
        authorization,
      );
    expect([update({ text: text('hi') }, SIGNED_IN), update({ open: bool(true) }, ADMIN)]).toEqual([403, 403]);
    expect(update({ text: text('hi') }, ADMIN)).toBe(200);

    const list = (limit: number | null) =>
      call('runQuery', { structuredQuery: { from: [{ collectionId: 'notes' }], ...(limit ? { limit } : {}) } }, null);
    expect([list(5), list(6), list(null)]).toEqual([200, 403, 403]);

    const remove = () => call('commit', { writes: [{ delete: `${ROOT}/notes/n1` }] }, ADMIN);
    call('commit', { writes: [{ update: { name: `${ROOT}/locks/n1`, fields: {} } }] }, OWNER);
    expect(remove()).toBe(403);
    call('commit', { writes: [{ delete: `${ROOT}/locks/n1` }] }, OWNER);
    expect(remove()).toBe(200);
    // Nothing outside the rules' matches is open, but the owner (the Admin SDK's stand-in) is not judged.
    expect([create('n3', 'x', ADMIN), call('commit', { writes: [{ delete: `${ROOT}/elsewhere/x` }] }, ADMIN)]).toEqual([
      403, 403,
    ]);
    expect(call('runQuery', { structuredQuery: { from: [{ collectionId: 'notes' }] } }, 'Bearer not-a-token')).toBe(
      401,
    );
  });

  test('rules that do not compile stop the double at its start, naming the place', () => {
    expect(() =>
      createFirestoreDouble(Date.now, "rules_version = '2';\nservice cloud.firestore {\n  match /x {"),
    ).toThrow(RulesSyntaxError);
    expect(() =>
      createFirestoreDouble(Date.now, "rules_version = '2'; service cloud.firestore { allow read: if (true; }"),
    ).toThrow(/line 1/);
  });

  test('a visitor reads a listed product only, and lists products only by asking for listed == true', () => {
    const { call, put, ids } = setup();
    put('products/shown', { listed: bool(true), category: text('Gen') });
    put('products/draft', { listed: bool(false), category: text('Gen') });
    put('products/old', { category: text('Gen') });
    const get = (id: string, authorization: string | null) =>
      call('batchGet', { documents: [`${ROOT}/products/${id}`] }, authorization).status;
    const list = (where: object | undefined, authorization: string | null) =>
      call(
        'runQuery',
        { structuredQuery: { from: [{ collectionId: 'products' }], ...(where ? { where } : {}), limit: 10 } },
        authorization,
      );
    const category = { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: text('Gen') } };
    const both = { compositeFilter: { op: 'AND', filters: [category, LISTED] } };

    // A draft, a record without `listed` and a missing document are refused alike; the admin reads them all.
    for (const visitor of [null, SIGNED_IN]) {
      expect(['shown', 'draft', 'old', 'none'].map((id) => get(id, visitor))).toEqual([200, 403, 403, 403]);
    }
    expect(['shown', 'draft', 'old', 'none'].map((id) => get(id, ADMIN))).toEqual([200, 200, 200, 200]);
    // One unlisted document in a batch refuses the whole read.
    expect(call('batchGet', { documents: [`${ROOT}/products/shown`, `${ROOT}/products/draft`] }, null).status).toBe(
      403,
    );

    // Rules are not filters: without listed == true the query is refused, whatever it would find.
    expect(list(undefined, null).status).toBe(403);
    expect(list(category, SIGNED_IN).status).toBe(403);
    const notListed = { fieldFilter: { field: { fieldPath: 'listed' }, op: 'EQUAL', value: bool(false) } };
    expect(list(notListed, null).status).toBe(403);
    expect(list({ compositeFilter: { op: 'OR', filters: [category, LISTED] } }, null).status).not.toBe(200);
    expect(ids(list(LISTED, null))).toEqual(['shown']);
    expect(ids(list(both, SIGNED_IN))).toEqual(['shown']);
    expect(ids(list(category, ADMIN))).toEqual(['draft', 'old', 'shown']);
    const count = call(
      'runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: { from: [{ collectionId: 'products' }], limit: 10 },
          aggregations: [{ alias: 'n', count: {} }],
        },
      },
      null,
    );
    expect(count.status).toBe(403);
  });

  test('the reset empties the database, and what it does not implement is refused by name', () => {
    const { double, call, put } = setup();
    put('products/a', {});
    expect(double.handle({ method: 'DELETE', url: `/emulator/v1/${ROOT}` }).status).toBe(200);
    expect(double.names()).toEqual([]);
    const group = call('runQuery', {
      structuredQuery: { from: [{ collectionId: 'products', allDescendants: true }], limit: 1 },
    });
    expect(group).toMatchObject({
      status: 501,
      body: { error: { message: expect.stringContaining('collection group') } },
    });
    expect(call('commit', { writes: [], transaction: 'abc' })).toMatchObject({ status: 501 });
  });
});

describe('the Storage double', () => {
  const upload = (key: string, authorization?: string) => {
    const boundary = 'b0undary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"contentType":"image/png","name":"${key}"}\r\n`,
      ),
      Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.from([1, 2, 3, 13, 10]),
      Buffer.from(`\r\n--${boundary}--`),
    ]);
    return {
      method: 'POST',
      url: `/v0/b/bucket/o?name=${encodeURIComponent(key)}`,
      authorization,
      contentType: `multipart/related; boundary=${boundary}`,
      uploadProtocol: 'multipart',
      body,
    };
  };

  test('only the admin uploads and deletes under products/; anyone reads; the bytes come back as sent', () => {
    const storage = createStorageDouble();
    const key = 'products/1_intro_a.png';
    const path = `/v0/b/bucket/o/${encodeURIComponent(key)}`;
    expect(storage.handle(upload(key, SIGNED_IN.replace('Bearer', 'Firebase'))).status).toBe(403);
    expect(storage.handle(upload('elsewhere/a.png', ADMIN.replace('Bearer', 'Firebase'))).status).toBe(403);
    const stored = storage.handle(upload(key, ADMIN.replace('Bearer', 'Firebase')));
    expect(stored).toMatchObject({ status: 200, body: { name: key, contentType: 'image/png', size: '5' } });

    const metadata = storage.handle({ method: 'GET', url: path });
    expect(metadata.body).toMatchObject({ downloadTokens: expect.any(String) });
    const media = storage.handle({ method: 'GET', url: `${path}?alt=media` });
    expect(media.body).toEqual(Buffer.from([1, 2, 3, 13, 10]));

    expect(storage.handle({ method: 'DELETE', url: path }).status).toBe(403);
    expect(
      storage.handle({ method: 'DELETE', url: path, authorization: ADMIN.replace('Bearer', 'Firebase') }).status,
    ).toBe(204);
    expect(
      storage.handle({ method: 'DELETE', url: path, authorization: ADMIN.replace('Bearer', 'Firebase') }).status,
    ).toBe(404);
    expect(storage.handle({ ...upload(key, OWNER), uploadProtocol: 'resumable' }).status).toBe(501);
  });
});
