import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { openDatabase } from '../db/database';
import { createProductRepository } from '../db/products-store';
import { makeProductInput } from '../../tests/factories';
import { spawnServer, waitForExit } from '../../tests/support/spawn-server';
import { CLIMBING_OUT, sandboxWithSentinels, type Sandbox } from '../../tests/support/sentinels';
import { pngBytes } from '../../tests/support/test-server';
import { storeImage } from './images';

let sandbox: Sandbox | undefined;
afterEach(() => {
  if (sandbox) fs.rmSync(sandbox.root, { recursive: true, force: true });
  sandbox = undefined;
});

test('the server started over an old database makes the missing share picture of a real upload, and none beside a file outside', async () => {
  sandbox = await sandboxWithSentinels();
  const { dataDir, uploadsDir } = sandbox;
  const stored = await storeImage(uploadsDir, await pngBytes(60, 40), '1700000000000', 'intro', 'old.png');
  fs.rmSync(path.join(uploadsDir, `${stored.key}.share.jpg`));
  // Products stored before the rule, straight into the database, as an old version could have.
  const db = openDatabase(dataDir);
  const products = createProductRepository(db);
  for (const [index, address] of CLIMBING_OUT.entries()) {
    products.create(makeProductInput({ sku: `OLD-${index}`, image: address, additionalImages: [address] }));
  }
  products.create(makeProductInput({ sku: 'REAL-1', image: stored.url }));
  db.close();
  const before = sandbox.filesOutside();

  const running = await spawnServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'owner@example.test',
    ADMIN_PASSWORD: 'start-up-files-test-password',
  });
  try {
    // The backfill runs in the background after the start and says how many it made.
    await expect
      .poll(() => /Made \d+ share pictures/.exec(running.output())?.[0], { timeout: 60_000 })
      .toBe('Made 1 share pictures');
  } finally {
    running.process.kill('SIGTERM');
    await waitForExit(running.process);
  }
  expect(fs.existsSync(path.join(uploadsDir, `${stored.key}.share.jpg`))).toBe(true);
  const after = sandbox.filesOutside();
  // The first start writes the key of its device cookies; nothing else outside the uploads folder is new or changed.
  after.delete('data/device-cookie.key');
  before.delete('data/device-cookie.key');
  expect(after).toEqual(before);
}, 120_000);
