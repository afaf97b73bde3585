import path from 'node:path';
import ts from 'typescript';

/**
 * The texts a module can read through `t()` (src/i18n/messages.ts), found by the TypeScript checker: every call of a
 * function whose type is `Translate<N>`, with the key's type, which the checker knows exactly (a key is typed, so a
 * variable, a choice or a template such as `errors.${code}` is a union of the keys it can be). For the islands' test
 * (src/islands.test.ts): an island must ship every text its code can read.
 */
export type TextUse = {
  /** Where, as `file:line`. */
  at: string;
  /** The keys with their namespace (`site:enquiry.add`); a pattern (`common:errors.*`) stands for a key read whole. */
  keys: string[];
  /** Set when the checker cannot tell which keys (the test fails on it). */
  unknown?: string;
};

/** A program over `roots` with the project's settings (tsconfig.json), for the checker. */
export function projectProgram(root: string, roots: readonly string[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  return ts.createProgram({ rootNames: roots.map((file) => path.join(root, file)), options: config.options });
}

/** Every `t()` call of the module `file` (relative to `root`), with the keys it can read. */
export function textUses(program: ts.Program, root: string, file: string): TextUse[] {
  const source = program.getSourceFile(path.join(root, file));
  if (!source) throw new Error(`${file} is not in the program`);
  const checker = program.getTypeChecker();
  const uses: TextUse[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const namespace = translateNamespace(checker.getTypeAtLocation(node.expression));
      if (namespace) {
        const at = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const [argument] = node.arguments;
        const keys = argument ? keysOf(checker.getTypeAtLocation(argument)) : null;
        uses.push(
          keys
            ? { at, keys: keys.map((key) => `${namespace}:${key}`) }
            : { at, keys: [], unknown: argument ? checker.typeToString(checker.getTypeAtLocation(argument)) : '' },
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The namespace of a `Translate<N>` function type (`site`), else null. */
function translateNamespace(type: ts.Type): string | null {
  if (type.aliasSymbol?.name !== 'Translate') return null;
  const [namespace] = type.aliasTypeArguments ?? [];
  return namespace?.isStringLiteral() ? namespace.value : null;
}

/**
 * The keys a key's type stands for: each literal of a union; a template literal type (`errors.${string}`) as the
 * pattern of every key under its fixed start. Null for a type that names no key (`string`).
 */
function keysOf(type: ts.Type): string[] | null {
  const parts = type.isUnion() ? type.types : [type];
  const keys: string[] = [];
  for (const part of parts) {
    if (part.isStringLiteral()) keys.push(part.value);
    else if (part.flags & ts.TypeFlags.TemplateLiteral) {
      const head = (part as ts.TemplateLiteralType).texts[0] ?? '';
      if (!head.endsWith('.')) return null;
      keys.push(`${head}*`);
    } else return null;
  }
  return keys;
}
