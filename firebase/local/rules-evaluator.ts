import { timestampParts, type Fields, type Value as RestValue } from './firestore-values';
import {
  parseRules,
  type Expr,
  type MatchBlock,
  type Method,
  type RulesFile,
  type RulesFunction,
} from './rules-language';

/**
 * An evaluator of the security rules that rules-language.ts parses, as Firebase evaluates them for one
 * operation of a request (https://firebase.google.com/docs/rules/rules-language,
 * https://firebase.google.com/docs/reference/rules/rules):
 *
 * - every `match` block whose whole path matches the request's path contributes its `allow` statements for the
 *   method; the operation is allowed when one of their conditions is exactly `true`;
 * - a condition that fails (a missing field or map key, a null's member, a wrong type to an operator) is an
 *   error, and an error denies, except where `&&` or `||` is decided by its other side
 *   (`error && false` is false, `error || true` is true), as in the rules language;
 * - `get()`, `exists()`, `getAfter()` and `existsAfter()` read documents through the caller's reader and are
 *   counted: distinct documents per operation, at most 10 per operation and 10 per single-document request
 *   or query, 20 per batch of writes or read of several documents; past that the operation is refused
 *   (AccessLimitExceeded), as Firestore refuses it.
 *
 * Values: null, bool, int (bigint), float (number), string, list (array), map (RulesMap), set, timestamp,
 * duration, path, bytes, latlng and map diff, with the methods of their rules types that these rules and
 * their likely changes use.
 */

export class RulesMap {
  constructor(readonly entries: ReadonlyMap<string, RulesValue>) {}
  static of(record: Record<string, RulesValue>): RulesMap {
    return new RulesMap(new Map(Object.entries(record)));
  }
}
export class RulesSet {
  constructor(readonly items: readonly RulesValue[]) {}
}
export class Timestamp {
  constructor(readonly nanos: bigint) {}
  static fromMillis(millis: number): Timestamp {
    return new Timestamp(BigInt(Math.floor(millis)) * 1_000_000n);
  }
}
export class Duration {
  constructor(readonly nanos: bigint) {}
}
export class RulesPath {
  constructor(readonly segments: readonly string[]) {}
  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}
class Bytes {
  constructor(readonly base64: string) {}
}
class LatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}
class MapDiff {
  constructor(
    readonly left: RulesMap,
    readonly right: RulesMap,
  ) {}
}
class Namespace {
  constructor(readonly name: string) {}
}

/**
 * The documents a list query may return, as the rules see them: rules are not filters, so a condition on
 * `resource.data.x` holds only when the query itself pins x with an equality filter; anything else about the
 * results is unknown, and a condition that needs it fails (the query is refused whole).
 */
export class QueryResults {
  constructor(readonly equalities: ReadonlyMap<string, RulesValue>) {}
}

export type RulesValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | readonly RulesValue[]
  | RulesMap
  | RulesSet
  | Timestamp
  | Duration
  | RulesPath
  | Bytes
  | LatLng
  | MapDiff
  | Namespace
  | QueryResults;

/** A condition that cannot be evaluated: it denies unless `&&` or `||` decides without it. */
export class RulesError extends Error {}

/** More document reads than Firestore allows one operation or request: the request is refused. */
export class AccessLimitExceeded extends Error {}

/** Reads documents for get() and friends: the stored document as a rules map, or null when there is none. */
export type DocumentReader = {
  /** The document as it is before the request. */
  before(path: string): RulesMap | null;
  /** The document as it would be after the whole request (getAfter). */
  after(path: string): RulesMap | null;
};

