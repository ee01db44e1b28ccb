import { expect, test } from 'vitest';
import { signParams, sortedPairs } from './signParams.js';

test.each([
  [
    'keys in code-unit order, sign and missing values left out',
    { tag: 'login', phone: '13812345678', t: 1700000000, sign: 'x', skip: undefined, gone: null },
    'phone=13812345678&t=1700000000&tag=login',
  ],
  [
    '_ sorts after upper case and before lower case',
    { utype: 2, platform: 'pc', _referer: '/mine', isBind: 1, Z: 'z' },
    'Z=z&_referer=/mine&isBind=1&platform=pc&utype=2',
  ],
  ['empty strings, zero and false are kept', { c: false, b: 0, a: '' }, 'a=&b=0&c=false'],
  ['no parameters', {}, ''],
])('sortedPairs: %s', (_name, params, expected) => {
  expect(sortedPairs(params)).toBe(expected);
});

// Expected values computed independently: python3 hashlib md5(md5(pairs + action).hexdigest()).
test.each([
  [
    'SMS code',
    { phone: '13812345678', tag: 'login', t: 1700000000 },
    'UserHelper/SmsCode',
    'e75cebd8b45e7a28d599b4a1d12a2e6c',
  ],
  [
    'login, an old sign ignored',
    { account: 'user@example.com', passwd: 'secret1', remember_me: 1, t: 1700000000, sign: 'old' },
    'User/Login',
    'c1a83767e223e1e274f7428dd4184539',
  ],
  [
    'Chinese text hashed as UTF-8',
    { nick: '价迹', t: 1700000000 },
    'User/Modify',
    '3dcde70245af1efe87c273bf9e13a084',
  ],
  [
    'social binding',
    {
      utype: 2,
      platform: 'pc',
      _referer: 'https://pricetrail.example/mine',
      isBind: 1,
      t: 1700000000,
    },
    'UserUnion/Authorize',
    'd6378fbde193e5de2a08c71298a079c0',
  ],
  [
    'an emoji hashed as UTF-8',
    { nick: '😀', t: 1 },
    'User/Modify',
    '08a5806d3027ef35976d82b6ae235213',
  ],
  [
    'a cut-off emoji hashed as U+FFFD, as browsers send it',
    { nick: '价\ud83d', t: 1 },
    'User/Modify',
    '2b0d77cb13b8ac70ff87d571c2069c69',
  ],
  [
    'a lone low surrogate too',
    { nick: '价\ude00', t: 1 },
    'User/Modify',
    '2b0d77cb13b8ac70ff87d571c2069c69',
  ],
  ['numbers stringified', { b: 2, a: 1 }, 'Act', '32ec522134928f9c9973ae4fcb9ea372'],
  ['no parameters', {}, 'Act', '30085b860bfea1696d00634310e7db53'],
])('signParams: %s', (_name, params, action, expected) => {
  expect(signParams(params, action)).toBe(expected);
});

test('the action and every value change the sign', () => {
  const base = signParams({ a: 1, b: 2 }, 'Act');
  expect(signParams({ a: 1, b: 2 }, 'Other')).not.toBe(base);
  expect(signParams({ a: 1, b: 3 }, 'Act')).not.toBe(base);
  expect(signParams({ b: 2, a: 1 }, 'Act')).toBe(base);
});
