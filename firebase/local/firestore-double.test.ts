import { describe, expect, test } from 'vitest';
import { createFirestoreDouble, type DoubleRequest } from './firestore-double';
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

function setup() {
  let clock = Date.parse('2025-01-01T00:00:00Z');
  const double = createFirestoreDouble(() => clock);
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

  test('a query filters, orders with the document name as tie-breaker, leaves out documents without the ordered field, and pages with cursors', () => {
    const { call, put, ids } = setup();
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

  test("the rules' admin check: who may read and write each collection", () => {
    const { call, put } = setup();
    const write = (path: string, authorization: string | null = null) =>
      call('commit', { writes: [{ update: { name: `${ROOT}/${path}`, fields: { a: int(1) } } }] }, authorization)
        .status;
    const list = (collectionId: string, authorization: string | null = null, limit: number | null = 10) =>
      call(
        'runQuery',
        {
          structuredQuery: {
            from: [{ collectionId }],
            ...(collectionId === 'products' ? { where: LISTED } : {}),
            ...(limit === null ? {} : { limit }),
          },
        },
        authorization,
      ).status;
    const get = (path: string, authorization: string | null = null) =>
      call('batchGet', { documents: [`${ROOT}/${path}`] }, authorization).status;

    expect([write('products/x'), write('products/x', SIGNED_IN), write('products/x', ADMIN)]).toEqual([403, 403, 200]);
    expect([write('settings/shop', SIGNED_IN), write('settings/shop', ADMIN), write('settings/other', ADMIN)]).toEqual([
      403, 200, 403,
    ]);
    expect([write('orders/o'), get('orders/o'), get('orders/o', SIGNED_IN), get('orders/o', ADMIN)]).toEqual([
      200, 403, 403, 200,
    ]);
    expect([list('orders'), list('orders', ADMIN), list('audit', SIGNED_IN), list('audit', ADMIN)]).toEqual([
      403, 200, 403, 200,
    ]);
    // The rules' list bounds: products at most 101, testimonials 24, and never without a limit.
    expect([list('products', null, 101), list('products', null, 102), list('products', null, null)]).toEqual([
      200, 403, 403,
    ]);
    expect([list('testimonials', null, 24), list('testimonials', null, 25)]).toEqual([200, 403]);
    put('audit/e', { action: text('sign-in.success') });
    expect([
      write('audit/e', ADMIN),
      call('commit', { writes: [{ delete: `${ROOT}/audit/e` }] }, ADMIN).status,
    ]).toEqual([403, 403]);
    expect([write('elsewhere/x', ADMIN), write('elsewhere/x', OWNER)]).toEqual([403, 200]);
    expect(
      call('runQuery', { structuredQuery: { from: [{ collectionId: 'orders' }] } }, 'Bearer not-a-token').status,
    ).toBe(401);
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
