import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './tools';

export const STATIC_DIR = path.join(REPO_ROOT, 'dist', 'client');
const SERVER_ENTRY = path.join(REPO_ROOT, 'dist', 'server', 'main.js');

/** What the build reads: a file newer than the last build means the build is stale. */
const BUILD_INPUTS = [
  'src',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'package.json',
  'scripts/precompress.mjs',
];

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules') continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

/** Builds the site (`npm run build`) when dist/client or the built server is missing or older than its sources. */
export function ensureBuilt(): { built: boolean } {
  const manifest = path.join(STATIC_DIR, '.vite', 'manifest.json');
  const builtAt = Math.min(
    ...[manifest, SERVER_ENTRY].map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  const sourcesAt = Math.max(...BUILD_INPUTS.map((entry) => newestModification(path.join(REPO_ROOT, entry))));
  // The server sends built assets pre-compressed (scripts/precompress.mjs): a build without them is not the real one.
  const precompressed = fs.existsSync(path.join(STATIC_DIR, 'index.html.br'));
  if (builtAt > sourcesAt && precompressed) return { built: false };
  console.log(builtAt ? 'The build is older than its sources: npm run build' : 'No build yet: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return { built: true };
}

export function makeDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `site-bench-${label}-`));
}

export function removeDataDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** scripts/seed-large.ts into an empty data directory: 10,000 products and 100,000 orders by default. */
export function seedLarge(dataDir: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts', dataDir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export type RunningServer = {
  url: string;
  pid: number;
  /** Resident memory of the server process in bytes, from /proc/<pid>/status. */
  rss(): number;
  stop(): Promise<void>;
};

const ADMIN = { email: 'bench@example.my', password: `bench-${process.pid}-${Date.now()}` };
/** The bench admin's email: the account a burst of wrong passwords is aimed at. */
export const ADMIN_EMAIL = ADMIN.email;

/**
 * The real server, built (dist/server/main.js), in its own process as `npm run serve` starts it, on a port of
 * its choosing. Node runs it directly, so the child's pid is the server's own. `root`: another built copy of the
 * site (its dist/), such as an older commit's checkout for a before-and-after run; this checkout by default.
 */
export async function startServer(dataDir: string, root: string = REPO_ROOT): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, 'dist', 'client'),
      LOG_LEVEL: 'warn',
      BACKUP_DIR: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every request of the bench comes from 127.0.0.1: the order-creation test sends thousands of orders.
      ORDERS_PER_HOUR: '1000000',
      // The beacon load test names many visitors through X-Forwarded-For, as a proxy on this machine would.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        // The server names itself 'localhost'; the address it listens on is 127.0.0.1.
        resolve(match[1]!.replace('//localhost:', '//127.0.0.1:'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(`[server] ${chunk.toString()}`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}) before it started:\n${output}`));
    });
  });
  const pid = child.pid!;
  return {
    url,
    pid,
    rss() {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
      if (!kb) throw new Error(`No VmRSS in /proc/${pid}/status`);
      return Number(kb) * 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Signs the bench admin in and returns the session cookie. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!cookie) throw new Error('Sign-in answered without a session cookie');
  return cookie.split(';')[0]!;
}

export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}
