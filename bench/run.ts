// npm run bench [-- --quick | --smoke] [--save-reports] [--only=pages|content|server|search-flood|sign-in|repair] [--runs=N] [--routes=/,/about] [--languages=en,ms]
//   [--load-seconds=N] [--soak-seconds=N] [--warm-up-seconds=N]
// Lighthouse on every public page and load tests of the server, each against the real server on a throwaway
// data directory; prints one table of every figure beside its target and writes it to bench/results/. A full run
// also prints how each figure moved since the previous full run. --only=content: only the slow phone's figure of
// home and about (how long after the first paint every text on the screen shows). --smoke (part of `npm test`) checks in a minute
// or two that the benchmark still installs, runs and produces every figure: one page, one endpoint, demo data.
// --only=repair: a repair job's status page (rendered for each request, never kept): its page figures and its
// server render under a few visitors at once.
// --only=paired --before=DIR [--runs=N]: the slow phone, before against after in the same run: DIR is another
// checkout of the site, built (an older commit's), served beside this one; each round taps "Add to enquiry", the
// product's photo and the language switch at first paint on each, in turn (bench/paired.ts).
// --only=server-paired --before=DIR [--runs=N] [--load-seconds=N]: the server's load tests, before against after in
// turn on the large data, so that a machine whose speed drifts moves both alike (bench/server-paired.ts).
import { hostedSearchNote } from './hosted-search';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page, Product } from '@/domain';
import {
  BURST_STATIC_PATH,
  CATALOGUE_PATH,
  ORDERS_PATH,
  beaconFlood,
  hammer,
  hammerPaths,
  importTiming,
  memoryGrowth,
  orderCreation,
  ordersLatency,
  productPageDuringSearchFlood,
  billedRepairJob,
  quotedRepairJob,
  renderedEachTime,
  searchPaths,
  signInBurst,
  soak,
} from './load';
import { chromiumPath } from '../scripts/chromium';
import { comparisonTable, compareRuns, runFromMarkdown, unproducedFigures, type SavedRun } from './compare';
import { SLOW_PHONE, contentShownAfterPaint } from './content-timing';
import { benchPaired } from './paired-run';
import { benchServerPaired } from './server-paired';
import { auditPage, median, type PageRun } from './page-audit';
import {
  KB,
  check,
  kilobytes,
  megabytes,
  milliseconds,
  pagesAtAGlance,
  perSecond,
  withReadmeResults,
  seconds,
  summary,
  table,
  type Check,
} from './report';
import {
  ensureBuilt,
  getJson,
  makeDataDir,
  removeDataDir,
  seedLarge,
  signIn,
  startServer,
  type RunningServer,
} from './site';
import {
  BENCH_DIR,
  BenchSetupError,
  ensureBenchTools,
  loadAutocannon,
  loadLighthouse,
  toolVersion,
  type Autocannon,
} from './tools';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    'save-reports': { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string' },
    routes: { type: 'string' },
    languages: { type: 'string' },
    'load-seconds': { type: 'string' },
    'soak-seconds': { type: 'string' },
    'warm-up-seconds': { type: 'string' },
    before: { type: 'string' },
  },
});

const smoke = flags.smoke;
const quick = flags.quick || smoke;
const settings = {
  runs: Number(flags.runs ?? (quick ? 1 : 3)),
  loadSeconds: Number(flags['load-seconds'] ?? (smoke ? 3 : quick ? 5 : 20)),
  soakSeconds: Number(flags['soak-seconds'] ?? (quick ? 15 : 60)),
  warmUpSeconds: Number(flags['warm-up-seconds'] ?? (quick ? 5 : 20)),
  ordersRequests: quick ? 50 : 300,
};
/** `--only=search-flood`: the product page's figure under a search flood alone, on the demo or large data. */
const onlySearchFlood = flags.only === 'search-flood';
/** `--only=sign-in`: the sign-in burst alone, on the demo data with --smoke, else on the large data. */
const onlySignIn = flags.only === 'sign-in';
/** `--only=repair`: the repair status page alone: its page figures and its render on the server. */
const onlyRepair = flags.only === 'repair';
/** `--only=paired`: before against after on the slow phone, alone. */
const onlyPaired = flags.only === 'paired';
/** `--only=server-paired`: before against after on the server's load tests, alone. */
const onlyServerPaired = flags.only === 'server-paired';
const doPages = flags.only === undefined || flags.only === 'pages' || onlyRepair;
const doContent = flags.only === undefined || flags.only === 'content';
const doServer = flags.only !== 'pages' && flags.only !== 'content' && !onlyPaired && !onlyServerPaired;

