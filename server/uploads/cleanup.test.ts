import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { multipart, pngBytes, startTestServer, type TestServer } from '../../tests/support/test-server';
import { makeProductInput } from '../../tests/factories';
import sharp from 'sharp';
import { sweepUploads } from './cleanup';
import { addMissingSharePictures } from './images';

let server: TestServer;
let cookie: string;
beforeEach(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
});
afterEach(async () => {
  await server.close();
});

async function upload(owner: string, slot: string, name: string): Promise<{ key: string; url: string }> {
  const body = multipart({ owner, slot }, { name, type: 'image/png', bytes: await pngBytes(1200, 900) });
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const files = () => fs.readdirSync(path.join(server.dataDir, 'uploads', 'products')).sort();

test('an upload is stored with resized WebP copies and a 1200×630 JPEG share picture', async () => {
  const { key } = await upload('1700000000000', 'intro', 'drill.png');
  expect(files()).toEqual(
    [key, `${key}.w320.webp`, `${key}.w640.webp`, `${key}.w1024.webp`, `${key}.share.jpg`]
      .map((k) => k.replace('products/', ''))
      .sort(),
  );
  const share = await sharp(path.join(server.dataDir, 'uploads', `${key}.share.jpg`)).metadata();
  expect(share).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
});

test('an upload from before share pictures gets one at start; one already there is left alone', async () => {
  const { key } = await upload('1700000000009', 'intro', 'old.png');
  const uploadsDir = path.join(server.dataDir, 'uploads');
  fs.rmSync(path.join(uploadsDir, `${key}.share.jpg`));
  expect(await addMissingSharePictures(uploadsDir, [key, 'products/1700000000009_0_missing.png'])).toBe(1);
  expect(fs.existsSync(path.join(uploadsDir, `${key}.share.jpg`))).toBe(true);
  expect(await addMissingSharePictures(uploadsDir, [key])).toBe(0);
});

test('deleting a product removes its images, and editing one away removes that image', async () => {
  const intro = await upload('1700000000001', 'intro', 'a.png');
  const extra = await upload('1700000000001', '0', 'b.png');
  const product = (
    await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: makeProductInput({ image: intro.url, additionalImages: [extra.url] }),
    })
  ).json();

  await server.app.inject({
    method: 'PUT',
    url: `/api/products/${product.id}`,
    headers: { cookie },
    payload: makeProductInput({ image: intro.url, additionalImages: [] }),
  });
  expect(files().some((f) => f.startsWith('1700000000001_0_'))).toBe(false);
  expect(files().some((f) => f.startsWith('1700000000001_intro_'))).toBe(true);

  await server.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
  expect(files()).toEqual([]);
});

test('the sweeper removes abandoned uploads and crash leftovers, never an image in use', async () => {
  const used = await upload('1700000000002', 'intro', 'used.png');
  await upload('1700000000003', 'intro', 'abandoned.png');
  await server.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie },
    payload: makeProductInput({ image: used.url }),
  });
  fs.writeFileSync(path.join(server.dataDir, 'uploads', 'products', 'x.png.123.456.part'), 'half');

  // Within the grace period nothing but the leftover goes. A second on: a file's time has parts of a millisecond,
  // and Date.now() read in the millisecond it was written would find it not yet past a grace of 0.
  const soon = Date.now() + 1000;
  expect(await sweepUploads(server.db, path.join(server.dataDir, 'uploads'), { temporaryGraceMs: 0, now: soon })).toBe(
    1,
  );
  expect(files().filter((f) => f.includes('abandoned'))).toHaveLength(5);

  const later = Date.now() + 25 * 60 * 60 * 1000;
  expect(await sweepUploads(server.db, path.join(server.dataDir, 'uploads'), { now: later })).toBe(5);
  expect(files().every((f) => f.startsWith('1700000000002_intro_used'))).toBe(true);
  expect(files()).toHaveLength(5);
});

test('the sweeper keeps an upload whose long name an earlier version cut to a leading dot, while a product uses it', async () => {
  // safeFileName once cut a long name after cleaning it, which could leave a dot in front.
  const key = `products/1700000000004_intro_.${'b'.repeat(75)}.png`;
  const uploadsDir = path.join(server.dataDir, 'uploads');
  fs.mkdirSync(path.join(uploadsDir, 'products'), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, key), await pngBytes());
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie },
    payload: makeProductInput({ image: `/uploads/${key}?v=0123456789` }),
  });
  expect(created.statusCode).toBe(201);
  expect(await sweepUploads(server.db, uploadsDir, { now: Date.now() + 25 * 60 * 60 * 1000 })).toBe(0);
  expect(fs.existsSync(path.join(uploadsDir, key))).toBe(true);
});
