import os from 'node:os';
import type { Page, Product } from '@/domain';
import { SERVICE_CATEGORY } from '@/domain/categories';
import { SLOW_PHONE } from './content-timing';
import { tapAtFirstPaint, type PairedLoad, type PairedTask } from './paired';
import { median } from './page-audit';
import { milliseconds, seconds } from './report';
import { getJson, makeDataDir, removeDataDir, startServer, type RunningServer } from './site';
import { REPO_ROOT } from './tools';

/** A tap is answered within a second of the first paint (issue 40). */
const ANSWER_TARGET_MS = 1000;
/** What LCP may differ by, run to run on this machine, and still be the same floor. */
const LCP_NOISE_MS = 250;

type Side = 'before' | 'after';
const SIDES: Side[] = ['before', 'after'];

const TASKS: { task: PairedTask; page: 'product' | 'home'; label: string }[] = [
  { task: 'add', page: 'product', label: '"Add to enquiry" answered after first paint' },
  { task: 'gallery', page: 'product', label: 'Main photo tapped: picture shown after first paint' },
  { task: 'language', page: 'home', label: 'Language list, Malay picked: page in Malay after first paint' },
];

type Target = { url: string; productPath: string; productName: string; malayHeading: string };

/** The first product of the demo catalogue that "Add to enquiry" is for (not a service), with pictures. */
async function productOf(server: RunningServer): Promise<Product> {
  const page = await getJson<Page<Product>>(`${server.url}/api/products?limit=20`);
  const product = page.items.find((item) => item.category !== SERVICE_CATEGORY && item.image);
  if (!product) throw new Error(`No product with a picture outside the services at ${server.url}`);
  return product;
}

async function text(url: string): Promise<string> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en-US,en;q=0.9' },
  });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.text();
}

/** The main heading's text as a browser shows it, from the server's HTML. */
function mainHeading(html: string): string {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) throw new Error('No <h1> in the page');
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

async function targetOf(server: RunningServer): Promise<Target> {
  const product = await productOf(server);
  const productPath = `/products/${product.id}`;
  // The server keeps rendered pages: each is rendered once before it is measured, as visitors get it.
  await text(`${server.url}${productPath}`);
  await text(`${server.url}/`);
  return {
    url: server.url,
    productPath,
    productName: product.name,
    malayHeading: mainHeading(await text(`${server.url}/?lang=ms`)),
  };
}

function cell(values: number[], format: (ms: number) => string): string {
  if (values.length === 0) return '–';
  return `${format(median(values))} (${format(Math.max(...values))})`;
}

/**
 * `--only=paired`: the built site at `beforeRoot` and this checkout's, each its own server over its own throwaway
 * demo data, on the slow phone; each round does every task on both, in turn (the side that goes first alternates
 * from round to round). Prints medians and worst values, before against after, with issue 40's targets.
 */
