/**
 * A parser of the Firebase security rules language (rules_version 2), the part of it that
 * firebase/firestore.rules and firebase/storage.rules use: `service` and nested `match` blocks with path
 * variables (`{name}`) and recursive wildcards (`{name=**}`), `function` declarations with `let` bindings,
 * `allow` statements with their methods, and expressions with the language's operator precedence
 * (https://firebase.google.com/docs/rules/rules-language):
 *
 *   ?:  <  ||  <  &&  <  == != < <= > >= in is  <  + -  <  * / %  <  ! - (unary)  <  . [] () (member, index, call)
 *
 * Literals: null, true, false, integers, floats, strings in single or double quotes, lists `[…]`, maps `{k: v}`,
 * and path literals (`/databases/$(database)/documents/products/$(id)`). A syntax error throws RulesSyntaxError
 * with the line and column, as the rules' compiler refuses a deploy.
 */

export type Expr =
  | { kind: 'literal'; value: null | boolean | bigint | number | string }
  | { kind: 'ident'; name: string }
  | { kind: 'list'; items: Expr[] }
  | { kind: 'map'; entries: [string, Expr][] }
  | { kind: 'path'; segments: ({ text: string } | { expr: Expr })[] }
  | { kind: 'member'; object: Expr; name: string }
  | { kind: 'index'; object: Expr; index: Expr }
  | { kind: 'call'; callee: Expr; args: Expr[] }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'is'; operand: Expr; type: string }
  | { kind: 'ternary'; test: Expr; then: Expr; otherwise: Expr };

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type RulesFunction = { name: string; params: string[]; lets: [string, Expr][]; body: Expr; line: number };

/** The methods an `allow` names; `read` is get and list, `write` is create, update and delete. */
export type Method = 'get' | 'list' | 'create' | 'update' | 'delete';

export type Allow = { methods: Method[]; condition: Expr; line: number; source: string };

/** One segment of a match path: fixed text, a variable (one segment) or a recursive wildcard (the rest). */
export type PathPattern = { text: string } | { variable: string; rest: boolean };

export type MatchBlock = {
  path: PathPattern[];
  functions: RulesFunction[];
  allows: Allow[];
  matches: MatchBlock[];
};

export type RulesFile = { service: string; functions: RulesFunction[]; matches: MatchBlock[] };

export class RulesSyntaxError extends Error {}

type Token = { type: 'ident' | 'number' | 'string' | 'punct' | 'path' | 'eof'; text: string; pos: number };

const PUNCT = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ';',
  ':',
  '.',
  '?',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '=',
];

const TYPES = new Set([
  'bool',
  'bytes',
  'float',
  'int',
  'list',
  'latlng',
  'number',
  'path',
  'map',
  'map_diff',
  'set',
  'string',
  'timestamp',
  'duration',
]);

const METHODS: Record<string, Method[]> = {
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
};

/** Parses a whole rules file. */
export function parseRules(source: string): RulesFile {
  return new Parser(source).file();
}

/** Parses one expression (for tests and for the conditions of a table). */
export function parseExpression(source: string): Expr {
  const parser = new Parser(source);
  const expr = parser.expression();
  parser.expectEnd();
  return expr;
}

class Parser {
  private tokens: Token[] = [];
  private at = 0;

  constructor(private readonly source: string) {
    this.tokens = tokenize(source);
  }

  private fail(message: string, pos = this.peek().pos): never {
    const before = this.source.slice(0, pos);
    const line = before.split('\n').length;
    const column = pos - before.lastIndexOf('\n');
    throw new RulesSyntaxError(`${message} at line ${line}, column ${column}`);
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.at + offset, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.at++;
    return token;
  }

  private is(text: string, type: Token['type'] = 'punct'): boolean {
    const token = this.peek();
    return token.type === type && token.text === text;
  }

  private accept(text: string, type: Token['type'] = 'punct'): boolean {
    if (!this.is(text, type)) return false;
    this.next();
    return true;
  }

  private expect(text: string, type: Token['type'] = 'punct'): Token {
    if (!this.is(text, type)) this.fail(`Expected '${text}' but found '${this.peek().text || 'the end'}'`);
    return this.next();
  }

  private identifier(): string {
    const token = this.peek();
    if (token.type !== 'ident') this.fail(`Expected a name but found '${token.text || 'the end'}'`);
    return this.next().text;
  }

  private lineOf(pos: number): number {
    return this.source.slice(0, pos).split('\n').length;
  }

  expectEnd(): void {
    if (this.peek().type !== 'eof') this.fail(`Unexpected '${this.peek().text}'`);
  }

  file(): RulesFile {
    this.expect('rules_version', 'ident');
    this.expect('=');
    const version = this.next();
    if (version.type !== 'string' || version.text !== '2') this.fail("Expected rules_version = '2'", version.pos);
    this.expect(';');
    this.expect('service', 'ident');
    let service = this.identifier();
    while (this.accept('.')) service += `.${this.identifier()}`;
    this.expect('{');
    const body = this.blockBody();
    this.expectEnd();
    if (body.allows.length > 0) this.fail('An allow statement must sit inside a match block');
    return { service, functions: body.functions, matches: body.matches };
  }

