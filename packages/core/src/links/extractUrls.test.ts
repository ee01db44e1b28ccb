import { expect, test } from 'vitest';
import { extractUrls } from './extractUrls.js';

test.each([
  ['a bare URL', 'https://item.jd.com/1238838350.html', ['https://item.jd.com/1238838350.html']],
  [
    'CJK text around it',
    '【京东】https://item.jd.com/1.html「华为」点击链接',
    ['https://item.jd.com/1.html'],
  ],
  [
    'full-width punctuation after it',
    '链接：https://item.jd.com/1.html，打开',
    ['https://item.jd.com/1.html'],
  ],
  [
    'ASCII punctuation after it',
    '(see https://item.jd.com/1.html).',
    ['https://item.jd.com/1.html'],
  ],
  ['an upper-case scheme', 'HTTPS://ITEM.JD.COM/1.html', ['HTTPS://ITEM.JD.COM/1.html']],
  [
    'two URLs in order',
    'https://m.tb.cn/h.5abc 和 http://item.taobao.com/item.htm?id=1',
    ['https://m.tb.cn/h.5abc', 'http://item.taobao.com/item.htm?id=1'],
  ],
  [
    'a nested URL stays inside its parent',
    'https://evil.example/?u=https://item.jd.com/1.html',
    ['https://evil.example/?u=https://item.jd.com/1.html'],
  ],
  ['a host without scheme', 'item.jd.com/1.html', ['https://item.jd.com/1.html']],
  ['plain words', '华为 Mate 60 手机', []],
  ['a sentence with a dot', 'hello. world', []],
  ['empty', '', []],
])('%s', (_name, input, expected) => {
  expect(extractUrls(input)).toEqual(expected);
});

test('stops after 20 candidates', () => {
  expect(extractUrls('https://a.example/ '.repeat(100))).toHaveLength(20);
});
