import { describe, expect, test } from 'vitest';
import { validateAccountLogin, validatePhoneLogin } from './login.js';

describe('validateAccountLogin (behaviour.md §5)', () => {
  const failure = { ok: false, message: '账户或密码错误，请重新输入' };
  test.each([
    ['phone, 6 characters', { account: '13812345678', passwd: '123456' }, { ok: true }],
    [
      'e-mail, 14 characters',
      { account: 'user@example.com', passwd: '12345678901234' },
      { ok: true },
    ],
    ['trimmed inputs', { account: ' 13812345678 ', passwd: ' secret1 ' }, { ok: true }],
    ['a full-width phone', { account: '１３８１２３４５６７８', passwd: 'abc123' }, { ok: true }],
    ['5 characters', { account: '13812345678', passwd: '12345' }, failure],
    ['15 characters', { account: '13812345678', passwd: '123456789012345' }, failure],
    ['5 after trimming', { account: '13812345678', passwd: '  12345  ' }, failure],
    ['not an account', { account: 'not-an-account', passwd: '123456' }, failure],
    ['a bad e-mail', { account: 'user@example', passwd: '123456' }, failure],
    ['both empty', { account: '', passwd: '' }, failure],
  ])('%s', (_name, input, expected) => {
    expect(validateAccountLogin(input)).toEqual(expected);
  });
});

describe('validatePhoneLogin (behaviour.md §5)', () => {
  const badPhone = { ok: false, message: '请输入正确的手机号码' };
  const badCode = { ok: false, message: '验证码错误，请重新输入' };
  const capi = 'https://pricetrail.example/User/PhoneLogin?key=abc';
  test.each([
    ['all present', { phone: '13812345678', code: '123456', capi }, { ok: true }],
    ['a spaced phone', { phone: '+86 138 1234 5678', code: '123456', capi }, { ok: true }],
    ['a short phone', { phone: '1381234567', code: '123456', capi }, badPhone],
    ['an empty phone', { phone: '', code: '', capi: '' }, badPhone],
    ['a blank code', { phone: '13812345678', code: '  ', capi }, badCode],
    ['an empty callback', { phone: '13812345678', code: '123456', capi: '' }, badCode],
    ['a null callback', { phone: '13812345678', code: '123456', capi: null }, badCode],
    ['no callback', { phone: '13812345678', code: '123456' }, badCode],
  ])('%s', (_name, input, expected) => {
    expect(validatePhoneLogin(input)).toEqual(expected);
  });
});