/** The access calls of one request: the documents each operation read, and the request's limit. */
export class AccessCalls {
  private total = 0;
  constructor(
    /** 10 for a single-document request or a query, 20 for a batch or a read of several documents. */
    readonly requestLimit: number,
  ) {}
  /** Counts one operation's distinct documents, refusing past 10 for it or past the request's limit. */
  operation(): (path: string) => void {
    const seen = new Set<string>();
    return (path) => {
      if (seen.has(path)) return;
      seen.add(path);
      this.total++;
      if (seen.size > MAX_ACCESS_CALLS_PER_OPERATION || this.total > this.requestLimit) {
        throw new AccessLimitExceeded(
          `More than ${seen.size > MAX_ACCESS_CALLS_PER_OPERATION ? MAX_ACCESS_CALLS_PER_OPERATION : this.requestLimit} document access calls (get, exists, getAfter).`,
        );
      }
    };
  }
}

/** Firestore's limits on get(), exists() and getAfter() calls. */
export const MAX_ACCESS_CALLS_PER_OPERATION = 10;
export const MAX_ACCESS_CALLS_PER_BATCH = 20;

export type RulesRequest = {
  /** The path as the service's top match sees it: `/databases/(default)/documents/products/p1`, `/b/bucket/o/products/x`. */
  path: string;
  method: Method;
  /** `request` and `resource` of the rules. */
  request: RulesValue;
  resource: RulesValue;
  documents?: DocumentReader;
  /** Counts this operation's access calls. */
  access?: (path: string) => void;
};

type Scope = {
  vars: Map<string, RulesValue>;
  functions: Map<string, RulesFunction>;
  parent: Scope | undefined;
};

/** A rules file ready to judge requests. Parsing throws RulesSyntaxError for a file that does not compile. */
export function compileRules(source: string): { rules: RulesFile; allows(request: RulesRequest): boolean } {
  const rules = parseRules(source);
  const root: Scope = { vars: new Map(), functions: toFunctions(rules.functions), parent: undefined };
  return {
    rules,
    allows(request) {
      const segments = request.path.split('/').filter((segment) => segment !== '');
      const globals: Scope = {
        vars: new Map([
          ['request', request.request],
          ['resource', request.resource],
          ['math', new Namespace('math')],
          ['duration', new Namespace('duration')],
          ['timestamp', new Namespace('timestamp')],
        ]),
        functions: root.functions,
        parent: undefined,
      };
      const evaluator = new Evaluator(request);
      return rules.matches.some((block) => evaluator.matchBlock(block, segments, globals));
    },
  };
}

function toFunctions(functions: readonly RulesFunction[]): Map<string, RulesFunction> {
  return new Map(functions.map((fn) => [fn.name, fn]));
}

class Evaluator {
  private depth = 0;
  constructor(private readonly request: RulesRequest) {}

  /** Whether this block (its path from `segments`) or a block inside it allows the request. */
  matchBlock(block: MatchBlock, segments: readonly string[], outer: Scope): boolean {
    const vars = new Map<string, RulesValue>();
    let index = 0;
    for (const pattern of block.path) {
      if ('text' in pattern) {
        if (segments[index] !== pattern.text) return false;
        index++;
      } else if (pattern.rest) {
        vars.set(pattern.variable, new RulesPath(segments.slice(index)));
        index = segments.length;
      } else {
        const segment = segments[index];
        if (segment === undefined) return false;
        vars.set(pattern.variable, segment);
        index++;
      }
    }
    const scope: Scope = { vars, functions: toFunctions(block.functions), parent: outer };
    const rest = segments.slice(index);
    if (rest.length === 0) {
      for (const allow of block.allows) {
        if (!allow.methods.includes(this.request.method)) continue;
        if (this.condition(allow.condition, scope)) return true;
      }
    }
    return block.matches.some((inner) => this.matchBlock(inner, rest, scope));
  }

  private condition(expr: Expr, scope: Scope): boolean {
    try {
      return this.evaluate(expr, scope) === true;
    } catch (error) {
      if (error instanceof RulesError) return false;
      throw error;
    }
  }

