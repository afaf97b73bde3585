import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { backupDataDir } from './backup';
import { multipart, pngBytes, startTestServer, type TestServer } from './testing/test-server';
import { makeProductInput } from '../tests/factories';

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