export async function benchPaired(beforeRoot: string, rounds: number): Promise<void> {
  const loadAtStart = os.loadavg();
  const started = Date.now();
  const dataDirs = { before: makeDataDir('paired-before'), after: makeDataDir('paired-after') };
  const servers: Partial<Record<Side, RunningServer>> = {};
  try {
    servers.before = await startServer(dataDirs.before, beforeRoot);
    servers.after = await startServer(dataDirs.after, REPO_ROOT);
    const targets = { before: await targetOf(servers.before), after: await targetOf(servers.after) };
    for (const side of SIDES) {
      console.log(
        `  ${side}: ${targets[side].url}, product "${targets[side].productName}" (${targets[side].productPath})`,
      );
    }
    const loads: Record<Side, Record<PairedTask, PairedLoad[]>> = {
      before: { add: [], gallery: [], language: [] },
      after: { add: [], gallery: [], language: [] },
    };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
      for (const { task, page } of TASKS) {
        for (const side of order) {
          const target = targets[side];
          const load = await tapAtFirstPaint(`${target.url}${page === 'home' ? '/' : target.productPath}`, {
            task,
            productName: target.productName,
            malayHeading: target.malayHeading,
          });
          loads[side][task].push(load);
          console.log(
            `  round ${round + 1}, ${task} (${page}), ${side}: first paint ${seconds(load.firstPaintMs)}, answered ` +
              `${load.answeredAfterPaintMs === null ? 'not within 30 s' : `${seconds(load.answeredAfterPaintMs)} after it`}, ` +
              `LCP ${seconds(load.lcpMs)}, TBT ${milliseconds(load.tbtMs)} (load average ${os.loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
    }

    const rows: string[][] = [];
    for (const { task, page, label } of TASKS) {
      const answered = (side: Side) => loads[side][task].map((l) => l.answeredAfterPaintMs ?? Number.POSITIVE_INFINITY);
      const worstAfter = Math.max(...answered('after'));
      rows.push([
        `${page}: ${label}`,
        cell(answered('before'), seconds),
        cell(answered('after'), seconds),
        `≤ ${seconds(ANSWER_TARGET_MS)} after, every run`,
        worstAfter <= ANSWER_TARGET_MS ? '✓' : '✗',
      ]);
    }
    for (const { task, page } of TASKS) {
      const of = (side: Side, pick: (l: PairedLoad) => number) => loads[side][task].map(pick);
      rows.push([
        `${page} (${task}): first paint`,
        cell(
          of('before', (l) => l.firstPaintMs),
          seconds,
        ),
        cell(
          of('after', (l) => l.firstPaintMs),
          seconds,
        ),
        '',
        '',
      ]);
      const tbtBefore = median(of('before', (l) => l.tbtMs));
      const tbtAfter = median(of('after', (l) => l.tbtMs));
      rows.push([
        `${page} (${task}): TBT`,
        cell(
          of('before', (l) => l.tbtMs),
          milliseconds,
        ),
        cell(
          of('after', (l) => l.tbtMs),
          milliseconds,
        ),
        'after ≤ before (median)',
        tbtAfter <= tbtBefore ? '✓' : '✗',
      ]);
      const lcpBefore = median(of('before', (l) => l.lcpMs));
      const lcpAfter = median(of('after', (l) => l.lcpMs));
      rows.push([
        `${page} (${task}): LCP`,
        cell(
          of('before', (l) => l.lcpMs),
          seconds,
        ),
        cell(
          of('after', (l) => l.lcpMs),
          seconds,
        ),
        `after ≤ before + ${milliseconds(LCP_NOISE_MS)} (median)`,
        lcpAfter <= lcpBefore + LCP_NOISE_MS ? '✓' : '✗',
      ]);
    }
    const lines = [
      '| figure | before: median (worst) | after: median (worst) | target | |',
      '| --- | --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ];
    const missed = rows.filter((row) => row[4] === '✗').length;
    const loadAverage = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
    console.log(
      [
        '',
        `# Paired slow-phone run: before (${beforeRoot}) against after (${REPO_ROOT})`,
        '',
        `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${rounds} round(s), ` +
          `${((Date.now() - started) / 60_000).toFixed(1)} min; ${os.cpus().length} CPUs, load average ` +
          `${loadAverage(loadAtStart)} at the start and ${loadAverage(os.loadavg())} at the end (1, 5, 15 min).`,
        '',
        `Slow phone: Chromium over its DevTools protocol at ${SLOW_PHONE.bytesPerSecond / 125} kbit/s, ${SLOW_PHONE.latencyMs} ms ` +
          `latency, CPU ${SLOW_PHONE.cpuSlowdown}× slower, ${SLOW_PHONE.viewport.width}×${SLOW_PHONE.viewport.height} px, a fresh ` +
          'browser per load; the tap comes as soon as the page first paints. TBT: long tasks after the first contentful paint, ' +
          "each over 50 ms, until the code of the page the visitor ends on has taken over and 1.5 s more. LCP: the tapped page's, " +
          'as far as the tap lets the browser report it.',
        '',
        ...lines,
        '',
        missed === 0
          ? 'Every target met.'
          : `${missed} of ${rows.filter((row) => row[4] !== '').length} targets missed.`,
      ].join('\n'),
    );
  } finally {
    for (const side of SIDES) await servers[side]?.stop();
    for (const side of SIDES) removeDataDir(dataDirs[side]);
  }
}