  private lookup(name: string, scope: Scope): RulesValue {
    for (let at: Scope | undefined = scope; at; at = at.parent) {
      if (at.vars.has(name)) return at.vars.get(name)!;
    }
    throw new RulesError(`Unknown variable ${name}`);
  }

  private findFunction(name: string, scope: Scope): RulesFunction | undefined {
    for (let at: Scope | undefined = scope; at; at = at.parent) {
      const found = at.functions.get(name);
      if (found) return found;
    }
    return undefined;
  }

  evaluate(expr: Expr, scope: Scope): RulesValue {
    switch (expr.kind) {
      case 'literal':
        return expr.value;
      case 'ident':
        return this.lookup(expr.name, scope);
      case 'list':
        return expr.items.map((item) => this.evaluate(item, scope));
      case 'map':
        return new RulesMap(new Map(expr.entries.map(([key, value]) => [key, this.evaluate(value, scope)])));
      case 'path':
        return new RulesPath(
          expr.segments.flatMap((segment) => {
            if ('text' in segment) return [segment.text];
            const value = this.evaluate(segment.expr, scope);
            if (typeof value === 'string') return [value];
            if (typeof value === 'bigint') return [String(value)];
            if (value instanceof RulesPath) return [...value.segments];
            throw new RulesError('A path segment must be a string');
          }),
        );
      case 'member':
        return member(this.evaluate(expr.object, scope), expr.name);
      case 'index':
        return index(this.evaluate(expr.object, scope), this.evaluate(expr.index, scope));
      case 'call':
        return this.call(expr, scope);
      case 'unary': {
        const value = this.evaluate(expr.operand, scope);
        if (expr.op === '!') {
          if (typeof value !== 'boolean') throw new RulesError('! needs a bool');
          return !value;
        }
        if (typeof value === 'bigint') return -value;
        if (typeof value === 'number') return -value;
        throw new RulesError('- needs a number');
      }
      case 'is':
        return isType(this.evaluate(expr.operand, scope), expr.type);
      case 'ternary': {
        const test = this.evaluate(expr.test, scope);
        if (typeof test !== 'boolean') throw new RulesError('A condition must be a bool');
        return this.evaluate(test ? expr.then : expr.otherwise, scope);
      }
      case 'binary':
        return this.binary(expr, scope);
    }
  }

  /** `&&` and `||` decide on either side: an error on one side counts only when the other does not decide. */
  private logical(expr: Extract<Expr, { kind: 'binary' }>, scope: Scope): boolean {
    const decides = expr.op === '||';
    let failure: RulesError | undefined;
    const side = (operand: Expr): boolean | undefined => {
      try {
        const value = this.evaluate(operand, scope);
        if (typeof value !== 'boolean') throw new RulesError(`${expr.op} needs bools`);
        return value;
      } catch (error) {
        if (!(error instanceof RulesError)) throw error;
        failure = error;
        return undefined;
      }
    };
    const left = side(expr.left);
    if (left === decides) return decides;
    const right = side(expr.right);
    if (right === decides) return decides;
    if (failure) throw failure;
    return !decides;
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>, scope: Scope): RulesValue {
    if (expr.op === '&&' || expr.op === '||') return this.logical(expr, scope);
    const left = this.evaluate(expr.left, scope);
    const right = this.evaluate(expr.right, scope);
    switch (expr.op) {
      case '==':
        return equals(left, right);
      case '!=':
        return !equals(left, right);
      case '<':
        return compare(left, right) < 0;
      case '<=':
        return compare(left, right) <= 0;
      case '>':
        return compare(left, right) > 0;
      case '>=':
        return compare(left, right) >= 0;
      case 'in':
        return contains(right, left);
      default:
        return arithmetic(expr.op, left, right);
    }
  }

