import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeProductInput } from '../../tests/factories';
import { buildApp } from '../http/app';
import { openDatabase, type Db } from '../db/database';
import { createProductRepository } from '../db/products-store';
import { KEPT_NIGHTLY_BACKUPS, nextNightlyRun, scheduleNightlyBackups } from './nightly-backup';
import { storeImage } from '../uploads/images';

let root: string;
let dataDir: string;
let backupDir: string;
let db: Db;

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nightly-'));
  dataDir = path.join(root, 'data');
  backupDir = path.join(root, 'backups');
  db = openDatabase(dataDir);
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  const stored = await storeImage(path.join(dataDir, 'uploads'), bytes, '1700000000000', 'intro', 'welder.png');
  createProductRepository(db).create(makeProductInput({ name: 'Nightly Welder', image: stored.url }));
});

afterEach(() => {
  vi.useRealTimers();
  db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('the backup runs at 03:00 in Malaysia, the next night when that hour has passed', () => {
  // 02:59 and 03:00 Malaysian time are 18:59 and 19:00 UTC.
  expect(new Date(nextNightlyRun(Date.UTC(2026, 10, 23, 18, 59))).toISOString()).toBe('2026-11-23T19:00:00.000Z');
  expect(new Date(nextNightlyRun(Date.UTC(2026, 10, 23, 19, 0))).toISOString()).toBe('2026-11-24T19:00:00.000Z');
});

describe('nightly backups', () => {
  test('run every night, keep the last 14 and leave backups made by hand alone; a kept one restores and serves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 1, 12, 0));
    fs.mkdirSync(path.join(backupDir, 'backup-2026-10-01_00-00-00'), { recursive: true });
    const log = { info: vi.fn(), error: vi.fn() };
    const backups = scheduleNightlyBackups({ dataDir, backupDir, log });
    try {
      for (let night = 0; night < 16; night++) {
        vi.advanceTimersByTime(nextNightlyRun(Date.now()) - Date.now());
        await backups.idle();
      }
    } finally {
      backups.stop();
    }
    expect(log.error).not.toHaveBeenCalled();
    const kept = fs.readdirSync(backupDir).sort();
    expect(kept).toHaveLength(KEPT_NIGHTLY_BACKUPS + 1);
    expect(kept[0]).toBe('backup-2026-10-01_00-00-00');
    // Sixteen nights from 1 November: the first two were removed.
    expect(kept[1]).toBe('nightly-2026-11-03_19-00-00');
    expect(kept.at(-1)).toBe('nightly-2026-11-16_19-00-00');
    vi.useRealTimers();

    const restoredDir = path.join(backupDir, kept.at(-1)!);
    const restored = openDatabase(restoredDir);
    const app = await buildApp({ db: restored, dataDir: restoredDir, staticDir: null, siteUrl: 'http://localhost' });
    try {
      const list = await app.inject({ method: 'GET', url: '/api/products' });
      const [product] = list.json().items as { name: string; image: string }[];
      expect(product?.name).toBe('Nightly Welder');
      const image = await app.inject({ method: 'GET', url: product!.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    } finally {
      await app.close();
      restored.close();
    }
  });
});
