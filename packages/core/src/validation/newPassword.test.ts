import { describe, expect, test } from 'vitest';
import { commonPasswordList, validateNewPassword } from './newPassword.js';

describe('the common-password list', () => {
  const list = [...commonPasswordList()];

  test('ships at least 1,000 distinct entries', () => {
    expect(list.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(list).size).toBe(list.length);
  });

  test('holds only lower-case entries a new password could be (8–14 characters)', () => {
    expect(list.filter((entry) => entry !== entry.toLowerCase())).toEqual([]);
    expect(list.filter((entry) => entry.length < 8 || entry.length > 14)).toEqual([]);
  });
});

describe('validateNewPassword', () => {
  const tooCommon = { ok: false, message: '密码过于常见，请换一个' };
  const badLength = { ok: false, message: '密码长度需为8-14位' };
  test.each([
    ['8 characters', 'x9$kLm2q', { ok: true }],
    ['14 characters', 'Pt-2026-ok-abc', { ok: true }],
    ['14 letters', 'abcdefghijklmn', { ok: true }],
    ['an inner space', 'my price 2026', { ok: true }],
    ['Chinese characters', '价迹价迹价迹2026', { ok: true }],
    ['7 characters', 'short1!', badLength],
    ['15 characters', 'abcdefghijklmno', badLength],
    ['empty', '', badLength],
    ['a leading space', ' Pt-2026-ok', { ok: false, message: '密码首尾不能有空格' }],
    ['a trailing tab', 'Pt-2026-ok\t', { ok: false, message: '密码首尾不能有空格' }],
    ['password', 'password', tooCommon],
    ['12345678', '12345678', tooCommon],
    ['PassWord in mixed case', 'PassWord', tooCommon],
    ['qwertyuiop', 'qwertyuiop', tooCommon],
    ['1qaz2wsx', '1qaz2wsx', tooCommon],
    ['iloveyou', 'iloveyou', tooCommon],
    ['woaini1314', 'woaini1314', tooCommon],
    ['5201314520', '5201314520', tooCommon],
    ['88888888', '88888888', tooCommon],
  ])('%s', (_name, input, expected) => {
    expect(validateNewPassword(input)).toEqual(expected);
  });
});
