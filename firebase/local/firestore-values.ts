/**
 * Firestore's REST values (https://firebase.google.com/docs/firestore/reference/rest/v1/Value) as the
 * Firestore double reads and orders them: equality and the order of values across and within types, as
 * Firestore defines it (https://firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering):
 * null < booleans < numbers (integers and doubles together, NaN first) < timestamps < strings < bytes <
 * references < geopoints < arrays < maps.
 */
export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string | number }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Fields } };

export type Fields = Record<string, Value>;

const TYPE_ORDER = [
  'nullValue',
  'booleanValue',
  'number',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;

type TypeClass = (typeof TYPE_ORDER)[number];

/** The class a value sorts in; integers and doubles share one. */
export function typeClassOf(value: Value): TypeClass {
  if ('integerValue' in value || 'doubleValue' in value) return 'number';
  const key = Object.keys(value)[0];
  const found = TYPE_ORDER.find((name) => name === key);
  if (!found) throw new Error(`Not a Firestore value: ${JSON.stringify(value)}`);
  return found;
}

function numberOf(value: Value): number {
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  return Number.NaN;
}

/** A timestamp as [seconds, nanoseconds], from RFC 3339 with up to nine digits of fraction. */
export function timestampParts(text: string): [number, number] {
  const match = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
  if (!match) throw new Error(`Not a timestamp: ${text}`);
  const seconds = Math.floor(Date.parse(`${match[1]}${match[3]}`) / 1000);
  if (Number.isNaN(seconds)) throw new Error(`Not a timestamp: ${text}`);
  return [seconds, Number((match[2] ?? '').padEnd(9, '0'))];
}

/** Strings compare by their UTF-8 bytes in Firestore, which UTF-16 order differs from for some characters. */
function compareUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a - b);
}

/** Firestore's total order of values: negative, zero or positive. */
export function compareValues(a: Value, b: Value): number {
  const classA = typeClassOf(a);
  const classB = typeClassOf(b);
  if (classA !== classB) return sign(TYPE_ORDER.indexOf(classA) - TYPE_ORDER.indexOf(classB));
  if ('booleanValue' in a && 'booleanValue' in b) return sign(Number(a.booleanValue) - Number(b.booleanValue));
  if (classA === 'number') return compareNumbers(numberOf(a), numberOf(b));
  if ('timestampValue' in a && 'timestampValue' in b) {
    const [sa, na] = timestampParts(a.timestampValue);
    const [sb, nb] = timestampParts(b.timestampValue);
    return sa === sb ? sign(na - nb) : sign(sa - sb);
  }
  if ('stringValue' in a && 'stringValue' in b) return compareUtf8(a.stringValue, b.stringValue);
  if ('bytesValue' in a && 'bytesValue' in b) {
    return Buffer.compare(Buffer.from(a.bytesValue, 'base64'), Buffer.from(b.bytesValue, 'base64'));
  }
  if ('referenceValue' in a && 'referenceValue' in b) return compareReferences(a.referenceValue, b.referenceValue);
  if ('geoPointValue' in a && 'geoPointValue' in b) {
    return (
      compareNumbers(a.geoPointValue.latitude ?? 0, b.geoPointValue.latitude ?? 0) ||
      compareNumbers(a.geoPointValue.longitude ?? 0, b.geoPointValue.longitude ?? 0)
    );
  }
  if ('arrayValue' in a && 'arrayValue' in b) {
    const left = a.arrayValue.values ?? [];
    const right = b.arrayValue.values ?? [];
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const order = compareValues(left[i]!, right[i]!);
      if (order !== 0) return order;
    }
    return sign(left.length - right.length);
  }
  if ('mapValue' in a && 'mapValue' in b) {
    // Maps compare key by key, in the order of their sorted keys, then by size.
    const left = Object.entries(a.mapValue.fields ?? {}).sort(([x], [y]) => compareUtf8(x, y));
    const right = Object.entries(b.mapValue.fields ?? {}).sort(([x], [y]) => compareUtf8(x, y));
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const [keyA, valueA] = left[i]!;
      const [keyB, valueB] = right[i]!;
      const order = compareUtf8(keyA, keyB) || compareValues(valueA, valueB);
      if (order !== 0) return order;
    }
    return sign(left.length - right.length);
  }
  return 0;
}

/** Document names compare segment by segment. */
export function compareReferences(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = compareUtf8(left[i]!, right[i]!);
    if (order !== 0) return order;
  }
  return sign(left.length - right.length);
}

/** Equality as a filter sees it: 1 equals 1.0, and NaN equals NaN (where('x', '==', NaN) finds NaN). */
export function valuesEqual(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0;
}

/** A field path ('a.b', '`odd name`.c') as its segments. */
export function fieldPathSegments(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (quoted && char === '\\') {
      current += path[++i] ?? '';
    } else if (char === '`') {
      quoted = !quoted;
    } else if (char === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  segments.push(current);
  return segments;
}

/** The value at a field path, or undefined when the document lacks it. */
export function valueAt(fields: Fields, path: string): Value | undefined {
  let current: Value | undefined = { mapValue: { fields } };
  for (const segment of fieldPathSegments(path)) {
    if (!current || !('mapValue' in current)) return undefined;
    current = current.mapValue.fields?.[segment];
  }
  return current;
}

/** A copy of the fields with the value at the path set (or, with undefined, removed). */
export function withValueAt(fields: Fields, path: string, value: Value | undefined): Fields {
  return setAt(fields, fieldPathSegments(path), value);
}

function setAt(fields: Fields, [head, ...rest]: string[], value: Value | undefined): Fields {
  const copy = { ...fields };
  if (head === undefined) return copy;
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const inner = copy[head];
  const isMap = inner !== undefined && 'mapValue' in inner;
  if (value === undefined && !isMap) return copy;
  copy[head] = { mapValue: { fields: setAt(isMap ? (inner.mapValue.fields ?? {}) : {}, rest, value) } };
  return copy;
}

/**
 * A document's stored size as Firestore counts it against its 1 MiB limit
 * (https://firebase.google.com/docs/firestore/storage-size): the name (each segment after `documents/`, its
 * UTF-8 bytes and one, and 16), each field's name (bytes and one) and value, and 32.
 */
export function documentBytes(name: string, fields: Fields): number {
  const segments = name.slice(name.indexOf('/documents/') + '/documents/'.length).split('/');
  return nameBytes(segments) + fieldsBytes(fields) + 32;
}

function nameBytes(segments: readonly string[]): number {
  return segments.reduce((sum, segment) => sum + Buffer.byteLength(segment, 'utf8') + 1, 16);
}

function fieldsBytes(fields: Fields): number {
  return Object.entries(fields).reduce(
    (sum, [key, value]) => sum + Buffer.byteLength(key, 'utf8') + 1 + valueBytes(value),
    0,
  );
}

function valueBytes(value: Value): number {
  if ('stringValue' in value) return Buffer.byteLength(value.stringValue, 'utf8') + 1;
  if ('bytesValue' in value) return Buffer.from(value.bytesValue, 'base64').length;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).reduce((sum, item) => sum + valueBytes(item), 0);
  if ('mapValue' in value) return fieldsBytes(value.mapValue.fields ?? {});
  if ('referenceValue' in value) {
    const path = value.referenceValue;
    return nameBytes(path.slice(path.indexOf('/documents/') + '/documents/'.length).split('/'));
  }
  if ('geoPointValue' in value) return 16;
  if ('nullValue' in value || 'booleanValue' in value) return 1;
  return 8;
}