  private call(expr: Extract<Expr, { kind: 'call' }>, scope: Scope): RulesValue {
    const { callee } = expr;
    if (callee.kind === 'ident') {
      const fn = this.findFunction(callee.name, scope);
      const args = expr.args.map((arg) => this.evaluate(arg, scope));
      if (fn) return this.callFunction(fn, args, scope);
      return this.global(callee.name, args);
    }
    if (callee.kind !== 'member') throw new RulesError('Not a function');
    const target = this.evaluate(callee.object, scope);
    const args = expr.args.map((arg) => this.evaluate(arg, scope));
    if (target instanceof Namespace) return namespaceCall(target.name, callee.name, args);
    return method(target, callee.name, args);
  }

  private callFunction(fn: RulesFunction, args: RulesValue[], scope: Scope): RulesValue {
    if (args.length !== fn.params.length) {
      throw new RulesError(`${fn.name} takes ${fn.params.length} arguments`);
    }
    // Firebase stops a call stack at 20 functions deep (and the rules have no recursion to speak of).
    if (this.depth >= 20) throw new RulesError('Function calls nested too deep');
    const declared = this.declaringScope(fn, scope);
    const own: Scope = {
      vars: new Map(fn.params.map((param, i) => [param, args[i]!])),
      functions: new Map(),
      parent: declared,
    };
    this.depth++;
    try {
      for (const [name, value] of fn.lets) own.vars.set(name, this.evaluate(value, own));
      return this.evaluate(fn.body, own);
    } finally {
      this.depth--;
    }
  }

  /** The scope of the block a function is declared in: its path variables are the function's too. */
  private declaringScope(fn: RulesFunction, scope: Scope): Scope {
    for (let at: Scope | undefined = scope; at; at = at.parent) {
      if (at.functions.get(fn.name) === fn) return at;
    }
    return scope;
  }

  private global(name: string, args: RulesValue[]): RulesValue {
    const [first] = args;
    switch (name) {
      case 'get':
      case 'getAfter':
      case 'exists':
      case 'existsAfter': {
        if (!(first instanceof RulesPath) || args.length !== 1) throw new RulesError(`${name} takes a path`);
        const reader = this.request.documents;
        if (!reader) throw new RulesError(`${name} is not available here`);
        this.request.access?.(first.toString());
        const found = name.endsWith('After') ? reader.after(first.toString()) : reader.before(first.toString());
        if (name.startsWith('exists')) return found !== null;
        return found;
      }
      case 'int':
        if (typeof first === 'bigint') return first;
        if (typeof first === 'number' && Number.isFinite(first)) return BigInt(Math.trunc(first));
        if (typeof first === 'string' && /^-?\d+$/.test(first)) return BigInt(first);
        throw new RulesError('int() of a bad value');
      case 'float':
        if (typeof first === 'bigint' || typeof first === 'number') return Number(first);
        if (typeof first === 'string' && first.trim() !== '' && !Number.isNaN(Number(first))) return Number(first);
        throw new RulesError('float() of a bad value');
      case 'string':
        if (typeof first === 'string') return first;
        if (typeof first === 'bigint' || typeof first === 'number' || typeof first === 'boolean') return String(first);
        if (first === null) return 'null';
        throw new RulesError('string() of a bad value');
      case 'path':
        if (typeof first !== 'string') throw new RulesError('path() takes a string');
        return new RulesPath(first.split('/').filter((segment) => segment !== ''));
      case 'debug':
        return first ?? null;
      default:
        throw new RulesError(`Unknown function ${name}`);
    }
  }
}

function member(target: RulesValue, name: string): RulesValue {
  if (target instanceof RulesMap) {
    if (!target.entries.has(name)) throw new RulesError(`No such key ${name}`);
    return target.entries.get(name)!;
  }
  if (target instanceof QueryResults) {
    if (!target.equalities.has(name)) {
      throw new RulesError(`The query does not pin ${name}: the rules cannot know it of every result`);
    }
    return target.equalities.get(name)!;
  }
  if (target instanceof Namespace) throw new RulesError(`${target.name}.${name} is a function`);
  throw new RulesError(`No member ${name} of ${describe(target)}`);
}

