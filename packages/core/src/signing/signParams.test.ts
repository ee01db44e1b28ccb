import md5 from 'md5';
import { expect, test } from 'vitest';
import { signParams, sortedPairs } from './signParams.js';

test('pairs are sorted by key, sign and missing values left out', () => {
  expect(
    sortedPairs({ tag: 'login', phone: '13812345678', t: 1700000000, sign: 'x', skip: undefined }),
  ).toBe('phone=13812345678&t=1700000000&tag=login');
});

test('sign is md5(md5(pairs + action)) in lower-case hex', () => {
  const params = { phone: '13812345678', tag: 'login', t: 1700000000 };
  const expected = md5(md5('phone=13812345678&t=1700000000&tag=loginUserHelper/SmsCode'));
  expect(signParams(params, 'UserHelper/SmsCode')).toBe(expected);
  expect(signParams(params, 'UserHelper/SmsCode')).toMatch(/^[0-9a-f]{32}$/);
});

test('a known vector stays stable across client and server', () => {
  // Computed independently with coreutils: printf %s 'a=1&b=2Act' | md5sum, then md5sum of that.
  expect(signParams({ b: 2, a: 1 }, 'Act')).toBe('32ec522134928f9c9973ae4fcb9ea372');
  expect(signParams({ b: 2, a: 1 }, 'Act')).not.toBe(signParams({ b: 2, a: 1 }, 'Other'));
  expect(signParams({ a: 1, b: 3 }, 'Act')).not.toBe(signParams({ a: 1, b: 2 }, 'Act'));
});
