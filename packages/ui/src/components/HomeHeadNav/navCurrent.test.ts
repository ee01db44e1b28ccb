import { expect, test } from 'vitest';
import { navCurrent, normalizePath } from './navCurrent';

test.each([
  ['/home', '/home', 'page'],
  ['/home', '/', 'page'],
  ['/home', '', 'page'],
  ['/home', '/home/', 'page'],
  ['/home', '/home?from=ad#top', 'page'],
  ['/home', '/home/discount', 'true'],
  ['/trend', '/trend/history', 'true'],
  ['/trend', '/trend/100012043978-3.html', 'true'],
  ['/trend', '/trending', undefined],
  ['/promotion/coupon', '/promotion', undefined],
  ['/promotion/coupon', '/promotion/coupon', 'page'],
  ['/rank_list', '/home', undefined],
  ['/home', undefined, undefined],
])('%s while on %s → %s', (href, activePath, expected) => {
  expect(navCurrent(href, activePath)).toBe(expected);
});

test('normalizePath drops query, hash and trailing slashes', () => {
  expect(normalizePath('/promotion/lowest/?pg=2#list')).toBe('/promotion/lowest');
  expect(normalizePath('/?a=1')).toBe('/home');
});
