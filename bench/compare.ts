import type { Check } from './report';

/** A run as kept in bench/results/latest.json: every figure, and the per-run values where a figure had several. */
export type SavedRun = {
  when: string;
  machine: string;
  checks: Check[];
  /** "area figure" → the value of each run (Lighthouse runs of a page). */
  samples: Record<string, number[]>;
};

/** How much a figure measured once may move between two runs before the change is called real. */
const SINGLE_SAMPLE_TOLERANCE = 0.1;

const HIGHER_IS_BETTER = /^(Performance|Accessibility|SEO|Best practices)$|throughput/i;

/** The number a measured text starts with ("1.08 s", "9,479 req/s", "132.0 KB", "0 of 175,492 …"); NaN if none. */
export function measuredValue(measured: string): number {
  const match = /^[+-]?[\d,]*\.?\d+/.exec(measured.trim());
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN;
}

/** The unit after the number ("s", "ms", "KB", "req/s"), for showing a change. */
function unitOf(measured: string): string {
  const match = /^[+-]?[\d,]*\.?\d+\s*([A-Za-z/%]+)?/.exec(measured.trim());
  return match?.[1] && !/^of$/i.test(match[1]) ? ` ${match[1]}` : '';
}

function higherIsBetter(check: Pick<Check, 'figure'>): boolean {
  return HIGHER_IS_BETTER.test(check.figure);
}

/** Key of a figure across runs: the JS row names its file count, which may change without the figure changing. */
function figureKey(check: Pick<Check, 'area' | 'figure'>): string {
  return `${check.area} ${check.figure.replace(/\s*\(\d+ files?\)/, '')}`;
}

function range(values: number[] | undefined): number | undefined {
  if (!values || values.length < 2) return undefined;
  return Math.max(...values) - Math.min(...values);
}

type Verdict = 'worse' | 'better' | 'within noise' | 'changed' | 'same' | 'new';

export type Comparison = {
  area: string;
  figure: string;
  previous: string;
  now: string;
  change: string;
  noise: string;
  verdict: Verdict;
};

/** Decimals of the number a measured text starts with: changes are shown as precisely as the figure. */
function decimalsOf(measured: string): number {
  return /^[+-]?[\d,]*\.(\d+)/.exec(measured.trim())?.[1]?.length ?? 0;
}

