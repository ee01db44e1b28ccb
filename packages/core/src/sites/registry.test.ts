import { describe, expect, test } from 'vitest';
import { currencySymbol } from '../format/currency.js';
import { SITES, hostBelongsTo, siteById, siteByKey } from './registry.js';

describe('SITES', () => {
  test.each([
    ['jd', 3, '京东'],
    ['tmall', 83, '天猫'],
    ['taobao', 123, '淘宝'],
    ['suning', 25, '苏宁易购'],
    ['vip', 129, '唯品会'],
    ['pdd', 353, '拼多多'],
    ['amazon_cn', 2, '亚马逊中国'],
    ['dangdang', 1, '当当'],
    ['alibaba1688', 344, '1688'],
    ['kaola', 216, '考拉海购'],
    ['youpin', 450, '小米有品'],
  ])('%s has id %d and is called %s', (key, id, name) => {
    expect(siteByKey(key)).toMatchObject({ id, name });
    expect(siteById(id)?.key).toBe(key);
  });

  test('the JD family shares one id', () => {
    expect(siteById(3)?.hosts).toEqual(['jd.com', 'jd.hk', 'yiyaojd.com']);
  });

  test('unknown ids and keys are undefined', () => {
    expect(siteById(999)).toBeUndefined();
    expect(siteById(0)).toBeUndefined();
    expect(siteByKey('ebay')).toBeUndefined();
  });

  test('ids and keys are unique', () => {
    expect(new Set(SITES.map((site) => site.id)).size).toBe(SITES.length);
    expect(new Set(SITES.map((site) => site.key)).size).toBe(SITES.length);
  });

  test('every site prices in the currency the behaviour.md §9 table gives its id', () => {
    const symbols: Record<string, string> = {
      CNY: '¥',
      USD: '$',
      JPY: 'JP¥',
      GBP: '£',
      EUR: '€',
      AUD: 'AU$',
      CAD: 'CDN$',
    };
    for (const site of SITES)
      expect([site.key, currencySymbol(site.id)]).toEqual([site.key, symbols[site.currency]]);
  });
});

test.each([
  ['item.jd.com', 'jd.com', true],
  ['jd.com', 'jd.com', true],
  ['npcitem.jd.hk', 'jd.hk', true],
  ['item.jd.com.example.net', 'jd.com', false],
  ['evil-jd.com', 'jd.com', false],
  ['notjd.com', 'jd.com', false],
  ['jd.com.cn', 'jd.com', false],
  ['', 'jd.com', false],
])('hostBelongsTo(%j, %j) = %s', (host, domain, expected) => {
  expect(hostBelongsTo(host, domain)).toBe(expected);
});
