import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { ERASED_NAME } from '@/domain/personal-data';
import { openDatabase } from '../db/database';
import { createOrderRepository } from '../db/orders-store';
import { scheduleRetentionSweep } from './retention-sweep';
import { makeOrderInput } from '../../tests/factories';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test('the server sweeps as it starts and says what it erased, then again each day', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
  dirs.push(dataDir);
  const db = openDatabase(dataDir);
  const orders = createOrderRepository(db);
  const old = orders.create(makeOrderInput({ status: 'delivered', createdAt: '2015-06-01T04:00:00.000Z' }));
  const pending = orders.create(makeOrderInput({ status: 'pending', createdAt: '2015-06-01T04:00:00.000Z' }));
  const info = vi.fn<(message: string) => void>();
  const error = vi.fn<(message: string) => void>();
  const setInterval = vi.spyOn(globalThis, 'setInterval');
  const sweeps = scheduleRetentionSweep({ db, uploadsDir: path.join(dataDir, 'uploads'), log: { info, error } });
  try {
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    expect(info).toHaveBeenCalledWith('Retention sweep: 1 orders, 0 repairs and 0 photos erased');
    expect(error).not.toHaveBeenCalled();
    expect(orders.get(old.id)?.customerName).toBe(ERASED_NAME);
    expect(orders.get(pending.id)).toEqual(pending);
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 86_400_000);
  } finally {
    sweeps.stop();
    setInterval.mockRestore();
    db.close();
  }
});
