import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { importCycles, importEdges, modulesUnder } from '../tests/import-graph';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * No two modules of src/ import each other, directly or through others, counting every kind of import: an
 * `import()` and an `import.meta.glob()` (what runs later), and an `import type` (what a module's shape depends on).
 * The layers run one way (docs/decisions/028-islands-as-leaves.md): shared (components, domain) → features → islands →
 * routes → app; a cycle joins them, and at run time makes the order in which modules start depend on which one is
 * asked for first. The lint's no-cycle (eslint.config.js) passes over `import type` and knows no glob; this walks the
 * whole graph.
 */
describe('the imports of src/', () => {
  test('run one way: no cycle, with import(), import.meta.glob() and import type counted', () => {
    const files = modulesUnder(ROOT, 'src');
    expect(files.length).toBeGreaterThan(200);
    const edges = importEdges(ROOT, files, { '@/': 'src/' });
    // The walk sees what it must: the islands entry's glob, the import() calls, the type imports.
    expect(edges.filter((edge) => edge.how === 'glob').length).toBeGreaterThan(5);
    expect(edges.filter((edge) => edge.how === 'import()').length).toBeGreaterThan(20);
    expect(edges.filter((edge) => edge.how === 'type').length).toBeGreaterThan(100);
    expect(importCycles(edges)).toEqual([]);
  });
});

describe('the cycle check', () => {
  test('finds a cycle through import(), through a glob and through import type', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      };
      write('src/a.ts', "import { b } from './b';\nexport const a = b;\n");
      write('src/b.ts', "export const b = 1;\nexport const later = () => import('@/c');\n");
      write('src/c.tsx', "import { a } from './a';\nexport const c = a;\n");
      write('src/d.ts', "import type { E } from './e';\nexport const d: E = 1;\n");
      write('src/e.ts', "import { d } from './d';\nexport type E = typeof d;\n");
      write('src/entry.ts', "export const parts = import.meta.glob('./parts/*.ts');\n");
      write('src/parts/one.ts', "import { parts } from '../entry';\nexport const one = parts;\n");
      // A package, a stylesheet and a one-way chain are no cycle.
      write('src/f.ts', "import 'react';\nimport './styles.css';\nimport { a } from './a';\nexport const f = a;\n");
      const files = modulesUnder(dir, 'src');
      expect(importCycles(importEdges(dir, files, { '@/': 'src/' }))).toEqual([
        'src/a.ts → src/b.ts → src/c.tsx (import()) → src/a.ts',
        'src/d.ts → src/e.ts (type) → src/d.ts',
        'src/entry.ts → src/parts/one.ts (glob) → src/entry.ts',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
