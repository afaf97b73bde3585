import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The imports between a folder's modules: `import … from`, `export … from`, a bare `import '…'`, `import type` and
 * `export type` (marked `type`: nothing of them runs, but the module still depends on the other's shape), every
 * `import('…')` and every file an `import.meta.glob(…)` names. Packages are passed over, and so are paths that are
 * not the folder's modules (a stylesheet, a JSON catalogue). For the cycle check (src/import-cycles.test.ts): the
 * lint's no-cycle passes over `import type` and knows no glob.
 */
export type ImportEdge = { from: string; to: string; how: 'static' | 'type' | 'import()' | 'glob' };

const EXTENSIONS = ['.ts', '.tsx'];

/** Every module under `root` (tests and declaration files left out), as paths relative to `base`. */
export function modulesUnder(base: string, root: string): string[] {
  return fs
    .globSync('**/*.{ts,tsx}', { cwd: path.join(base, root) })
    .filter((file) => !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => path.join(root, file).split(path.sep).join('/'))
    .sort();
}

/**
 * The run-time imports of `files` (relative to `base`) that land on one of them. `aliases` maps an import prefix to
 * a folder relative to `base` (`@/` → `src/`, as tsconfig.json's paths).
 */
export function importEdges(base: string, files: readonly string[], aliases: Record<string, string>): ImportEdge[] {
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | null => {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    let target: string;
    if (alias) target = path.posix.join(aliases[alias]!, specifier.slice(alias.length));
    else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(from), specifier);
    else return null;
    for (const candidate of [target, ...EXTENSIONS.map((extension) => target + extension)]) {
      if (known.has(candidate)) return candidate;
    }
    for (const candidate of EXTENSIONS.map((extension) => `${target}/index${extension}`)) {
      if (known.has(candidate)) return candidate;
    }
    return null;
  };
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = fs.readFileSync(path.join(base, from), 'utf8');
    const source = ts.createSourceFile(
      from,
      text,
      ts.ScriptTarget.Latest,
      false,
      from.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const add = (specifier: string, how: ImportEdge['how']) => {
      const to = resolve(from, specifier);
      if (to) edges.push({ from, to, how });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, node.importClause?.isTypeOnly ? 'type' : 'static');
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, node.isTypeOnly ? 'type' : 'static');
      } else if (ts.isCallExpression(node)) {
        const [first] = node.arguments;
        if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
          if (first && ts.isStringLiteralLike(first)) add(first.text, 'import()');
        } else if (isImportMetaGlob(node.expression) && first) {
          const patterns = ts.isArrayLiteralExpression(first) ? [...first.elements] : [first];
          for (const pattern of patterns) {
            if (!ts.isStringLiteralLike(pattern)) continue;
            for (const file of globbed(base, from, pattern.text, aliases)) add(file, 'glob');
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

function isImportMetaGlob(expression: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(expression) &&
    expression.name.text === 'glob' &&
    ts.isMetaProperty(expression.expression) &&
    expression.expression.keywordToken === ts.SyntaxKind.ImportKeyword
  );
}

/** The files a glob of `from` names, as specifiers relative to `from` (`!` patterns are left to the bundler). */
function globbed(base: string, from: string, pattern: string, aliases: Record<string, string>): string[] {
  if (pattern.startsWith('!')) return [];
  const alias = Object.keys(aliases).find((prefix) => pattern.startsWith(prefix));
  const folder = alias ? '' : path.posix.dirname(from);
  const relative = alias ? path.posix.join(aliases[alias]!, pattern.slice(alias.length)) : pattern;
  return fs
    .globSync(relative, { cwd: path.join(base, folder) })
    .map((file) => `./${path.posix.relative(path.posix.dirname(from), path.posix.join(folder, file))}`);
}

/**
 * The cycles among the edges: each group of modules that reach one another (Tarjan's strongly connected
 * components), told as one path round it, `a → b (import()) → a`. Empty when the imports run one way.
 */
export function importCycles(edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, ImportEdge[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to } of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfImport = (next.get(node) ?? []).some((edge) => edge.to === node);
    if (group.length > 1 || selfImport) groups.push(group.sort());
  };
  for (const node of [...new Set(edges.flatMap((edge) => [edge.from, edge.to]))].sort()) {
    if (!index.has(node)) connect(node);
  }
  return groups.map((group) => describeCycle(group, next));
}

/** One path from the group's first module round to it again, through the group only (breadth first: the shortest). */
function describeCycle(group: readonly string[], next: Map<string, ImportEdge[]>): string {
  const members = new Set(group);
  const start = group[0]!;
  const cameBy = new Map<string, ImportEdge>();
  const queue = [start];
  let last: ImportEdge | undefined;
  while (queue.length > 0 && !last) {
    const node = queue.shift()!;
    for (const edge of next.get(node) ?? []) {
      if (!members.has(edge.to)) continue;
      if (edge.to === start) {
        last = edge;
        break;
      }
      if (cameBy.has(edge.to)) continue;
      cameBy.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  const path: ImportEdge[] = [];
  for (let edge = last; edge; edge = edge.from === start ? undefined : cameBy.get(edge.from)) path.unshift(edge);
  return [start, ...path.map((edge) => `${edge.to}${edge.how === 'static' ? '' : ` (${edge.how})`}`)].join(' → ');
}
