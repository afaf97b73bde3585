import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  REPAIR_STATUSES,
  canMoveRepair,
  newRepairToken,
  type RepairJob,
  type RepairStatus,
  type RepairStatusView,
} from '@/domain/repair';
import { createRepairRepository } from '../db/repairs-store';
import { multipart, pngBytes, startTestServer, type TestServer } from '../../tests/support/test-server';
import { rawClient } from '../../tests/support/test-site';
import { sweepUploads, UPLOAD_GRACE_MS } from '../uploads/cleanup';
import { makeRepairInput } from '../../tests/factories';
import { REPAIR_STATUS_PER_MINUTE } from './repairs-routes';

let server: TestServer;
let cookie: string;
beforeEach(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
});
afterEach(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'PUT';

/** The admin's browser on our own pages. */
function send(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method,
    url,
    headers: { cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A customer's phone, from `remoteAddress`, without a session. */
function visit(method: 'GET' | 'POST', url: string, payload?: unknown, remoteAddress = '203.0.113.7') {
  return server.app.inject({
    method,
    url,
    headers: { 'sec-fetch-site': 'same-origin' },
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function logJob(overrides: Parameters<typeof makeRepairInput>[0] = {}): Promise<RepairJob> {
  const response = await send('POST', '/api/repairs', makeRepairInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RepairJob>();
}

/** One labour line of `amount`: the quote the tests ask approval of. */
const lineOf = (amount: unknown) => [{ kind: 'labour', description: 'Quote', quantity: 1, unitPrice: amount }];

async function move(job: RepairJob, status: RepairStatus, extra: Record<string, unknown> = {}): Promise<RepairJob> {
  const { quote, ...rest } = extra;
  const lines = quote === undefined ? {} : { lines: lineOf(quote) };
  const response = await send('POST', `/api/repairs/${job.id}/moves`, { from: job.status, status, ...lines, ...rest });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RepairJob>();
}

async function uploadPhoto(owner: string, index: number, name: string, bytes?: Buffer) {
  const body = multipart(
    { owner, index: String(index) },
    { name, type: 'image/png', bytes: bytes ?? (await pngBytes(900, 600)) },
  );
  return server.app.inject({
    method: 'POST',
    url: '/api/repairs/photos',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const photosDir = () => path.join(server.dataDir, 'uploads', 'repairs');
const photoFiles = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).sort() : []);

describe('who may call the repair routes', () => {
  const adminRoutes: Array<[Method, string]> = [
    ['GET', '/api/repairs'],
    ['GET', '/api/repairs/counts'],
    ['GET', '/api/repairs/export.csv'],
    ['GET', '/api/repairs/insights'],
    ['GET', '/api/repairs/:id'],
    ['POST', '/api/repairs'],
    ['PUT', '/api/repairs/:id'],
    ['POST', '/api/repairs/:id/moves'],
    ['POST', '/api/repairs/:id/payments'],
    ['POST', '/api/repairs/:id/payments/:paymentId/void'],
    ['POST', '/api/repairs/:id/claims'],
    ['GET', '/api/repairs/:id/machine-history'],
    ['GET', '/api/repairs/reminders'],
    ['POST', '/api/repairs/:id/reminders'],
    ['POST', '/api/repairs/photos'],
  ];

  test('every admin route answers 401 without a session, and changes nothing', async () => {
    const job = await logJob();
    for (const [method, route] of adminRoutes) {
      const body =
        method === 'GET' ? undefined : { ...makeRepairInput({ fault: 'by a visitor' }), status: 'cancelled' };
      const response = await server.app.inject({
        method,
        url: route.replace(':id', job.id).replace(':paymentId', '0'),
        ...(body ? { payload: body } : {}),
      });
      expect(response.statusCode, `${method} ${route}`).toBe(401);
      expect(response.json(), `${method} ${route}`).toMatchObject({ code: 'unauthorised' });
      expect(response.body, `${method} ${route}`).not.toContain(job.customerPhone);
    }
    expect(createRepairRepository(server.db).get(job.id)).toEqual(job);
  });

  test('the route table knows each repair route and says who may call it', () => {
    const table = server.app.routeTable
      .filter((route) => /repair/.test(route.url))
      .map((route) => `${route.method} ${route.url} ${route.access}`)
      .sort();
    expect(table).toEqual(
      [
        ...adminRoutes.map(([method, route]) => `${method} ${route} admin`),
        'GET /api/repair-status/:token public',
        'POST /api/repair-status/:token/answer public',
        'GET /uploads/repairs/* admin',
      ].sort(),
    );
  });

  test('a change sent cross-site is refused 403, the admin’s cookie or not, and the customer’s answer too', async () => {
    const job = await move(await move(await logJob(), 'diagnosing'), 'awaitingApproval', { quote: 100 });
    const changes: Array<[Method, string, unknown]> = [
      ['POST', '/api/repairs', makeRepairInput()],
      ['PUT', `/api/repairs/${job.id}`, makeRepairInput({ fault: 'Changed cross-site' })],
      ['POST', `/api/repairs/${job.id}/moves`, { status: 'cancelled' }],
      ['POST', '/api/repairs/photos', {}],
      ['POST', `/api/repair-status/${job.token}/answer`, { answer: 'declined', version: 1 }],
    ];
    const sites: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const site of sites) {
      for (const [method, url, payload] of changes) {
        const response = await send(method, url, payload, site);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(site)}`).toBe(403);
      }
    }
    expect(createRepairRepository(server.db).get(job.id)).toEqual(job);
    expect(server.app.auditLog.list({ limit: 50 }).items.map((entry) => entry.action)).not.toContain('repair.decline');
  });
});

describe('the audit log', () => {
  test('records a job logged, edited, moved, and the customer’s answer, with the number in each', async () => {
    const job = await logJob();
    await send('PUT', `/api/repairs/${job.id}`, makeRepairInput({ fault: 'Also the fan is noisy.' }));
    await move(await move(job, 'diagnosing'), 'awaitingApproval', { quote: 'RM 350' });
    const answered = await visit('POST', `/api/repair-status/${job.token}/answer`, { answer: 'approved', version: 1 });
    expect(answered.statusCode).toBe(200);

    const entries = server.app.auditLog
      .list({ limit: 10 })
      .items.filter((entry) => entry.target === job.id)
      .map(({ actor, action, detail, address }) => ({ actor, action, detail, address }));
    const admin = 'owner@example.test';
    expect(entries).toEqual([
      {
        actor: 'customer',
        action: 'repair.approve',
        detail: { number: job.number, version: '1' },
        address: '203.0.113.7',
      },
      {
        actor: admin,
        action: 'repair.status',
        detail: { number: job.number, from: 'diagnosing', to: 'awaitingApproval' },
        address: '127.0.0.1',
      },
      {
        actor: admin,
        action: 'repair.status',
        detail: { number: job.number, from: 'received', to: 'diagnosing' },
        address: '127.0.0.1',
      },
      { actor: admin, action: 'repair.update', detail: { number: job.number }, address: '127.0.0.1' },
      { actor: admin, action: 'repair.create', detail: { number: job.number }, address: '127.0.0.1' },
    ]);
  });
});

describe("the customer's status link", () => {
  test('answers the view, never kept, never indexed, and sending no referrer', async () => {
    const job = await logJob();
    const response = await visit('GET', `/api/repair-status/${job.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const view = response.json<RepairStatusView>();
    expect(view).toMatchObject({ token: job.token, number: job.number, firstName: 'Ahmad' });
    for (const secret of [job.id, job.customerPhone, 'bin Ismail', job.machine.serial, '1250.5']) {
      expect(response.body, secret).not.toContain(secret);
    }
  });

  test('a token no job has and a text of any other form get the very same 404', async () => {
    const job = await logJob();
    const unknown = newRepairToken();
    // Each from an address of its own: the link's limit is not what this test is about.
    let asked = 0;
    const answers = async (token: string) => {
      const from = `10.9.${Math.floor(asked / 250)}.${asked++ % 250}`;
      const read = await visit('GET', `/api/repair-status/${token}`, undefined, from);
      const answer = await visit(
        'POST',
        `/api/repair-status/${token}/answer`,
        { answer: 'approved', version: 1 },
        from,
      );
      return [read, answer].map((response) => ({
        status: response.statusCode,
        body: response.body,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
        robots: response.headers['x-robots-tag'],
        referrer: response.headers['referrer-policy'],
      }));
    };
    const expected = await answers(unknown);
    expect(expected[0]).toMatchObject({ status: 404, cache: 'no-store', robots: 'noindex' });
    // The words of an address that matches no route.
    expect(JSON.parse(expected[0]!.body)).toEqual({ code: 'notFound', message: 'Not found' });
    expect(expected[1]).toEqual(expected[0]);

    const malformed = [
      'abc',
      job.id,
      job.token.slice(0, 21),
      `${job.token}A`,
      `${job.token.slice(0, 21)}B`,
      job.token.toLowerCase() === job.token ? job.token.toUpperCase() : job.token.toLowerCase(),
      encodeURIComponent(`${job.token} `),
      '%00',
      encodeURIComponent('../../site.db'),
      'x'.repeat(90),
      encodeURIComponent('é'.repeat(16)),
    ];
    for (const token of malformed) expect(await answers(token), token).toEqual(expected);
    // Past the router's 100 characters a part, the router refuses the address before any route, as it does every
    // route's: the answer is about the text's length, never about a job.
    const long = 'x'.repeat(101);
    expect((await answers(long)).map((answer) => answer.status)).toEqual([414, 414]);
    expect((await server.app.inject({ method: 'GET', url: `/api/products/${long}` })).statusCode).toBe(414);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 30 }), async (text) => {
        // '.' and '..' are steps of a path, not texts in it: a client resolves them before it sends the address.
        fc.pre(text !== job.token && text !== '.' && text !== '..');
        expect(await answers(encodeURIComponent(text)), text).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  test(`takes ${REPAIR_STATUS_PER_MINUTE} reads and answers a minute from one address, then 429 before anything is read`, async () => {
    const job = await logJob();
    const from = '198.51.100.20';
    for (let n = 0; n < REPAIR_STATUS_PER_MINUTE - 1; n++) {
      expect((await visit('GET', `/api/repair-status/${newRepairToken()}`, undefined, from)).statusCode).toBe(404);
    }
    expect((await visit('GET', `/api/repair-status/${job.token}`, undefined, from)).statusCode).toBe(200);
    const refused = await visit('GET', `/api/repair-status/${job.token}`, undefined, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'throttled', params: { retryAfter: 60 } });
    expect(refused.body).not.toContain(job.number);
    expect((await visit('POST', `/api/repair-status/${job.token}/answer`, { answer: 'x' }, from)).statusCode).toBe(429);
    // The same network's other addresses (an IPv6 /64) count together; another address is not held up.
    expect((await visit('GET', `/api/repair-status/${job.token}`, undefined, '198.51.100.21')).statusCode).toBe(200);
    for (let n = 0; n < REPAIR_STATUS_PER_MINUTE; n++)
      await visit('GET', `/api/repair-status/x`, undefined, `2001:db8::${n}`);
    expect((await visit('GET', `/api/repair-status/${job.token}`, undefined, '2001:db8::ffff')).statusCode).toBe(429);
  });

  test('an answer while the job waits for none is refused 409 and changes nothing', async () => {
    const job = await logJob();
    const response = await visit('POST', `/api/repair-status/${job.token}/answer`, { answer: 'approved', version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', fields: { answer: 'notAwaitingAnswer' } });
    expect(createRepairRepository(server.db).get(job.id)).toEqual(job);
  });
});

describe('repair photos', () => {
  test('go through the product pictures’ intake under repairs/, without a share picture', async () => {
    const response = await uploadPhoto('1732000000000', 2, '../Serial Plate (1).png');
    expect(response.statusCode).toBe(201);
    const { key, url } = response.json<{ key: string; url: string }>();
    expect(key).toBe('repairs/1732000000000_2_Serial-Plate-1-.png');
    expect(url).toMatch(/^\/uploads\/repairs\/1732000000000_2_Serial-Plate-1-\.png\?v=[0-9a-f]{10}$/);
    const name = key.replace('repairs/', '');
    expect(photoFiles()).toEqual([name, `${name}.w1024.webp`, `${name}.w320.webp`, `${name}.w640.webp`]);
    // The job keeps the address the upload gave.
    const job = await logJob({ photos: [url] });
    expect(job.photos).toEqual([url]);
  });

  test('lose what a phone writes into them: the owner’s name and the camera’s serial', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Ahmad bin Ismail' }, IFD2: { BodySerialNumber: 'CAM-99887766' } })
      .toBuffer();
    expect(photo.toString('latin1')).toContain('CAM-99887766');
    const { url } = (await uploadPhoto('1732000000000', 0, 'plate.jpg', photo)).json<{ url: string }>();
    const served = await send('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.toString('latin1')).not.toContain('CAM-99887766');
    expect(served.rawPayload.toString('latin1')).not.toContain('Ahmad');
  });

  test('are read by the signed-in admin only; to anyone else their addresses hold nothing', async () => {
    const { key, url } = (await uploadPhoto('1732000000000', 0, 'plate.png')).json<{ key: string; url: string }>();
    const admin = await send('GET', url);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('image/png');
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers['x-content-type-options']).toBe('nosniff');
    expect((await send('GET', `/uploads/${key}.w320.webp`)).statusCode).toBe(200);

    const missing = await server.app.inject({ method: 'GET', url: '/uploads/repairs/1732000000000_0_none.png' });
    expect(missing.statusCode).toBe(404);
    for (const address of [url, `/uploads/${key}`, `/uploads/${key}.w640.webp`]) {
      const visitor = await server.app.inject({ method: 'GET', url: address });
      expect(visitor.statusCode, address).toBe(404);
      expect(visitor.body, address).toBe(missing.body);
      expect(visitor.headers['content-type'], address).toBe(missing.headers['content-type']);
      expect((await server.app.inject({ method: 'HEAD', url: address })).statusCode, address).toBe(404);
    }
    // Through the public files' route, by other spellings on a raw socket: nothing either.
    const client = await rawClient(server.app);
    try {
      const name = key.replace('repairs/', '');
      for (const target of [
        `/uploads/Repairs/${name}`,
        `/uploads//repairs/${name}`,
        `/uploads/./repairs/${name}`,
        `/uploads/products/../repairs/${name}`,
        `/uploads/products/..%2Frepairs%2F${name}`,
        `/uploads/repairs%2F${name}`,
        `/uploads/%72epairs/${name}`,
        `/uploads/repairs/./${name}`,
        `/uploads/repairs/${name}/`,
      ]) {
        const answer = await client.send('GET', target);
        expect([401, 403, 404], target).toContain(answer.status);
        expect(answer.headers['content-type'] ?? '', target).not.toMatch(/^image\//);
      }
    } finally {
      client.close();
    }
  });

  test('an upload is refused when it is no picture, names a bad owner or index, or comes without a session', async () => {
    const text = multipart(
      { owner: '1732000000000', index: '0' },
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('hello') },
    );
    const notImage = await server.app.inject({
      method: 'POST',
      url: '/api/repairs/photos',
      payload: text.payload,
      headers: { ...text.headers, cookie },
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ code: 'notAnImage' });
    for (const [owner, index, field] of [
      ['../x', '0', 'owner'],
      ['1732000000000', '-1', 'index'],
      ['1732000000000', '100', 'index'],
      ['1732000000000', 'one', 'index'],
    ] as const) {
      const body = multipart({ owner, index }, { name: 'x.png', type: 'image/png', bytes: await pngBytes() });
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/repairs/photos',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect(response.statusCode, `${owner} ${index}`).toBe(400);
      expect(response.json().fields, `${owner} ${index}`).toEqual({ [field]: 'invalid' });
    }
    const body = multipart(
      { owner: '1732000000000', index: '0' },
      { name: 'x.png', type: 'image/png', bytes: await pngBytes() },
    );
    const signedOut = await server.app.inject({
      method: 'POST',
      url: '/api/repairs/photos',
      payload: body.payload,
      headers: body.headers,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(photoFiles()).toEqual([]);
  });

  test('dropped by an edit are deleted with their copies, unless another job keeps them', async () => {
    const urls: string[] = [];
    for (const index of [0, 1, 2]) {
      urls.push((await uploadPhoto('1732000000000', index, `p${index}.png`)).json<{ url: string }>().url);
    }
    const job = await logJob({ photos: urls });
    const other = await logJob({ photos: [urls[2]!] });
    const response = await send('PUT', `/api/repairs/${job.id}`, makeRepairInput({ photos: [urls[0]!] }));
    expect(response.statusCode).toBe(200);
    const names = photoFiles();
    expect(names.filter((name) => name.includes('_0_p0.png'))).toHaveLength(4);
    expect(names.filter((name) => name.includes('_1_p1.png'))).toEqual([]);
    // Still the other job's.
    expect(names.filter((name) => name.includes('_2_p2.png'))).toHaveLength(4);
    expect((await send('GET', urls[2]!)).statusCode).toBe(200);
    expect(createRepairRepository(server.db).get(other.id)?.photos).toEqual([urls[2]]);
  });

  test('an upload no job took is swept after a day; a kept one stays', async () => {
    const kept = (await uploadPhoto('1732000000000', 0, 'kept.png')).json<{ url: string }>().url;
    await uploadPhoto('1732000000000', 1, 'abandoned.png');
    await logJob({ photos: [kept] });
    expect(await sweepUploads(server.db, path.join(server.dataDir, 'uploads'))).toBe(0);
    const removed = await sweepUploads(server.db, path.join(server.dataDir, 'uploads'), {
      now: Date.now() + UPLOAD_GRACE_MS + 60_000,
    });
    expect(removed).toBe(4);
    expect(photoFiles().every((name) => name.includes('kept.png'))).toBe(true);
    expect(photoFiles()).toHaveLength(4);
  });
});

describe('generated requests', () => {
  const fields = [
    'customerName',
    'customerPhone',
    'language',
    'brand',
    'model',
    'serial',
    'fault',
    'accessories',
    'photos',
    'estimate',
    'deposit',
    'promisedDate',
    'from',
    'status',
    'note',
    'lines',
    'answer',
    'version',
    '__proto__',
    'constructor',
  ] as const;
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 7 }),
    fc.object(),
    fc.constantFrom(
      '2026-02-30',
      '2026-13-01',
      '15/12/2026',
      'RM -1',
      '1,250.505',
      '+60 12 345 6789',
      'awaitingApproval',
    ),
  );
  const bodies = fc.oneof(
    fc.anything(),
    fc.json(),
    fc.dictionary(fc.constantFrom(...fields), value),
    // A good job with one field gone wrong.
    fc
      .tuple(fc.constantFrom(...fields.slice(0, 12)), value)
      .map(([field, wrong]) => ({ ...makeRepairInput(), [field]: wrong })),
  );

  test('bodies of every repair write are answered, never with a 5xx or a stack', async () => {
    const job = await logJob();
    await move(await move(job, 'diagnosing'), 'awaitingApproval', { quote: 100 });
    let address = 0;
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom('create', 'update', 'move', 'answer'), async (body, what) => {
        const payload = JSON.stringify(body) ?? 'null';
        const [method, url] = {
          create: ['POST', '/api/repairs'],
          update: ['PUT', `/api/repairs/${job.id}`],
          move: ['POST', `/api/repairs/${job.id}/moves`],
          answer: ['POST', `/api/repair-status/${job.token}/answer`],
        }[what] as [Method, string];
        const response = await server.app.inject({
          method,
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload,
          remoteAddress: `10.0.${Math.floor(address / 250)}.${address++ % 250}`,
        });
        expect(response.statusCode, `${what} ${payload}`).toBeLessThan(500);
        expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|"stack"/);
      }),
      { numRuns: 400 },
    );
  });

  test('any run of moves ends where REPAIR_MOVES allows, each refused move answered 409 and changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ status: fc.constantFrom(...REPAIR_STATUSES), quoted: fc.boolean() }), { maxLength: 12 }),
        async (moves) => {
          let job = await logJob();
          for (const { status, quoted } of moves) {
            const asks = status === 'awaitingApproval';
            const response = await send('POST', `/api/repairs/${job.id}/moves`, {
              from: job.status,
              status,
              ...(asks && quoted ? { lines: lineOf('99.90') } : {}),
            });
            if (asks && !quoted) {
              // Its lines are checked first: a move that could never be made without them is refused for them.
              expect(response.statusCode).toBe(400);
              expect(response.json()).toMatchObject({ fields: { lines: 'quoteRequired' } });
              expect(createRepairRepository(server.db).get(job.id)).toEqual(job);
            } else if (!canMoveRepair(job.status, status)) {
              expect(response.statusCode).toBe(409);
              expect(createRepairRepository(server.db).get(job.id)).toEqual(job);
            } else {
              expect(response.statusCode).toBe(200);
              const moved = response.json<RepairJob>();
              expect(moved.status).toBe(status);
              expect(moved.quote?.totals.total ?? null).toBe(asks ? 9_990 : (job.quote?.totals.total ?? null));
              job = moved;
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
