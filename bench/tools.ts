import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { packagesRefusedByNpmCi, unpinnedFloatingDependencies } from './lock-check';

/**
 * Lighthouse and autocannon live in bench/package.json, not in the site's own dependencies: they are
 * installed on first use and loaded from bench/node_modules. Their modules are imported by a name held in a
 * variable, so that type-checking the project never needs them; the few calls we make are typed below.
 */
export const BENCH_DIR = import.meta.dirname;
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');

const TOOLS = ['lighthouse', 'chrome-launcher', 'autocannon'] as const;

/** What the install was made from: a change of either file means bench/node_modules is stale. */
function installInputs(): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) hash.update(fs.readFileSync(path.join(BENCH_DIR, file)));
  return hash.digest('hex');
}

const STAMP = path.join(BENCH_DIR, 'node_modules', '.installed-from');

/** A benchmark that cannot start, with a message that says why and what to do: no stack trace needed. */
export class BenchSetupError extends Error {}

/**
 * Installs the tools with `npm ci --prefix bench` when they are missing or were installed from other manifests.
 * A lock file that can no longer install exactly stops the benchmark with a message naming the package.
 */
export function ensureBenchTools(): void {
  const inputs = installInputs();
  const missing = TOOLS.filter((name) => !fs.existsSync(path.join(BENCH_DIR, 'node_modules', name, 'package.json')));
  if (missing.length === 0 && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === inputs) return;

  const manifest = JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'package.json'), 'utf8')) as {
    overrides?: Record<string, string>;
  };
  const lock = JSON.parse(fs.readFileSync(path.join(BENCH_DIR, 'package-lock.json'), 'utf8')) as never;
  const floating = unpinnedFloatingDependencies(lock, manifest.overrides);
  if (floating.length) {
    throw new BenchSetupError(
      `bench/package-lock.json cannot install exactly: ${floating.map((f) => `${f.name}@${f.spec} (required by ${f.requiredBy})`).join(', ')} ` +
        'follows a dist-tag. Pin it in the "overrides" of bench/package.json to the version in the lock file.',
    );
  }
  console.log(
    missing.length
      ? `Installing the benchmark tools (${missing.join(', ')} missing) into bench/node_modules…`
      : 'The benchmark tools were installed from other manifests: installing them again…',
  );
  const install = spawnSync('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  process.stdout.write(install.stdout);
  process.stderr.write(install.stderr);
  if (install.status !== 0) {
    const refused = packagesRefusedByNpmCi(`${install.stdout}\n${install.stderr}`);
    throw new BenchSetupError(
      refused.length
        ? `npm ci --prefix bench refused the lock file because of ${refused.join(', ')}: a dependency moved on the ` +
            'registry. Pin it in the "overrides" of bench/package.json, then run `npm install --prefix bench`.'
        : `npm ci --prefix bench failed (exit ${install.status ?? install.signal})`,
    );
  }
  fs.writeFileSync(STAMP, inputs);
}

export function toolVersion(name: (typeof TOOLS)[number]): string {
  const file = path.join(BENCH_DIR, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

async function load(name: (typeof TOOLS)[number]): Promise<unknown> {
  // Resolved from this file, so bench/node_modules is found first.
  const specifier: string = name;
  return import(specifier);
}

// ---------- Lighthouse ----------

export type LhAuditItem = Record<string, unknown>;
type LhAudit = {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  title: string;
  details?: { type: string; items?: LhAuditItem[] };
};
export type LhResult = {
  lighthouseVersion: string;
  userAgent: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
};
export type Lighthouse = (
  url: string,
  flags: { port: number; output?: 'json'; logLevel?: 'error' | 'silent'; onlyCategories?: string[] },
) => Promise<{ lhr: LhResult } | undefined>;

type LaunchedChrome = { port: number; pid: number; kill: () => void };
export type ChromeLauncher = {
  launch: (options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel?: 'silent' | 'error';
  }) => Promise<LaunchedChrome>;
};

export async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  const lighthouseModule = (await load('lighthouse')) as { default: Lighthouse };
  const chromeLauncher = (await load('chrome-launcher')) as ChromeLauncher;
  return { lighthouse: lighthouseModule.default, chromeLauncher };
}

// ---------- autocannon ----------

export type CannonRequest = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest) => CannonRequest;
};

type CannonOptions = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  requests?: CannonRequest[];
  timeout?: number;
};

type Percentiles = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; min: number };
export type CannonResult = {
  latency: Percentiles;
  requests: Percentiles & { total: number; sent: number };
  throughput: Percentiles;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  '1xx': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
};
export type Autocannon = (options: CannonOptions) => Promise<CannonResult>;

export async function loadAutocannon(): Promise<Autocannon> {
  const autocannonModule = (await load('autocannon')) as { default: Autocannon };
  return autocannonModule.default;
}