const REPAIR_ROUTE = '/repair/:token';

/** A page to audit; `noindex`: the page asks search engines not to index it, which Lighthouse's SEO counts against it. */
type Route = { path: string; name: string; performance: number; lcpMs: number; noindex?: true };
const ROUTES: Route[] = [
  { path: '/', name: 'home', performance: 98, lcpMs: 1500 },
  { path: '/about', name: 'about', performance: 95, lcpMs: 1500 },
  { path: '/products', name: 'catalogue', performance: 95, lcpMs: 1800 },
  { path: '/products?category=Welding+Machines', name: 'category', performance: 95, lcpMs: 1800 },
  { path: '/products?q=welding', name: 'search', performance: 95, lcpMs: 1800, noindex: true },
  { path: '/products/:id', name: 'product', performance: 95, lcpMs: 1500 },
  { path: '/testimonials', name: 'testimonials', performance: 95, lcpMs: 1500 },
  { path: '/contact', name: 'contact', performance: 95, lcpMs: 1500 },
  { path: '/enquiry', name: 'enquiry', performance: 95, lcpMs: 1500 },
  // A customer's job, quoted and waiting for their answer: asks search engines not to index it.
  { path: REPAIR_ROUTE, name: 'repair status', performance: 95, lcpMs: 1500, noindex: true },
];
const LANGUAGES = ['en', 'ms'] as const;
const JS_TARGET = 100 * KB;
const JS_STRETCH = 80 * KB;

/** Lowest–highest of the runs for figures that vary much from run to run, by "area figure". */
const spread = new Map<string, string>();
/** The value of each run, by "area figure", for figures measured in several runs: the noise of a comparison. */
const samples: Record<string, number[]> = {};

const routes = smoke
  ? ROUTES.slice(0, 1)
  : onlyRepair
    ? ROUTES.filter((r) => r.path === REPAIR_ROUTE)
    : flags.routes
      ? ROUTES.filter((r) => flags.routes!.split(',').includes(r.path))
      : ROUTES;
const languages = smoke
  ? LANGUAGES.slice(0, 1)
  : flags.languages
    ? LANGUAGES.filter((l) => flags.languages!.split(',').includes(l))
    : LANGUAGES;
const complete =
  !quick &&
  doPages &&
  doContent &&
  doServer &&
  routes.length === ROUTES.length &&
  languages.length === LANGUAGES.length &&
  !flags.runs;

