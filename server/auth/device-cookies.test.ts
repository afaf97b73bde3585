import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createDeviceCookies, DEVICE_KEY_FILE, loadDeviceKey } from './device-cookies';

test('the signing key is made once in the data directory, readable by its owner only, and kept across starts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'device-key-'));
  try {
    const first = loadDeviceKey(dataDir);
    expect(first.length).toBe(32);
    expect(fs.statSync(path.join(dataDir, DEVICE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadDeviceKey(dataDir).equals(first)).toBe(true);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a device cookie is valid for its own account only, and only with the key that signed it', () => {
  const devices = createDeviceCookies(Buffer.alloc(32, 1));
  const cookie = devices.issue('Owner@Shop.test');
  expect(devices.verify(cookie, 'owner@shop.test ')).toMatch(/^[\w-]{22}$/);
  expect(devices.verify(cookie, 'someone@shop.test')).toBeNull();
  expect(createDeviceCookies(Buffer.alloc(32, 2)).verify(cookie, 'owner@shop.test')).toBeNull();
  expect(devices.verify(undefined, 'owner@shop.test')).toBeNull();
  expect(devices.verify('garbage', 'owner@shop.test')).toBeNull();
  // Each sign-in gets a cookie of its own.
  expect(devices.issue('owner@shop.test')).not.toBe(cookie);
});