function index(target: RulesValue, key: RulesValue): RulesValue {
  if (Array.isArray(target)) {
    if (typeof key !== 'bigint') throw new RulesError('A list index is an int');
    const list = target as readonly RulesValue[];
    if (key < 0n || key >= BigInt(list.length)) throw new RulesError('Index out of range');
    return list[Number(key)]!;
  }
  if (typeof key === 'string') return member(target, key);
  throw new RulesError(`Cannot index ${describe(target)}`);
}

function describe(value: RulesValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return value.constructor.name;
  return typeof value;
}

function isType(value: RulesValue, type: string): boolean {
  switch (type) {
    case 'bool':
      return typeof value === 'boolean';
    case 'int':
      return typeof value === 'bigint';
    case 'float':
      return typeof value === 'number';
    case 'number':
      return typeof value === 'bigint' || typeof value === 'number';
    case 'string':
      return typeof value === 'string';
    case 'list':
      return Array.isArray(value);
    case 'map':
      return value instanceof RulesMap;
    case 'set':
      return value instanceof RulesSet;
    case 'timestamp':
      return value instanceof Timestamp;
    case 'duration':
      return value instanceof Duration;
    case 'path':
      return value instanceof RulesPath;
    case 'bytes':
      return value instanceof Bytes;
    case 'latlng':
      return value instanceof LatLng;
    case 'map_diff':
      return value instanceof MapDiff;
    default:
      return false;
  }
}

function isNumber(value: RulesValue): value is bigint | number {
  return typeof value === 'bigint' || typeof value === 'number';
}

export function equals(a: RulesValue, b: RulesValue): boolean {
  if (isNumber(a) && isNumber(b)) return Number(a) === Number(b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    const left = a as readonly RulesValue[];
    const right = b as readonly RulesValue[];
    return left.length === right.length && left.every((item, i) => equals(item, right[i]!));
  }
  if (a instanceof RulesMap && b instanceof RulesMap) {
    if (a.entries.size !== b.entries.size) return false;
    for (const [key, value] of a.entries) {
      if (!b.entries.has(key) || !equals(value, b.entries.get(key)!)) return false;
    }
    return true;
  }
  if (a instanceof RulesSet && b instanceof RulesSet) {
    return a.items.every((item) => setHas(b, item)) && b.items.every((item) => setHas(a, item));
  }
  if (a instanceof Timestamp && b instanceof Timestamp) return a.nanos === b.nanos;
  if (a instanceof Duration && b instanceof Duration) return a.nanos === b.nanos;
  if (a instanceof RulesPath && b instanceof RulesPath) return a.toString() === b.toString();
  if (a instanceof Bytes && b instanceof Bytes) return a.base64 === b.base64;
  if (a instanceof LatLng && b instanceof LatLng) return a.latitude === b.latitude && a.longitude === b.longitude;
  return false;
}

