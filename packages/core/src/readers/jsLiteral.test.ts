import { expect, test } from 'vitest';
import { findScriptLiteral, parseJsLiteral } from './jsLiteral.js';

test('JSON parses as JSON', () => {
  expect(parseJsLiteral('{"a": [1, 2.5, -3e2], "b": {"c": null, "d": true}}')).toEqual({
    a: [1, 2.5, -300],
    b: { c: null, d: true },
  });
});

test('the looser JavaScript a page writes parses too', () => {
  const source = `{
    // a comment
    name: '\\u534e\\u4e3a Mate\\x20\\'30\\'', /* another */
    'quoted-key': "a\\nb",
    42: 0x10,
    trailing: [1, 2,],
    template: \`plain\`,
  }`;
  expect(parseJsLiteral(source)).toEqual({
    name: "华为 Mate '30'",
    'quoted-key': 'a\nb',
    '42': 16,
    trailing: [1, 2],
    template: 'plain',
  });
});

test('computed values are left out, never run', () => {
  const source = `{
    a: 1,
    isLOC: typeof isLOC !== 'undefined' ? isLOC : false,
    fn: function () { return { x: 1 }; },
    arrow: () => ({ y: '}' }),
    method() { return 1; },
    call: getPrice("J_1", {area: 1}),
    sum: 1 + 2,
    spread: 1, ...rest,
    tpl: \`\${a}b\`,
    b: 'kept'
  }`;
  expect(parseJsLiteral(source)).toEqual({ a: 1, spread: 1, b: 'kept' });
});

test('__proto__ never reaches the prototype', () => {
  const parsed = parseJsLiteral('{"__proto__": {"polluted": true}, "ok": 1}') as object;
  expect(parsed).toEqual({ ok: 1 });
  expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test.each([
  ['an unclosed object', '{a: 1'],
  ['an unclosed string', "{a: 'x}"],
  ['a bad escape', "{a: '\\u12'}"],
  ['no literal at all', 'foo(1)'],
  ['nesting deeper than any page', '['.repeat(500) + ']'.repeat(500)],
])('%s is null', (_name, source) => {
  expect(parseJsLiteral(source)).toBeNull();
});

test('findScriptLiteral takes the first marker that is followed by a literal', () => {
  const scripts = [
    'var x = 1;',
    'window.App = window.App || {}; window.App = {ready: true};',
    'TShop.Setup({"itemDO": {"title": "t"}});',
  ];
  expect(findScriptLiteral(scripts, /App\s*=/)).toEqual({ ready: true });
  expect(findScriptLiteral(scripts, /TShop\.Setup\(/)).toEqual({ itemDO: { title: 't' } });
  expect(findScriptLiteral(scripts, /missing\s*=/)).toBeNull();
});
