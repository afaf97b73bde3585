import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'server', 'tests', 'scripts', 'firebase', 'bench'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

/**
 * Names that say what a file is by convention, not what it holds: a folder's barrel, a program's entry, a tool's
 * config. Each is found by its folder, never by its name alone.
 */
const CONVENTIONAL = new Set(['index', 'main', 'playwright.config']);

/** A source file's name without its extension: `repair-form.tsx` and `repair-form.test.ts` are two names. */
function nameOf(file: string): string {
  return path.basename(file).replace(SOURCE, '');
}

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE.test(file) && !file.split(path.sep).some((part) => part === 'node_modules'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}

/** The names written more than once, each with its files. */
function repeatedNames(files: string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(nameOf(file), [...(byName.get(nameOf(file)) ?? []), file]);
  return Object.fromEntries([...byName].filter(([name, same]) => same.length > 1 && !CONVENTIONAL.has(name)));
}

/**
 * No two source files share a name (issue 48): a name in a stack trace, an editor's file search or a review is one
 * file, and a feature's component, its route module and its island are told apart by their names, not by the
 * folders they sit in (`repair-form.tsx`, `repair-form-route.tsx`; `product-gallery-view.tsx`, the island
 * `product-gallery.tsx`).
 */
describe('the names of the source files', () => {
  test('are each one file’s', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(500);
    expect(repeatedNames(files)).toEqual({});
  });

  test('a repeated name is found, with its files, whatever their extensions', () => {
    const files = ['src/a/repair-form.tsx', 'src/b/repair-form.ts', 'src/data/index.ts', 'src/domain/index.ts'];
    expect(repeatedNames(files)).toEqual({ 'repair-form': ['src/a/repair-form.tsx', 'src/b/repair-form.ts'] });
  });
});
