// Reads JavaScript object and array literals out of a page's inline scripts without running them
// (no eval, no Function): values the page computes at run time are left out as undefined.

const MAX_DEPTH = 200;
const NUMBER = /-?(?:0[xX][\da-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

class LiteralError extends Error {}

class LiteralParser {
  position: number;

  constructor(
    private readonly source: string,
    start: number,
  ) {
    this.position = start;
  }

  private peek(): string {
    return this.source.charAt(this.position);
  }

  skipSpace(): void {
    const { source } = this;
    while (this.position < source.length) {
      const char = source.charAt(this.position);
      if (char === '/' && source.charAt(this.position + 1) === '/') {
        const end = source.indexOf('\n', this.position);
        this.position = end < 0 ? source.length : end + 1;
      } else if (char === '/' && source.charAt(this.position + 1) === '*') {
        const end = source.indexOf('*/', this.position + 2);
        this.position = end < 0 ? source.length : end + 2;
      } else if (/\s/.test(char)) {
        this.position += 1;
      } else {
        return;
      }
    }
  }

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) throw new LiteralError('too deep');
    this.skipSpace();
    const char = this.peek();
    if (char === '{') return this.object(depth + 1);
    if (char === '[') return this.array(depth + 1);
    if (char === '"' || char === "'") return this.string(char);
    if (char === '`') return this.template();
    NUMBER.lastIndex = this.position;
    const number = NUMBER.exec(this.source);
    if (number) {
      this.position += number[0].length;
      return Number(number[0]);
    }
    IDENTIFIER.lastIndex = this.position;
    const word = IDENTIFIER.exec(this.source)?.[0];
    if (word === 'true' || word === 'false' || word === 'null' || word === 'undefined') {
      this.position += word.length;
      return word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : undefined;
    }
    if (!char) throw new LiteralError('unexpected end');
    // A computed value (a variable, a call, a function): skipped, not run.
    this.skipExpression();
    return undefined;
  }

  /** Moves past a value the page computes, up to the `,`, `}` or `]` that ends it. */
  skipExpression(): void {
    const { source } = this;
    let depth = 0;
    while (this.position < source.length) {
      const char = source.charAt(this.position);
      if (char === '"' || char === "'") {
        this.string(char);
        continue;
      }
      if (char === '`') {
        this.template();
        continue;
      }
      if (
        char === '/' &&
        (source.charAt(this.position + 1) === '/' || source.charAt(this.position + 1) === '*')
      ) {
        this.skipSpace();
        continue;
      }
      if (char === '{' || char === '[' || char === '(') depth += 1;
      else if (char === '}' || char === ']' || char === ')') {
        if (depth === 0) return;
        depth -= 1;
      } else if (char === ',' && depth === 0) return;
      this.position += 1;
    }
  }

  private object(depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.position += 1;
    for (;;) {
      this.skipSpace();
      const char = this.peek();
      if (char === '}') {
        this.position += 1;
        return result;
      }
      if (!char) throw new LiteralError('unclosed object');
      const key = this.key();
      this.skipSpace();
      let value: unknown;
      if (key !== null && this.peek() === ':') {
        this.position += 1;
        value = this.value(depth);
        this.skipSpace();
        const next = this.peek();
        if (next !== ',' && next !== '}') {
          // `a: x || y`, `a: b.c`: the literal started an expression; its value is the page's.
          this.skipExpression();
          value = undefined;
        }
      } else {
        this.skipExpression(); // a method, a spread or a shorthand property
      }
      // `__proto__` would set the prototype rather than a key.
      if (key !== null && key !== '__proto__' && value !== undefined) result[key] = value;
      this.skipSpace();
      if (this.peek() === ',') this.position += 1;
    }
  }

  private key(): string | null {
    const char = this.peek();
    if (char === '"' || char === "'") return this.string(char);
    if (char === '[' || char === '.') return null;
    NUMBER.lastIndex = this.position;
    const number = NUMBER.exec(this.source)?.[0];
    if (number) {
      this.position += number.length;
      return String(Number(number));
    }
    IDENTIFIER.lastIndex = this.position;
    const word = IDENTIFIER.exec(this.source)?.[0];
    if (!word) throw new LiteralError(`unexpected ${char}`);
    this.position += word.length;
    return word;
  }

  private array(depth: number): unknown[] {
    const result: unknown[] = [];
    this.position += 1;
    for (;;) {
      this.skipSpace();
      const char = this.peek();
      if (char === ']') {
        this.position += 1;
        return result;
      }
      if (!char) throw new LiteralError('unclosed array');
      let value = this.value(depth);
      this.skipSpace();
      const next = this.peek();
      if (next !== ',' && next !== ']') {
        this.skipExpression();
        value = undefined;
      }
      result.push(value);
      if (this.peek() === ',') this.position += 1;
    }
  }

  private string(quote: string): string {
    const { source } = this;
    let result = '';
    let index = this.position + 1;
    for (;;) {
      const stop = source.indexOf('\\', index);
      const end = source.indexOf(quote, index);
      if (end < 0) throw new LiteralError('unclosed string');
      if (stop < 0 || end < stop) {
        result += source.slice(index, end);
        this.position = end + 1;
        return result;
      }
      result += source.slice(index, stop);
      const [text, length] = this.escape(stop + 1);
      result += text;
      index = stop + 1 + length;
    }
  }

  private escape(at: number): [text: string, length: number] {
    const { source } = this;
    const char = source.charAt(at);
    if (char === 'u' && source.charAt(at + 1) === '{') {
      const end = source.indexOf('}', at);
      const code = Number.parseInt(source.slice(at + 2, end), 16);
      if (end < 0 || !Number.isInteger(code) || code > 0x10ffff)
        throw new LiteralError('bad \\u{}');
      return [String.fromCodePoint(code), end - at + 1];
    }
    if (char === 'u' || char === 'x') {
      const length = char === 'u' ? 4 : 2;
      const hex = source.slice(at + 1, at + 1 + length);
      if (!/^[\da-fA-F]+$/.test(hex) || hex.length !== length) throw new LiteralError('bad escape');
      return [String.fromCharCode(Number.parseInt(hex, 16)), length + 1];
    }
    if (char === '\r' && source.charAt(at + 1) === '\n') return ['', 2];
    if (char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029') return ['', 1];
    return [SIMPLE_ESCAPES[char] ?? char, 1];
  }

  private template(): string | undefined {
    const { source } = this;
    let index = this.position + 1;
    let interpolated = false;
    for (;;) {
      const char = source.charAt(index);
      if (!char) throw new LiteralError('unclosed template');
      if (char === '\\') index += 2;
      else if (char === '`') break;
      else if (char === '$' && source.charAt(index + 1) === '{') {
        interpolated = true;
        this.position = index + 2;
        this.skipExpression();
        index = this.position + 1;
      } else index += 1;
    }
    const raw = source.slice(this.position + 1, index);
    this.position = index + 1;
    return interpolated ? undefined : raw;
  }
}

/**
 * Parses the object or array literal that starts at `start` in `source` (JSON, or the looser
 * JavaScript a page writes: single quotes, bare keys, `\uXXXX` escapes, comments, trailing commas).
 * Computed parts are left out; null when `source` holds no literal there.
 */
export function parseJsLiteral(source: string, start = 0): unknown {
  const parser = new LiteralParser(source, start);
  parser.skipSpace();
  const first = source.charAt(parser.position);
  if (first !== '{' && first !== '[') return null;
  try {
    return parser.value(0);
  } catch (error) {
    if (error instanceof LiteralError) return null;
    throw error;
  }
}

/**
 * The literal assigned or passed after `marker` (e.g. `/pageConfig\s*=/`, `/TShop\.Setup\(/`) in
 * the first script that holds one, or null.
 */
export function findScriptLiteral(scripts: readonly string[], marker: RegExp): unknown {
  const pattern = new RegExp(marker.source, marker.flags.replace('g', '') + 'g');
  for (const script of scripts) {
    pattern.lastIndex = 0;
    for (let found = pattern.exec(script); found; found = pattern.exec(script)) {
      const value = parseJsLiteral(script, found.index + found[0].length);
      if (value !== null) return value;
    }
  }
  return null;
}
