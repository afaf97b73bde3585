import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { AccessCalls, RulesMap, Timestamp, authOf, compileRules, type DocumentReader } from './rules-evaluator';
import { RulesSyntaxError, parseRules } from './rules-language';

/** A rules file with one collection whose `allow get` is the condition, and a document reader of `stored`. */
function judge(
  condition: string,
  { stored = {}, auth = null, calls = new AccessCalls(10), functions = '' } = {} as {
    stored?: Record<string, RulesMap>;
    auth?: Record<string, unknown> | null;
    calls?: AccessCalls;
    functions?: string;
  },
): boolean {
  const rules = compileRules(`rules_version = '2';
    service cloud.firestore {
      match /databases/{database}/documents {
        ${functions}
        match /things/{id} { allow get: if ${condition}; }
      }
    }`);
  const documents: DocumentReader = {
    before: (path) => stored[path] ?? null,
    after: (path) => stored[path] ?? null,
  };
  return rules.allows({
    path: '/databases/(default)/documents/things/t1',
    method: 'get',
    resource: RulesMap.of({ data: RulesMap.of({ n: 3n, price: 12.5, tags: ['a', 'b'], name: 'Rods' }) }),
    request: RulesMap.of({ auth: authOf(auth), time: Timestamp.fromMillis(1_700_000_000_000) }),
    documents,
    access: calls.operation(),
  });
}

