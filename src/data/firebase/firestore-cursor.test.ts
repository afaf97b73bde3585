import { describe, expect, test } from 'vitest';
import { BackendError } from '../backend';
import { cursorValueOf, decodeCursor, encodeCursor, isDocumentId, type Cursor } from './firestore-cursor';

function timestamp(seconds: number, nanoseconds: number) {
  return { seconds, nanoseconds, toMillis: () => seconds * 1000 + Math.floor(nanoseconds / 1e6) };
}

describe('page cursors', () => {
  test('a cursor comes back as the createdAt and id it was made of, nanoseconds included', () => {
    const cursor: Cursor = { createdAt: { kind: 'timestamp', seconds: 1_732_000_000, nanoseconds: 123_456_789 }, id: 'AbC123xyz' };
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  test('text and number createdAt values of older records survive the round trip', () => {
    const text: Cursor = { createdAt: { kind: 'string', value: '2021-03-04T05:06:07.000Z' }, id: 'old1' };
    const number: Cursor = { createdAt: { kind: 'number', value: 1_614_834_367_000 }, id: 'old2' };
    expect(decodeCursor(encodeCursor(text))).toEqual(text);
    expect(decodeCursor(encodeCursor(number))).toEqual(number);
  });

  test('ids outside ASCII survive the round trip', () => {
    const cursor: Cursor = { createdAt: { kind: 'string', value: 'é' }, id: 'produk-ñ-✓' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  test.each([
    ['not base64 at all', '!!!'],
    ['base64 of something that is not JSON', btoa('hello')],
    ['a JSON object instead of a tuple', btoa(JSON.stringify({ a: 1 }))],
    ['an unknown kind', btoa(JSON.stringify(['x', 1, 'id']))],
    ['nanoseconds out of range', btoa(JSON.stringify(['t', 1, 1e9, 'id']))],
    ['an id with a slash', btoa(JSON.stringify(['s', 'a', 'products/other']))],
    ['an empty string', ''],
  ])('a malformed cursor (%s) is a 400 that names the cursor', (_case, value) => {
    let caught: unknown;
    try {
      decodeCursor(value);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BackendError);
    expect((caught as BackendError).status).toBe(400);
    expect((caught as BackendError).fields).toEqual({ cursor: 'invalid' });
  });

  test('the cursor value of a stored createdAt keeps what Firestore orders by', () => {
    expect(cursorValueOf(timestamp(10, 5))).toEqual({ kind: 'timestamp', seconds: 10, nanoseconds: 5 });
    expect(cursorValueOf('2020-01-01')).toEqual({ kind: 'string', value: '2020-01-01' });
    expect(cursorValueOf(42)).toEqual({ kind: 'number', value: 42 });
    expect(cursorValueOf(undefined)).toBeNull();
    expect(cursorValueOf({ seconds: 1 })).toBeNull();
  });

  test('document ids that would name another path are refused', () => {
    expect(isDocumentId('Zx81kQp0aB')).toBe(true);
    expect(isDocumentId('')).toBe(false);
    expect(isDocumentId('a/b')).toBe(false);
    expect(isDocumentId('..')).toBe(false);
    expect(isDocumentId('__name__')).toBe(false);
    expect(isDocumentId('x'.repeat(1501))).toBe(false);
  });
});
