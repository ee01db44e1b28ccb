import { expect, test } from 'vitest';
import { documentTokens, queryTokens } from './tokens.js';

function matches(title: string, query: string): boolean {
  const doc = new Set(documentTokens(title).split(' '));
  const q = queryTokens(query);
  return q.length > 0 && q.every((t) => doc.has(t));
}

test.each([
  ['华为 Mate 60 Pro 5G手机 12GB+512GB', '华为'],
  ['华为 Mate 60 Pro 5G手机 12GB+512GB', '手机'],
  ['华为 Mate 60 Pro 5G手机 12GB+512GB', '华为手机'],
  ['Apple iPhone 15 (A3092) 128GB 黑色', 'iPhone 15'],
  ['Apple iPhone 15 (A3092) 128GB 黑色', 'iphone'],
  ['海尔 滚筒洗衣机 10公斤', '洗衣机'],
])('%s is found by %s', (title, query) => {
  expect(matches(title, query)).toBe(true);
});

test.each([
  ['Apple iPhone 15 128GB', '华为'],
  ['海尔 滚筒洗衣机', '手机'],
  ['Apple iPhone 15 128GB', 'iPhone 16'],
])('%s is not found by %s', (title, query) => {
  expect(matches(title, query)).toBe(false);
});

test('punctuation and quotes never reach the query', () => {
  expect(queryTokens('"); drop table --')).toEqual(['drop', 'table']);
});

test.each([
  ['HUAWEI Pura 70 Pro 鸿蒙智能手机', '华为', '华为'],
  ['海尔（Haier）滚筒洗衣机全自动 10公斤', '', '洗衣机'],
  ['联想 ThinkPad X1 笔记本电脑', '', '笔记本'],
])('a brand or a word the segmenter splits in context still matches: %s', (title, brand, q) => {
  const doc = new Set(documentTokens(title, brand).split(' '));
  expect(queryTokens(q).every((t) => doc.has(t))).toBe(true);
});
