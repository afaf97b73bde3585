import { describe, expect, test } from 'vitest';
import {
  compareRuns,
  comparisonTable,
  measuredValue,
  runFromMarkdown,
  unproducedFigures,
  type SavedRun,
} from './compare';
import { check, table } from './report';

const run = (when: string, checks: SavedRun['checks'], samples: SavedRun['samples'] = {}): SavedRun => ({
  when,
  machine: 'test machine',
  checks,
  samples,
});

describe('reading a measured figure', () => {
  test('takes the number the text starts with, thousands separators and all', () => {
    expect(measuredValue('1.08 s')).toBe(1.08);
    expect(measuredValue('9,479 req/s')).toBe(9479);
    expect(measuredValue('0 of 175,492 requests and 109 writes')).toBe(0);
    expect(measuredValue('0.000')).toBe(0);
    expect(measuredValue('+3.5 % (309.9 MB vs 298.9 MB)')).toBe(3.5);
    expect(measuredValue('-3.5 % (298.9 MB vs 309.9 MB)')).toBe(-3.5);
    expect(measuredValue('none')).toBeNaN();
    expect(measuredValue('NaN ms')).toBeNaN();
  });
});

describe('comparing a run with the previous full run', () => {
  const previous = run(
    '2026-11-21 03:52 UTC',
    [
      check('/ (en)', 'TBT', '169 ms', '≤ 100 ms', false),
      check('/ (en)', 'Performance', '98', '≥ 98', true),
      check('Server', 'Catalogue first page data: throughput', '9,479 req/s', '≥ 5,000 req/s', true),
      check('Server', 'Catalogue first page data: p99 latency', '20 ms', '≤ 50 ms', true),
      check('/ (en)', 'JS before interactive, gzip (8 files)', '132.0 KB', '≤ 100 KB', false),
      check('/ (en)', 'Admin, Firebase or zod code requested', 'none', 'none', true),
    ],
    { '/ (en) TBT': [158, 169, 317], '/ (en) Performance': [97, 98, 98] },
  );

  test('a change inside the spread of the runs is noise; beyond it, better or worse by the figure', () => {
    const current = run(
      'now',
      [
        check('/ (en)', 'TBT', '250 ms', '≤ 100 ms', false),
        check('/ (en)', 'Performance', '90', '≥ 98', false),
        check('Server', 'Catalogue first page data: throughput', '12,000 req/s', '≥ 5,000 req/s', true),
        check('Server', 'Catalogue first page data: p99 latency', '21 ms', '≤ 50 ms', true),
        check('/ (en)', 'JS before interactive, gzip (9 files)', '120.0 KB', '≤ 100 KB', false),
        check('/ (en)', 'Admin, Firebase or zod code requested', 'none', 'none', true),
        check('Server', 'Search: throughput', '3,000 req/s', '≥ 2,000 req/s', true),
      ],
      { '/ (en) TBT': [200, 250, 260], '/ (en) Performance': [89, 90, 92] },
    );
    const rows = compareRuns(previous, current);
    const verdict = (figure: string) => rows.find((row) => row.figure.startsWith(figure))?.verdict;
    expect(verdict('TBT')).toBe('within noise'); // +81 ms against a spread of 159 ms
    expect(verdict('Performance')).toBe('worse'); // −8 against a spread of 3
    expect(verdict('Catalogue first page data: throughput')).toBe('better'); // +27 % against ±10 % of one run
    expect(verdict('Catalogue first page data: p99')).toBe('within noise');
    expect(verdict('JS before interactive')).toBe('better'); // the file count is not part of the figure
    expect(verdict('Admin, Firebase')).toBe('same');
    expect(verdict('Search')).toBe('new');
    const performance = rows.find((row) => row.figure === 'Performance')!;
    expect(performance).toMatchObject({ previous: '98', now: '90', change: '−8', noise: '±3 (runs)' });

    const text = comparisonTable(previous, rows);
    expect(text).toContain('Compared with the previous full run (2026-11-21 03:52 UTC): 1 worse,');
    expect(text).toContain('Worse beyond the noise: / (en) Performance.');
    // The worse rows come first.
    expect(text.split('\n')[4]).toContain('| / (en) | Performance | 98 | 90 | −8 | ±3 (runs) | **worse** |');
  });

  test('a results page written before runs were kept as JSON is read back from its table', () => {
    const checks = [
      check('/ (en)', 'LCP', '1.08 s', '≤ 1.50 s', true),
      check('Server (large data)', 'Soak 60 s: errors', '0 of 175,492 requests', '0', true),
      check('Server (large data)', 'Soak: throughput (information)', '2,925 req/s', '', null),
    ];
    const markdown = [
      '# Benchmark results',
      '',
      '2026-11-21 03:52 UTC, full run: 3 Lighthouse runs per page (median), 9.6 min.',
      '',
      'Machine: 2 × Xeon, 24 GB RAM.',
      '',
      '## Pages at a glance',
      '',
      '| Page | Performance | LCP | TBT, median (lowest–highest) | CLS |',
      '| --- | --: | --: | --: | --: |',
      '| / (en) | 98 | 1.08 s | 169 ms (158–317) ✗ | 0.000 |',
      '',
      '## Every figure',
      '',
      table(checks),
      '',
      '## Notes',
      '',
      '- | not a row |',
    ].join('\n');
    expect(runFromMarkdown(markdown)).toEqual({
      when: '2026-11-21 03:52 UTC',
      machine: '2 × Xeon, 24 GB RAM',
      checks,
      samples: { '/ (en) TBT': [158, 317] },
    });
    expect(runFromMarkdown('# Benchmark results\n\nnothing here')).toBeUndefined();
  });
});

describe('a smoke run', () => {
  test('names every figure it did not produce', () => {
    const checks = [
      check('/ (en)', 'Performance', '97', '≥ 98', false),
      check('/ (en)', 'LCP', 'NaN s', '≤ 1.50 s', false),
      check('/ (en)', 'Admin, Firebase or zod code requested', 'none', 'none', true),
    ];
    expect(unproducedFigures(checks, ['Performance', 'LCP', 'Admin, Firebase', 'TBT'])).toEqual([
      'TBT (no row)',
      '/ (en) LCP (measured "NaN s")',
    ]);
    expect(unproducedFigures(checks.slice(0, 1), ['Performance'])).toEqual([]);
  });
});
