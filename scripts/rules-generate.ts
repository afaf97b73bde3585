/**
 * Writes the generated blocks of firebase/firestore.rules from the domain's tables (src/data/firebase/
 * repair-rules-source.ts, which lists every block, product-rules-source.ts and order-rules-source.ts): a product's
 * fields and its check, a repair job's fields and their checks, its view's fields, its payments, an order's fields,
 * limits and lines. Run after a change of those tables; rules-source.test.ts fails until it is.
 *
 *   npm run rules:generate
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withGeneratedRules } from '../src/data/firebase/repair-rules-source';

const FILE = new URL('../firebase/firestore.rules', import.meta.url);
const before = readFileSync(FILE, 'utf8');
const after = withGeneratedRules(before);
if (after === before) {
  console.log('firestore.rules: the generated blocks are up to date.');
} else {
  writeFileSync(FILE, after);
  console.log('firestore.rules: the generated blocks were written.');
}