function compare(a: RulesValue, b: RulesValue): number {
  if (isNumber(a) && isNumber(b)) {
    const left = Number(a);
    const right = Number(b);
    if (Number.isNaN(left) || Number.isNaN(right)) throw new RulesError('NaN does not compare');
    return left < right ? -1 : left > right ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if ((a instanceof Timestamp && b instanceof Timestamp) || (a instanceof Duration && b instanceof Duration)) {
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  }
  throw new RulesError(`Cannot compare ${describe(a)} with ${describe(b)}`);
}

function contains(collection: RulesValue, item: RulesValue): boolean {
  if (Array.isArray(collection)) return (collection as readonly RulesValue[]).some((value) => equals(value, item));
  if (collection instanceof RulesSet) return setHas(collection, item);
  if (collection instanceof RulesMap) {
    if (typeof item !== 'string') throw new RulesError('A map key is a string');
    return collection.entries.has(item);
  }
  throw new RulesError(`in needs a list, set or map, not ${describe(collection)}`);
}

function setHas(set: RulesSet, item: RulesValue): boolean {
  return set.items.some((value) => equals(value, item));
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: RulesValue, b: RulesValue): RulesValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if ((op === '/' || op === '%') && b === 0n) throw new RulesError('Division by zero');
    const result = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : op === '/' ? a / b : a % b;
    if (result > 9223372036854775807n || result < -9223372036854775808n) throw new RulesError('Integer overflow');
    return result;
  }
  if (isNumber(a) && isNumber(b)) {
    const x = Number(a);
    const y = Number(b);
    return { '+': x + y, '-': x - y, '*': x * y, '/': x / y, '%': x % y }[op];
  }
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  if (op === '+' && Array.isArray(a) && Array.isArray(b)) return [...(a as RulesValue[]), ...(b as RulesValue[])];
  if (a instanceof Timestamp && b instanceof Duration && (op === '+' || op === '-')) {
    return new Timestamp(op === '+' ? a.nanos + b.nanos : a.nanos - b.nanos);
  }
  if (op === '+' && a instanceof Duration && b instanceof Timestamp) return new Timestamp(a.nanos + b.nanos);
  if (op === '-' && a instanceof Timestamp && b instanceof Timestamp) return new Duration(a.nanos - b.nanos);
  if (a instanceof Duration && b instanceof Duration && (op === '+' || op === '-')) {
    return new Duration(op === '+' ? a.nanos + b.nanos : a.nanos - b.nanos);
  }
  throw new RulesError(`Cannot apply ${op} to ${describe(a)} and ${describe(b)}`);
}

function list(value: RulesValue, what: string): readonly RulesValue[] {
  if (Array.isArray(value)) return value as readonly RulesValue[];
  if (value instanceof RulesSet) return value.items;
  throw new RulesError(`${what} takes a list or a set`);
}

function unique(items: readonly RulesValue[]): RulesSet {
  const kept: RulesValue[] = [];
  for (const item of items) if (!kept.some((value) => equals(value, item))) kept.push(item);
  return new RulesSet(kept);
}

/** A regular expression as the rules take it (RE2), matched against the whole string. */
function fullMatch(text: string, pattern: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(text);
  } catch {
    throw new RulesError(`Bad regular expression ${pattern}`);
  }
}

