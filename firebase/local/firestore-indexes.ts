import { readFileSync } from 'node:fs';

/**
 * What Firestore refuses of a query before running it, as the Firestore double checks it
 * (https://firebase.google.com/docs/firestore/query-data/indexing,
 * https://firebase.google.com/docs/firestore/query-data/order-limit-data#limitations):
 *
 * - a range (`<`, `<=`, `>`, `>=`, `!=`) on one field, with an order whose first field is another
 *   (INVALID_ARGUMENT: "the first orderBy must be on the inequality field");
 * - a query that Firestore's automatic single-field indexes cannot serve, without its composite index in
 *   firebase/firestore.indexes.json (FAILED_PRECONDITION: "The query requires an index").
 *
 * Single-field indexes (ascending, descending and array-contains, for every field) serve a query that filters
 * and orders on one field only, or that only filters by equalities (merged). Everything else needs a composite
 * index: the equality and array-contains fields in any order, then the order's fields with their directions,
 * then the document name (which the index may leave implicit).
 */

export type IndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
export type CompositeIndex = { collectionGroup: string; queryScope?: string; fields: IndexField[] };

/** The composite indexes of firebase/firestore.indexes.json, as the project deploys them. */
export function projectIndexes(): CompositeIndex[] {
  const file = JSON.parse(readFileSync(new URL('../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes?: CompositeIndex[];
  };
  return file.indexes ?? [];
}

/** A query's shape: its filters by kind, and its order as the query gives it (without the implicit parts). */
export type QueryShape = {
  collection: string;
  equalities: string[];
  contains: string[];
  ranges: string[];
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
};

export type ShapeProblem = { kind: 'invalid' | 'needs-index'; message: string };

/** Why Firestore would refuse this query before running it, or null when it would run it. */
export function queryProblem(shape: QueryShape, indexes: readonly CompositeIndex[]): ShapeProblem | null {
  const rangeFields = [...new Set(shape.ranges)];
  const orderFields = shape.orderBy.map((order) => order.field).filter((field) => field !== '__name__');
  const first = orderFields[0];
  if (rangeFields.length > 0 && first !== undefined && !rangeFields.includes(first)) {
    return {
      kind: 'invalid',
      message: `The query has a range filter on ${rangeFields.join(', ')} and is ordered first by ${first}: the first orderBy must be on a field of the inequality.`,
    };
  }
  // The order Firestore runs: the query's, with an unordered range field after it.
  const order = [...shape.orderBy.filter((item) => item.field !== '__name__')];
  for (const field of rangeFields) {
    if (!order.some((item) => item.field === field)) order.push({ field, direction: 'ASCENDING' });
  }
  const filtered = [...new Set([...shape.equalities, ...shape.contains])];
  const orderedFields = [...new Set(order.map((item) => item.field))];
  const singleField =
    (filtered.length === 0 && orderedFields.length <= 1) ||
    (orderedFields.length === 0 && shape.contains.length <= 1) ||
    (new Set([...filtered, ...orderedFields]).size === 1 && shape.contains.length === 0);
  if (singleField) return null;
  const found = indexes.some((index) => serves(index, shape, order));
  if (found) return null;
  const wanted = [
    ...shape.equalities.map((field) => `${field} ASCENDING`),
    ...shape.contains.map((field) => `${field} CONTAINS`),
    ...order.map((item) => `${item.field} ${item.direction}`),
  ];
  return {
    kind: 'needs-index',
    message: `The query requires an index: ${shape.collection} (${wanted.join(', ')}). Add it to firebase/firestore.indexes.json.`,
  };
}

function serves(index: CompositeIndex, shape: QueryShape, order: QueryShape['orderBy']): boolean {
  if (index.collectionGroup !== shape.collection || (index.queryScope ?? 'COLLECTION') !== 'COLLECTION') return false;
  const fields = [...index.fields];
  // The document name closes every index; written or not, it does not tell indexes apart here.
  if (fields.at(-1)?.fieldPath === '__name__') fields.pop();
  const tail = fields.slice(fields.length - order.length);
  const head = fields.slice(0, fields.length - order.length);
  if (fields.length < order.length) return false;
  const orderMatches = order.every((item, i) => tail[i]?.fieldPath === item.field && tail[i]?.order === item.direction);
  if (!orderMatches) return false;
  const equalities = new Set(shape.equalities);
  const contains = new Set(shape.contains);
  const headEqualities = head.filter((field) => field.order !== undefined).map((field) => field.fieldPath);
  const headContains = head.filter((field) => field.arrayConfig === 'CONTAINS').map((field) => field.fieldPath);
  // Every filtered field has its place before the order, and nothing else stands there (an equality on a field
  // the query also orders by needs no place of its own).
  const needed = [...equalities].filter((field) => !order.some((item) => item.field === field));
  return (
    sameSet(headEqualities, needed) &&
    sameSet(headContains, [...contains]) &&
    head.length === headEqualities.length + headContains.length
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item)) && new Set(a).size === a.length;
}

/** Firestore's largest document: 1 MiB (https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields). */
export const MAX_DOCUMENT_BYTES = 1_048_576;
