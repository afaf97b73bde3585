import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ImportRow } from '@/domain/product-import';
import { createProductRepository } from '../db/products-store';
import { hostileImageAddress, makeProductInput } from '../../tests/factories';
import { CLIMBING_OUT, sandboxWithSentinels, type Sandbox } from '../../tests/support/sentinels';
import { pngBytes, startTestServer, type TestServer } from '../../tests/support/test-server';
import { isBlockedAddress } from './remote-image';
import { removeUnreferencedImages, sweepUploads } from './cleanup';
import { addMissingSharePictures, storeImage } from './images';

/**
 * Files outside the uploads folder stay as they are, whatever image address reaches the server: through the form,
 * an import, an old database, the cleanup or serving (the start: start-up-files.test.ts). Each test keeps sentinel
 * files in the data directory and beside it, and checks that none changed, went, or got a neighbour.
 */
let sandbox: Sandbox;
let root: string;
let dataDir: string;
let uploadsDir: string;
let server: TestServer | undefined;
let pictures: http.Server | undefined;

beforeEach(async () => {
  sandbox = await sandboxWithSentinels();
  ({ root, dataDir, uploadsDir } = sandbox);
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await new Promise((resolve) => (pictures ? pictures.close(resolve) : resolve(undefined)));
  pictures = undefined;
  fs.rmSync(root, { recursive: true, force: true });
});

const filesOutsideUploads = () => sandbox.filesOutside();

async function signedIn(): Promise<{ target: TestServer; cookie: string }> {
  server ??= await startTestServer(dataDir);
  return { target: server, cookie: await server.signIn() };
}

/** Deletes every product through the API, as an admin emptying the catalogue does. */
async function deleteEveryProduct(target: TestServer, cookie: string): Promise<void> {
  for (const product of createProductRepository(target.db).all()) {
    const response = await target.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
  }
}

describe('an image address that leaves the uploads folder', () => {
  test('is refused by the product form, as the introduction image and as an additional one', async () => {
    const { target, cookie } = await signedIn();
    const before = filesOutsideUploads();
    for (const address of CLIMBING_OUT) {
      for (const input of [makeProductInput({ image: address }), makeProductInput({ additionalImages: [address] })]) {
        const created = await target.app.inject({
          method: 'POST',
          url: '/api/products',
          headers: { cookie },
          payload: input,
        });
        expect(created.statusCode, address).toBe(400);
        expect(Object.values(created.json().fields as Record<string, string>), address).toEqual(['imageUrl']);
      }
    }
    await deleteEveryProduct(target, cookie);
    expect(createProductRepository(target.db).all()).toEqual([]);
    expect(filesOutsideUploads()).toEqual(before);
  });

  test('is refused when a product is edited to it, and the product keeps its images', async () => {
    const { target, cookie } = await signedIn();
    const product = createProductRepository(target.db).create(makeProductInput());
    const before = filesOutsideUploads();
    for (const address of CLIMBING_OUT) {
      const edited = await target.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: { cookie },
        payload: makeProductInput({ image: address }),
      });
      expect(edited.statusCode, address).toBe(400);
    }
    expect(createProductRepository(target.db).get(product.id)?.image).toBe(product.image);
    await deleteEveryProduct(target, cookie);
    expect(filesOutsideUploads()).toEqual(before);
  });

  test('generated through the form, is refused or names a file inside; deleting the product touches nothing outside', async () => {
    const { target, cookie } = await signedIn();
    const before = filesOutsideUploads();
    await fc.assert(
      fc.asyncProperty(hostileImageAddress(), async (address) => {
        const created = await target.app.inject({
          method: 'POST',
          url: '/api/products',
          headers: { cookie },
          payload: makeProductInput({ image: address }),
        });
        expect([201, 400], address).toContain(created.statusCode);
        await deleteEveryProduct(target, cookie);
      }),
      { numRuns: 150 },
    );
    expect(filesOutsideUploads()).toEqual(before);
  });

  test('in an import line is refused with the form’s code; applied, nothing is written, and nothing outside is touched', async () => {
    const { target, cookie } = await signedIn();
    const before = filesOutsideUploads();
    const rows: ImportRow[] = CLIMBING_OUT.map((address, index) => ({
      line: index + 2,
      fields: {
        sku: `CLIMB-${index}`,
        name: 'Climbing picture',
        price: '10',
        weight: '1',
        category: 'Others',
        description: 'Imported.',
        image: index % 2 ? '/uploads/products/1700000000000_intro_x.png' : address,
        additionalImages: index % 2 ? [address] : [],
      },
    }));
    const applied = await target.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { cookie },
      payload: { rows, apply: true },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().counts).toMatchObject({ add: 0, refused: CLIMBING_OUT.length });
    for (const [index, line] of (applied.json().lines as { errors: Record<string, string> }[]).entries()) {
      expect(line.errors).toEqual(index % 2 ? { additionalImages: 'imageUrl' } : { image: 'imageUrl' });
    }
    await deleteEveryProduct(target, cookie);
    expect(filesOutsideUploads()).toEqual(before);
  });

  test('as the name of a picture an import fetches, is stored inside the uploads folder under a safe name', async () => {
    const bytes = await pngBytes(12, 12);
    pictures = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(bytes);
    });
    await new Promise<void>((resolve) => pictures!.listen(0, '127.0.0.1', resolve));
    const { port } = pictures.address() as AddressInfo;
    server = await startTestServer(dataDir, {
      remoteImages: { blocked: (address) => address !== '127.0.0.1' && isBlockedAddress(address) },
    });
    const { target, cookie } = await signedIn();
    const before = filesOutsideUploads();
    const address = `http://127.0.0.1:${port}/pictures/..%2F..%2F..%2Fsecret.png`;
    const preview = await target.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { cookie },
      payload: {
        rows: [
          {
            line: 2,
            fields: {
              sku: 'F-1',
              name: 'Fetched',
              price: '1',
              weight: '1',
              category: 'Others',
              description: 'x',
              image: address,
            },
          },
        ],
        apply: true,
      },
    });
    expect(preview.json()).toMatchObject({ applied: true, counts: { add: 1 } });
    const stored = (preview.json().images as Record<string, string>)[address]!;
    expect(stored).toMatch(/^\/uploads\/products\/i\d+l2_intro_secret\.png\?v=[0-9a-f]{10}$/);
    expect(filesOutsideUploads()).toEqual(before);
    await deleteEveryProduct(target, cookie);
    expect(filesOutsideUploads()).toEqual(before);
  });
});