function method(target: RulesValue, name: string, args: RulesValue[]): RulesValue {
  const [first, second] = args;
  if (typeof target === 'string') {
    switch (name) {
      case 'size':
        return BigInt([...target].length);
      case 'matches':
        if (typeof first !== 'string') throw new RulesError('matches() takes a string');
        return fullMatch(target, first);
      case 'trim':
        return target.trim();
      case 'lower':
        return target.toLowerCase();
      case 'upper':
        return target.toUpperCase();
      case 'split':
        if (typeof first !== 'string') throw new RulesError('split() takes a string');
        return target.split(new RegExp(first));
      case 'replace':
        if (typeof first !== 'string' || typeof second !== 'string') throw new RulesError('replace() takes strings');
        return target.replace(new RegExp(first, 'g'), second);
    }
  }
  if (Array.isArray(target) || target instanceof RulesSet) {
    const items = list(target, name);
    const isSet = target instanceof RulesSet;
    switch (name) {
      case 'size':
        return BigInt(items.length);
      case 'hasAll':
        return list(first ?? null, name).every((item) => items.some((value) => equals(value, item)));
      case 'hasAny':
        return list(first ?? null, name).some((item) => items.some((value) => equals(value, item)));
      case 'hasOnly':
        return items.every((item) => list(first ?? null, name).some((value) => equals(value, item)));
      case 'concat':
        if (!isSet) return [...items, ...list(first ?? null, name)];
        break;
      case 'join':
        if (!isSet && typeof first === 'string' && items.every((item) => typeof item === 'string')) {
          return items.join(first);
        }
        throw new RulesError('join() takes a string, of a list of strings');
      case 'toSet':
        if (!isSet) return unique(items);
        break;
      case 'removeAll':
        if (!isSet) return items.filter((item) => !list(first ?? null, name).some((value) => equals(value, item)));
        break;
      case 'difference':
        if (isSet) return new RulesSet(items.filter((item) => !list(first ?? null, name).some((v) => equals(v, item))));
        break;
      case 'intersection':
        if (isSet) return new RulesSet(items.filter((item) => list(first ?? null, name).some((v) => equals(v, item))));
        break;
      case 'union':
        if (isSet) return unique([...items, ...list(first ?? null, name)]);
        break;
    }
  }
  if (target instanceof RulesMap) {
    switch (name) {
      case 'keys':
        return [...target.entries.keys()];
      case 'values':
        return [...target.entries.values()];
      case 'size':
        return BigInt(target.entries.size);
      case 'diff':
        if (!(first instanceof RulesMap)) throw new RulesError('diff() takes a map');
        return new MapDiff(target, first);
      case 'get': {
        const keys = Array.isArray(first) ? (first as RulesValue[]) : [first ?? null];
        let at: RulesValue = target;
        for (const key of keys) {
          if (typeof key !== 'string') throw new RulesError('get() takes a key or a list of keys');
          if (!(at instanceof RulesMap) || !at.entries.has(key)) return second ?? null;
          at = at.entries.get(key)!;
        }
        return at;
      }
    }
  }
  if (target instanceof MapDiff) {
    // `left.diff(right)`: what changes from right (the document as it is) to left (as it would be).
    const { left, right } = target;
    const keys = (map: RulesMap) => [...map.entries.keys()];
    const added = keys(left).filter((key) => !right.entries.has(key));
    const removed = keys(right).filter((key) => !left.entries.has(key));
    const both = keys(left).filter((key) => right.entries.has(key));
    const changed = both.filter((key) => !equals(left.entries.get(key)!, right.entries.get(key)!));
    switch (name) {
      case 'addedKeys':
        return new RulesSet(added);
      case 'removedKeys':
        return new RulesSet(removed);
      case 'changedKeys':
        return new RulesSet(changed);
      case 'affectedKeys':
        return new RulesSet([...added, ...removed, ...changed]);
      case 'unchangedKeys':
        return new RulesSet(both.filter((key) => !changed.includes(key)));
    }
  }
  if (target instanceof Timestamp) {
    switch (name) {
      case 'toMillis':
        return target.nanos / 1_000_000n;
      case 'seconds':
        return target.nanos / 1_000_000_000n;
      case 'nanos':
        return target.nanos % 1_000_000_000n;
    }
    // The calendar parts, in UTC (rules.Timestamp: "A timestamp in UTC"): a rule adds a duration first for
    // another zone, as `(request.time + duration.value(8, 'h')).year()` gives the year in Malaysia.
    const date = new Date(Number(floorDiv(target.nanos, 1_000_000n)));
    const startOfDay = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    switch (name) {
      case 'year':
        return BigInt(date.getUTCFullYear());
      case 'month':
        return BigInt(date.getUTCMonth() + 1);
      case 'day':
        return BigInt(date.getUTCDate());
      case 'hours':
        return BigInt(date.getUTCHours());
      case 'minutes':
        return BigInt(date.getUTCMinutes());
      case 'dayOfYear':
        return BigInt((startOfDay - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000 + 1);
      case 'date':
        return Timestamp.fromMillis(startOfDay);
      case 'time':
        return new Duration(target.nanos - BigInt(startOfDay) * 1_000_000n);
    }
  }
  if (target instanceof Duration) {
    switch (name) {
      case 'seconds':
        return target.nanos / 1_000_000_000n;
      case 'nanos':
        return target.nanos % 1_000_000_000n;
    }
  }
  throw new RulesError(`No method ${name}() of ${describe(target)}`);
}

/** Division rounding towards minus infinity, so that a time before 1970 falls in its own day. */
function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? quotient - 1n : quotient;
}

