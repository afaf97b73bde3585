import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { openDatabase } from '../database';
import { MIGRATIONS } from './index';

const DIR = import.meta.dirname;
/** A migration's file: its number, then its name. */
const MIGRATION_FILE = /^(\d{3})-[a-z0-9]+(-[a-z0-9]+)*\.ts$/;

const files = fs
  .readdirSync(DIR)
  .filter((file) => !['index.ts', path.basename(import.meta.filename)].includes(file))
  .sort();

test('the folder holds migrations only, numbered from 001 without a gap', () => {
  expect(
    files.filter((file) => !MIGRATION_FILE.test(file)),
    'files not named NNN-name.ts',
  ).toEqual([]);
  const numbers = files.map((file) => Number(file.slice(0, 3)));
  expect(numbers).toEqual(files.map((_, index) => index + 1));
});

test('the index imports each file once, in number order, and lists them in that order', async () => {
  // A stored database knows a migration by its place in MIGRATIONS (PRAGMA user_version).
  const imported = [...fs.readFileSync(path.join(DIR, 'index.ts'), 'utf8').matchAll(/from '\.\/(\d{3}-[^']+)'/g)].map(
    (match) => `${match[1]}.ts`,
  );
  expect(imported).toEqual(files);
  const modules = await Promise.all(files.map((file) => import(`./${file}`) as Promise<{ default: unknown }>));
  expect(MIGRATIONS).toHaveLength(files.length);
  modules.forEach((module, index) => expect(MIGRATIONS[index], files[index]).toBe(module.default));
});

test('a fresh database runs every migration once, and a second start runs none', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-test-'));
  try {
    const db = openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const tables = db
      .prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)
      .all()
      .map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(['products', 'orders', 'repairs', 'testimonials', 'audit_log']));
    // The last migration's table: every one ran.
    expect(db.prepare('SELECT changes FROM product_search_changes').get()).toEqual({ changes: 0 });
    db.close();

    const again = openDatabase(dir);
    expect(again.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    again.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