describe('the rules language, as the doubles evaluate it', () => {
  test('operators bind as the language says: && before ||, comparison before &&, * before +', () => {
    expect(judge('true || false && false')).toBe(true);
    expect(judge('(true || false) && false')).toBe(false);
    expect(judge('1 + 2 * 3 == 7')).toBe(true);
    expect(judge('!false && 2 > 1 ? true : false')).toBe(true);
    expect(judge("'b' in resource.data.tags && !('c' in resource.data.tags)")).toBe(true);
  });

  test('an error denies, unless && or || is decided by its other side', () => {
    expect(judge('resource.data.missing == 1')).toBe(false);
    expect(judge('resource.data.missing == 1 || true')).toBe(true);
    expect(judge('true || resource.data.missing == 1')).toBe(true);
    expect(judge('resource.data.missing == 1 && false')).toBe(false);
    expect(judge('!(resource.data.missing == 1 && false)')).toBe(true);
    expect(judge('!(resource.data.missing == 1 && true)')).toBe(false);
    expect(judge('request.auth.token.admin == true')).toBe(false);
    expect(judge('request.auth.token.admin == true', { auth: { admin: true } })).toBe(true);
  });

  test('ints and floats: `is` tells them apart, == compares their values', () => {
    expect(judge('resource.data.n is int && resource.data.price is float && resource.data.n is number')).toBe(true);
    expect(judge('resource.data.n == 3.0 && 7 / 2 == 3 && 7.0 / 2 == 3.5')).toBe(true);
    expect(judge('resource.data.price * 2 == 25')).toBe(true);
    expect(judge('1 / 0 == 0')).toBe(false);
  });

  test('strings, lists, maps, sets and map diffs have their methods', () => {
    expect(judge("resource.data.name.matches('R[a-z]+') && !resource.data.name.matches('R')")).toBe(true);
    expect(judge("' x '.trim().size() == 1 && 'AbC'.lower() == 'abc'")).toBe(true);
    expect(judge("resource.data.keys().hasOnly(['n', 'price', 'tags', 'name', 'more'])")).toBe(true);
    expect(judge("resource.data.keys().hasAll(['n', 'more'])")).toBe(false);
    expect(judge("{'a': 1, 'b': 2}.diff({'a': 1, 'b': 3, 'c': 4}).affectedKeys() == ['b', 'c'].toSet()")).toBe(true);
    expect(judge("{'a': 1}.diff({'a': 1}).affectedKeys().size() == 0")).toBe(true);
    expect(judge("resource.data.get('gone', 5) == 5 && resource.data.get(['n'], 0) == 3")).toBe(true);
    expect(judge('[1, 2].concat([3]) == [1, 2, 3] && [1, 2][1] == 2')).toBe(true);
  });

  test('times: request.time, durations and comparisons', () => {
    expect(judge("request.time + duration.value(1, 'd') > request.time")).toBe(true);
    expect(judge('request.time.toMillis() == 1700000000000')).toBe(true);
    expect(
      judge("math.abs(-2.5) == 2.5 && math.floor(2.7) == 2 && duration.value(2, 'h') > duration.value(90, 'm')"),
    ).toBe(true);
  });

  test("a timestamp's calendar parts are UTC's, and another zone's by a duration added first", () => {
    // 1_700_000_000_000 is 2023-11-14T22:13:20Z, the 318th day of 2023; in Malaysia (UTC+8) already the 15th.
    expect(judge('request.time.year() == 2023 && request.time.month() == 11 && request.time.day() == 14')).toBe(true);
    expect(judge('request.time.hours() == 22 && request.time.minutes() == 13 && request.time.dayOfYear() == 318')).toBe(
      true,
    );
    expect(judge("(request.time + duration.value(8, 'h')).day() == 15")).toBe(true);
    // A day's midnight (timestamp.date): the 15th has begun in Malaysia, the 16th not; a day the calendar lacks
    // is an error, which denies.
    expect(judge("timestamp.date(2023, 11, 15) <= request.time + duration.value(8, 'h')")).toBe(true);
    expect(judge("timestamp.date(2023, 11, 16) <= request.time + duration.value(8, 'h')")).toBe(false);
    expect(
      judge("'2023-11-15'.split('-').size() == 3 && timestamp.date(2023, 11, 14) == timestamp.value(1699920000000)"),
    ).toBe(true);
    expect(judge('timestamp.date(2023, 2, 30) < request.time')).toBe(false);
    expect(
      judge(
        "request.time.date() == timestamp.value(1699920000000) && request.time.time() == duration.value(80000, 's')",
      ),
    ).toBe(true);
    // The year turns at midnight in Malaysia, eight hours before it turns in UTC.
    const newYear = (millis: number, condition: string) =>
      compileRules(`rules_version = '2';
        service cloud.firestore { match /databases/{database}/documents { match /t/{id} { allow get: if ${condition}; } } }`).allows(
        {
          path: '/databases/(default)/documents/t/1',
          method: 'get',
          resource: null,
          request: RulesMap.of({ time: Timestamp.fromMillis(millis) }),
        },
      );
    const malaysianYear = "string((request.time + duration.value(8, 'h')).year())";
    expect(newYear(Date.UTC(2026, 11, 31, 15, 59, 59), `${malaysianYear} == '2026'`)).toBe(true);
    expect(newYear(Date.UTC(2026, 11, 31, 16, 0, 0), `${malaysianYear} == '2027'`)).toBe(true);
  });

  test('a map written in the rules is indexed by its keys; a ternary picks a side by its test', () => {
    const functions = `function moves() { return {'a': ['b', 'c'], 'c': []}; }`;
    expect(judge("'c' in moves()['a'] && !('a' in moves()['c'])", { functions })).toBe(true);
    // A key the map lacks is an error, which denies.
    expect(judge("moves()['z'] == []", { functions })).toBe(false);
    const stored = { '/databases/(default)/documents/p/1': RulesMap.of({ data: RulesMap.of({ last: 41n }) }) };
    const next = (id: string) =>
      `(exists(/databases/$(database)/documents/p/${id}) ? get(/databases/$(database)/documents/p/${id}).data.last : 0) + 1`;
    expect(judge(`${next('1')} == 42 && ${next('2')} == 1`, { stored })).toBe(true);
    expect(judge("int('0042') == 42 && string(2026) == '2026' && 'R-2026-0042'.split('-')[2] == '0042'")).toBe(true);
  });

  test('functions see their block’s path variables; let binds a name', () => {
    const functions = `function named(value) { let wanted = 'Rods'; return value == wanted && database == '(default)'; }`;
    expect(judge('named(resource.data.name)', { functions })).toBe(true);
    expect(judge('named(id)', { functions })).toBe(false);
  });

  test('get() and exists() read documents, and one operation reads at most 10 different ones', () => {
    const stored = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `/databases/(default)/documents/p/${i}`,
        RulesMap.of({ data: RulesMap.of({ ok: true }) }),
      ]),
    );
    const reads = (count: number) =>
      Array.from({ length: count }, (_, i) => `get(/databases/$(database)/documents/p/$(string(${i}))).data.ok`).join(
        ' && ',
      );
    expect(judge(reads(10), { stored })).toBe(true);
    expect(() => judge(reads(11), { stored })).toThrow(/More than 10/);
    // The same document twice is one read.
    expect(judge(`${reads(10)} && ${reads(10)}`, { stored })).toBe(true);
    expect(judge('exists(/databases/$(database)/documents/p/none) == false', { stored })).toBe(true);
    // A batch: 20 in all, 10 for each of its writes.
    const batch = new AccessCalls(20);
    expect(judge(reads(10), { stored, calls: batch })).toBe(true);
    expect(judge(reads(10), { stored, calls: batch })).toBe(true);
    expect(() => judge(reads(1), { stored, calls: batch })).toThrow(/More than 20/);
  });

  test('generated boolean conditions evaluate as their logic says', () => {
    type Tree = boolean | ['!', Tree] | ['&&' | '||', Tree, Tree];
    const tree = fc.letrec<{ node: Tree }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.boolean(),
        fc.tuple(fc.constant('!' as const), tie('node')),
        fc.tuple(fc.constantFrom('&&' as const, '||' as const), tie('node'), tie('node')),
      ),
    })).node;
    // Written without brackets where precedence allows, so that the parser must bind them itself.
    const write = (node: Tree, parent = 0): string => {
      if (typeof node === 'boolean') return String(node);
      if (node[0] === '!') return `!${typeof node[1] === 'boolean' ? write(node[1]) : `(${write(node[1])})`}`;
      const level = node[0] === '||' ? 1 : 2;
      const text = `${write(node[1], level)} ${node[0]} ${write(node[2], level + 1)}`;
      return level < parent ? `(${text})` : text;
    };
    const value = (node: Tree): boolean => {
      if (typeof node === 'boolean') return node;
      if (node[0] === '!') return !value(node[1]);
      return node[0] === '&&' ? value(node[1]) && value(node[2]) : value(node[1]) || value(node[2]);
    };
    fc.assert(
      fc.property(tree, (node) => {
        expect(judge(write(node))).toBe(value(node));
      }),
      { numRuns: 200 },
    );
  });

  test('generated integer sums and products follow the precedence of * over +', () => {
    const term = fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 4 }), (terms) => {
        const text = terms.map((factors) => factors.join(' * ')).join(' + ');
        const expected = terms.reduce((sum, factors) => sum + factors.reduce((product, n) => product * n, 1), 0);
        expect(judge(`${text} == ${expected}`)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('a rules file that does not compile', () => {
  test.each([
    ['a missing bracket', 'allow get: if (true;'],
    ['an unknown method', 'allow fetch: if true;'],
    ['an unknown type', 'allow get: if resource.data is text;'],
    ['a missing semicolon', 'allow get: if true'],
    ['an unclosed string', "allow get: if 'x == 'x';"],
  ])('%s is refused with its place', (_case, statement) => {
    const source = `rules_version = '2';\nservice cloud.firestore {\n  match /x/{id} {\n    ${statement}\n  }\n}`;
    expect(() => parseRules(source)).toThrow(RulesSyntaxError);
    expect(() => parseRules(source)).toThrow(/line \d+, column \d+/);
  });

  test('the project’s own rules compile', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['firebase/firestore.rules', 'firebase/storage.rules']) {
      expect(() => parseRules(readFileSync(file, 'utf8'))).not.toThrow();
    }
  });
});