describe('an old database that holds such addresses', () => {
  /** Products stored before the rule, straight into the database as an old version could have. */
  function storeOldProducts(target: TestServer): string[] {
    const products = createProductRepository(target.db);
    return CLIMBING_OUT.map(
      (address, index) =>
        products.create(makeProductInput({ sku: `OLD-${index}`, image: address, additionalImages: [address] })).id,
    );
  }

  test('cannot make editing a product away from them touch a file outside', async () => {
    const { target, cookie } = await signedIn();
    const ids = storeOldProducts(target);
    const before = filesOutsideUploads();
    for (const id of ids) {
      const edited = await target.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: { cookie },
        payload: makeProductInput({ sku: `NEW-${id}` }),
      });
      expect(edited.statusCode).toBe(200);
    }
    expect(filesOutsideUploads()).toEqual(before);
  });

  test('cannot make deleting a product touch a file outside', async () => {
    const { target, cookie } = await signedIn();
    storeOldProducts(target);
    const before = filesOutsideUploads();
    await deleteEveryProduct(target, cookie);
    expect(filesOutsideUploads()).toEqual(before);
  });

  test('cannot make the cleanup remove a file outside, whatever addresses it is handed', async () => {
    const { target } = await signedIn();
    const before = filesOutsideUploads();
    await removeUnreferencedImages(target.db, uploadsDir, CLIMBING_OUT);
    await fc.assert(
      fc.asyncProperty(fc.array(hostileImageAddress(), { minLength: 1, maxLength: 5 }), async (addresses) => {
        await removeUnreferencedImages(target.db, uploadsDir, addresses);
      }),
      { numRuns: 200 },
    );
    expect(filesOutsideUploads()).toEqual(before);
  });

  test('cannot make the start-up backfill of share pictures read or write beside a file outside', async () => {
    const { target } = await signedIn();
    storeOldProducts(target);
    const before = filesOutsideUploads();
    const keys = CLIMBING_OUT.map((address) => address.replace(/^\/uploads\//, ''));
    expect(await addMissingSharePictures(uploadsDir, keys)).toBe(0);
    expect(filesOutsideUploads()).toEqual(before);
  });
});

describe('a link planted inside the uploads folder', () => {
  test('is not followed by serving, the backfill or the sweeper', async () => {
    const { target } = await signedIn();
    const products = path.join(uploadsDir, 'products');
    fs.mkdirSync(products, { recursive: true });
    // A name in the exact form of an upload, pointing at the picture beside the data directory.
    fs.symlinkSync(path.join(root, 'secret.png'), path.join(products, '1700000000000_intro_secret.png'));
    fs.symlinkSync(path.join(root, 'notes.txt'), path.join(products, '1700000000000_0_notes.png.w320.webp'));
    createProductRepository(target.db).create(
      makeProductInput({ image: '/uploads/products/1700000000000_intro_secret.png' }),
    );
    const before = filesOutsideUploads();

    for (const url of [
      '/uploads/products/1700000000000_intro_secret.png',
      '/uploads/products/1700000000000_0_notes.png.w320.webp',
    ]) {
      const served = await target.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(404);
      expect(served.rawPayload.includes(Buffer.from('not for the web'))).toBe(false);
    }
    expect(await addMissingSharePictures(uploadsDir, ['products/1700000000000_intro_secret.png'])).toBe(0);
    expect(fs.existsSync(path.join(products, '1700000000000_intro_secret.png.share.jpg'))).toBe(false);
    await sweepUploads(target.db, uploadsDir, { graceMs: 0, now: Date.now() + 1000 });
    expect(filesOutsideUploads()).toEqual(before);
  });
});

describe('serving the uploads folder', () => {
  test.each([
    '/uploads/../secret.png',
    '/uploads/..%2fsecret.png',
    '/uploads/%2e%2e/secret.png',
    '/uploads/%2e%2e%2f%2e%2e%2fnotes.txt',
    '/uploads/products/..%2f..%2fsite.db',
    '/uploads/products/%2e%2e/%2e%2e/site.db',
    '/uploads/..%5c..%5cnotes.txt',
    '/uploads//products/x.png',
    '/uploads/products/x.png%00.png',
    '/uploads/products/notes.txt',
    '/uploads/products/1700000000000_intro_a.png.123.1700000000000.part',
  ])('answers %s with no file outside, nor one it does not write', async (url) => {
    const { target, cookie } = await signedIn();
    const stored = await storeImage(uploadsDir, await pngBytes(), '1700000000000', 'intro', 'a.png');
    fs.writeFileSync(path.join(uploadsDir, 'products', 'notes.txt'), 'not for the web');
    fs.writeFileSync(path.join(uploadsDir, 'products', '1700000000000_intro_a.png.123.1700000000000.part'), 'half');
    const served = await target.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(served.statusCode, url).toBeGreaterThanOrEqual(400);
    expect(served.rawPayload.includes(Buffer.from('not for the web'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('half'))).toBe(false);
    expect((await target.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);
  });
});
