import { describe, expect, test } from 'vitest';
import { isAccount, isEmail } from './email.js';

describe('isEmail follows behaviour.md §5', () => {
  test.each([
    'user@example.com',
    'first.last@mail.example.cn',
    'a_b-c.d@qq.com',
    'zhangsan1990@163.com',
    'wang_xiao-ming@vip.sina.com',
    'x@163.info',
    'name@company.com.cn',
    'name@my-site.org',
    '  padded@example.com  ',
    'UPPER@EXAMPLE.ORG',
  ])('accepts %j', (input) => {
    expect(isEmail(input)).toBe(true);
    expect(isAccount(input)).toBe(true);
  });

  test.each([
    ['no suffix', 'user@example'],
    ['a 1-letter suffix', 'user@example.c'],
    ['a 5-letter suffix', 'user@example.store'],
    ['a long suffix', 'user@example.company'],
    ['a digit in the suffix', 'user@example.c0m'],
    ['an inner space', 'us er@example.com'],
    ['a space in the domain', 'user@exa mple.com'],
    ['two at signs', 'user@@example.com'],
    ['at signs apart', 'user@ex@ample.com'],
    ['full-width letters', 'ｕｓｅｒ@example.com'],
    ['a full-width at sign', 'user＠example.com'],
    ['a full-width dot', 'user@example。com'],
    ['a plus', 'user+tag@example.com'],
    ['a Chinese name', '张三@example.com'],
    ['no local part', '@example.com'],
    ['no domain label', 'user@.com'],
    ['an overlong address', `${'a'.repeat(250)}@qq.com`],
    ['empty', ''],
  ])('rejects %s (%j)', (_name, input) => {
    expect(isEmail(input)).toBe(false);
  });
});

describe('isAccount: a phone or an e-mail', () => {
  test.each([
    ['13812345678', true],
    ['+86 138 1234 5678', true],
    ['user@example.com', true],
    ['zhangsan', false],
    ['1381234567', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isAccount(input)).toBe(expected);
  });
});