  /** The statements of a block up to its closing brace. */
  private blockBody(): MatchBlock {
    const block: MatchBlock = { path: [], functions: [], allows: [], matches: [] };
    while (!this.accept('}')) {
      if (this.peek().type === 'eof') this.fail('Missing }');
      if (this.is('match', 'ident')) block.matches.push(this.match());
      else if (this.is('function', 'ident')) block.functions.push(this.function());
      else if (this.is('allow', 'ident')) block.allows.push(this.allow());
      else this.fail(`Unexpected '${this.peek().text}'`);
    }
    return block;
  }

  private match(): MatchBlock {
    this.expect('match', 'ident');
    const token = this.next();
    if (token.type !== 'path') this.fail('Expected a path after match', token.pos);
    const path = matchPath(token.text, (message) => this.fail(message, token.pos));
    this.expect('{');
    return { ...this.blockBody(), path };
  }

  private function(): RulesFunction {
    const start = this.expect('function', 'ident');
    const name = this.identifier();
    this.expect('(');
    const params: string[] = [];
    if (!this.accept(')')) {
      do params.push(this.identifier());
      while (this.accept(','));
      this.expect(')');
    }
    this.expect('{');
    const lets: [string, Expr][] = [];
    while (this.accept('let', 'ident')) {
      const variable = this.identifier();
      this.expect('=');
      lets.push([variable, this.expression()]);
      this.expect(';');
    }
    this.expect('return', 'ident');
    const body = this.expression();
    this.accept(';');
    this.expect('}');
    return { name, params, lets, body, line: this.lineOf(start.pos) };
  }

  private allow(): Allow {
    const start = this.expect('allow', 'ident');
    const methods: Method[] = [];
    do {
      const token = this.peek();
      const name = this.identifier();
      const expanded = METHODS[name];
      if (!expanded) this.fail(`Unknown method '${name}'`, token.pos);
      methods.push(...expanded);
    } while (this.accept(','));
    let condition: Expr = { kind: 'literal', value: true };
    let conditionStart = this.peek().pos;
    if (this.accept(':')) {
      this.expect('if', 'ident');
      conditionStart = this.peek().pos;
      condition = this.expression();
    }
    const end = this.expect(';');
    return {
      methods,
      condition,
      line: this.lineOf(start.pos),
      source: this.source.slice(conditionStart, end.pos).trim().replace(/\s+/g, ' '),
    };
  }

  expression(): Expr {
    const test = this.binary(0);
    if (!this.accept('?')) return test;
    const then = this.expression();
    this.expect(':');
    return { kind: 'ternary', test, then, otherwise: this.expression() };
  }

