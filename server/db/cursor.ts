import type { Page } from '@/domain';
import type { Db } from './database';

/** Keyset cursor over (created_at DESC, id DESC): stable while rows are added or removed. */
export type Cursor = { createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((v) => typeof v === 'string')) {
      return { createdAt: parsed[0] as string, id: parsed[1] as string };
    }
  } catch {
    // fall through: a malformed cursor is a bad request
  }
  throw new InvalidCursorError();
}

/** A cursor of other shapes: a list of strings and numbers, checked against the shape the list expects. */
export function encodeValues(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeValues<T extends readonly ('string' | 'number')[]>(
  value: string,
  shape: T,
): { [K in keyof T]: T[K] extends 'number' ? number : string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === shape.length &&
      parsed.every((v, i) => typeof v === shape[i] && (typeof v !== 'number' || Number.isFinite(v)))
    ) {
      return parsed as never;
    }
  } catch {
    // fall through: a malformed cursor is a bad request
  }
  throw new InvalidCursorError();
}

export class InvalidCursorError extends Error {
  constructor() {
    super('cursor: not a valid page cursor');
  }
}

type Values = Record<string, string | number>;

/**
 * One page, newest first, of `table` rows (as `p`) that match every equality in `equals` (column → value;
 * undefined values are ignored) and every condition of `also`, each made an item by `toItem` from the `columns`
 * selected. Column names and expressions come from code, never from a request; values are bound.
 */
export function keysetPage<Row, T>(
  db: Db,
  table: 'products' | 'orders',
  equals: Record<string, string | undefined>,
  page: { limit: number; cursor?: string | undefined },
  columns: string,
  toItem: (row: Row) => T,
  also: readonly { sql: string; values: Values }[] = [],
): Page<T> {
  const where: string[] = [];
  const values: Values = { limit: page.limit + 1 };
  for (const condition of also) {
    where.push(condition.sql);
    Object.assign(values, condition.values);
  }
  for (const [column, value] of Object.entries(equals)) {
    if (value === undefined) continue;
    where.push(`p.${column} = @${column}`);
    values[column] = value;
  }
  const cursor = decodeCursor(page.cursor);
  if (cursor) {
    where.push('(p.created_at < @cursorCreatedAt OR (p.created_at = @cursorCreatedAt AND p.id < @cursorId))');
    values.cursorCreatedAt = cursor.createdAt;
    values.cursorId = cursor.id;
  }
  const sql = `SELECT p.created_at AS cursor_created_at, p.id AS cursor_id, ${columns} FROM ${table} p
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY p.created_at DESC, p.id DESC LIMIT @limit`;
  const rows = prepareCached<Row & { cursor_created_at: string; cursor_id: string }>(db, sql).all(values);
  const last = rows[page.limit - 1];
  return {
    items: rows.slice(0, page.limit).map(toItem),
    nextCursor:
      rows.length > page.limit && last ? encodeCursor({ createdAt: last.cursor_created_at, id: last.cursor_id }) : null,
  };
}

const statements = new WeakMap<Db, Map<string, ReturnType<Db['prepare']>>>();

/** Page queries come in a handful of shapes; preparing each shape once saves most of a fast query's time. */
export function prepareCached<Row>(db: Db, sql: string) {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement as unknown as ReturnType<typeof db.prepare<Values, Row>>;
}
