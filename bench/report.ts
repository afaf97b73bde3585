/** One figure beside its target. `pass: null` is a figure shown for information, with no target. */
export type Check = { area: string; figure: string; measured: string; target: string; pass: boolean | null };

export function check(area: string, figure: string, measured: string, target: string, pass: boolean | null): Check {
  return { area, figure, measured, target, pass };
}

export const KB = 1024;

export function kilobytes(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function milliseconds(ms: number): string {
  return `${Math.round(ms)} ms`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / KB / KB).toFixed(1)} MB`;
}

export function perSecond(value: number): string {
  return `${Math.round(value).toLocaleString('en-GB')} req/s`;
}

function mark(pass: boolean | null): string {
  return pass === null ? '' : pass ? '✓' : '✗';
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The one table: every figure, its target and whether it is met. */
export function table(checks: Check[]): string {
  const rows = [
    '| Area | Figure | Measured | Target | ✓/✗ |',
    '| --- | --- | --: | --- | :-: |',
    ...checks.map(
      (c) =>
        `| ${escapeCell(c.area)} | ${escapeCell(c.figure)} | ${escapeCell(c.measured)} | ${escapeCell(c.target)} | ${mark(c.pass)} |`,
    ),
  ];
  return rows.join('\n');
}

export function summary(checks: Check[]): string {
  const judged = checks.filter((c) => c.pass !== null);
  const missed = judged.filter((c) => c.pass === false);
  return `${judged.length - missed.length} of ${judged.length} targets met${missed.length ? `; missed: ${missed.map((c) => `${c.area} ${c.figure}`).join('; ')}` : ''}.`;
}

/** Page figures in the order of the glance table's columns. */
const GLANCE_FIGURES = ['Performance', 'LCP', 'TBT', 'CLS', 'Accessibility', 'SEO', 'Best practices', 'JS'] as const;

/**
 * The pages' figures one row per page and language, from the same checks as the full table: a missed target
 * is marked ✗ beside its figure. `spread` adds the lowest and highest of the runs to a figure.
 */
export function pagesAtAGlance(checks: Check[], spread: Map<string, string>): string {
  const areas = [...new Set(checks.filter((c) => c.figure === 'Performance').map((c) => c.area))];
  const rows = areas.map((area) => {
    const cells = GLANCE_FIGURES.map((figure) => {
      const found = checks.find((c) => c.area === area && c.figure.startsWith(figure));
      if (!found) return '';
      const range = spread.get(`${area} ${figure}`);
      return `${escapeCell(found.measured)}${range ? ` (${range})` : ''}${found.pass === false ? ' ✗' : ''}`;
    });
    return `| ${escapeCell(area)} | ${cells.join(' | ')} |`;
  });
  return [
    '| Page | Performance | LCP | TBT, median (lowest–highest) | CLS | Accessibility | SEO | Best practices | JS gzip |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows,
  ].join('\n');
}

const README_RESULTS_START = '<!-- bench results: written by npm run bench -->';
const README_RESULTS_END = '<!-- end of bench results -->';

/** README with its results block (between the two markers) replaced by `results`. */
export function withReadmeResults(readme: string, results: string): string {
  const start = readme.indexOf(README_RESULTS_START);
  const end = readme.indexOf(README_RESULTS_END);
  if (start < 0 || end < start) throw new Error('README.md has no bench results block to write into');
  return `${readme.slice(0, start + README_RESULTS_START.length)}\n\n${results}\n${readme.slice(end)}`;
}