  /** Binary operators by precedence level, lowest first. */
  private static readonly LEVELS: readonly (readonly string[])[] = [
    ['||'],
    ['&&'],
    ['==', '!=', '<', '<=', '>', '>=', 'in', 'is'],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binary(level: number): Expr {
    if (level >= Parser.LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      const isOperator =
        (token.type === 'punct' || (token.type === 'ident' && (token.text === 'in' || token.text === 'is'))) &&
        Parser.LEVELS[level]!.includes(token.text);
      if (!isOperator) return left;
      this.next();
      if (token.text === 'is') {
        const typeToken = this.peek();
        const type = this.identifier();
        if (!TYPES.has(type)) this.fail(`Unknown type '${type}'`, typeToken.pos);
        left = { kind: 'is', operand: left, type };
      } else {
        left = { kind: 'binary', op: token.text as BinaryOp, left, right: this.binary(level + 1) };
      }
    }
  }

  private unary(): Expr {
    if (this.accept('!')) return { kind: 'unary', op: '!', operand: this.unary() };
    if (this.accept('-')) return { kind: 'unary', op: '-', operand: this.unary() };
    return this.postfix(this.primary());
  }

  private postfix(expr: Expr): Expr {
    for (;;) {
      if (this.accept('.')) expr = { kind: 'member', object: expr, name: this.identifier() };
      else if (this.accept('[')) {
        const index = this.expression();
        this.expect(']');
        expr = { kind: 'index', object: expr, index };
      } else if (this.accept('(')) {
        const args: Expr[] = [];
        if (!this.accept(')')) {
          do args.push(this.expression());
          while (this.accept(','));
          this.expect(')');
        }
        expr = { kind: 'call', callee: expr, args };
      } else return expr;
    }
  }

  private primary(): Expr {
    const token = this.next();
    switch (token.type) {
      case 'number':
        return { kind: 'literal', value: /[.eE]/.test(token.text) ? Number(token.text) : BigInt(token.text) };
      case 'string':
        return { kind: 'literal', value: token.text };
      case 'path':
        return { kind: 'path', segments: this.pathSegments(token) };
      case 'ident':
        if (token.text === 'true' || token.text === 'false') return { kind: 'literal', value: token.text === 'true' };
        if (token.text === 'null') return { kind: 'literal', value: null };
        return { kind: 'ident', name: token.text };
      case 'punct':
        if (token.text === '(') {
          const inner = this.expression();
          this.expect(')');
          return inner;
        }
        if (token.text === '[') {
          const items: Expr[] = [];
          if (!this.accept(']')) {
            do items.push(this.expression());
            while (this.accept(','));
            this.expect(']');
          }
          return { kind: 'list', items };
        }
        if (token.text === '{') {
          const entries: [string, Expr][] = [];
          if (!this.accept('}')) {
            do {
              const key = this.next();
              if (key.type !== 'string' && key.type !== 'ident') this.fail('Expected a map key', key.pos);
              this.expect(':');
              entries.push([key.text, this.expression()]);
            } while (this.accept(','));
            this.expect('}');
          }
          return { kind: 'map', entries };
        }
        return this.fail(`Unexpected '${token.text}'`, token.pos);
      default:
        return this.fail('Unexpected end of the rules', token.pos);
    }
  }

  /** A path literal's segments: fixed text, or `$(expression)`. */
  private pathSegments(token: Token): ({ text: string } | { expr: Expr })[] {
    const segments: ({ text: string } | { expr: Expr })[] = [];
    for (const part of splitPath(token.text)) {
      if (part.startsWith('$(')) {
        const inner = new Parser(part.slice(2, -1));
        const expr = inner.expression();
        inner.expectEnd();
        segments.push({ expr });
      } else segments.push({ text: part });
    }
    return segments;
  }
}

/** The segments of a path literal: split on the slashes outside `$(…)`. */
function splitPath(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text.slice(1)) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === '/' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function matchPath(text: string, fail: (message: string) => never): PathPattern[] {
  if (!text.startsWith('/')) fail('A match path starts with /');
  return text
    .slice(1)
    .split('/')
    .map((segment) => {
      const variable = /^\{([A-Za-z_]\w*)(=\*\*)?\}$/.exec(segment);
      if (variable) return { variable: variable[1]!, rest: Boolean(variable[2]) };
      if (!/^[\w.~%()-]+$/.test(segment)) fail(`Bad match path segment '${segment}'`);
      return { text: segment };
    });
}

/** Whether a `/` at this point starts a path (a value is expected) rather than dividing. */
function startsValue(previous: Token | undefined): boolean {
  if (!previous) return true;
  if (previous.type === 'number' || previous.type === 'string' || previous.type === 'path') return false;
  if (previous.type === 'ident')
    return previous.text === 'match' || previous.text === 'return' || previous.text === 'if';
  return ![')', ']', '}'].includes(previous.text);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  const fail = (message: string, at: number): never => {
    const before = source.slice(0, at);
    throw new RulesSyntaxError(
      `${message} at line ${before.split('\n').length}, column ${at - before.lastIndexOf('\n')}`,
    );
  };
  while (pos < source.length) {
    const char = source[pos]!;
    if (/\s/.test(char)) {
      pos++;
      continue;
    }
    if (source.startsWith('//', pos)) {
      const end = source.indexOf('\n', pos);
      pos = end === -1 ? source.length : end;
      continue;
    }
    if (source.startsWith('/*', pos)) {
      const end = source.indexOf('*/', pos + 2);
      if (end === -1) fail('Unclosed comment', pos);
      pos = end + 2;
      continue;
    }
    const start = pos;
    if (char === '/' && startsValue(tokens.at(-1))) {
      // A path runs to the first space, comma, semicolon or unmatched closing bracket.
      let depth = 0;
      while (pos < source.length) {
        const c = source[pos]!;
        if (c === '(') depth++;
        else if (c === ')') {
          if (depth === 0) break;
          depth--;
        } else if (depth === 0 && (/\s/.test(c) || c === ',' || c === ';' || c === ']')) break;
        pos++;
      }
      if (depth !== 0) fail('Unclosed $( in a path', start);
      tokens.push({ type: 'path', text: source.slice(start, pos), pos: start });
      continue;
    }
    if (/[A-Za-z_]/.test(char)) {
      while (pos < source.length && /\w/.test(source[pos]!)) pos++;
      tokens.push({ type: 'ident', text: source.slice(start, pos), pos: start });
      continue;
    }
    if (/[0-9]/.test(char)) {
      const number = /^(?:\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+|\d+)/.exec(source.slice(pos))![0];
      pos += number.length;
      tokens.push({ type: 'number', text: number, pos: start });
      continue;
    }
    if (char === "'" || char === '"') {
      let text = '';
      pos++;
      while (source[pos] !== char) {
        if (pos >= source.length || source[pos] === '\n') fail('Unclosed string', start);
        if (source[pos] === '\\') {
          const escaped = source[pos + 1] ?? '';
          text += { n: '\n', t: '\t', r: '\r' }[escaped] ?? escaped;
          pos += 2;
        } else text += source[pos++];
      }
      pos++;
      tokens.push({ type: 'string', text, pos: start });
      continue;
    }
    const punct = PUNCT.find((candidate) => source.startsWith(candidate, pos));
    if (!punct) fail(`Unexpected character '${char}'`, pos);
    pos += punct!.length;
    tokens.push({ type: 'punct', text: punct!, pos: start });
  }
  tokens.push({ type: 'eof', text: '', pos: source.length });
  return tokens;
}
