import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import type { ImportRow } from '@/domain/product-import';
import { createProductRepository } from '../db/products-store';
import { makeProductInput } from '../../tests/factories';
import { pngBytes, startTestServer, type TestServer } from '../../tests/support/test-server';
import { isBlockedAddress } from '../uploads/remote-image';

let server: TestServer | undefined;
let pictures: http.Server | undefined;
afterEach(async () => {
  await server?.close();
  await new Promise((resolve) => (pictures ? pictures.close(resolve) : resolve(undefined)));
  server = undefined;
  pictures = undefined;
});

/** A line of a file in the site's own columns. */
function line(lineNumber: number, fields: ImportRow['fields']): ImportRow {
  return {
    line: lineNumber,
    fields: {
      name: `Product of line ${lineNumber}`,
      price: '100',
      weight: '1',
      category: 'Others',
      description: 'Imported.',
      image: '/uploads/products/1700000000000_intro_x.png',
      ...fields,
    },
  };
}

async function post(target: TestServer, cookie: string, rows: ImportRow[], apply: boolean) {
  return target.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { cookie },
    payload: { rows, apply },
  });
}

describe('importing products', () => {
  test('a preview with a bad line writes nothing; applied, the good lines are written together and the bad one is not', async () => {
    server = await startTestServer();
    const cookie = await server.signIn();
    const products = createProductRepository(server.db);
    const kept = products.create(makeProductInput({ sku: 'KEEP-1', price: 50 }));
    // A line of only some columns: the others keep the product's values.
    const before = products.all();
    const rows = [
      line(2, { sku: 'NEW-1', name: 'New welder' }),
      { line: 3, fields: { sku: 'keep-1', price: '75' } },
      line(4, { sku: 'BAD-1', price: 'free' }),
    ];

    const preview = await post(server, cookie, rows, false);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      applied: false,
      counts: { add: 1, change: 1, same: 0, refused: 1 },
      lines: [
        { line: 2, action: 'add', sku: 'NEW-1' },
        { line: 3, action: 'change', changed: ['price'] },
        { line: 4, action: 'refused', errors: { price: 'number' } },
      ],
    });
    // Previewed and not applied (the admin cancelled): the catalogue is as it was.
    expect(products.all()).toEqual(before);

    const applied = await post(server, cookie, rows, true);
    expect(applied.json()).toMatchObject({ applied: true, counts: { add: 1, change: 1, refused: 1 } });
    expect(products.get(kept.id)?.price).toBe(75);
    expect(products.all().map((p) => p.sku)).toEqual(['KEEP-1', 'NEW-1']);
    // The public catalogue shows the change at once (its cached answers were dropped).
    const listed = await server.app.inject({ method: 'GET', url: '/api/products?q=welder' });
    expect(listed.json().items.map((p: { name: string }) => p.name)).toEqual(['New welder']);
    const audit = await server.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie } });
    expect(audit.json().items[0]).toMatchObject({ action: 'product.import', detail: { added: '1', changed: '1' } });
  });

  test('a write that fails half-way writes nothing at all', async () => {
    server = await startTestServer();
    const cookie = await server.signIn();
    const products = createProductRepository(server.db);
    // The database refuses the second new product (as a full disk or a broken file would), after the first.
    server.db.exec(`CREATE TRIGGER refuse_second BEFORE INSERT ON products WHEN new.sku = 'SECOND'
      BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    const response = await post(server, cookie, [line(2, { sku: 'FIRST' }), line(3, { sku: 'SECOND' })], true);
    expect(response.statusCode).toBe(500);
    expect(products.all()).toEqual([]);
  });

  test('the admin alone may import, and a file of no lines or too many is refused by name', async () => {
    server = await startTestServer();
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: { rows: [line(2, { sku: 'X' })], apply: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await server.signIn();
    const empty = await post(server, cookie, [], false);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ rows: 'importEmpty' });
  });
});

describe('pictures named by address', () => {
  test('an address on this host, a private network or a name that resolves to one is refused, and nothing is fetched', async () => {
    let asked = 0;
    pictures = http.createServer((_request, response) => {
      asked++;
      response.end('never');
    });
    await new Promise<void>((resolve) => pictures!.listen(0, '127.0.0.1', resolve));
    const port = (pictures.address() as AddressInfo).port;
    server = await startTestServer(undefined, {
      remoteImages: {
        resolve: async (name) => ({ 'intranet.example': ['10.1.2.3'], localhost: ['::1', '127.0.0.1'] })[name] ?? [],
      },
    });
    const cookie = await server.signIn();
    const rows = [
      line(2, { sku: 'A', image: `http://127.0.0.1:${port}/a.png` }),
      line(3, { sku: 'B', image: 'http://10.0.0.8/b.png' }),
      line(4, { sku: 'C', image: 'http://intranet.example/c.png' }),
      line(5, { sku: 'D', image: 'http://[::1]/d.png' }),
      line(6, { sku: 'E', image: 'http://169.254.169.254/latest/meta-data' }),
      line(7, { sku: 'F', additionalImages: [`http://localhost:${port}/f.png`] }),
    ];
    const answer = (await post(server, cookie, rows, false)).json();
    expect(answer.lines.map((l: { errors: unknown }) => l.errors)).toEqual([
      { image: 'imageAddress' },
      { image: 'imageAddress' },
      { image: 'imageAddress' },
      { image: 'imageAddress' },
      { image: 'imageAddress' },
      { additionalImages: 'imageAddress' },
    ]);
    expect(asked).toBe(0);
  });

  test('a picture from another host is fetched once, stored with its copies, and named by the lines that use it', async () => {
    let asked = 0;
    const png = await pngBytes();
    pictures = http.createServer((request, response) => {
      asked++;
      if (request.url === '/moved.png') {
        response.writeHead(302, { location: '/p.png' }).end();
      } else if (request.url === '/p.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      } else if (request.url === '/page.html') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => pictures!.listen(0, '127.0.0.1', resolve));
    const base = `http://pictures.example:${(pictures.address() as AddressInfo).port}`;
    // The shop's marketplace host, here on this machine: this test alone lets its address through.
    server = await startTestServer(undefined, {
      remoteImages: {
        resolve: async () => ['127.0.0.1'],
        blocked: (address) => address !== '127.0.0.1' && isBlockedAddress(address),
      },
    });
    const cookie = await server.signIn();
    const rows = [
      line(2, { sku: 'P1', image: `${base}/moved.png` }),
      line(3, { sku: 'P2', image: `${base}/moved.png` }),
      line(4, { sku: 'P3', image: `${base}/page.html` }),
      line(5, { sku: 'P4', image: `${base}/gone.png` }),
    ];
    const preview = (await post(server, cookie, rows, false)).json();
    expect(preview.lines.map((l: { action: string; errors: unknown }) => [l.action, l.errors])).toEqual([
      ['add', {}],
      ['add', {}],
      ['refused', { image: 'notAnImage' }],
      ['refused', { image: 'imageFetch' }],
    ]);
    const stored = preview.images[`${base}/moved.png`] as string;
    // Named after the picture it led to.
    expect(stored).toMatch(/^\/uploads\/products\/i\d+l2_intro_p\.png\?v=/);
    expect(asked).toBe(4); // the redirect and the picture once, the page, the missing one
    // Applied with the stored address, as the screen sends it: nothing is fetched again.
    const local = rows.slice(0, 2).map((row) => ({ ...row, fields: { ...row.fields, image: stored } }));
    const applied = (await post(server, cookie, local, true)).json();
    expect(applied.counts).toMatchObject({ add: 2 });
    expect(asked).toBe(4);
    const picture = await server.app.inject({ method: 'GET', url: stored });
    expect(picture.statusCode).toBe(200);
    expect(
      createProductRepository(server.db)
        .all()
        .map((p) => p.image),
    ).toEqual([stored, stored]);
  });
});