async function benchPages(checks: Check[], notes: string[]): Promise<void> {
  const tools = await loadLighthouse();
  const dataDir = makeDataDir('pages');
  const server = await startServer(dataDir);
  try {
    const firstProduct = (await getJson<Page<Product>>(`${server.url}/api/products?limit=1`)).items[0];
    if (!firstProduct) throw new Error('The demo catalogue has no products');
    const repairJob = routes.some((route) => route.path === REPAIR_ROUTE)
      ? await quotedRepairJob(server.url, await signIn(server.url))
      : null;
    for (const route of routes) {
      for (const language of languages) {
        const pathname = route.path.replace(':id', firstProduct.id).replace(':token', repairJob?.token ?? '');
        const url = `${server.url}${pathname}${language === 'ms' ? `${pathname.includes('?') ? '&' : '?'}lang=ms` : ''}`;
        // The server keeps rendered pages until a product changes: measure the page as visitors get it,
        // not the first request after a start (which renders it). (A repair status page is rendered each time.)
        await warmUp(url);
        const runs: PageRun[] = [];
        for (let i = 0; i < settings.runs; i++) {
          const report = flags['save-reports']
            ? path.join(BENCH_DIR, 'results', 'reports', `${route.name}-${language}-${i + 1}.json`)
            : undefined;
          const run = await auditWithRetries(tools, url, report);
          runs.push(run);
          console.log(
            `  ${route.name} (${language}) run ${i + 1}: performance ${run.performance}, LCP ${seconds(run.lcpMs)}, TBT ${milliseconds(run.tbtMs)}, CLS ${run.cls.toFixed(3)}`,
          );
        }
        recordPage(checks, notes, route, language, runs);
      }
    }
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

/** The pages whose content used to wait for the code (home, about): the slow phone's figure is theirs. */
const CONTENT_ROUTES = ['/', '/about'] as const;
/** What is on the screen shows within a second of the first paint, fade-in included. */
const CONTENT_TARGET_MS = 1000;

/**
 * On the slow phone (bench/content-timing.ts): how long after the first paint every text on the first screen shows,
 * for home and about in each language; the median of the runs.
 */
async function benchContent(checks: Check[], notes: string[]): Promise<void> {
  const dataDir = makeDataDir('content');
  const server = await startServer(dataDir);
  try {
    for (const pathname of smoke ? CONTENT_ROUTES.slice(0, 1) : CONTENT_ROUTES) {
      for (const language of languages) {
        const url = `${server.url}${pathname}${language === 'ms' ? '?lang=ms' : ''}`;
        await warmUp(url);
        const area = `${pathname} (${language})`;
        const runs = [];
        for (const scroll of [false, true]) {
          const timed = [];
          for (let i = 0; i < settings.runs; i++) {
            const run = await contentShownAfterPaint(url, { scroll });
            timed.push(run);
            console.log(
              `  ${pathname} (${language}) on the slow phone${scroll ? ', scrolled a screen down at once' : ''}, run ${i + 1}: ` +
                `first paint ${seconds(run.firstPaintMs)}, text on the screen shown ${seconds(run.shownAfterPaintMs)} after ` +
                `${scroll ? 'the scroll' : 'it'}, code took over at ${run.hydratedMs === null ? 'no time' : seconds(run.hydratedMs)}`,
            );
          }
          runs.push(...timed);
          const shown = median(timed.map((run) => run.shownAfterPaintMs));
          checks.push(
            check(
              area,
              scroll
                ? 'Slow phone: text on the next screen shown, after a scroll at first paint'
                : 'Slow phone: text on the screen shown, after first paint',
              seconds(shown),
              `≤ ${seconds(CONTENT_TARGET_MS)}`,
              shown <= CONTENT_TARGET_MS,
            ),
          );
        }
        notes.push(
          `${area} on the slow phone: first paint ${seconds(median(runs.map((run) => run.firstPaintMs)))}, ` +
            `code took over at ${seconds(median(runs.map((run) => run.hydratedMs ?? Number.NaN)))}.`,
        );
      }
    }
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

async function warmUp(url: string): Promise<void> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en-US,en;q=0.9' },
  });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  await response.arrayBuffer();
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function auditWithRetries(tools: Awaited<ReturnType<typeof loadLighthouse>>, url: string, report?: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(tools, url, report);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (retrying: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

function recordPage(checks: Check[], notes: string[], route: Route, language: string, runs: PageRun[]): void {
  const name =
    route.path === '/products/:id' ? 'product page' : route.path === REPAIR_ROUTE ? 'repair status page' : route.path;
  const area = `${name} (${language})`;
  const m = (pick: (run: PageRun) => number) => median(runs.map(pick));
  const performance = m((r) => r.performance);
  const lcp = m((r) => r.lcpMs);
  const tbt = m((r) => r.tbtMs);
  const tbts = runs.map((r) => r.tbtMs);
  if (runs.length > 1) spread.set(`${area} TBT`, `${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}`);
  if (runs.length > 1) {
    // In the units the table shows: LCP in seconds, TBT in milliseconds.
    samples[`${area} Performance`] = runs.map((r) => r.performance);
    samples[`${area} LCP`] = runs.map((r) => r.lcpMs / 1000);
    samples[`${area} TBT`] = tbts;
    samples[`${area} CLS`] = runs.map((r) => r.cls);
  }
  const cls = m((r) => r.cls);
  const accessibility = m((r) => r.accessibility);
  const seo = m((r) => r.seo);
  const bestPractices = m((r) => r.bestPractices);
  // The scripts are the same files in every run; the largest set is the one reported.
  const scripts = runs.map((r) => r.scripts).sort((a, b) => b.length - a.length)[0]!;
  const js = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const forbidden = [...new Set(runs.flatMap((r) => r.forbiddenScripts))];
  const fonts = [...new Set(runs.flatMap((r) => r.fontRequests))];

  checks.push(
    check(area, 'Performance', String(performance), `≥ ${route.performance}`, performance >= route.performance),
    check(area, 'LCP', seconds(lcp), `≤ ${seconds(route.lcpMs)}`, lcp <= route.lcpMs),
    check(area, 'TBT', milliseconds(tbt), '≤ 100 ms', tbt <= 100),
    check(area, 'CLS', cls.toFixed(3), '≤ 0.02', cls <= 0.02),
    check(area, 'Accessibility', String(accessibility), '100', accessibility === 100),
    route.noindex ? noindexSeo(area, seo, runs) : check(area, 'SEO', String(seo), '100', seo === 100),
    check(area, 'Best practices', String(bestPractices), '≥ 96', bestPractices >= 96),
    check(
      area,
      `JS before interactive, gzip (${scripts.length} files)`,
      kilobytes(js),
      `≤ 100 KB (stretch ${JS_STRETCH / KB})`,
      js <= JS_TARGET,
    ),
    check(
      area,
      'Admin, Firebase or zod code requested',
      forbidden.length ? forbidden.join(', ') : 'none',
      'none',
      forbidden.length === 0,
    ),
    check(area, 'Web fonts requested', String(fonts.length), '0', fonts.length === 0),
  );
  if (route.path === '/') {
    const transfer = m((r) => r.transferBytes);
    const hero = m((r) => r.heroBytes ?? Number.NaN);
    checks.push(
      check(area, 'Whole transfer', kilobytes(transfer), '≤ 250 KB', transfer <= 250 * KB),
      check(area, 'Hero image', Number.isNaN(hero) ? 'not requested' : kilobytes(hero), '≤ 60 KB', hero <= 60 * KB),
    );
  }
  const lcpElements = [...new Set(runs.map((r) => r.lcpElement).filter(Boolean))];
  notes.push(
    `${area}: LCP element ${lcpElements.map((e) => `\`${e.replace(/\s+/g, ' ').slice(0, 140)}\``).join(' / ') || 'unknown'}; ` +
      `FCP ${seconds(m((r) => r.fcpMs))}; scripts ${scripts.map((s) => `${path.basename(s.url)} ${kilobytes(s.gzipBytes)}`).join(', ')}` +
      `${failedAudits(runs)}`,
  );
}

/**
 * A page kept out of search engines on purpose fails Lighthouse's "is-crawlable" audit, and only that one can cost it
 * points: its SEO is met when every other SEO audit passes and that one fails (the noindex is really there).
 */
function noindexSeo(area: string, seo: number, runs: PageRun[]): Check {
  const failed = [...new Set(runs.flatMap((r) => r.failedAudits))].filter((audit) => audit.startsWith('seo: '));
  const met = failed.length === 1 && failed[0] === 'seo: is-crawlable';
  return check(area, 'SEO', `${seo} (noindex)`, '100 but for is-crawlable', met);
}

function failedAudits(runs: PageRun[]): string {
  const failed = [...new Set(runs.flatMap((r) => r.failedAudits))];
  return failed.length ? `; audits losing points: ${failed.join(', ')}` : '';
}

async function benchServer(checks: Check[], notes: string[]): Promise<void> {
  const autocannon = await loadAutocannon();
  // The repair status page alone reads one job: the demo data set serves it as well as the large one.
  const demoData = smoke || onlyRepair;
  const dataDir = makeDataDir(demoData ? 'smoke' : 'large');
  if (demoData) {
    console.log(`${smoke ? 'Smoke run' : 'Repair status page'}: the demo data set`);
  } else {
    console.log('Seeding the large data set (scripts/seed-large.ts)…');
    seedLarge(dataDir);
  }
  const server = await startServer(dataDir);
  try {
    const area = demoData ? 'Server (demo data)' : 'Server (large data)';
    if (onlySearchFlood) {
      await benchSearchFlood(server, autocannon, area, checks, notes);
      return;
    }
    if (onlySignIn) {
      await benchSignInBurst(server, area, checks, notes);
      return;
    }
    if (onlyRepair) {
      await benchRepairStatus(server, autocannon, area, checks, notes);
      return;
    }
    console.log(`Catalogue data, 100 connections, ${settings.loadSeconds} s…`);
    const catalogue = await hammer(autocannon, server, CATALOGUE_PATH, settings.loadSeconds);
    checks.push(
      check(
        area,
        'Catalogue first page data: throughput',
        perSecond(catalogue.requestsPerSecond),
        '≥ 5,000 req/s',
        catalogue.requestsPerSecond >= 5000,
      ),
      check(
        area,
        'Catalogue first page data: p99 latency',
        milliseconds(catalogue.p99Ms),
        '≤ 50 ms',
        catalogue.p99Ms <= 50,
      ),
    );

    console.log(`Visitors' beacons, 100 connections, ${settings.loadSeconds} s…`);
    const beacons = await beaconFlood(autocannon, server, await signIn(server.url), settings.loadSeconds);
    checks.push(
      check(
        area,
        'Visitor beacons: throughput (all kept)',
        perSecond(beacons.requestsPerSecond),
        '≥ 2,000 req/s',
        // Beacons still in flight when the load stops are stored but not counted as answered: at least all kept.
        beacons.requestsPerSecond >= 2000 && beacons.errors === 0 && beacons.stored >= beacons.accepted,
      ),
    );
    notes.push(
      `Visitor beacons: ${beacons.accepted} answered 204 and ${beacons.stored} page views kept, p99 ${milliseconds(beacons.p99Ms)}, ${beacons.errors} errors.`,
    );
    await benchSearchFlood(server, autocannon, area, checks, notes);
    await benchSignInBurst(server, area, checks, notes);
    if (smoke) {
      await benchImport(server, area, checks, notes);
      return;
    }

    const product = (await getJson<Page<Product>>(server.url + CATALOGUE_PATH)).items[0]!;
    console.log(`Product page, 100 connections, ${settings.loadSeconds} s…`);
    const page = await hammer(autocannon, server, `/products/${product.id}`, settings.loadSeconds);
    checks.push(
      check(
        area,
        'Product page (rendered on the server): throughput',
        perSecond(page.requestsPerSecond),
        '≥ 1,000 req/s',
        page.requestsPerSecond >= 1000,
      ),
      check(area, 'Product page: p99 latency', milliseconds(page.p99Ms), '≤ 100 ms', page.p99Ms <= 100),
    );
    await benchRepairStatus(server, autocannon, area, checks, notes);
    const searchErrors: number[] = [];
    for (const words of [1, 2] as const) {
      console.log(
        `Catalogue search, ${words === 1 ? 'one word' : 'two words'}, 100 connections, ${settings.loadSeconds} s…`,
      );
      const search = await hammerPaths(autocannon, server, searchPaths(words), settings.loadSeconds);
      searchErrors.push(search.errors);
      const label = `Catalogue search, ${words === 1 ? 'one-word' : 'two-word'} queries`;
      checks.push(
        check(
          area,
          `${label}: throughput`,
          perSecond(search.requestsPerSecond),
          '≥ 2,000 req/s',
          search.requestsPerSecond >= 2000,
        ),
        check(area, `${label}: p99 latency`, milliseconds(search.p99Ms), '≤ 30 ms', search.p99Ms <= 30),
      );
    }
    const loadErrors = catalogue.errors + page.errors + searchErrors.reduce((sum, n) => sum + n, 0);
    if (loadErrors) notes.push(`Errors during the throughput runs: ${loadErrors}`);
    notes.push(hostedSearchNote());

    console.log(`Admin orders filtered by status, ${settings.ordersRequests} requests one after another…`);
    const cookie = await signIn(server.url);
    const orders = await ordersLatency(autocannon, server, cookie, settings.ordersRequests);
    checks.push(
      check(
        area,
        `Admin orders by status (${ORDERS_PATH}): p99 latency`,
        milliseconds(orders.p99Ms),
        '≤ 50 ms',
        orders.p99Ms <= 50 && orders.errors === 0,
      ),
    );
    notes.push(
      `Admin orders by status: median ${milliseconds(orders.p50Ms)}, p99 ${milliseconds(orders.p99Ms)}, ${orders.errors} errors.`,
    );

    // After the catalogue and admin figures, so that the orders it adds change none of them.
    console.log(`Order creation (POST /api/orders), 10 connections, ${settings.loadSeconds} s…`);
    const created = await orderCreation(autocannon, server, settings.loadSeconds);
    checks.push(
      check(
        area,
        'Order creation from enquiries: throughput',
        perSecond(created.requestsPerSecond),
        '≥ 500 orders/s',
        created.requestsPerSecond >= 500 && created.errors === 0,
      ),
      check(area, 'Order creation: p99 latency', milliseconds(created.p99Ms), '≤ 50 ms', created.p99Ms <= 50),
    );
    notes.push(
      `Order creation: ${created.total.toLocaleString('en-GB')} orders, median ${milliseconds(created.p50Ms)}, p99 ${milliseconds(created.p99Ms)}, ${created.errors} errors.`,
    );

    console.log(
      `Soak: ${settings.warmUpSeconds} s warm-up, then ${settings.soakSeconds} s of mixed traffic with admin writes…`,
    );
    const result = await soak(autocannon, server, { warmUp: settings.warmUpSeconds, soak: settings.soakSeconds });
    const errors = result.traffic.errors + result.adminFailures.length;
    const memory = memoryGrowth(result.rssSamples);
    checks.push(
      check(
        area,
        `Soak ${settings.soakSeconds} s, 100 connections + admin writes: errors`,
        `${errors} of ${result.traffic.total.toLocaleString('en-GB')} requests and ${result.adminWrites} writes`,
        '0',
        errors === 0,
      ),
      check(
        area,
        // The growth first: a comparison with an earlier run reads the number a figure starts with.
        'Soak: server memory (RSS) growth, median of the second half vs the first',
        `${memory.growth >= 0 ? '+' : ''}${(memory.growth * 100).toFixed(1)} % (${megabytes(memory.second)} vs ${megabytes(memory.first)})`,
        '≤ +10 %',
        memory.growth <= 0.1,
      ),
      check(area, 'Soak: throughput (information)', perSecond(result.traffic.requestsPerSecond), '', null),
    );
    notes.push(
      `Soak: ${perSecond(result.traffic.requestsPerSecond)}, p99 ${milliseconds(result.traffic.p99Ms)}, status codes ${JSON.stringify(result.statusCodes)}, ` +
        `peak RSS ${megabytes(result.rssPeak)}${result.adminFailures.length ? `, admin failures: ${result.adminFailures.slice(0, 3).join('; ')}` : ''}.`,
    );
    // Last: the import adds and changes thousands of products, which would change every figure above.
    await benchImport(server, area, checks, notes);
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

const SEARCH_FLOOD_FIGURE = 'Product page while one address floods searches: p99 latency';

/** A product page's p99 for one visitor while another address floods the server with random searches. */
async function benchSearchFlood(
  server: RunningServer,
  autocannon: Autocannon,
  area: string,
  checks: Check[],
  notes: string[],
): Promise<void> {
  const product = (await getJson<Page<Product>>(server.url + CATALOGUE_PATH)).items[0]!;
  console.log(`Product page while one address floods random searches, 30 + 4 connections, ${settings.loadSeconds} s…`);
  const flood = await productPageDuringSearchFlood(autocannon, server, `/products/${product.id}`, settings.loadSeconds);
  checks.push(
    check(
      area,
      SEARCH_FLOOD_FIGURE,
      milliseconds(flood.page.p99Ms),
      '≤ 100 ms',
      flood.page.p99Ms <= 100 && flood.page.errors === 0,
    ),
  );
  notes.push(
    `Search flood: ${flood.searches.toLocaleString('en-GB')} random searches from one address, ${flood.rendered} rendered and ` +
      `${flood.refused.toLocaleString('en-GB')} answered 429; meanwhile another visitor's product page: ` +
      `${perSecond(flood.page.requestsPerSecond)}, median ${milliseconds(flood.page.p50Ms)}, p99 ${milliseconds(flood.page.p99Ms)}, ${flood.page.errors} errors.`,
  );
}

/**
 * A repair job's status page as the server renders it for each request (no cache keeps it: it is a customer's), with
 * four customers asking at once: the job read from SQLite, the page rendered, compressed and sent.
 */
async function benchRepairStatus(
  server: RunningServer,
  autocannon: Autocannon,
  area: string,
  checks: Check[],
  notes: string[],
): Promise<void> {
  const cookie = await signIn(server.url);
  const job = await quotedRepairJob(server.url, cookie);
  const billed = await billedRepairJob(server.url, cookie);
  console.log(`Repair status page, rendered for each request, 4 connections, ${settings.loadSeconds} s…`);
  const page = await renderedEachTime(autocannon, server, `/repair/${job.token}`, settings.loadSeconds);
  console.log(`Repair status page of 20 lines and 10 payments, 4 connections, ${settings.loadSeconds} s…`);
  const bill = await renderedEachTime(autocannon, server, `/repair/${billed.token}`, settings.loadSeconds);
  const unknown = await renderedEachTime(autocannon, server, '/repair/AAAAAAAAAAAAAAAAAAAAAA', settings.loadSeconds);
  checks.push(
    check(
      area,
      'Repair status page (rendered for each request, 4 connections): p99 latency',
      milliseconds(page.p99Ms),
      '≤ 100 ms',
      page.p99Ms <= 100 && page.errors === 0,
    ),
    check(area, 'Repair status page: throughput (information)', perSecond(page.requestsPerSecond), '', null),
    check(
      area,
      'Repair status page of 20 lines and 10 payments (4 connections): p99 latency',
      milliseconds(bill.p99Ms),
      '≤ 100 ms',
      bill.p99Ms <= 100 && bill.errors === 0,
    ),
  );
  notes.push(
    `Repair status page: median ${milliseconds(page.p50Ms)}, p99 ${milliseconds(page.p99Ms)}, ${page.errors} errors; ` +
      `of 20 lines and 10 payments: median ${milliseconds(bill.p50Ms)}, p99 ${milliseconds(bill.p99Ms)}, ${bill.errors} errors; ` +
      `an unknown token's not-found page (404 by design): ${perSecond(unknown.requestsPerSecond)}, median ${milliseconds(unknown.p50Ms)}, p99 ${milliseconds(unknown.p99Ms)}.`,
  );
}

const SIGN_IN_FIGURES = [
  'Sign-in burst of 60 attempts: /healthz p99 latency',
  "Sign-in burst of 60 attempts: a picture's p99 latency",
];

/** 60 wrong passwords sent at once from one address, and how long /healthz and a picture wait meanwhile. */
async function benchSignInBurst(server: RunningServer, area: string, checks: Check[], notes: string[]): Promise<void> {
  console.log('Sign-in burst: 60 wrong passwords at once from one address, /healthz and a picture asked meanwhile…');
  const burst = await signInBurst(server, 60);
  const label = `Sign-in burst of ${burst.attempts} attempts`;
  checks.push(
    check(
      area,
      `${label}: /healthz p99 latency`,
      milliseconds(burst.healthz.p99Ms),
      '≤ 1 s',
      burst.healthz.p99Ms <= 1000 && burst.healthz.errors === 0,
    ),
    check(
      area,
      `${label}: a picture's p99 latency (${BURST_STATIC_PATH})`,
      milliseconds(burst.file.p99Ms),
      '≤ 1 s',
      burst.file.p99Ms <= 1000 && burst.file.errors === 0,
    ),
  );
  const answers = Object.entries(burst.answers)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  notes.push(
    `Sign-in burst: answered in ${seconds(burst.burstMs)} (${answers}); ${burst.healthz.count} /healthz and ${burst.file.count} picture requests meanwhile, ` +
      `${burst.healthz.errors + burst.file.errors} errors. Just before it, 30 of each: p99 ${milliseconds(burst.before.healthzP99Ms)} and ${milliseconds(burst.before.fileP99Ms)}.`,
  );
}

/**
 * An import of the whole catalogue's size (10,000 lines; 1,000 on the demo data of a smoke run), previewed then
 * applied, each timed as the admin's screen waits for it.
 */
async function benchImport(server: RunningServer, area: string, checks: Check[], notes: string[]): Promise<void> {
  const lines = smoke ? 1_000 : 10_000;
  console.log(`Import of ${lines.toLocaleString('en-GB')} lines, previewed then applied…`);
  const imported = await importTiming(server, await signIn(server.url), lines);
  const label = `Import of ${imported.lines.toLocaleString('en-GB')} lines`;
  checks.push(
    check(area, `${label}: check (preview)`, milliseconds(imported.previewMs), '≤ 10 s', imported.previewMs <= 10_000),
    check(
      area,
      `${label}: apply (one transaction)`,
      milliseconds(imported.applyMs),
      '≤ 15 s',
      imported.applyMs <= 15_000,
    ),
  );
  notes.push(`Import: ${imported.added} added and ${imported.changed} changed in one transaction.`);
}

function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  if (onlyPaired) {
    if (!flags.before) throw new BenchSetupError('--only=paired needs --before=DIR: a built checkout of the site');
    ensureBuilt();
    await benchPaired(path.resolve(flags.before), settings.runs);
    return;
  }
  if (onlyServerPaired) {
    if (!flags.before)
      throw new BenchSetupError('--only=server-paired needs --before=DIR: a built checkout of the site');
    ensureBenchTools();
    ensureBuilt();
    await benchServerPaired(path.resolve(flags.before), settings.runs, settings.loadSeconds);
    return;
  }
  ensureBenchTools();
  const { built } = ensureBuilt();
  const checks: Check[] = [];
  const notes: string[] = [];
  const started = Date.now();
  // The machine is shared: its load says how much of it the browser and the server had.
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  if (doPages) await benchPages(checks, notes);
  if (doContent) await benchContent(checks, notes);
  if (doServer) await benchServer(checks, notes);

  const cpus = os.cpus();
  const machine = [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    `${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM`,
    `Node ${process.version}`,
    chromiumVersion(),
    `Lighthouse ${toolVersion('lighthouse')}`,
    `autocannon ${toolVersion('autocannon')}`,
    `load average ${loadAtStart} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end (1 min)`,
  ].join(', ');
  const mode = complete
    ? `full run: ${settings.runs} Lighthouse runs per page (median), ${settings.loadSeconds} s per throughput test, ${settings.soakSeconds} s soak`
    : `partial run (${process.argv.slice(2).join(' ')}): ${settings.runs} Lighthouse run(s) per page, ${settings.loadSeconds} s per throughput test, ${settings.soakSeconds} s soak`;
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const report = [
    `# Benchmark results`,
    '',
    `${when}, ${mode}, ${((Date.now() - started) / 60_000).toFixed(1)} min${built ? ', after a fresh build' : ''}.`,
    '',
    `Machine: ${machine}.`,
    '',
    'Pages: Lighthouse, mobile preset with its default simulated throttling, headless Chromium, against the real server over a fresh demo data directory, ' +
      'each page requested once before it is measured (the server keeps rendered pages until a product changes); ' +
      'each figure is the median of the runs. "JS before interactive" is every script the page loads without being touched, at its gzip size. ' +
      `Slow phone: Chromium over its DevTools protocol at ${SLOW_PHONE.bytesPerSecond / 125} kbit/s, ${SLOW_PHONE.latencyMs} ms latency and a CPU ${SLOW_PHONE.cpuSlowdown}× slower, ${SLOW_PHONE.viewport.width}×${SLOW_PHONE.viewport.height} px; every frame checks each text on the screen for opacity and visibility. ` +
      `Server: autocannon from the bench process against the server in its own process, over ${smoke || onlyRepair ? 'the demo data' : 'the large seed (10,000 products, 100,000 orders)'}, requests sent as a browser sends them (accepting br and gzip).`,
    '',
    ...(doPages ? ['## Pages at a glance', '', pagesAtAGlance(checks, spread), ''] : []),
    '## Every figure',
    '',
    table(checks),
    '',
    summary(checks),
    '',
    '## Notes',
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');

  console.log(`\n${report}`);
  if (smoke) {
    const unproduced = unproducedFigures(
      checks,
      onlySearchFlood ? [SEARCH_FLOOD_FIGURE] : onlySignIn ? SIGN_IN_FIGURES : SMOKE_FIGURES,
    );
    if (unproduced.length) throw new Error(`The benchmark did not produce: ${unproduced.join('; ')}`);
    console.log(`Smoke run: all ${checks.length} figures produced (targets are not judged in a smoke run).`);
    return;
  }
  const resultsDir = path.join(BENCH_DIR, 'results');
  const previous = readSavedRun(resultsDir);
  const current: SavedRun = { when, machine, checks, samples };
  const comparison = previous ? comparisonTable(previous, compareRuns(previous, current)) : undefined;
  if (comparison) console.log(`\n## Change since the previous full run\n\n${comparison}\n`);
  const out = path.join(resultsDir, complete ? 'latest.md' : 'partial.md');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(out, comparison ? `${report}\n## Change since the previous full run\n\n${comparison}\n` : report);
  console.log(`Written to ${path.relative(process.cwd(), out)}`);
  if (complete) {
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(current, null, 2)}\n`);
    const readme = path.join(BENCH_DIR, '..', 'README.md');
    const line =
      `Latest full run: ${when}, ${summary(checks).replace(/; missed: .*$/, '.')} ` +
      'Every figure with its target, the notes on each page and the change since the run before: ' +
      '[bench/results/latest.md](bench/results/latest.md).';
    fs.writeFileSync(readme, withReadmeResults(fs.readFileSync(readme, 'utf8'), line));
    console.log('README.md names this run');
  }
}

/**
 * The figures a smoke run must produce: every page figure of the home page, the catalogue data's load, the sign-in
 * burst and the import.
 */
const SMOKE_FIGURES = [
  'Performance',
  'LCP',
  'TBT',
  'CLS',
  'Accessibility',
  'SEO',
  'Best practices',
  'JS before interactive',
  'Admin, Firebase or zod code requested',
  'Web fonts requested',
  'Whole transfer',
  'Hero image',
  'Slow phone: text on the screen shown, after first paint',
  'Slow phone: text on the next screen shown, after a scroll at first paint',
  'Catalogue first page data: throughput',
  'Catalogue first page data: p99 latency',
  SEARCH_FLOOD_FIGURE,
  ...SIGN_IN_FIGURES,
  'Import of 1,000 lines: check (preview)',
  'Import of 1,000 lines: apply (one transaction)',
];

/** The last full run: bench/results/latest.json, or the table of latest.md from before runs were kept as JSON. */
function readSavedRun(resultsDir: string): SavedRun | undefined {
  const json = path.join(resultsDir, 'latest.json');
  if (fs.existsSync(json)) return JSON.parse(fs.readFileSync(json, 'utf8')) as SavedRun;
  const markdown = path.join(resultsDir, 'latest.md');
  return fs.existsSync(markdown) ? runFromMarkdown(fs.readFileSync(markdown, 'utf8')) : undefined;
}

main().catch((error: unknown) => {
  console.error(
    error instanceof BenchSetupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error,
  );
  process.exit(1);
});
