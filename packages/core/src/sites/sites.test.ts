import { describe, expect, test } from 'vitest';
import { currencySymbol } from '../format/currency.js';
import { isDpId, parseDpId, toDpId } from './dpId.js';
import { SITES, hostBelongsTo, siteById, siteByKey } from './registry.js';

test('gwdang-compatible ids for the big stores', () => {
  expect(siteByKey('jd')?.id).toBe(3);
  expect(siteByKey('tmall')?.id).toBe(83);
  expect(siteByKey('taobao')?.id).toBe(123);
  expect(siteByKey('suning')?.id).toBe(25);
  expect(siteByKey('vip')?.id).toBe(129);
  expect(siteById(3)?.name).toBe('京东');
  expect(siteById(999)).toBeUndefined();
});

test('ids and keys are unique, and every non-CNY site has its spec currency symbol', () => {
  expect(new Set(SITES.map((site) => site.id)).size).toBe(SITES.length);
  expect(new Set(SITES.map((site) => site.key)).size).toBe(SITES.length);
  const symbols: Record<string, string> = {
    CNY: '¥',
    USD: '$',
    JPY: 'JP¥',
    GBP: '£',
    EUR: '€',
    AUD: 'AU$',
    CAD: 'CDN$',
  };
  for (const site of SITES) expect(currencySymbol(site.id)).toBe(symbols[site.currency]);
});

test.each([
  ['item.jd.com', 'jd.com', true],
  ['jd.com', 'jd.com', true],
  ['item.jd.com.example.net', 'jd.com', false],
  ['evil-jd.com', 'jd.com', false],
  ['notjd.com', 'jd.com', false],
])('hostBelongsTo(%s, %s) = %s', (host, domain, expected) => {
  expect(hostBelongsTo(host, domain)).toBe(expected);
});

describe('dp ids', () => {
  test.each([
    ['1238838350-3', { itemId: '1238838350', siteId: 3 }],
    ['527075698825-83', { itemId: '527075698825', siteId: 83 }],
    ['B07FKTZC4M-2', { itemId: 'B07FKTZC4M', siteId: 2 }],
  ])('%s parses', (value, parts) => {
    expect(parseDpId(value)).toEqual(parts);
    expect(isDpId(value)).toBe(true);
    expect(toDpId(parts.itemId, parts.siteId)).toBe(value);
  });

  test.each([
    '',
    '123',
    '123-',
    '-3',
    '123-9999',
    'abc-3',
    '123-3-3',
    '123 -3',
    '1238838350-03x',
    'b07fktzc4m-2',
    '1'.repeat(21) + '-3',
  ])('%j is malformed', (value) => {
    expect(parseDpId(value)).toBeNull();
    expect(isDpId(value)).toBe(false);
  });
});
