import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { IslandDefinition } from '@/components/island';
import { LANGUAGES } from '@/domain/limits';
import { pickMessages, type MessageTable } from '@/i18n/messages';
import { serverMessages } from '@/i18n/server';
import { importEdges, modulesUnder } from '../tests/import-graph';
import { projectProgram, textUses, type TextUse } from '../tests/island-texts';

/**
 * The islands (docs/decisions/028-islands-as-leaves.md): a file of src/islands/ is one, found by the islands entry's
 * glob, named by its file, and carrying the texts it reads in the browser. A page ships an island only the texts it
 * names (its `messages`): a key its code reads but does not name would show on the screen as the key, so its code is
 * read here, as the bundler will follow it (its imports and import() calls), for every `t()` call it holds.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDER = 'src/islands';
const FILES = fs.readdirSync(path.join(ROOT, FOLDER)).sort();
const NAMES = FILES.map((file) => file.replace(/\.tsx$/, ''));

type AnyIsland = IslandDefinition<never>;
const islands = new Map<string, AnyIsland>();
let uses: Map<string, TextUse[]>;
const tables = Object.fromEntries(LANGUAGES.map((language) => [language, serverMessages(language)])) as Record<
  string,
  MessageTable
>;

beforeAll(async () => {
  for (const name of NAMES) {
    const module = (await import(`./islands/${name}.tsx`)) as { default: AnyIsland };
    islands.set(name, module.default);
  }
  // Each island's code as the bundler follows it: static imports and import() calls, not `import type`.
  const files = modulesUnder(ROOT, 'src');
  const edges = importEdges(ROOT, files, { '@/': 'src/' }).filter(
    (edge) => edge.how === 'static' || edge.how === 'import()',
  );
  const islandFiles = NAMES.map((name) => `${FOLDER}/${name}.tsx`);
  const program = projectProgram(ROOT, islandFiles);
  const usesOf = new Map<string, TextUse[]>();
  uses = new Map(
    islandFiles.map((file, at) => {
      const reached = new Set([file]);
      for (const module of reached) for (const edge of edges) if (edge.from === module) reached.add(edge.to);
      const found = [...reached].flatMap((module) => {
        let moduleUses = usesOf.get(module);
        if (!moduleUses) usesOf.set(module, (moduleUses = textUses(program, ROOT, module)));
        return moduleUses;
      });
      return [NAMES[at]!, found];
    }),
  );
}, 120_000);

describe('the islands', () => {
  test('are the files of src/islands/, each named by its file', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(10);
    for (const [at, file] of FILES.entries()) {
      // The entry's glob takes `*.tsx` of the folder: anything else there would be no island, or a hidden one.
      expect(file, 'a file of src/islands/').toMatch(/^[a-z][a-z0-9-]*\.tsx$/);
      const island = islands.get(NAMES[at]!);
      expect(island, `${file}: its default export is defineIsland(…)`).toEqual({
        name: NAMES[at],
        component: expect.any(Function),
        messages: expect.any(Array),
      });
    }
  });

  test.each(NAMES)('%s names texts that are in the catalogues of both languages', (name) => {
    for (const pattern of islands.get(name)!.messages) {
      for (const language of LANGUAGES) {
        expect(Object.keys(pickMessages(tables[language]!, [pattern])), `${pattern} in ${language}`).not.toEqual([]);
      }
    }
  });

  test.each(NAMES)('%s ships every text its code can read, in both languages', (name) => {
    const found = uses.get(name)!;
    expect(
      found.filter((use) => use.unknown !== undefined).map((use) => `${use.at}: a key of type ${use.unknown}`),
    ).toEqual([]);
    for (const language of LANGUAGES) {
      const table = tables[language]!;
      const shipped = pickMessages(table, islands.get(name)!.messages);
      const missing = found.flatMap((use) =>
        use.keys
          .flatMap((key) => (key.endsWith('.*') ? Object.keys(pickMessages(table, [key])) : [key]))
          .filter((key) => [key, `${key}_one`, `${key}_other`].every((form) => shipped[form] === undefined))
          .map((key) => `${use.at}: ${key}`),
      );
      expect(missing, `read by ${name}'s code, not in its messages (${language})`).toEqual([]);
    }
  });

  test.each(NAMES)('%s names no key that its code never reads', (name) => {
    const read = new Set(uses.get(name)!.flatMap((use) => use.keys));
    const unread = islands
      .get(name)!
      .messages.filter((pattern) => !pattern.endsWith('.*'))
      .filter((key) => !read.has(key));
    expect(unread).toEqual([]);
  });
});
