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
