/**
 * The built server started by hand with a Node.js older than it needs (the machine's own `node`, where the
 * project's Node 24 is not first on PATH) refuses with one line and a non-zero exit: never a crash in the native
 * SQLite driver. Needs the build: `npm test` builds before it runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { unsupportedNodeMessage } from '../../server/ops/node-version';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every `node` on PATH and in the usual places, outside this project, that is older than the server needs. */
function olderNodes(): string[] {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin'];
  const found = new Set<string>();
  for (const dir of dirs) {
    const candidate = path.join(dir, 'node');
    if (!dir || dir.startsWith(ROOT) || !fs.existsSync(candidate)) continue;
    const real = fs.realpathSync(candidate);
    if (real.startsWith(ROOT) || found.has(real)) continue;
    const version = execFileSync(real, ['--version'], { encoding: 'utf8' }).trim();
    if (unsupportedNodeMessage(version)) found.add(real);
  }
  return [...found];
}

const older = olderNodes();

test.skipIf(older.length === 0)(
  `the built server on an older Node (${older.join(', ') || 'none on this machine'}) refuses in one line`,
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-old-node-'));
    try {
      for (const node of older) {
        const run = spawnSync(node, [path.join(ROOT, 'dist', 'server', 'main.js')], {
          cwd: ROOT,
          env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, BACKUP_DIR: 'off' },
          encoding: 'utf8',
          timeout: 20_000,
        });
        expect(run.signal, `${node}: ${run.stderr}`).toBeNull();
        expect(run.status).toBe(1);
        expect(run.stdout).toBe('');
        const lines = run.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/needs Node\.js 22\.12 or later, but this is Node\.js \d+\.\d+\.\d+\..*npm run serve/);
        // Refused before anything was opened: no database was made.
        expect(fs.readdirSync(dataDir)).toEqual([]);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
