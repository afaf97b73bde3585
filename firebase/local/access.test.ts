import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MAX_PAGE_SIZE } from '@/domain/limits';
import { SHOP_SETTINGS_LIMITS } from '@/domain/shop-settings';
import { productFields } from '@/data/firebase/products';
import { makeProductInput } from '../../tests/factories';
import { FIRESTORE_ACCESS, LISTED_FIELD, type Operation, type Who } from './access';

/**
 * The doubles' table of who may do what (access.ts) read against firebase/firestore.rules itself: each
 * `match /{collection}/{id}` block's `allow` lines, as anyone (`if true`, or a condition on the data alone),
 * anyone for listed documents (`if isAdmin() || resource.data.listed == true`, alone or in brackets before the
 * rest), an admin (`if isAdmin() && …`) or nobody (`if false`, or no rule). A rule whose caller changes fails
 * here until the table follows.
 */

const LISTED_RULE = new RegExp(`^\\(?isAdmin\\(\\) \\|\\| resource\\.data\\.${LISTED_FIELD} == true\\)?(?: &&|$)`);

const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

function rulesByCollection(rules: string): Map<string, Record<Operation, Who>> {
  const found = new Map<string, Record<Operation, Who>>();
  const blocks = rules.split(/\n\s*match \/(\w+)\/\{\w+\} \{/).slice(1);
  for (let index = 0; index < blocks.length; index += 2) {
    const collection = blocks[index]!;
    const body = blocks[index + 1]!.split(/\n\s{4}\}/)[0]!;
    const access = Object.fromEntries(OPERATIONS.map((operation) => [operation, 'nobody'])) as Record<Operation, Who>;
    for (const [, operations, condition] of body.matchAll(/allow ([\w, ]+): if ([^;]+);/g)) {
      const rule = condition!.trim().replace(/\s+/g, ' ');
      const who: Who = LISTED_RULE.test(rule)
        ? 'listed'
        : rule.startsWith('isAdmin()')
          ? 'admin'
          : rule === 'false'
            ? 'nobody'
            : 'anyone';
      for (const operation of expand(operations!)) {
        // Two rules for one operation (an order created by a visitor or by the admin): the wider one counts.
        if (access[operation] === 'nobody' || who === 'anyone') access[operation] = who;
      }
    }
    found.set(collection, access);
  }
  return found;
}

function expand(operations: string): Operation[] {
  return operations
    .split(',')
    .map((name) => name.trim())
    .flatMap((name) => (name === 'read' ? ['get', 'list'] : name === 'write' ? ['create', 'update', 'delete'] : [name]))
    .filter((name): name is Operation => (OPERATIONS as readonly string[]).includes(name));
}

const rules = rulesByCollection(readFileSync('firebase/firestore.rules', 'utf8'));

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
