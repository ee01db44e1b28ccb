import { describe, expect, test } from 'vitest';
import { isAccount, isEmail } from './email.js';
import { validateAccountLogin, validatePhoneLogin } from './login.js';
import { commonPasswordList, validateNewPassword } from './newPassword.js';
import { isPhone, maskPhone, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  test.each([
    ['13812345678', '13812345678'],
    ['  13812345678  ', '13812345678'],
    ['+86 138 1234 5678', '13812345678'],
    ['+8613812345678', '13812345678'],
    ['0086-138-1234-5678', '13812345678'],
    ['86-13812345678', '13812345678'],
    ['8613812345678', '13812345678'],
    ['１３８１２３４５６７８', '13812345678'],
    ['＋８６ １３８１２３４５６７８', '13812345678'],
    ['19912345678', '19912345678'],
    ['13012345678', '13012345678'],
  ])('%j → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  test.each([
    '',
    '1381234567',
    '138123456789',
    '12812345678',
    '11812345678',
    '23812345678',
    '+1 13812345678',
    '138-1234-567a',
    '138 1234 5678 9',
    '+86 +86 13812345678',
    '1'.repeat(100),
  ])('%j is not a mainland mobile number', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(isPhone(input)).toBe(false);
  });
});

test('maskPhone shows the first 3 and last 3 digits around five stars', () => {
  expect(maskPhone('13812345678')).toBe('138*****678');
  expect(maskPhone('+86 199 0000 1234')).toBe('199*****234');
});

describe('isEmail follows spec §5', () => {
  test.each([
    'user@example.com',
    'first.last@mail.example.cn',
    'a_b-c.d@qq.com',
    'x@163.info',
    '  padded@example.com  ',
    'UPPER@EXAMPLE.ORG',
  ])('accepts %j', (input) => {
    expect(isEmail(input)).toBe(true);
    expect(isAccount(input)).toBe(true);
  });

  test.each([
    'user@example',
    'user@example.c',
    'user@example.company',
    'user@example.c0m',
    'us er@example.com',
    'user@exa mple.com',
    'user@@example.com',
    'user@ex@ample.com',
    'ｕｓｅｒ@example.com',
    'user@example。com',
    'user+tag@example.com',
    '@example.com',
    'user@.com',
    '',
  ])('rejects %j', (input) => {
    expect(isEmail(input)).toBe(false);
  });
});

describe('validateAccountLogin', () => {
  const failure = { ok: false, message: '账户或密码错误，请重新输入' };
  test.each([
    [{ account: '13812345678', passwd: '123456' }, { ok: true }],
    [{ account: 'user@example.com', passwd: '12345678901234' }, { ok: true }],
    [{ account: ' 13812345678 ', passwd: ' secret1 ' }, { ok: true }],
    [{ account: '13812345678', passwd: '12345' }, failure],
    [{ account: '13812345678', passwd: '123456789012345' }, failure],
    [{ account: 'not-an-account', passwd: '123456' }, failure],
    [{ account: '', passwd: '' }, failure],
  ])('%j → %j', (input, expected) => {
    expect(validateAccountLogin(input)).toEqual(expected);
  });
});

describe('validatePhoneLogin', () => {
  test.each([
    [{ phone: '13812345678', code: '123456', capi: '/capi/abc' }, { ok: true }],
    [
      { phone: '1381234567', code: '123456', capi: '/capi/abc' },
      { ok: false, message: '请输入正确的手机号码' },
    ],
    [
      { phone: '13812345678', code: '  ', capi: '/capi/abc' },
      { ok: false, message: '验证码错误，请重新输入' },
    ],
    [
      { phone: '13812345678', code: '123456', capi: '' },
      { ok: false, message: '验证码错误，请重新输入' },
    ],
    [
      { phone: '13812345678', code: '123456' },
      { ok: false, message: '验证码错误，请重新输入' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(validatePhoneLogin(input)).toEqual(expected);
  });
});

describe('validateNewPassword', () => {
  test('ships at least 1,000 common passwords', () => {
    expect(commonPasswordList().size).toBeGreaterThanOrEqual(1000);
  });

  test.each([
    ['Pt-2026-ok', { ok: true }],
    ['x9$kLm2q', { ok: true }],
    ['abcdefghijklmn', { ok: true }],
    ['short1!', { ok: false, message: '密码长度需为8-14位' }],
    ['abcdefghijklmno', { ok: false, message: '密码长度需为8-14位' }],
    ['password', { ok: false, message: '密码过于常见，请换一个' }],
    ['12345678', { ok: false, message: '密码过于常见，请换一个' }],
    ['PassWord', { ok: false, message: '密码过于常见，请换一个' }],
    ['woaini1314', { ok: false, message: '密码过于常见，请换一个' }],
    ['1qaz2wsx', { ok: false, message: '密码过于常见，请换一个' }],
  ])('%j → %j', (input, expected) => {
    expect(validateNewPassword(input)).toEqual(expected);
  });
});
