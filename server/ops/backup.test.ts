import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { backupDataDir } from './backup';
import { multipart, pngBytes, startTestServer, type TestServer } from '../../tests/support/test-server';
import { makeProductInput, makeRepairInput } from '../../tests/factories';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

test('a backup taken while the server runs restores into a new data directory and serves the same site', async () => {
  const server: TestServer = await startTestServer();
  cleanup.push(() => server.close());
  const cookie = await server.signIn();
  const body = multipart(
    { owner: '1700000000000', slot: 'intro' },
    { name: 'a.png', type: 'image/png', bytes: await pngBytes() },
  );
  const { url } = (
    await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    })
  ).json();
  const product = (
    await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: makeProductInput({ image: url }),
    })
  ).json();

  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
  cleanup.push(() => fs.rmSync(target, { recursive: true, force: true }));
  const result = await backupDataDir(server.dataDir, target);
  expect(result.products).toBe(1);

  // Restore: the backup folder is a data directory of its own.
  const restored = await startTestServer(target);
  cleanup.push(() => restored.stop());
  const read = await restored.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
  expect(read.json()).toEqual(product);
  const image = await restored.app.inject({ method: 'GET', url });
  expect(image.statusCode).toBe(200);
  expect(image.rawPayload.equals(await pngBytes())).toBe(true);
});

test('a backup keeps the repair jobs and their photos, also of a shop without product pictures', async () => {
  const server: TestServer = await startTestServer();
  cleanup.push(() => server.close());
  const cookie = await server.signIn();
  const body = multipart(
    { owner: '1700000000000', index: '0' },
    { name: 'plate.png', type: 'image/png', bytes: await pngBytes() },
  );
  const { url } = (
    await server.app.inject({
      method: 'POST',
      url: '/api/repairs/photos',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    })
  ).json();
  const job = (
    await server.app.inject({
      method: 'POST',
      url: '/api/repairs',
      headers: { cookie },
      payload: makeRepairInput({ photos: [url] }),
    })
  ).json();

  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
  cleanup.push(() => fs.rmSync(target, { recursive: true, force: true }));
  expect(await backupDataDir(server.dataDir, target)).toMatchObject({ products: 0, images: 0 });

  const restored = await startTestServer(target);
  cleanup.push(() => restored.stop());
  const admin = await restored.signIn();
  const read = await restored.app.inject({ method: 'GET', url: `/api/repairs/${job.id}`, headers: { cookie: admin } });
  expect(read.json()).toEqual(job);
  const photo = await restored.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(photo.statusCode).toBe(200);
});