function formatNumber(value: number, digits: number): string {
  return value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * Every figure of `current` beside the same figure of `previous`: the change, the noise (the spread of the runs of
 * either measurement; none for sizes, which are exact; ±10 % of the earlier value for another figure measured once)
 * and whether the change is beyond it.
 */
export function compareRuns(previous: SavedRun, current: SavedRun): Comparison[] {
  const before = new Map(previous.checks.map((c) => [figureKey(c), c]));
  return current.checks.map((check): Comparison => {
    const key = figureKey(check);
    const earlier = before.get(key);
    const base = { area: check.area, figure: check.figure, now: check.measured };
    if (!earlier) return { ...base, previous: '—', change: '', noise: '', verdict: 'new' };
    const was = measuredValue(earlier.measured);
    const is = measuredValue(check.measured);
    if (Number.isNaN(was) || Number.isNaN(is)) {
      const same = earlier.measured === check.measured;
      return { ...base, previous: earlier.measured, change: '', noise: '', verdict: same ? 'same' : 'changed' };
    }
    const delta = is - was;
    const spreads = [range(previous.samples[key]), range(current.samples[key])].filter(
      (value): value is number => value !== undefined,
    );
    const unit = unitOf(check.measured);
    // Sizes in KB are the bytes of the same files each run: any change is real.
    const exact = unit === ' KB';
    const noise = spreads.length ? Math.max(...spreads) : exact ? 0 : Math.abs(was) * SINGLE_SAMPLE_TOLERANCE;
    const digits = Math.max(decimalsOf(earlier.measured), decimalsOf(check.measured));
    const verdict: Verdict =
      Math.abs(delta) <= noise ? 'within noise' : delta > 0 === higherIsBetter(check) ? 'better' : 'worse';
    return {
      ...base,
      previous: earlier.measured,
      change: `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${formatNumber(Math.abs(delta), digits)}${unit}`,
      noise: spreads.length
        ? `±${formatNumber(noise, digits)}${unit} (runs)`
        : exact
          ? 'none (sizes are exact)'
          : `±${formatNumber(noise, digits)}${unit} (±10 %, one run)`,
      verdict,
    };
  });
}

/** The comparison as Markdown: a line counting each verdict, then one row per figure, the worse ones first. */
export function comparisonTable(previous: SavedRun, rows: Comparison[]): string {
  const order: Verdict[] = ['worse', 'changed', 'better', 'new', 'within noise', 'same'];
  const counts = order
    .map((verdict) => [verdict, rows.filter((row) => row.verdict === verdict).length] as const)
    .filter(([, count]) => count > 0)
    .map(([verdict, count]) => `${count} ${verdict}`);
  const worse = rows.filter((row) => row.verdict === 'worse');
  const sorted = [...rows].sort((a, b) => order.indexOf(a.verdict) - order.indexOf(b.verdict));
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    `Compared with the previous full run (${previous.when}): ${counts.join(', ')}.` +
      (worse.length ? ` Worse beyond the noise: ${worse.map((row) => `${row.area} ${row.figure}`).join('; ')}.` : ''),
    '',
    '| Area | Figure | Previous | Now | Change | Noise | Verdict |',
    '| --- | --- | --: | --: | --: | --: | --- |',
    ...sorted.map(
      (row) =>
        `| ${cell(row.area)} | ${cell(row.figure)} | ${cell(row.previous)} | ${cell(row.now)} | ${row.change} | ${row.noise} | ${row.verdict === 'worse' ? '**worse**' : row.verdict} |`,
    ),
  ].join('\n');
}

/**
 * A run read back from a results page written before runs were also kept as JSON: the rows of its
 * "Every figure" table, without per-run samples.
 */
export function runFromMarkdown(markdown: string): SavedRun | undefined {
  const when = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC)/m.exec(markdown)?.[1];
  const machine = /^Machine: (.*)\.$/m.exec(markdown)?.[1] ?? 'unknown';
  const section = markdown.split('## Every figure')[1]?.split('\n## ')[0];
  if (!when || !section) return undefined;
  const checks: Check[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| Area ') || line.startsWith('| ---')) continue;
    const cells = line
      .slice(2, -2)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
    const [area, figure, measured, target, mark] = cells;
    if (area === undefined || figure === undefined || measured === undefined || target === undefined) continue;
    checks.push({ area, figure, measured, target, pass: mark === '✓' ? true : mark === '✗' ? false : null });
  }
  // The pages' table gives the lowest and highest TBT of the runs: the noise of the figure that varies most.
  const samples: Record<string, number[]> = {};
  for (const match of markdown.matchAll(/^\| ([^|]+?) \|(?:[^|]*\|){2} ([\d.]+) ms \((\d+)–(\d+)\)/gm)) {
    samples[`${match[1]} TBT`] = [Number(match[3]), Number(match[4])];
  }
  return checks.length ? { when, machine, checks, samples } : undefined;
}

/**
 * What a run failed to produce: a figure of `expected` with no row, or a row whose target is a number and whose
 * measured value is not one (a Lighthouse audit that went missing, a load test that answered nothing).
 */
export function unproducedFigures(checks: Check[], expected: string[]): string[] {
  const missing = expected.filter((figure) => !checks.some((c) => c.figure.startsWith(figure)));
  const empty = checks
    .filter((c) => /\d/.test(c.target) && !Number.isFinite(measuredValue(c.measured)))
    .map((c) => `${c.area} ${c.figure} (measured "${c.measured}")`);
  return [...missing.map((figure) => `${figure} (no row)`), ...empty];
}
