import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MAX_PAGE_SIZE } from '@/domain/limits';
import { SHOP_SETTINGS_LIMITS } from '@/domain/shop-settings';
import { productFields } from '@/data/firebase/records';
import { makeProductInput } from '../../tests/factories';
import { FIRESTORE_ACCESS, LISTED_FIELD, type Operation, type Who } from './access';
import { parseExpression, parseRules, type Expr, type MatchBlock, type RulesFunction } from './rules-language';

/**
 * The table of who may do what (access.ts) read against firebase/firestore.rules itself, parsed as the rules'
 * compiler parses it (rules-language.ts, with operator precedence): each `allow` condition of each
 * `match /{collection}/{id}` block is reduced to the caller it requires, the rules' own functions inlined:
 * `request.auth.token.admin == true` requires an admin; `resource.data.listed == true` lets anyone read a listed
 * document; `false` lets nobody; any other condition (on the data, the path, the query) lets anyone who meets it.
 * `a && b` requires the stricter of the two, `a || b` the wider, so `isAdmin() && x || y` lets anyone through y.
 * A rule whose caller changes fails here until the table follows.
 */

const RANK: readonly Who[] = ['nobody', 'admin', 'listed', 'anyone'];
const stricter = (a: Who, b: Who): Who => RANK[Math.min(RANK.indexOf(a), RANK.indexOf(b))]!;
const wider = (a: Who, b: Who): Who => RANK[Math.max(RANK.indexOf(a), RANK.indexOf(b))]!;

function dotted(expr: Expr): string | undefined {
  if (expr.kind === 'ident') return expr.name;
  if (expr.kind === 'member') {
    const object = dotted(expr.object);
    return object === undefined ? undefined : `${object}.${expr.name}`;
  }
  return undefined;
}

function isTrue(expr: Expr): boolean {
  return expr.kind === 'literal' && expr.value === true;
}

/** The caller a condition requires, the rules' functions (declared anywhere in the file) inlined. */
function whoMay(expr: Expr, functions: ReadonlyMap<string, RulesFunction>, depth = 0): Who {
  if (depth > 20) throw new Error('The rules call their functions too deep');
  const inner = (next: Expr) => whoMay(next, functions, depth);
  switch (expr.kind) {
    case 'literal':
      return expr.value === false ? 'nobody' : 'anyone';
    case 'binary': {
      if (expr.op === '&&') return stricter(inner(expr.left), inner(expr.right));
      if (expr.op === '||') return wider(inner(expr.left), inner(expr.right));
      if (expr.op === '==') {
        const sides = [dotted(expr.left), dotted(expr.right)];
        const other = sides[0] === undefined ? expr.left : expr.right;
        if (sides.includes('request.auth.token.admin') && isTrue(other)) return 'admin';
        if (sides.includes(`resource.data.${LISTED_FIELD}`) && isTrue(other)) return 'listed';
      }
      return 'anyone';
    }
    case 'ternary':
      return wider(inner(expr.then), inner(expr.otherwise));
    case 'call': {
      const fn = expr.callee.kind === 'ident' ? functions.get(expr.callee.name) : undefined;
      return fn ? whoMay(fn.body, functions, depth + 1) : 'anyone';
    }
    default:
      return 'anyone';
  }
}

const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

function allFunctions(blocks: readonly MatchBlock[], into = new Map<string, RulesFunction>()) {
  for (const block of blocks) {
    for (const fn of block.functions) into.set(fn.name, fn);
    allFunctions(block.matches, into);
  }
  return into;
}

function rulesByCollection(source: string): Map<string, Record<Operation, Who>> {
  const file = parseRules(source);
  const functions = allFunctions(file.matches);
  const found = new Map<string, Record<Operation, Who>>();
  const documents = file.matches[0]!;
  for (const block of documents.matches) {
    const [collection, id] = block.path;
    if (!collection || !('text' in collection) || !id || 'text' in id || block.path.length !== 2) continue;
    const access = Object.fromEntries(OPERATIONS.map((operation) => [operation, 'nobody'])) as Record<Operation, Who>;
    for (const allow of block.allows) {
      const who = whoMay(allow.condition, functions);
      // Two rules for one operation (an order created by a visitor or by the admin): the wider one counts.
      for (const operation of allow.methods) access[operation] = wider(access[operation], who);
    }
    found.set(collection.text, access);
  }
  return found;
}

test('the reading of a condition follows operator precedence', () => {
  const who = (condition: string) => whoMay(parseExpression(condition), allFunctions(parseRules(RULES).matches));
  expect(who('isAdmin() && (statusChange() || linesChange())')).toBe('admin');
  expect(who('isAdmin() && linesChange() || statusChange()')).toBe('anyone');
  expect(who('statusChange() || linesChange() && isAdmin()')).toBe('anyone');
  expect(who('(isAdmin() || resource.data.listed == true) && request.query.limit <= 101')).toBe('listed');
  expect(who('isAdmin() || resource.data.listed == true && request.query.limit <= 101')).toBe('listed');
  expect(who('false || isAdmin()')).toBe('admin');
  expect(who('false')).toBe('nobody');
});

const RULES = readFileSync('firebase/firestore.rules', 'utf8');
const rules = rulesByCollection(RULES);

describe('the doubles’ admin check is the one firestore.rules states', () => {
  test('every collection of the rules is in the table, and no other', () => {
    expect([...rules.keys()].sort()).toEqual(Object.keys(FIRESTORE_ACCESS).sort());
  });

  test.each([...rules.entries()])('%s', (collection, access) => {
    const { maxListLimit: _limit, onlyDocuments: _documents, ...table } = FIRESTORE_ACCESS[collection]!;
    expect(table).toEqual(access);
  });

  test('products are read by anyone when listed, and `listed` is a field the adapter writes', () => {
    expect(FIRESTORE_ACCESS.products).toMatchObject({ get: 'listed', list: 'listed' });
    expect(Object.keys(productFields(makeProductInput()))).toContain(LISTED_FIELD);
  });

  test('the list limits are the rules’ and the domain’s', () => {
    expect(FIRESTORE_ACCESS.products?.maxListLimit).toBe(MAX_PAGE_SIZE + 1);
    expect(FIRESTORE_ACCESS.audit?.maxListLimit).toBe(MAX_PAGE_SIZE + 1);
    expect(FIRESTORE_ACCESS.testimonials?.maxListLimit).toBe(SHOP_SETTINGS_LIMITS.testimonials * 2);
  });
});
