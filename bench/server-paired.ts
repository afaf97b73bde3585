import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { Page, Product } from '@/domain';
import { CATALOGUE_PATH, hammer, hammerPaths, orderCreation, searchPaths, type Throughput } from './load';
import { median } from './page-audit';
import { milliseconds, perSecond } from './report';
import { getJson, makeDataDir, removeDataDir, startServer, type RunningServer } from './site';
import { REPO_ROOT, loadAutocannon } from './tools';

type Side = 'before' | 'after';
const SIDES: Side[] = ['before', 'after'];

/** The server's figures that a change of its code moves, each one load test on one side. */
const TASKS = [
  {
    label: 'Catalogue first page',
    run: (cannon, server, seconds) => hammer(cannon, server, CATALOGUE_PATH, seconds),
  },
  {
    label: 'Product page (server render)',
    run: async (cannon, server, seconds) => {
      const product = (await getJson<Page<Product>>(server.url + CATALOGUE_PATH)).items[0]!;
      return hammer(cannon, server, `/products/${product.id}`, seconds);
    },
  },
  { label: 'Search, one word', run: (cannon, server, seconds) => hammerPaths(cannon, server, searchPaths(1), seconds) },
  {
    label: 'Search, two words',
    run: (cannon, server, seconds) => hammerPaths(cannon, server, searchPaths(2), seconds),
  },
  { label: 'Order creation', run: (cannon, server, seconds) => orderCreation(cannon, server, seconds) },
] satisfies {
  label: string;
  run: (
    cannon: Awaited<ReturnType<typeof loadAutocannon>>,
    server: RunningServer,
    seconds: number,
  ) => Promise<Throughput>;
}[];

/**
 * `--only=server-paired --before=DIR`: the server built at `beforeRoot` against this checkout's, each over the large
 * data set its own seeder writes, each load test run on both sides in turn (the side that goes first alternates from
 * round to round), so that a machine whose speed drifts moves both alike. Prints the median and the spread of each.
 */
export async function benchServerPaired(beforeRoot: string, rounds: number, seconds: number): Promise<void> {
  const autocannon = await loadAutocannon();
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const roots: Record<Side, string> = { before: beforeRoot, after: REPO_ROOT };
  const dataDirs: Partial<Record<Side, string>> = {};
  const servers: Partial<Record<Side, RunningServer>> = {};
  try {
    for (const side of SIDES) {
      const dir = (dataDirs[side] = makeDataDir(`server-paired-${side}`));
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-large.ts', dir], {
        cwd: roots[side],
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      servers[side] = await startServer(dir, roots[side]);
    }
    const results = TASKS.map(() => ({ before: [] as Throughput[], after: [] as Throughput[] }));
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
      for (const [index, task] of TASKS.entries()) {
        for (const side of order) {
          const result = await task.run(autocannon, servers[side]!, seconds);
          results[index]![side].push(result);
          console.log(
            `  round ${round + 1}, ${task.label}, ${side}: ${perSecond(result.requestsPerSecond)}, p99 ` +
              `${milliseconds(result.p99Ms)}, ${result.errors} errors (load average ${os.loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
    }
    const cell = (runs: Throughput[], pick: (run: Throughput) => number, format: (value: number) => string) =>
      `${format(median(runs.map(pick)))} (${runs.map((run) => format(pick(run))).join(', ')})`;
    const rows = TASKS.flatMap((task, index) => {
      const { before, after } = results[index]!;
      return [
        `| ${task.label}: throughput | ${cell(before, (r) => r.requestsPerSecond, perSecond)} | ${cell(after, (r) => r.requestsPerSecond, perSecond)} |`,
        `| ${task.label}: p99 | ${cell(before, (r) => r.p99Ms, milliseconds)} | ${cell(after, (r) => r.p99Ms, milliseconds)} |`,
      ];
    });
    console.log(
      [
        '',
        `# Paired server run: before (${beforeRoot}) against after (${REPO_ROOT})`,
        '',
        `${rounds} round(s) of ${seconds} s per test, ${((Date.now() - started) / 60_000).toFixed(1)} min; ` +
          `${os.cpus().length} CPUs, load average ${loadAtStart} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end.`,
        '',
        '| figure | before: median (each round) | after: median (each round) |',
        '| --- | --- | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    for (const side of SIDES) await servers[side]?.stop();
    for (const side of SIDES) if (dataDirs[side]) removeDataDir(dataDirs[side]);
  }
}