const DURATION_UNITS: Record<string, bigint> = {
  w: 7n * 86_400_000_000_000n,
  d: 86_400_000_000_000n,
  h: 3_600_000_000_000n,
  m: 60_000_000_000n,
  s: 1_000_000_000n,
  ms: 1_000_000n,
  us: 1_000n,
  ns: 1n,
};

function namespaceCall(namespace: string, name: string, args: RulesValue[]): RulesValue {
  const [first, second] = args;
  if (namespace === 'math' && isNumber(first ?? null)) {
    const x = Number(first);
    switch (name) {
      case 'abs':
        return typeof first === 'bigint' ? (first < 0n ? -first : first) : Math.abs(x);
      case 'floor':
        return BigInt(Math.floor(x));
      case 'ceil':
        return BigInt(Math.ceil(x));
      case 'round':
        return BigInt(Math.round(x));
      case 'sqrt':
        return Math.sqrt(x);
      case 'isNaN':
        return Number.isNaN(x);
      case 'isInfinite':
        return !Number.isFinite(x) && !Number.isNaN(x);
    }
  }
  if (namespace === 'duration' && name === 'value' && typeof first === 'bigint' && typeof second === 'string') {
    const unit = DURATION_UNITS[second];
    if (unit === undefined) throw new RulesError(`Unknown duration unit ${second}`);
    return new Duration(first * unit);
  }
  if (namespace === 'timestamp' && name === 'value' && typeof first === 'bigint') {
    return new Timestamp(first * 1_000_000n);
  }
  // timestamp.date(year, month, day): midnight UTC of that day; a day the calendar does not have is an error.
  if (
    namespace === 'timestamp' &&
    name === 'date' &&
    args.length === 3 &&
    args.every((arg) => typeof arg === 'bigint')
  ) {
    const [year, month, day] = (args as bigint[]).map(Number) as [number, number, number];
    const millis = Date.UTC(year, month - 1, day);
    const back = new Date(millis);
    if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
      throw new RulesError(`timestamp.date(${year}, ${month}, ${day}) is no day`);
    }
    return new Timestamp(BigInt(millis) * 1_000_000n);
  }
  throw new RulesError(`No function ${namespace}.${name} for these arguments`);
}

/** A Firestore REST value as the rules see it. */
export function fromRestValue(value: RestValue): RulesValue {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return BigInt(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) {
    const [seconds, nanos] = timestampParts(value.timestampValue);
    return new Timestamp(BigInt(seconds) * 1_000_000_000n + BigInt(nanos));
  }
  if ('bytesValue' in value) return new Bytes(value.bytesValue);
  if ('referenceValue' in value) {
    // projects/p/databases/d/documents/… : the rules' paths start at databases.
    return new RulesPath(value.referenceValue.split('/').slice(2));
  }
  if ('geoPointValue' in value) {
    return new LatLng(value.geoPointValue.latitude ?? 0, value.geoPointValue.longitude ?? 0);
  }
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromRestValue);
  return fromRestFields(value.mapValue.fields ?? {});
}

export function fromRestFields(fields: Fields): RulesMap {
  return new RulesMap(new Map(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)])));
}

/** `request.auth` from a token's claims: null for a visitor, else the uid and the claims as `token`. */
export function authOf(claims: Record<string, unknown> | null): RulesValue {
  if (!claims) return null;
  return RulesMap.of({
    uid: typeof claims.user_id === 'string' ? claims.user_id : typeof claims.sub === 'string' ? claims.sub : '',
    token: fromJson(claims),
  });
}

/** A JSON value (a token's claims) as a rules value: whole numbers are ints. */
export function fromJson(value: unknown): RulesValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    return new RulesMap(new Map(Object.entries(value).map(([key, item]) => [key, fromJson(item)])));
  }
  throw new RulesError('Not a JSON value');
}
